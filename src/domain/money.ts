/**
 * Money. Payloads carry currency units (12.5 means 12,50 €); prices are computed and summed in
 * minor units (cents, haléře) so totals are exact. One formatter serves every view and e-mail.
 */
import type { Currency, Locale } from './locale'
import { GROUP_SEPARATOR, groupDigits } from './notation'

/** Minor units in one currency unit: 100 cents to the euro, 100 haléřů to the koruna. */
export const MINOR_PER_UNIT = 100

/** Currency units as whole minor units (12.345 → 1235). */
export function toMinor(units: number): number {
  return Math.round(units * MINOR_PER_UNIT)
}

/** Minor units as currency units (1235 → 12.35). */
export function toUnits(minor: number): number {
  return minor / MINOR_PER_UNIT
}

// Building a NumberFormat is slow; a cart page formats dozens of amounts.
const formats = new Map<string, Intl.NumberFormat>()

/** Decimals money is written with: crowns without them when whole (people write 2 226 Kč), euros always with two. */
export function moneyDecimals(minor: number, currency: Currency): 0 | 2 {
  return currency === 'CZK' && minor % MINOR_PER_UNIT === 0 ? 0 : 2
}

/** A currency's sign after the amount, as Intl (CLDR) writes it in each language: Slovak has no sign for the crown. */
const CURRENCY_SIGNS: Record<Currency, Record<Locale['intl'], string>> = {
  EUR: { 'sk-SK': '€', 'cs-CZ': '€' },
  CZK: { 'sk-SK': 'CZK', 'cs-CZ': 'Kč' },
}

/**
 * Money from minor units, in a currency, in the notation of an Intl locale ('sk-SK': 1 234,50 €;
 * 'cs-CZ': 30 990 Kč, 30 990,50 Kč). Intl puts non-breaking spaces between the groups and before the sign.
 * Whole cents are written out in that notation (domain/notation: Intl's first use is a long task in the
 * browser); anything else (a fraction of a cent, -0) goes to Intl.
 */
export function formatMoney(minor: number, currency: Currency, intl: Locale['intl']): string {
  const decimals = moneyDecimals(minor, currency)
  if (Number.isSafeInteger(minor) && !Object.is(minor, -0)) {
    const amount = Math.abs(minor)
    const whole = groupDigits(String(Math.floor(amount / MINOR_PER_UNIT)))
    const fraction = decimals ? `,${String(amount % MINOR_PER_UNIT).padStart(2, '0')}` : ''
    return `${minor < 0 ? '-' : ''}${whole}${fraction}${GROUP_SEPARATOR}${CURRENCY_SIGNS[currency][intl]}`
  }
  const key = `${intl}:${currency}:${decimals}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intl, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    formats.set(key, format)
  }
  return format.format(toUnits(minor))
}
