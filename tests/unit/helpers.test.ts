import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { clamp, isOneOf, roundTo } from '../../src/domain/helpers'

describe('clamp', () => {
  const range = { min: 15, max: 60 }
  it('keeps a value within the bounds and moves one outside to the nearer bound', () => {
    expect(clamp(45, range)).toBe(45)
    expect(clamp(15, range)).toBe(15)
    expect(clamp(60, range)).toBe(60)
    expect(clamp(3, range)).toBe(15)
    expect(clamp(600, range)).toBe(60)
    expect(clamp(-Infinity, range)).toBe(15)
  })
  it('is both old idioms, whichever way round they were written', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true }),
        fc.double({ noNaN: true, min: -1e9, max: 1e9 }),
        fc.double({ noNaN: true, min: 0, max: 1e9 }),
        (value, min, span) => {
          const max = min + span
          expect(clamp(value, { min, max })).toBe(Math.min(max, Math.max(min, value)))
          expect(clamp(value, { min, max })).toBe(Math.max(min, Math.min(max, value)))
        },
      ),
    )
  })
})

describe('roundTo', () => {
  it('rounds to the given decimals', () => {
    expect(roundTo(45.04, 1)).toBe(45)
    expect(roundTo(45.05, 1)).toBe(45.1)
    expect(roundTo(1.23456789, 6)).toBe(1.234568)
    expect(roundTo(27.299999, 4)).toBe(27.3)
    expect(roundTo(12.5, 0)).toBe(13)
  })
  it('moves the decimal point in the same step: metres to centimetres and back', () => {
    expect(roundTo(0.4505, 1, 2)).toBe(45.1)
    expect(roundTo(3.964, 1, 2)).toBe(396.4)
    expect(roundTo(45.05, 3, -2)).toBe(0.451)
    expect(roundTo(80, 3, -2)).toBe(0.8)
  })
  it('gives exactly what the idioms it replaced gave', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), (x) => {
        expect(roundTo(x, 1)).toBe(Math.round(x * 10) / 10)
        expect(roundTo(x, 4)).toBe(Math.round(x * 1e4) / 1e4)
        expect(roundTo(x, 6)).toBe(Math.round(x * 1e6) / 1e6)
        expect(roundTo(x, 1, 2)).toBe(Math.round(x * 1000) / 10)
        expect(roundTo(x, 3, -2)).toBe(Math.round(x * 10) / 1000)
      }),
    )
  })
})

describe('isOneOf', () => {
  it('tells a list member from anything else', () => {
    expect(isOneOf(['A', 'B'] as const, 'A')).toBe(true)
    expect(isOneOf(['A', 'B'] as const, 'a')).toBe(false)
  })
})
