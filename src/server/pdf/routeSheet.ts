/**
 * The day's route sheet for the shop's van (issue 36): the stops in route order (src/domain/delivery.ts
 * routeOrder), each with the customer, address, phone, time window, the cash to collect and a line for the
 * customer's signature; the day's cash per currency at the top. In the desk's language (the workshop's, Slovak
 * unless asked otherwise), numbers and money in its notation.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { amountDue, routeOrder, type DeliveryStop } from '#domain/delivery.ts'
import { LOCALES, marketOf, type LocaleCode } from '#domain/locale.ts'
import { formatMoney, toMinor } from '#domain/money.ts'
import { drawHeader, ensureRoom, newPdf, PAGE, pdfBytes } from './pdf'

/** What the worker builds a route sheet from: plain data. */
export interface RouteSheetInput {
  date: string
  locale: LocaleCode
  stops: DeliveryStop[]
}

/** Height one stop takes (points): its lines and the signature line stay on one page. */
const STOP_HEIGHT = 132

/** The route sheet as PDF bytes; with no stop, one page that says so. */
export async function routeSheetPdf(
  input: RouteSheetInput,
  i18n: I18n,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const t = i18n._.bind(i18n)
  const intl = marketOf(input.locale).intl
  const day = new Intl.DateTimeFormat(intl, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${input.date}T12:00:00Z`))
  const stops = routeOrder(input.stops)
  // The order's total, the cash rounding (its own line, outside the VAT base) and what the driver collects.
  const dueOf = (stop: DeliveryStop) => amountDue(toMinor(stop.cash.gross), stop.cash.currency)
  const cashOf = (stop: DeliveryStop) => dueOf(stop).due
  const money = (minor: number, currency: DeliveryStop['cash']['currency']) => formatMoney(minor, currency, intl)
  // The day's cash per currency: the driver hands it over in the evening.
  const totals = new Map<DeliveryStop['cash']['currency'], number>()
  for (const stop of stops) totals.set(stop.cash.currency, (totals.get(stop.cash.currency) ?? 0) + cashOf(stop))
  const count = stops.length
  const cash = [...totals].map(([currency, minor]) => money(minor, currency)).join(' + ')
  const doc = newPdf({ title: t(msg`Route sheet ${day}`), lang: LOCALES[input.locale].intl, ...options })
  drawHeader(doc, t(msg`Route sheet ${day}`), [
    count === 0 ? t(msg`No deliveries are planned for this day.`) : t(msg`Stops: ${count}; cash to collect: ${cash}`),
  ])
  stops.forEach((stop, index) => {
    ensureRoom(doc, STOP_HEIGHT)
    const position = index + 1
    const { number, zip, city, address, phone } = stop
    const window = `${stop.from}–${stop.to}`
    const due = dueOf(stop)
    const amount = money(due.due, stop.cash.currency)
    const orderTotal = money(due.total, stop.cash.currency)
    const rounding = `${due.rounding > 0 ? '+' : ''}${money(due.rounding, stop.cash.currency)}`
    const name = stop.company ? `${stop.name}, ${stop.company}` : stop.name
    const top = doc.y
    doc
      .font('bold')
      .fontSize(12)
      .text(t(msg`${position}. ${zip} ${city}, ${window}`))
    doc.font('regular').fontSize(10)
    doc.text(t(msg`Order ${number}: ${name}`))
    doc.text(address)
    doc.text(t(msg`Phone: ${phone}`))
    if (due.rounding !== 0) doc.text(t(msg`Order total: ${orderTotal}; rounding: ${rounding}`))
    doc.font('bold').text(t(msg`Cash to collect: ${amount}`))
    doc.font('regular').moveDown(0.8)
    const signature = t(msg`Received in good order (signature):`)
    const y = doc.y
    doc.text(signature, PAGE.margin, y)
    const start = PAGE.margin + doc.widthOfString(signature) + 8
    doc
      .moveTo(start, y + 10)
      .lineTo(PAGE.width - PAGE.margin, y + 10)
      .lineWidth(0.5)
      .stroke()
    doc.x = PAGE.margin
    doc.y = Math.max(doc.y, top + STOP_HEIGHT - 14)
    doc
      .moveTo(PAGE.margin, doc.y)
      .lineTo(PAGE.width - PAGE.margin, doc.y)
      .lineWidth(0.3)
      .stroke('#b9b2a6')
    doc.moveDown(0.8)
  })
  return pdfBytes(doc)
}
