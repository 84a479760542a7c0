/**
 * The shop's PDF builder (pdfkit): A4 documents with DejaVu Sans embedded (a subset of it), so
 * Slovak and Czech letters print on any viewer, and the dimensioned front drawing in vector form.
 * The work order and the shopper's design PDF both use it.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { decor, decorName as catalogueDecorName, isDecorCode } from '#domain/decors.ts'
import type { FrontElevation } from '#domain/drawing.ts'
import type { LocaleCode } from '#domain/locale.ts'
import { byteLru, MB } from '../lru'

const require = createRequire(import.meta.url)
/** The embedded fonts: DejaVu covers every Central European letter (č ď ľ ĺ ň ŕ ř ů …). */
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
}

/** A4 in points and the margin every page keeps. */
export const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const
export const INK = '#2b2620'

/**
 * A new A4 document with the embedded fonts registered ('regular' and 'bold'); `compress: false` lets tests read it;
 * `bufferPages` keeps every page open until the end, so a footer can say "page N of M". A label gives its own
 * `size` (points) and `margin`.
 */
export function newPdf(options: {
  title: string
  lang?: string
  compress?: boolean | undefined
  bufferPages?: boolean
  size?: [number, number]
  margin?: number
}): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    margin: options.margin ?? PAGE.margin,
    compress: options.compress ?? true,
    bufferPages: options.bufferPages ?? false,
    // Starting on DejaVu keeps the standard Helvetica (unembedded, no č or ř) out of the file.
    font: FONT_FILES.regular,
    info: { Title: options.title, Creator: 'Skrinka', Producer: 'Skrinka' },
    displayTitle: true,
    lang: options.lang ?? 'sk-SK',
  })
  doc.registerFont('regular', FONT_FILES.regular)
  doc.registerFont('bold', FONT_FILES.bold)
  return doc.font('regular').fillColor(INK).strokeColor(INK)
}

/** A decor by its code and its name in the document's language, e.g. "U999ST2 Čierna"; the code alone when unknown. */
export const decorName = (code: string, locale: LocaleCode) =>
  isDecorCode(code) ? `${code} ${catalogueDecorName(code, locale)}` : code

/** Starts a new page unless `height` points still fit above the bottom margin (keeps a block together). */
export function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > PAGE.height - PAGE.margin) doc.addPage()
  doc.x = PAGE.margin
}

/** A document's or section's heading: a bold title and, below it, lines of plain text (label: value). */
export function drawHeader(doc: PDFKit.PDFDocument, title: string, lines: readonly string[] = []): void {
  doc.x = PAGE.margin
  doc.font('bold').fontSize(18).text(title)
  doc.font('regular').fontSize(10)
  for (const line of lines) doc.text(line)
  doc.moveDown(0.5)
}

/** Ends the document and collects its bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}

/** Draws a front elevation scaled to fit the box (points), centred; its parts, dimension lines and figures. */
export function drawElevation(
  doc: PDFKit.PDFDocument,
  shape: FrontElevation,
  box: { x: number; y: number; width: number; height: number },
  /** Points per mm; several views of one design share one (by default the largest that fits). */
  fixedScale?: number,
): void {
  const { viewBox } = shape
  const scale = fixedScale ?? Math.min(box.width / viewBox.width, box.height / viewBox.height)
  const left = box.x + (box.width - viewBox.width * scale) / 2 - viewBox.x * scale
  const top = box.y + (box.height - viewBox.height * scale) / 2 - viewBox.y * scale
  const px = (x: number) => left + x * scale
  const py = (y: number) => top + y * scale
  const stroke = Math.max(0.4, shape.stroke * scale)
  doc.save().lineWidth(stroke)
  for (const r of shape.rects) {
    doc.rect(px(r.x), py(r.y), r.width * scale, r.height * scale).fillAndStroke(r.fill, INK)
  }
  for (const [x1, y1, x2, y2] of shape.lines) doc.moveTo(px(x1), py(y1)).lineTo(px(x2), py(y2)).stroke(INK)
  // Doors' opening marks, dashed, meeting at the hinge side.
  for (const mark of shape.hingeMarks) {
    const [first, ...rest] = mark.points
    doc.moveTo(px(first![0]), py(first![1]))
    for (const [x, y] of rest) doc.lineTo(px(x), py(y))
    doc
      .dash(stroke * 5, { space: stroke * 3 })
      .stroke(INK)
      .undash()
  }
  doc.font('regular').fillColor(INK)
  for (const label of shape.labels) {
    const size = Math.max(6, label.size * scale)
    doc.fontSize(size)
    const width = doc.widthOfString(label.text)
    // SVG places a figure by its baseline centre; pdfkit by its top left corner.
    const x = px(label.x)
    const y = py(label.y)
    if (label.rotated) {
      doc.save().rotate(-90, { origin: [x, y] })
      doc.text(label.text, x - width / 2, y - size * 0.8, { lineBreak: false })
      doc.restore()
    } else doc.text(label.text, x - width / 2, y - size * 0.8, { lineBreak: false })
  }
  doc.restore()
}

/** One column of a table: heading, width (points) and alignment. */
export interface Column {
  heading: string
  width: number
  align?: 'left' | 'right'
}

/**
 * The font size at which a one-line text fits `width` (from `size` down to `min`), for fixed boxes such as a
 * label, where a line cannot wrap: shrinking keeps every word, where a cut lost the one that mattered.
 */
export function fittingSize(doc: PDFKit.PDFDocument, text: string, width: number, size: number, min: number): number {
  const natural = doc.fontSize(size).widthOfString(text)
  return natural <= width ? size : Math.max(min, Math.floor(((size * width) / natural) * 10) / 10)
}

/** The text cut with an ellipsis to fit the width in the current font (a drawing's label, never a table's cell). */
export function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text
  let kept = text
  while (kept.length > 0 && doc.widthOfString(`${kept}…`) > width) kept = kept.slice(0, -1)
  return `${kept.trimEnd()}…`
}

/**
 * Draws a table from the cursor down (a new page, heading repeated, when it runs out); leaves the
 * cursor below it. `x` places it elsewhere than the left margin (two tables side by side).
 */
export function drawTable(
  doc: PDFKit.PDFDocument,
  columns: Column[],
  rows: Array<Array<string | number>>,
  options: { x?: number } = {},
): void {
  const size = 8
  const x0 = options.x ?? PAGE.margin
  const total = columns.reduce((sum, column) => sum + column.width, 0)
  // A long cell wraps and its row grows (a cut text lost the words that mattered: "Otváranie stlačením (tip…").
  const heightOf = (cells: Array<string | number>, bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(size)
    const tallest = Math.max(
      ...cells.map((cell, i) => doc.heightOfString(String(cell), { width: columns[i]!.width - 6, lineGap: 0 })),
    )
    return Math.max(size + 6, Math.ceil(tallest) + 5)
  }
  const row = (cells: Array<string | number>, bold: boolean) => {
    const rowHeight = heightOf(cells, bold)
    if (doc.y + rowHeight > PAGE.height - PAGE.margin) {
      doc.addPage()
      if (!bold)
        row(
          columns.map((column) => column.heading),
          true,
        )
    }
    const y = doc.y
    if (bold) doc.rect(x0, y, total, rowHeight).fill('#ece7df')
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(INK)
    let x = x0
    cells.forEach((cell, i) => {
      const column = columns[i]!
      doc.text(String(cell), x + 3, y + 3, { width: column.width - 6, align: column.align ?? 'left', lineGap: 0 })
      x += column.width
    })
    doc
      .moveTo(x0, y + rowHeight)
      .lineTo(x0 + total, y + rowHeight)
      .lineWidth(0.3)
      .stroke('#b9b2a6')
    doc.x = x0
    doc.y = y + rowHeight
  }
  // The heading never ends a page alone.
  ensureRoom(
    doc,
    heightOf(
      columns.map((column) => column.heading),
      true,
    ) + heightOf(rows[0] ?? [], false),
  )
  row(
    columns.map((column) => column.heading),
    true,
  )
  for (const cells of rows) row(cells, false)
}

/** Draws the QR code of `text` as vector squares, `size` points wide, its top left corner at (x, y). */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  // Four modules of quiet zone on each side, as scanners expect.
  const cell = size / (modules.size + 8)
  doc.save().rect(x, y, size, size).fill('#ffffff')
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell, cell)
  doc.fill('#000000').restore()
}

/** A decor's swatch as PNG bytes (pdfkit reads no WebP), or undefined when its picture is missing. */
export type ReadSwatch = (code: string) => Promise<Buffer | undefined>

/** The swatches a reader keeps as PNG (~120 decors of a few KB each). */
const SWATCH_CACHE_BYTES = 8 * MB

/** Reads swatches from a folder of the site's files (public/ or dist/client), converted once and kept. */
export function swatchReader(root: string): ReadSwatch {
  const cache = byteLru<Promise<Buffer | undefined>>(SWATCH_CACHE_BYTES)
  return (code) => {
    let found = cache.get(code)
    if (!found) {
      const known = decor(code)
      const file = known ? join(root, known.swatch) : ''
      const converting =
        known && existsSync(file)
          ? import('sharp').then(({ default: sharp }) => sharp(readFileSync(file)).png().toBuffer())
          : Promise.resolve(undefined)
      found = converting
      // Counted at its key's size while it converts, then at the PNG's.
      cache.set(code, converting, code.length + 64)
      void converting
        .then((png) => {
          if (png && cache.has(code)) cache.set(code, converting, code.length + 64 + png.byteLength)
        })
        .catch(() => cache.delete(code))
    }
    return found
  }
}
