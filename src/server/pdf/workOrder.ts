/**
 * The printable work order (issue 15, fit for the floor in issue 38): per order a header (number, date, due day,
 * customer, delivery address, phone), then each line's dimensioned front drawing with the doors' hinge marks, its
 * hardware, assembly notes and its boards (the production parts the CSV and the labels read: label key, finished and
 * cut size, bands, grain, hinges; a hallway's by module) and where each is drilled. Several orders make one file, each
 * from a new page; every page names its order, due day and "page N of M", and a cancelled order says so on each page.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatPhone, formOfCustomer, separateDelivery } from '#domain/checkout.ts'
import { dueDay } from '#domain/fulfilment.ts'
import { LOCALES, type Country, type LocaleCode } from '#domain/locale.ts'
import { lineBoards, type PartHole, type ProductionPart } from '#domain/production/parts.ts'
import { designTitle, hardwareItems, sheetLine, type SheetLine } from '#domain/productionSheet.ts'
import { LEAD_TIMES } from '#site/shop.ts'
import type { SheetOrder } from '../db/sheets'
import {
  decorName,
  drawElevation,
  drawHeader,
  drawTable,
  ensureRoom,
  INK,
  newPdf,
  PAGE,
  pdfBytes,
  type Column,
} from './pdf'
import { HARDWARE_NAMES, HOLE_NAMES } from './productionNames'
import { partLabels } from '#i18n/labels.ts'

const FACE_NAMES: Record<NonNullable<PartHole['face']>, MessageDescriptor> = {
  left: msg`left face`,
  right: msg`right face`,
  top: msg`top face`,
  bottom: msg`underside`,
  back: msg`back face`,
  front: msg`front face`,
}

/** A day (YYYY-MM-DD) as its market writes a date. */
const dayOf = (day: string, locale: LocaleCode) =>
  new Intl.DateTimeFormat(LOCALES[locale].intl, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  )

/** The terms' production time in working days where the caller does not say (the seed settings' value). */
const DEFAULT_TERMS_PRODUCTION = LEAD_TIMES.termsProduction

/** An order's date and time as its market writes them, in Bratislava's (and Prague's) time. */
const dateOf = (iso: string, locale: LocaleCode) =>
  new Intl.DateTimeFormat(LOCALES[locale].intl, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Bratislava',
  }).format(new Date(iso))

/** A translation function of one catalog. */
type Translate = (descriptor: MessageDescriptor) => string

/**
 * The work order of these orders as PDF bytes, all in the workshop's language (the shop setting
 * workshopLanguage): a Slovak batch holds no Czech pages, whatever the customers' languages; product
 * and decor names come from the catalogue in that language, not as the order stored them. With no
 * order, one page that says there is nothing to make.
 */
export async function workOrderPdf(
  orders: readonly SheetOrder[],
  i18n: I18n,
  locale: LocaleCode,
  options: { compress?: boolean; termsProduction?: number } = {},
): Promise<Buffer> {
  const t: Translate = (descriptor) => i18n._(descriptor)
  const single = orders.length === 1 ? orders[0] : undefined
  const number = single?.number
  const numbers = orders.map((order) => order.number).join(', ')
  const doc = newPdf({
    title: number ? t(msg`Work order ${number}`) : t(msg`Production batch ${numbers}`),
    lang: LOCALES[locale].intl,
    compress: options.compress,
    bufferPages: true,
  })
  if (orders.length === 0) {
    drawHeader(doc, t(msg`Production batch`), [t(msg`No orders are confirmed: there is nothing to make.`)])
  }
  // Which order each page belongs to, for its footer and its cancelled mark.
  const pageOrders: Array<{ order: SheetOrder; due: string | undefined }> = []
  const terms = options.termsProduction ?? DEFAULT_TERMS_PRODUCTION
  orders.forEach((order, index) => {
    if (index > 0) doc.addPage()
    const first = doc.bufferedPageRange().count - 1
    // A bookmark per order: the batch is found by its numbers in the viewer's outline.
    doc.outline.addItem(order.number)
    // The due day as the desk counts it: the terms' working days of the order's market from its confirmation.
    const due = order.confirmedAt ? dueDay(new Date(order.confirmedAt), terms, order.country as Country) : undefined
    orderHeader(doc, order, due, locale, t)
    order.lines.forEach((stored) => {
      const title = designTitle(stored.design, locale, stored.title)
      const line = sheetLine(stored.position + 1, title, stored.count, stored.design)
      lineSection(doc, order.number, line, locale, t)
    })
    for (let page = first; page < doc.bufferedPageRange().count; page++) pageOrders[page] = { order, due }
  })
  pageMarks(doc, pageOrders, locale, t)
  return pdfBytes(doc)
}

/** Every page's footer (order, due day, page N of M) and, on a cancelled order's pages, a big CANCELLED. */
function pageMarks(
  doc: PDFKit.PDFDocument,
  pageOrders: ReadonlyArray<{ order: SheetOrder; due: string | undefined } | undefined>,
  locale: LocaleCode,
  t: Translate,
): void {
  const { start, count } = doc.bufferedPageRange()
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page)
    // Writing below the bottom margin would start a new page: the footer lifts it for a moment.
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const of = pageOrders[page]
    const pageNumber = page + 1
    const due = of?.due ? dayOf(of.due, locale) : undefined
    const parts = [
      ...(of ? [of.order.number] : []),
      ...(due ? [t(msg`Due ${due}`)] : []),
      t(msg`Page ${pageNumber} of ${count}`),
    ]
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(INK)
      .text(parts.join(' · '), PAGE.margin, PAGE.height - PAGE.margin + 12, {
        width: PAGE.width - 2 * PAGE.margin,
        align: 'right',
        lineBreak: false,
      })
    if (of?.order.status === 'cancelled') {
      const stamp = t(msg`CANCELLED`)
      doc.save().rotate(-30, { origin: [PAGE.width / 2, PAGE.height / 2] })
      doc.font('bold').fontSize(72).fillColor('#c0392b').fillOpacity(0.35)
      const width = doc.widthOfString(stamp)
      doc.text(stamp, PAGE.width / 2 - width / 2, PAGE.height / 2 - 40, { lineBreak: false })
      doc.restore()
      doc.font('bold').fontSize(12).fillColor('#c0392b').fillOpacity(1)
      doc.text(stamp, PAGE.margin, PAGE.margin - 26, { lineBreak: false })
      doc.fillColor(INK)
    }
    doc.page.margins.bottom = bottom
  }
}

function orderHeader(
  doc: PDFKit.PDFDocument,
  order: SheetOrder,
  due: string | undefined,
  locale: LocaleCode,
  t: Translate,
): void {
  const { customer } = order
  const number = order.number
  const form = formOfCustomer(customer)
  const a = separateDelivery(form) ? form.deliveryAddress : form.billingAddress
  const address = `${a.address}, ${a.zip} ${a.city}`
  const date = dateOf(order.createdAt, locale)
  const name = `${customer.name} ${customer.surname}${customer.companyName ? `, ${customer.companyName}` : ''}`
  const phone = formatPhone(customer.phone, customer.phonePrefix)
  const notes = customer.notes
  const dueDate = due ? dayOf(due, locale) : undefined
  drawHeader(doc, t(msg`Work order ${number}`), [
    ...(order.status === 'cancelled' ? [t(msg`CANCELLED: do not make this order.`)] : []),
    t(msg`Ordered: ${date}`),
    ...(dueDate ? [t(msg`Due from the workshop: ${dueDate}`)] : []),
    t(msg`Customer: ${name}`),
    form.delivery === 'courier' ? t(msg`Delivery address: ${address}`) : t(msg`Personal pickup at our workshop`),
    t(msg`Phone: ${phone}`),
    ...(notes ? [t(msg`Customer's notes: ${notes}`)] : []),
  ])
}

/** Height a line's drawing takes on the page (points). */
const DRAWING_HEIGHT = 190

function lineSection(
  doc: PDFKit.PDFDocument,
  orderNumber: string,
  line: SheetLine,
  locale: LocaleCode,
  t: Translate,
): void {
  // The line's heading, drawing and hardware stay on one page.
  ensureRoom(doc, DRAWING_HEIGHT + 80)
  const { line: number, title, count } = line
  const size = `${line.outer.x} × ${line.outer.y} × ${line.outer.z} mm`
  doc
    .font('bold')
    .fontSize(12)
    .text(t(msg`Line ${number}: ${title}, ${count} pcs`))
  doc
    .font('regular')
    .fontSize(9)
    .text(t(msg`Width × height × depth: ${size}`))
  const corpus = decorName(line.decors.corpus, locale)
  const door = decorName(line.decors.door, locale)
  const back = decorName(line.decors.back, locale)
  doc.text(t(msg`Corpus: ${corpus}; fronts: ${door}; back: ${back}`))
  const top = doc.y + 6
  const inner = PAGE.width - 2 * PAGE.margin
  drawElevation(doc, line.drawing, { x: PAGE.margin, y: top, width: inner * 0.55, height: DRAWING_HEIGHT })
  // Hardware and assembly beside the drawing.
  const side = { x: PAGE.margin + inner * 0.6, width: inner * 0.4 }
  doc
    .font('bold')
    .fontSize(10)
    .text(t(msg`Hardware per piece`), side.x, top, { width: side.width })
  doc.font('regular').fontSize(9)
  const items = hardwareItems(line.hardware)
  if (items.length === 0) doc.text(t(msg`None`), { width: side.width })
  for (const item of items) {
    const name = t(HARDWARE_NAMES[item.kind])
    const { count: pieces, lengthMm } = item
    doc.text(lengthMm === undefined ? `${name}: ${pieces}` : t(msg`${name}: ${pieces} × ${lengthMm} mm`), {
      width: side.width,
    })
  }
  doc
    .moveDown(0.5)
    .font('bold')
    .fontSize(10)
    .text(t(msg`Assembly`), { width: side.width })
  doc
    .font('regular')
    .fontSize(9)
    .text(line.assembled ? t(msg`Deliver assembled.`) : t(msg`Deliver flat-packed with the hardware.`), {
      width: side.width,
    })
  doc.text(t(msg`Edge banding 1 mm in the panel's decor on the edges the list names.`), { width: side.width })
  doc.x = PAGE.margin
  doc.y = Math.max(doc.y, top + DRAWING_HEIGHT) + 8
  doc.text(
    t(
      msg`Sizes in mm: finished = with the edge band, cut = before banding. Bands per edge in mm (L1 L2 along the length, W1 W2 across).`,
    ),
  )
  doc.moveDown(0.3)
  // One piece's boards (every piece alike), a hallway's by module under a heading each.
  const boards = lineBoards(orderNumber, line.cutList)
  const modules = [...new Set(boards.map((board) => board.module ?? ''))]
  for (const module of modules) {
    const group = boards.filter((board) => (board.module ?? '') === module)
    if (module) {
      ensureRoom(doc, 60)
      doc
        .font('bold')
        .fontSize(10)
        .text(t(msg`Module ${module}`))
      doc.font('regular')
    }
    partsTable(doc, group, line.count, t)
    drillingList(doc, group, t)
  }
  doc.moveDown(1)
}

/** The boards as the floor cuts and bands them: label key, part, decor, sizes, bands, grain, hinges, pieces. */
function partsTable(doc: PDFKit.PDFDocument, boards: readonly ProductionPart[], count: number, t: Translate): void {
  const columns: Column[] = [
    { heading: t(msg`Label key`), width: 80 },
    { heading: t(msg`Part`), width: 60 },
    { heading: t(msg`Decor`), width: 54 },
    { heading: t(msg`Finished`), width: 62, align: 'right' },
    { heading: t(msg`Cut`), width: 62, align: 'right' },
    { heading: t(msg`Thick.`), width: 30, align: 'right' },
    { heading: t(msg`Bands L1 L2 W1 W2`), width: 52 },
    { heading: t(msg`Grain`), width: 44 },
    { heading: t(msg`Hinges`), width: 44 },
    { heading: t(msg`Pcs`), width: 26, align: 'right' },
  ]
  const size = (of: { length: number; width: number }) => `${of.length} × ${of.width}`
  const rows = boards.map((board) => {
    const cups = board.holes.filter((hole) => hole.kind === 'hingeCup').length
    const side = board.hinge === 'left' ? t(msg`left`) : board.hinge === 'right' ? t(msg`right`) : ''
    const grain = board.grain === 'length' ? t(msg`along`) : board.grain === 'width' ? t(msg`across`) : '–'
    const sequence = board.grainSequence ? ` #${board.grainSequence}` : ''
    const { length1, length2, width1, width2 } = board.edges
    return [
      board.key,
      t(partLabels[board.role]),
      board.decor,
      size(board.finished),
      size(board.cut),
      board.thickness,
      `${length1} ${length2} ${width1} ${width2}`,
      `${grain}${sequence}`,
      board.hinge ? `${side} ×${cups}` : '',
      count,
    ]
  })
  drawTable(doc, columns, rows)
}

/** Where each board is drilled: per kind and face, the holes' places (along the length / across the width, mm). */
function drillingList(doc: PDFKit.PDFDocument, boards: readonly ProductionPart[], t: Translate): void {
  const drilled = boards.filter((board) => board.holes.length > 0)
  if (drilled.length === 0) return
  doc.moveDown(0.4)
  ensureRoom(doc, 40)
  doc
    .font('bold')
    .fontSize(9)
    .text(
      t(msg`Drilling (mm along the length / across the width, from the end and edge nearest the left, floor or back)`),
    )
  doc.font('regular').fontSize(7.5)
  for (const board of drilled) {
    const groups = new Map<string, PartHole[]>()
    for (const hole of board.holes) {
      const key = `${hole.kind}|${hole.face ?? ''}|${hole.edge ?? ''}|${hole.diameter}|${hole.depth}`
      groups.set(key, [...(groups.get(key) ?? []), hole])
    }
    const texts = [...groups.values()].map((holes) => {
      const { kind, face, edge, diameter, depth } = holes[0]!
      // An edge hole names its edge as the banding does (length1 … width2).
      const where = edge ? `, ${t(msg`into edge`)} ${edge}` : face ? `, ${t(FACE_NAMES[face])}` : ''
      const places = holes.map((hole) => `${hole.x}/${hole.y}`).join('  ')
      return `${t(HOLE_NAMES[kind])} Ø${diameter}×${depth}${where}: ${places}`
    })
    ensureRoom(doc, 12)
    doc.text(`${board.key}: ${texts.join('; ')}`, { width: PAGE.width - 2 * PAGE.margin })
  }
  doc.fontSize(9)
}
