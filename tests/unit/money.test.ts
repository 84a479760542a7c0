import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatMoney, MINOR_PER_UNIT, toMinor, toUnits } from '../../src/domain/money'
import { formatMoney as formatForLocale } from '../../src/i18n/format'

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
describe('formatMoney (domain/money): the one money formatter', () => {
  it('writes euros and crowns the Slovak way', () => {
    expect(formatMoney(123456, 'EUR', 'sk-SK')).toBe('1\u00a0234,56\u00a0€')
    expect(formatMoney(50, 'EUR', 'sk-SK')).toBe('0,50\u00a0€')
    expect(formatMoney(123456780, 'EUR', 'sk-SK')).toBe('1\u00a0234\u00a0567,80\u00a0€')
    expect(formatMoney(-1230, 'EUR', 'sk-SK')).toBe('-12,30\u00a0€')
    expect(formatMoney(3099000, 'CZK', 'sk-SK')).toBe('30\u00a0990,00\u00a0CZK')
  })
  it('writes crowns and euros the Czech way', () => {
    expect(formatMoney(3099000, 'CZK', 'cs-CZ')).toBe('30\u00a0990,00\u00a0Kč')
    expect(formatMoney(50, 'CZK', 'cs-CZ')).toBe('0,50\u00a0Kč')
    expect(formatMoney(123456, 'EUR', 'cs-CZ')).toBe('1\u00a0234,56\u00a0€')
  })
  it('is what i18n/format gives a page of either market, in its own currency or another', () => {
    expect(formatForLocale(123456, 'sk')).toBe(formatMoney(123456, 'EUR', 'sk-SK'))
    expect(formatForLocale(3099000, 'cz')).toBe(formatMoney(3099000, 'CZK', 'cs-CZ'))
    expect(formatForLocale(123456, 'cz', 'EUR')).toBe('1\u00a0234,56\u00a0€')
    expect(formatForLocale(3099000, 'sk', 'CZK')).toBe('30\u00a0990,00\u00a0CZK')
  })
  it('matches Intl.NumberFormat of the cents as currency units for any amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.constantFrom('EUR' as const, 'CZK' as const),
        fc.constantFrom('sk-SK' as const, 'cs-CZ' as const),
        (cents, currency, intl) =>
          formatMoney(cents, currency, intl) ===
          new Intl.NumberFormat(intl, { style: 'currency', currency }).format(cents / 100),
      ),
    )
  })
})
