/**
 * The part labels (issue 38.2): one label per board of the orders (src/domain/production/parts.ts), each with the
 * order number, the customer's surname, the cabinet and the part, its finished size, the decor, the banded edges
 * drawn as thick sides of the part's outline, and a QR code of the part's shop-floor address with the ID below it.
 * Two formats: an A4 sheet of 3 × 8 stickers of 70 × 37 mm (no gaps, 0.5 mm top and bottom), or a 62 mm roll (one
 * 62 × 40 mm label per page).
 */
import { createRequire } from 'node:module'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import PDFDocument from 'pdfkit'
import { LOCALES, type LocaleCode } from '#domain/locale.ts'
import { partAddress, productionParts, type ProductionPart } from '#domain/production/parts.ts'
import { designTitle } from '#domain/productionSheet.ts'
import type { SheetOrder } from '../db/sheets'
import { decorName, drawQr, fitted, fittingSize, INK, pdfBytes } from './pdf'
import { partLabels } from '#i18n/labels.ts'

const require = createRequire(import.meta.url)
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
}

/** Points per millimetre. */
const MM = 72 / 25.4

/** The two label formats: the A4 sheet's grid, or the roll's page. Sizes in mm. */
export const LABEL_FORMATS = {
  a4: { label: { width: 70, height: 37 }, page: { width: 210, height: 297 }, columns: 3, rows: 8, top: 0.5 },
  roll: { label: { width: 62, height: 40 }, page: { width: 62, height: 40 }, columns: 1, rows: 1, top: 0 },
} as const
export type LabelFormat = keyof typeof LABEL_FORMATS

export interface LabelsInput {
  orders: SheetOrder[]
  locale: LocaleCode
  /** The site's address: the QR codes open its shop floor. */
  siteUrl: string
  format: LabelFormat
}

/** What one label says, in the document's language. */
interface Label {
  part: ProductionPart
  address: string
  order: string
  surname: string
  cabinet: string
  name: string
  size: string
  decor: string
}

/**
 * Writes one line of a label at `size`, shrunk (to 60 %, never under 4 pt) to fit its width: a label cannot wrap,
 * and a cut line lost what the shop floor reads. Only what does not fit even then is cut, with an ellipsis.
 */
function line(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, size: number): void {
  doc.fontSize(fittingSize(doc, text, width, size, Math.max(4, size * 0.6)))
  doc.text(fitted(doc, text, width), x, y, { lineBreak: false })
}

/**
 * The part's outline, proportional, its long sides horizontal: a banded edge thick, a bare one thin and dashed
 * (length1 the bottom side, length2 the top; width1 the left end, width2 the right).
 */
function drawEdges(
  doc: PDFKit.PDFDocument,
  part: ProductionPart,
  x: number,
  y: number,
  box: { width: number; height: number },
): void {
  const ratio = Math.max(0.2, Math.min(1, part.finished.width / part.finished.length))
  const width = box.width
  // Proportional where the label has room; a square part is drawn flatter rather than over the ID below.
  const height = Math.min(box.height, Math.max(4 * MM, box.width * ratio * 0.6))
  const top = y
  const sides: Array<[number, [number, number, number, number]]> = [
    [part.edges.length2, [x, top, x + width, top]],
    [part.edges.length1, [x, top + height, x + width, top + height]],
    [part.edges.width1, [x, top, x, top + height]],
    [part.edges.width2, [x + width, top, x + width, top + height]],
  ]
  for (const [band, [x1, y1, x2, y2]] of sides) {
    doc.save()
    if (band > 0) doc.lineWidth(2.2).lineCap('square')
    else doc.lineWidth(0.4).dash(1.5, { space: 1.5 })
    doc.moveTo(x1, y1).lineTo(x2, y2).stroke(INK)
    doc.restore()
  }
  if (part.grain !== 'none') {
    // The grain's direction: a thin arrow along the outline's length (or across, for grain across the part).
    const cx = x + width / 2
    const cy = top + height / 2
    doc.save().lineWidth(0.4)
    if (part.grain === 'length') doc.moveTo(x + width * 0.25, cy).lineTo(x + width * 0.75, cy)
    else doc.moveTo(cx, top + height * 0.2).lineTo(cx, top + height * 0.8)
    doc.stroke(INK).restore()
  }
}

/** Draws one label with its top left corner at (x, y), `w` × `h` points. */
function drawLabel(doc: PDFKit.PDFDocument, label: Label, x: number, y: number, w: number, h: number): void {
  const pad = 2.5 * MM
  const idHeight = 2.8 * MM
  const qr = Math.min(h - 2 * pad - idHeight, w * 0.38)
  drawQr(doc, label.address, x + pad - 1.5 * MM, y + pad - 1 * MM, qr + 1.5 * MM)
  const textX = x + pad + qr + 1.2 * MM
  const textWidth = x + w - pad - textX
  let top = y + pad
  doc.font('bold')
  line(doc, label.order, textX, top, textWidth, 8)
  top += 9.2
  line(doc, label.surname, textX, top, textWidth, 7)
  top += 8.6
  doc.font('regular')
  for (const text of [label.cabinet, label.name, label.size, label.decor]) {
    line(doc, text, textX, top, textWidth, 6.3)
    top += 7.3
  }
  const idTop = y + h - pad - idHeight + 1.2
  drawEdges(doc, label.part, textX, top + 1.2, {
    width: Math.min(textWidth, 22 * MM),
    height: Math.max(2 * MM, idTop - top - 3),
  })
  doc.font('bold')
  line(doc, label.part.id, x + pad, idTop, w - 2 * pad, 6.2)
}

/** The labels of these orders as PDF bytes (`compress: false` lets tests read the QR codes' squares). */
export async function labelsPdf(input: LabelsInput, i18n: I18n, options: { compress?: boolean } = {}): Promise<Buffer> {
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor)
  const format = LABEL_FORMATS[input.format]
  const pageSize: [number, number] = [format.page.width * MM, format.page.height * MM]
  const doc = new PDFDocument({
    size: pageSize,
    // No margins: the labels fill the sheet, and text near its bottom never starts a new page.
    margin: 0,
    compress: options.compress ?? true,
    font: FONTS.regular,
    info: { Title: t(msg`Part labels`), Creator: 'Skrinka', Producer: 'Skrinka' },
    displayTitle: true,
    lang: LOCALES[input.locale].intl,
  })
  doc.registerFont('regular', FONTS.regular)
  doc.registerFont('bold', FONTS.bold)
  doc.font('regular').fillColor(INK).strokeColor(INK)

  const labels: Label[] = input.orders.flatMap((order) => {
    const titles = new Map(
      order.lines.map((line) => [line.position + 1, designTitle(line.design, input.locale, line.title)]),
    )
    return productionParts(order).map((part) => {
      const count = order.lines.find((line) => line.position + 1 === part.line)?.count ?? 1
      const piece = count > 1 ? ` ${part.piece}/${count}` : ''
      const finished = `${part.finished.length} × ${part.finished.width} × ${part.thickness} mm`
      return {
        part,
        address: partAddress(input.siteUrl, part.id),
        order: order.number,
        surname: order.customer.surname,
        cabinet: `${part.line}. ${titles.get(part.line) ?? ''}${piece}`,
        name: `${t(partLabels[part.role])}${part.module ? ` (${part.module})` : ''}${part.hinge ? ` ${part.hinge === 'left' ? t(msg`hinges left`) : t(msg`hinges right`)}` : ''}`,
        size: finished,
        decor: decorName(part.decor, input.locale),
      }
    })
  })
  if (labels.length === 0) {
    doc
      .font('bold')
      .fontSize(9)
      .text(t(msg`No parts to label.`), 4 * MM, 4 * MM, { width: pageSize[0] - 8 * MM })
    return pdfBytes(doc)
  }
  const perPage = format.columns * format.rows
  const w = format.label.width * MM
  const h = format.label.height * MM
  labels.forEach((label, index) => {
    const slot = index % perPage
    if (index > 0 && slot === 0) doc.addPage({ size: pageSize, margin: 0 })
    const x = (slot % format.columns) * w
    const y = format.top * MM + Math.floor(slot / format.columns) * h
    drawLabel(doc, label, x, y, w, h)
  })
  return pdfBytes(doc)
}
