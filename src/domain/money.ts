/**
 * Money. Payloads carry currency units (12.5 means 12,50 €); prices are computed and summed in
 * minor units (cents, haléře) so totals are exact. One formatter serves every view and e-mail.
 */
import type { Currency, Locale } from './locale'

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

/**
 * Money from minor units, in a currency, in the notation of an Intl locale ('sk-SK': 1 234,56 €;
 * 'cs-CZ': 30 990,00 Kč). Intl puts non-breaking spaces between the groups and before the sign.
 */
export function formatMoney(minor: number, currency: Currency, intl: Locale['intl']): string {
  const key = `${intl}:${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intl, { style: 'currency', currency })
    formats.set(key, format)
  }
  return format.format(toUnits(minor))
}
