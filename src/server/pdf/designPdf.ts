/**
 * The shopper's design PDF (issue 18.3): one A4 page in the shopper's language with the
 * dimensioned front and side views, sizes, decors with codes and swatches, options, the price explained
 * (issue 39.3: carcass, fronts, hardware, … net and with VAT, delivery beside it), the date, and the design's link with its QR. The configurator's download and
 * the order confirmation's attachments are both this document; a hallway line's attachment is the
 * same page for the whole wall (its modules' widths for the shelves and options).
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PRODUCTS } from '#domain/cabinet/catalogue.ts'
import { cutList } from '#domain/cabinet/cutList.ts'
import type { Cabinet } from '#domain/cabinet/model.ts'
import { hallwayElevation } from '#domain/hallway/elevation.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import { isHallway } from '#domain/productionSheet.ts'
import type { Price } from '#domain/cabinet/price.ts'
import { priceBreakdown } from '#domain/priceBreakdown.ts'
import { decor } from '#domain/decors.ts'
import { frontElevation } from '#domain/drawing.ts'
import { LOCALES, marketOf, type Country, type LocaleCode } from '#domain/locale.ts'
import { formatMoney } from '#domain/money.ts'
import { breakdownLabels, designationLabels, mountingLabels } from '#i18n/labels.ts'
import {
  decorName,
  drawElevation,
  drawHeader,
  drawQr,
  drawTable,
  INK,
  newPdf,
  PAGE,
  pdfBytes,
  type ReadSwatch,
} from './pdf'

/** What one design PDF shows: the design, its price, when, where it lives on the site, in which language. */
export interface DesignPdfInput {
  design: Cabinet | Hallway
  /** One cabinet's price, or the whole hallway's. */
  price: Price
  locale: LocaleCode
  /** The date printed (today for a download, the order's date for its e-mail). */
  date: Date
  /** The design's short link (`/n/{code}`, absolute), printed and as QR: it opens the design in the configurator. */
  link: string
  /** Heading of the design; the product's name when not given (an order line keeps its own title; a hallway line has one). */
  title?: string
  /** Courier delivery to the market's country, printed beside the price (the download); an order's own e-mail says its delivery. */
  shipping?: { to: Country; net: number; gross: number }
}

/** Height the two views take on the page (points). */
const VIEWS_HEIGHT = 250

/** The design PDF's bytes; `compress: false` lets tests read its text. */
export async function designPdf(
  input: DesignPdfInput,
  i18n: I18n,
  options: { compress?: boolean; swatch?: ReadSwatch } = {},
): Promise<Buffer> {
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor)
  const { design, price, locale } = input
  const market = marketOf(locale)
  const shown = shownOf(design, t)
  const name = input.title ?? (isHallway(design) ? t(msg`Hallway`) : PRODUCTS[design.variant].title[locale])
  const doc = newPdf({ title: t(msg`Design: ${name}`), lang: LOCALES[locale].intl, compress: options.compress })
  const { list } = shown
  const size = `${list.outer.x} × ${list.outer.y} × ${list.outer.z} mm`
  const date = new Intl.DateTimeFormat(market.intl, { dateStyle: 'long', timeZone: 'Europe/Bratislava' }).format(
    input.date,
  )
  drawHeader(doc, t(msg`Design: ${name}`), [t(msg`Date: ${date}`), t(msg`Width × height × depth: ${size}`)])

  // Both views at one scale, so the side view's depth reads against the front's width.
  const front = frontElevation(design, list, { dimensions: true, segments: shown.segments })
  const side = frontElevation(design, list, { dimensions: true, view: 'side' })
  const inner = PAGE.width - 2 * PAGE.margin
  const gap = 20
  const labelHeight = 14
  const scale = Math.min(
    (inner - gap) / (front.viewBox.width + side.viewBox.width),
    (VIEWS_HEIGHT - labelHeight) / Math.max(front.viewBox.height, side.viewBox.height),
  )
  const top = doc.y + 4
  const frontWidth = front.viewBox.width * scale
  const views = [
    { shape: front, heading: t(msg`Front view`), x: PAGE.margin, width: frontWidth },
    {
      shape: side,
      heading: t(msg`Side view (from the left)`),
      x: PAGE.margin + frontWidth + gap,
      width: side.viewBox.width * scale,
    },
  ]
  for (const view of views) {
    doc
      .font('bold')
      .fontSize(9)
      .text(view.heading, view.x, top, { width: Math.max(view.width, 120), lineBreak: false })
    const box = { x: view.x, y: top + labelHeight, width: view.width, height: VIEWS_HEIGHT - labelHeight }
    drawElevation(doc, view.shape, box, scale)
  }
  doc.x = PAGE.margin
  doc.y = top + VIEWS_HEIGHT + 10

  // Decors: a swatch (the picture, or its colour) beside the code and name.
  section(doc, t(msg`Decors`))
  const decors = [
    { role: t(msg`Corpus`), code: design.corpusColor },
    { role: t(msg`Fronts`), code: design.doorColor },
    ...(isHallway(design) ? [{ role: t(msg`Back panel`), code: design.backColor }] : []),
  ]
  const decorsTop = doc.y
  const swatchSize = 26
  for (const [i, { role, code }] of decors.entries()) {
    const x = PAGE.margin + i * (inner / decors.length)
    const picture = await options.swatch?.(code)
    if (picture) doc.image(picture, x, decorsTop, { width: swatchSize, height: swatchSize })
    else doc.rect(x, decorsTop, swatchSize, swatchSize).fill(decor(code)?.color ?? '#cccccc')
    doc.rect(x, decorsTop, swatchSize, swatchSize).lineWidth(0.5).stroke()
    const textX = x + swatchSize + 8
    doc
      .fillColor(INK)
      .font('bold')
      .fontSize(9)
      .text(role, textX, decorsTop + 2, { lineBreak: false })
    doc.font('regular').text(decorName(code, locale), textX, decorsTop + 14, { lineBreak: false })
  }
  doc.x = PAGE.margin
  doc.y = decorsTop + swatchSize + 12

  // Options on the left, the price on the right.
  const columnWidth = (inner - gap) / 2
  const tablesTop = doc.y
  drawTable(
    doc,
    [
      { heading: t(msg`Option`), width: columnWidth * 0.45 },
      { heading: t(msg`Choice`), width: columnWidth * 0.55 },
    ],
    shown.choices,
  )
  const optionsBottom = doc.y
  doc.y = tablesTop
  const money = (minor: number) => formatMoney(minor, price.currency, market.intl)
  const rate = `${Math.round(price.vatRate * 100)} %`
  const breakdown = priceBreakdown(price)
  const priceX = PAGE.margin + columnWidth + gap
  // A seller who is no VAT payer prices at 0 %: one column of final prices, no VAT named (docs/product.md#prices).
  const vatFree = breakdown.vatRate === 0
  const heading = isHallway(design) ? t(msg`Price of the hallway`) : t(msg`Price of one cabinet`)
  if (vatFree)
    drawTable(
      doc,
      [
        { heading, width: columnWidth * 0.65 },
        { heading: t(msg`Price`), width: columnWidth * 0.35, align: 'right' },
      ],
      [
        ...breakdown.rows.map((row) => [t(breakdownLabels[row.part]), money(row.gross)]),
        [t(msg`Total`), money(breakdown.gross)],
      ],
      { x: priceX },
    )
  else
    drawTable(
      doc,
      [
        { heading, width: columnWidth * 0.5 },
        { heading: t(msg`excl. VAT`), width: columnWidth * 0.25, align: 'right' },
        { heading: t(msg`incl. VAT`), width: columnWidth * 0.25, align: 'right' },
      ],
      [
        ...breakdown.rows.map((row) => [t(breakdownLabels[row.part]), money(row.net), money(row.gross)]),
        [t(msg`Total`), money(breakdown.net), money(breakdown.gross)],
        [t(msg`of which VAT ${rate}`), '', money(breakdown.vat)],
      ],
      { x: priceX },
    )
  const notes: string[] = vatFree ? [t(msg`We are not a VAT payer. The prices are final.`)] : []
  if (input.shipping) {
    const amount = money(input.shipping.gross)
    const czechia = input.shipping.to === 'CZ'
    notes.push(
      vatFree
        ? czechia
          ? t(
              msg`Delivery by our courier within Czechia: ${amount}, once per order (added in the cart); pickup at the workshop is free.`,
            )
          : t(
              msg`Delivery by our courier within Slovakia: ${amount}, once per order (added in the cart); pickup at the workshop is free.`,
            )
        : czechia
          ? t(
              msg`Delivery by our courier within Czechia: ${amount} incl. VAT, once per order (added in the cart); pickup at the workshop is free.`,
            )
          : t(
              msg`Delivery by our courier within Slovakia: ${amount} incl. VAT, once per order (added in the cart); pickup at the workshop is free.`,
            ),
    )
  }
  if (notes.length > 0)
    doc
      .moveDown(0.4)
      .font('regular')
      .fontSize(8)
      .fillColor(INK)
      .text(notes.join(' '), priceX, doc.y, { width: columnWidth })
  doc.x = PAGE.margin
  doc.y = Math.max(optionsBottom, doc.y) + 16

  // The design's link and its QR: the page opens the same design in the configurator.
  const qrSize = 96
  const linkTop = doc.y
  section(doc, t(msg`Your design online`))
  doc
    .font('regular')
    .fontSize(8)
    .text(t(msg`Open the link or scan the code to see and change this design in 3D:`), {
      width: inner - qrSize - gap,
    })
  doc.moveDown(0.3).text(input.link, { width: inner - qrSize - gap, link: input.link, underline: true })
  drawQr(doc, input.link, PAGE.margin + inner - qrSize, linkTop, qrSize)
  return pdfBytes(doc)
}

/** What the page shows of a design besides its decors and price: its cut list (sizes and views), the module spans and the options. */
function shownOf(design: Cabinet | Hallway, t: (descriptor: MessageDescriptor) => string) {
  const yes = t(msg`yes`)
  const no = t(msg`no`)
  if (isHallway(design)) {
    const { list, segments } = hallwayElevation(design)
    const row = (z: 0 | 2) => design.cabinets.filter((m) => m.z === z)
    const widths = (z: 0 | 2) =>
      row(z)
        .map((m) => Math.round(m.width * 100))
        .join(' + ')
    const choices: Array<[string, string]> = [
      [t(msg`Floor plan`), design.podorys],
      [t(msg`Lower modules (cm)`), widths(0)],
      ...(row(2).length > 0 ? [[t(msg`Upper modules (cm)`), widths(2)] as [string, string]] : []),
      [t(msg`Delivery`), t(msg`assembled on site`)],
    ]
    return { list, segments, choices }
  }
  const shelves = design.shelvesCount
  const thickness = design.shelfThickness
  const choices: Array<[string, string]> = [
    [t(msg`Room`), t(designationLabels[design.designation])],
    [t(msg`Placement`), t(mountingLabels[design.mounting])],
    [t(msg`Shelves`), t(msg`${shelves} × ${thickness} mm`)],
    [t(msg`Legs`), design.legs ? (design.legsType === 'aluminium' ? t(msg`aluminium`) : t(msg`plastic`)) : no],
    [t(msg`Top board`), design.topBoard ? yes : no],
    [t(msg`Push-to-open (tip-on)`), design.tipon ? yes : no],
    ...(design.openingSide
      ? [[t(msg`Hinges`), design.openingSide === 'left' ? t(msg`left`) : t(msg`right`)] as [string, string]]
      : []),
    [t(msg`Delivery`), design.assembled ? t(msg`assembled`) : t(msg`flat-packed with the hardware`)],
  ]
  return { list: cutList(design), segments: undefined, choices }
}

/** A section's bold heading at the left margin. */
function section(doc: PDFKit.PDFDocument, heading: string): void {
  doc.x = PAGE.margin
  doc.font('bold').fontSize(11).fillColor(INK).text(heading)
  doc.moveDown(0.2)
}
