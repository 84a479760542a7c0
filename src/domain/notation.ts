/**
 * Numbers as Slovak and Czech write them (1 234 567,5: groups of three split by a non-breaking space, a
 * decimal comma), rounded as Intl rounds, and the weekdays' names. This is Intl's own output for sk-SK
 * and cs-CZ (tests/unit/notation.test.ts compares them value by value); it is written out because a page's
 * first Intl formatter costs 20–55 ms in Chromium (ICU's data), one long task during the hydration of every
 * page with a price (decision 0019). Anything else goes to Intl.
 */

import { marketOf, type Locale, type LocaleCode } from './locale'

/** The space Intl puts between digit groups and before a currency sign in sk-SK and cs-CZ (U+00A0). */
export const GROUP_SEPARATOR = '\u00a0'

// A finite number's shortest form, when it is plain digits (no exponent).
const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/

/** Whole digits in groups of three ("1234567" → "1 234 567"); both languages group from four digits on. */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR)
}

/**
 * `value` in sk/cs notation with at most `maxFractionDigits` decimals, rounded as Intl rounds (its shortest decimal
 * form, half away from zero); null for an exponent, -0 and a negative that rounds to zero (Intl writes "-0"), for
 * Intl to format.
 */
export function plainNotation(value: number, maxFractionDigits: number): string | null {
  if (Object.is(value, -0)) return null
  const parts = PLAIN.exec(String(value))
  if (!parts) return null
  const [, sign, digits, decimals = ''] = parts
  const [whole, fraction] =
    decimals.length > maxFractionDigits ? roundDecimal(digits!, decimals, maxFractionDigits) : [digits!, decimals]
  if (sign && /^0*$/.test(whole + fraction)) return null
  return `${sign}${groupDigits(whole)}${fraction ? `,${fraction}` : ''}`
}

/**
 * A decimal's digits (`whole`.`fraction`) rounded to `places` decimals, half away from zero, as ICU rounds a
 * number's shortest form (1.005 → 1.01, where toFixed's exact binary value gives 1.00); trailing zeros dropped.
 */
function roundDecimal(whole: string, fraction: string, places: number): [string, string] {
  const kept = whole + fraction.slice(0, places)
  const rounded = fraction[places]! >= '5' ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept
  const cut = rounded.length - places
  return [rounded.slice(0, cut), rounded.slice(cut).replace(/0+$/, '')]
}

/**
 * Weekday names, Monday first, as Intl.DateTimeFormat(…, { weekday: 'long' }) writes them: the footer's office
 * hours are on every page, and a first DateTimeFormat costs as much as a first NumberFormat.
 */
export const WEEKDAY_NAMES: Record<Locale['intl'], readonly string[]> = {
  'sk-SK': ['pondelok', 'utorok', 'streda', 'štvrtok', 'piatok', 'sobota', 'nedeľa'],
  'cs-CZ': ['pondělí', 'úterý', 'středa', 'čtvrtek', 'pátek', 'sobota', 'neděle'],
}

/** A weekday (1 Monday … 7 Sunday) by name in the market's language ("pondelok", "pondělí"). */
export function formatWeekday(day: number, locale: LocaleCode): string {
  const name = WEEKDAY_NAMES[marketOf(locale).intl][day - 1]
  if (name === undefined) throw new RangeError(`No weekday ${day}`)
  return name
}

/** The office days as a range ("pondelok – piatok"), or the one day. */
export function formatWeekdays(hours: { fromDay: number; toDay: number }, locale: LocaleCode): string {
  const from = formatWeekday(hours.fromDay, locale)
  return hours.fromDay === hours.toDay ? from : `${from} – ${formatWeekday(hours.toDay, locale)}`
}
