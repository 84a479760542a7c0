import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatMoney, MINOR_PER_UNIT, moneyDecimals, toMinor, toUnits } from '#domain/money.ts'
import { formatMoney as formatForLocale } from '#i18n/format.ts'

describe('minor units (domain/money)', () => {
  it('converts currency units to whole cents and back', () => {
    expect(MINOR_PER_UNIT).toBe(100)
    expect(toMinor(12.5)).toBe(1250)
    expect(toMinor(73.03)).toBe(7303)
    expect(toMinor(0.1 + 0.2)).toBe(30)
    expect(toUnits(1235)).toBe(12.35)
    expect(toUnits(0)).toBe(0)
  })
  it('round-trips every amount in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => toMinor(toUnits(cents)) === cents),
    )
  })
  it('is the arithmetic the shop used before (Math.round(units * 100), minor / 100)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (units) => {
        expect(toMinor(units)).toBe(Math.round(units * 100))
        expect(toUnits(toMinor(units))).toBe(Math.round(units * 100) / 100)
      }),
    )
  })
})

// Intl separates groups and the sign with non-breaking spaces (U+00A0): the strings are exact.
describe('formatMoney (domain/money): the one money formatter, money as people write it', () => {
  it.each([
    // minor units, currency, Intl locale, text
    [123456, 'EUR', 'sk-SK', '1\u00a0234,56\u00a0€'],
    [12340, 'EUR', 'sk-SK', '123,40\u00a0€'],
    [12300, 'EUR', 'sk-SK', '123,00\u00a0€'],
    [50, 'EUR', 'sk-SK', '0,50\u00a0€'],
    [0, 'EUR', 'sk-SK', '0,00\u00a0€'],
    [123456780, 'EUR', 'sk-SK', '1\u00a0234\u00a0567,80\u00a0€'],
    [-1230, 'EUR', 'sk-SK', '-12,30\u00a0€'],
    [3099000, 'CZK', 'sk-SK', '30\u00a0990\u00a0CZK'],
    [3099050, 'CZK', 'sk-SK', '30\u00a0990,50\u00a0CZK'],
    [222600, 'CZK', 'cs-CZ', '2\u00a0226\u00a0Kč'],
    [3099000, 'CZK', 'cs-CZ', '30\u00a0990\u00a0Kč'],
    [222650, 'CZK', 'cs-CZ', '2\u00a0226,50\u00a0Kč'],
    [222601, 'CZK', 'cs-CZ', '2\u00a0226,01\u00a0Kč'],
    [50, 'CZK', 'cs-CZ', '0,50\u00a0Kč'],
    [0, 'CZK', 'cs-CZ', '0\u00a0Kč'],
    [-120000, 'CZK', 'cs-CZ', '-1\u00a0200\u00a0Kč'],
    [123456, 'EUR', 'cs-CZ', '1\u00a0234,56\u00a0€'],
    [12300, 'EUR', 'cs-CZ', '123,00\u00a0€'],
  ] as const)('%i %s in %s is %s', (minor, currency, intl, text) => {
    expect(formatMoney(minor, currency, intl)).toBe(text)
  })
  it('is what i18n/format gives a page of either market, in its own currency or another', () => {
    expect(formatForLocale(123456, 'sk')).toBe(formatMoney(123456, 'EUR', 'sk-SK'))
    expect(formatForLocale(3099000, 'cz')).toBe(formatMoney(3099000, 'CZK', 'cs-CZ'))
    expect(formatForLocale(123456, 'cz', 'EUR')).toBe('1\u00a0234,56\u00a0€')
    expect(formatForLocale(3099000, 'sk', 'CZK')).toBe('30\u00a0990\u00a0CZK')
  })
  it('writes euros with two decimals and crowns with two only when they are not whole, for any amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.constantFrom('EUR' as const, 'CZK' as const),
        fc.constantFrom('sk-SK' as const, 'cs-CZ' as const),
        (cents, currency, intl) => {
          const decimals = currency === 'EUR' || cents % 100 !== 0 ? 2 : 0
          const expected = new Intl.NumberFormat(intl, {
            style: 'currency',
            currency,
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          }).format(cents / 100)
          expect(formatMoney(cents, currency, intl)).toBe(expected)
          expect(moneyDecimals(cents, currency)).toBe(decimals)
        },
      ),
    )
  })
})
