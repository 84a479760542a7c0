import { marketOf, type Currency, type LocaleCode } from '#domain/locale.ts'
import * as money from '#domain/money.ts'
import { plainNotation } from '#domain/notation.ts'

/**
 * Money from minor units (cents, haléře) in the market's notation: in the market's currency, or in
 * another one (a cart priced in euros shown on the Czech site). domain/money's formatMoney by locale code.
 */
export function formatMoney(cents: number, locale: LocaleCode, currency: Currency = marketOf(locale).currency): string {
  return money.formatMoney(cents, currency, marketOf(locale).intl)
}

// Formatters already made, by locale and options: making one costs far more than formatting with it,
// and a server-rendered configurator page formats dozens of numbers.
const numberFormats = new Map<string, Intl.NumberFormat>()

/** A plain number in the market's notation (decimal comma, thin grouping). */
export function formatNumber(value: number, locale: LocaleCode, options?: Intl.NumberFormatOptions): string {
  // Intl's default is at most three decimals; a number that needs no rounding is written out (domain/notation).
  const onlyMaximum = !options || (Object.keys(options).length === 1 && options.maximumFractionDigits !== undefined)
  const plain = onlyMaximum ? plainNotation(value, options?.maximumFractionDigits ?? 3) : null
  if (plain !== null) return plain
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale
  let format = numberFormats.get(key)
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(marketOf(locale).intl, options)))
  return format.format(value)
}

/** Width × height × depth in centimetres, in the market's notation ("45 × 50,5 × 40 cm"). */
export function formatDimensions(size: readonly [number, number, number], locale: LocaleCode): string {
  return `${size.map((cm) => formatNumber(cm, locale, { maximumFractionDigits: 1 })).join(' × ')} cm`
}

/**
 * A calendar day ('YYYY-MM-DD') in the market's words, "18. decembra 2026", "18. prosince 2026": the month in the
 * genitive both languages put after "do" (by). Read at noon UTC, so no time zone moves it to another day.
 */
export function formatDay(day: string, locale: LocaleCode): string {
  return new Intl.DateTimeFormat(marketOf(locale).intl, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))
}
