import { LOCALES, type LocaleCode } from '../domain/locale'

const moneyFormats = new Map<string, Intl.NumberFormat>()

/** Money in the market's currency (sk-SK EUR, cs-CZ CZK) from integer cents (haléře). */
export function formatMoney(cents: number, locale: LocaleCode): string {
  return formatCurrency(cents, LOCALES[locale].currency, locale)
}

/** Money in a given currency, in the market's notation (a cart priced in euros shown on the Czech site). */
export function formatCurrency(cents: number, currency: 'EUR' | 'CZK', locale: LocaleCode): string {
  const { intl } = LOCALES[locale]
  const key = `${intl}:${currency}`
  let format = moneyFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intl, { style: 'currency', currency })
    moneyFormats.set(key, format)
  }
  return format.format(cents / 100)
}

/** A plain number in the market's notation (decimal comma, thin grouping). */
export function formatNumber(value: number, locale: LocaleCode, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(LOCALES[locale].intl, options).format(value)
}

/** Width × height × depth in centimetres, in the market's notation ("45 × 50,5 × 40 cm"). */
export function formatDimensions(size: readonly [number, number, number], locale: LocaleCode): string {
  return `${size.map((cm) => formatNumber(cm, locale, { maximumFractionDigits: 1 })).join(' × ')} cm`
}
