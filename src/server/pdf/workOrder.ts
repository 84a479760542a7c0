/**
 * The printable work order (issue 15): per order a header (number, date, customer, delivery
 * address, phone), then each line's dimensioned front drawing, its hardware, assembly notes and
 * its cut list, the same rows the CSV has. Several orders make one file, each from a new page.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PartRole } from '../../domain/cabinet/cutList'
import { formOfCustomer, separateDelivery } from '../../domain/checkout'
import { panelRows } from '../../domain/cutListCsv'
import { decor } from '../../domain/decors'
import { hardwareItems, sheetLine, type HardwareItem, type SheetLine } from '../../domain/productionSheet'
import type { SheetOrder } from '../db/sheets'
import { drawElevation, drawTable, newPdf, PAGE, pdfBytes, type Column } from './pdf'

const PART_NAMES: Record<PartRole, MessageDescriptor> = {
  side: msg`Side`,
  top: msg`Top`,
  bottom: msg`Bottom`,
  back: msg`Back panel`,
  shelf: msg`Shelf`,
  upright: msg`Upright`,
  door: msg`Door`,
  flap: msg`Flap`,
  drawerFront: msg`Drawer front`,
  drawerSide: msg`Drawer side`,
  drawerBack: msg`Drawer back`,
  drawerBottom: msg`Drawer bottom`,
  topBoard: msg`Top board`,
  leg: msg`Leg`,
  rail: msg`Hanging rail`,
}

const HARDWARE_NAMES: Record<HardwareItem['kind'], MessageDescriptor> = {
  hinges: msg`Hinges`,
  softClose: msg`Soft-close units`,
  tipOn: msg`Tip-on push openers`,
  drawerRunners: msg`Drawer runner pairs`,
  liftUp: msg`Lift-up fitting sets`,
  biFold: msg`Bi-fold lift sets`,
  legs: msg`Legs`,
  rails: msg`Hanging rails`,
}

/** A decor by its code and name, e.g. "U999 Čierna"; the code alone when unknown. */
const decorName = (code: string) => {
  const found = decor(code)
  return found ? `${code} ${found.title}` : code
}

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('sk-SK', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Bratislava' }).format(
    new Date(iso),
  )

/** The work order of these orders as PDF bytes; with none, one page that says there is nothing to make. */
export async function workOrderPdf(
  orders: readonly SheetOrder[],
  i18n: I18n,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor)
  const numbers = orders.map((order) => order.number).join(', ')
  const doc = newPdf({
    title: orders.length === 1 ? t(msg`Work order ${numbers}`) : t(msg`Production batch ${numbers}`),
    ...options,
  })
  if (orders.length === 0) {
    doc
      .font('bold')
      .fontSize(18)
      .text(t(msg`Production batch`))
    doc
      .moveDown()
      .font('regular')
      .fontSize(11)
      .text(t(msg`No orders are confirmed: there is nothing to make.`))
  }
  orders.forEach((order, index) => {
    if (index > 0) doc.addPage()
    // A bookmark per order: the batch is found by its numbers in the viewer's outline.
    doc.outline.addItem(order.number)
    orderHeader(doc, order, t)
    order.lines.forEach((stored) => {
      const line = sheetLine(stored.position + 1, stored.title, stored.count, stored.design)
      lineSection(doc, order.number, line, t)
    })
  })
  return pdfBytes(doc)
}

function orderHeader(doc: PDFKit.PDFDocument, order: SheetOrder, t: (d: MessageDescriptor) => string): void {
  const { customer } = order
  const number = order.number
  const form = formOfCustomer(customer)
  const a = separateDelivery(form) ? form.dodaciaAdresa : customer.fakturacnaAdresa
  const address = `${a.address}, ${a.zip} ${a.city}`
  const date = dateOf(order.createdAt)
  const name = `${customer.name} ${customer.surname}${customer.companyName ? `, ${customer.companyName}` : ''}`
  const phone = `${customer.phonePrefix} ${customer.phone}`
  doc
    .font('bold')
    .fontSize(18)
    .text(t(msg`Work order ${number}`))
  doc.font('regular').fontSize(10)
  doc.text(t(msg`Ordered: ${date}`))
  doc.text(t(msg`Customer: ${name}`))
  doc.text(customer.dorucenie ? t(msg`Delivery address: ${address}`) : t(msg`Personal pickup at our workshop`))
  doc.text(t(msg`Phone: ${phone}`))
  if (customer.notes) {
    const notes = customer.notes
    doc.text(t(msg`Customer's notes: ${notes}`))
  }
  doc.moveDown(0.5)
}

/** Height a line's drawing takes on the page (points). */
const DRAWING_HEIGHT = 190

function lineSection(
  doc: PDFKit.PDFDocument,
  orderNumber: string,
  line: SheetLine,
  t: (d: MessageDescriptor) => string,
): void {
  if (doc.y + DRAWING_HEIGHT + 80 > PAGE.height - PAGE.margin) doc.addPage()
  const { line: number, title, count } = line
  const size = `${line.outer.x} × ${line.outer.y} × ${line.outer.z} mm`
  doc.x = PAGE.margin
  doc
    .font('bold')
    .fontSize(12)
    .text(t(msg`Line ${number}: ${title}, ${count} pcs`))
  doc
    .font('regular')
    .fontSize(9)
    .text(t(msg`Width × height × depth: ${size}`))
  const corpus = decorName(line.decors.corpus)
  const door = decorName(line.decors.door)
  const back = decorName(line.decors.back)
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
  const columns: Column[] = [
    { heading: t(msg`Part`), width: 82 },
    { heading: t(msg`Material`), width: 112 },
    { heading: t(msg`Length`), width: 48, align: 'right' },
    { heading: t(msg`Width`), width: 48, align: 'right' },
    { heading: t(msg`Thickness`), width: 48, align: 'right' },
    { heading: t(msg`Grain`), width: 42 },
    { heading: t(msg`Edges L/W`), width: 62 },
    { heading: t(msg`Count`), width: 38, align: 'right' },
  ]
  const rows = panelRows(orderNumber, line.cutList).map((row) => [
    t(PART_NAMES[row.part]),
    decorName(row.material),
    row.length,
    row.width,
    row.thickness,
    row.grain === 'length' ? t(msg`along`) : '–',
    `${[row.edgeLength1, row.edgeLength2].filter(Boolean).length}/${[row.edgeWidth1, row.edgeWidth2].filter(Boolean).length}`,
    row.count,
  ])
  drawTable(doc, columns, rows)
  doc.moveDown(1)
}
