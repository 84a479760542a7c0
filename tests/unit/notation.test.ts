import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatWeekday, groupDigits, plainNotation } from '#domain/notation.ts'
import { formatMoney } from '#domain/money.ts'
import { formatNumber } from '#i18n/format.ts'
import type { Currency, Locale } from '#domain/locale.ts'

// The written-out notation must be Intl's, character for character, or server and browser texts would drift
// from what Intl wrote before (and from each other where one side fell back to Intl).
const INTLS: Locale['intl'][] = ['sk-SK', 'cs-CZ']
const CURRENCIES: Currency[] = ['EUR', 'CZK']
const intlMoney = (minor: number, currency: Currency, intl: Locale['intl']) => {
  const decimals = currency === 'CZK' && minor % 100 === 0 ? 0 : 2
  return new Intl.NumberFormat(intl, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(minor / 100)
}

describe('domain/notation: numbers as sk-SK and cs-CZ write them, without Intl', () => {
  it('groups whole digits by three from four digits on', () => {
    expect(groupDigits('0')).toBe('0')
    expect(groupDigits('999')).toBe('999')
    expect(groupDigits('1234')).toBe('1\u00a0234')
    expect(groupDigits('1234567')).toBe('1\u00a0234\u00a0567')
  })
  it('rounds as Intl does, and leaves an exponent, -0 and a negative rounded to zero to Intl', () => {
    expect(plainNotation(1.2345, 3)).toBe('1,235')
    expect(plainNotation(50.55, 1)).toBe('50,6')
    // Intl rounds the shortest decimal form: 1.005 is 1,01 (toFixed's exact binary value would give 1,00).
    expect(plainNotation(1.005, 2)).toBe('1,01')
    expect(plainNotation(9.96, 1)).toBe('10')
    expect(plainNotation(999999.95, 1)).toBe('1\u00a0000\u00a0000')
    expect(plainNotation(43.33333333333333, 1)).toBe('43,3')
    expect(plainNotation(1e21, 3)).toBeNull()
    expect(plainNotation(-0, 3)).toBeNull()
    expect(plainNotation(-0.0001, 3)).toBeNull()
    expect(plainNotation(NaN, 3)).toBeNull()
    expect(plainNotation(50.5, 1)).toBe('50,5')
  })
  it.each(INTLS)('is Intl.NumberFormat(%s) for every number it writes', (intl) => {
    const locale = intl === 'sk-SK' ? 'sk' : 'cz'
    const decimals = fc.tuple(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.integer({ min: 0, max: 3 }))
    fc.assert(
      fc.property(decimals, fc.integer({ min: 0, max: 3 }), ([scaled, places], max) => {
        const value = scaled / 10 ** places
        expect(formatNumber(value, locale, { maximumFractionDigits: max })).toBe(
          new Intl.NumberFormat(intl, { maximumFractionDigits: max }).format(value),
        )
        expect(formatNumber(value, locale)).toBe(new Intl.NumberFormat(intl).format(value))
      }),
      { numRuns: 2000 },
    )
    // Any double in the shop's range, with as many decimals as it has: the rounding is Intl's too.
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 3 }), (value, max) => {
        expect(formatNumber(value, locale, { maximumFractionDigits: max })).toBe(
          new Intl.NumberFormat(intl, { maximumFractionDigits: max }).format(value),
        )
      }),
      { numRuns: 5000 },
    )
    for (const value of [0, -0, 0.1 + 0.2, 50.55, 1.005, 1.8, 3.6, 2e21, -1234.5, -0.04, 66.66666666666667]) {
      expect(formatNumber(value, locale)).toBe(new Intl.NumberFormat(intl).format(value))
      expect(formatNumber(value, locale, { maximumFractionDigits: 1 })).toBe(
        new Intl.NumberFormat(intl, { maximumFractionDigits: 1 }).format(value),
      )
    }
  })
  it.each(INTLS.flatMap((intl) => CURRENCIES.map((currency) => [intl, currency] as const)))(
    'formatMoney is Intl.NumberFormat(%s, %s) for every amount in minor units',
    (intl, currency) => {
      fc.assert(
        fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (minor) => {
          expect(formatMoney(minor, currency, intl)).toBe(intlMoney(minor, currency, intl))
        }),
        { numRuns: 2000 },
      )
      for (const minor of [0, -0, 1, -1, 99, 100, -100, 123456, 3099000, 0.5, 123_456_789_012])
        expect(formatMoney(minor, currency, intl)).toBe(intlMoney(minor, currency, intl))
    },
  )
})

describe('weekday names (domain/notation)', () => {
  it.each(INTLS)('are Intl.DateTimeFormat(%s) weekday names, Monday first', (intl) => {
    const locale = intl === 'sk-SK' ? 'sk' : 'cz'
    const intlName = new Intl.DateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' })
    // 1 January 2024 was a Monday.
    for (let day = 1; day <= 7; day++)
      expect(formatWeekday(day, locale)).toBe(intlName.format(new Date(Date.UTC(2024, 0, day))))
    expect(() => formatWeekday(8, locale)).toThrow(RangeError)
  })
})
