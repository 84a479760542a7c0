/**
 * The printable work order (issue 15): per order a header (number, date, customer, delivery
 * address, phone), then each line's dimensioned front drawing, its hardware, assembly notes and
 * its cut list, the same rows the CSV has. Several orders make one file, each from a new page.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PartRole } from '#domain/cabinet/cutList.ts'
import { formOfCustomer, separateDelivery } from '#domain/checkout.ts'
import { panelRows } from '#domain/cutListCsv.ts'
import { LOCALES, type LocaleCode } from '#domain/locale.ts'
import { designTitle, hardwareItems, sheetLine, type HardwareItem, type SheetLine } from '#domain/productionSheet.ts'
import type { SheetOrder } from '../db/sheets'
import { decorName, drawElevation, drawHeader, drawTable, ensureRoom, newPdf, PAGE, pdfBytes, type Column } from './pdf'

export const PART_NAMES: Record<PartRole, MessageDescriptor> = {
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

export const HARDWARE_NAMES: Record<HardwareItem['kind'], MessageDescriptor> = {
  hinges: msg`Hinges`,
  softClose: msg`Soft-close units`,
  tipOn: msg`Tip-on push openers`,
  drawerRunners: msg`Drawer runner pairs`,
  liftUp: msg`Lift-up fitting sets`,
  biFold: msg`Bi-fold lift sets`,
  legs: msg`Legs`,
  rails: msg`Hanging rails`,
}

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
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const t: Translate = (descriptor) => i18n._(descriptor)
  const single = orders.length === 1 ? orders[0] : undefined
  const number = single?.number
  const numbers = orders.map((order) => order.number).join(', ')
  const doc = newPdf({
    title: number ? t(msg`Work order ${number}`) : t(msg`Production batch ${numbers}`),
    lang: LOCALES[locale].intl,
    ...options,
  })
  if (orders.length === 0) {
    drawHeader(doc, t(msg`Production batch`), [t(msg`No orders are confirmed: there is nothing to make.`)])
  }
  orders.forEach((order, index) => {
    if (index > 0) doc.addPage()
    // A bookmark per order: the batch is found by its numbers in the viewer's outline.
    doc.outline.addItem(order.number)
    orderHeader(doc, order, locale, t)
    order.lines.forEach((stored) => {
      const title = designTitle(stored.design, locale, stored.title)
      const line = sheetLine(stored.position + 1, title, stored.count, stored.design)
      lineSection(doc, order.number, line, locale, t)
    })
  })
  return pdfBytes(doc)
}

function orderHeader(doc: PDFKit.PDFDocument, order: SheetOrder, locale: LocaleCode, t: Translate): void {
  const { customer } = order
  const number = order.number
  const form = formOfCustomer(customer)
  const a = separateDelivery(form) ? form.deliveryAddress : form.billingAddress
  const address = `${a.address}, ${a.zip} ${a.city}`
  const date = dateOf(order.createdAt, locale)
  const name = `${customer.name} ${customer.surname}${customer.companyName ? `, ${customer.companyName}` : ''}`
  const phone = `${customer.phonePrefix} ${customer.phone}`
  const notes = customer.notes
  drawHeader(doc, t(msg`Work order ${number}`), [
    t(msg`Ordered: ${date}`),
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
  const columns: Column[] = [
    { heading: t(msg`Part`), width: 80 },
    { heading: t(msg`Material`), width: 140 },
    { heading: t(msg`Length`), width: 46, align: 'right' },
    { heading: t(msg`Width`), width: 46, align: 'right' },
    { heading: t(msg`Thickness`), width: 46, align: 'right' },
    { heading: t(msg`Grain`), width: 52 },
    { heading: t(msg`Edges L/W`), width: 62 },
    { heading: t(msg`Count`), width: 40, align: 'right' },
  ]
  const rows = panelRows(orderNumber, line.cutList).map((row) => [
    t(PART_NAMES[row.part]),
    decorName(row.material, locale),
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
