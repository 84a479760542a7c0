import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { clamp, isOneOf, roundTo, stepWithin } from '#domain/helpers.ts'

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

describe('stepWithin', () => {
  const range = { min: 15, max: 60 }
  it('moves a size by the step, to 0.1 cm, and stops at the range edge', () => {
    expect(stepWithin(45, 1, range)).toBe(46)
    expect(stepWithin(45, -1, range)).toBe(44)
    expect(stepWithin(45.3, 1, range)).toBe(46.3)
    expect(stepWithin(0.1 + 0.2, 1, { min: 0, max: 10 })).toBe(1.3)
    expect(stepWithin(59.5, 1, range)).toBe(60)
    expect(stepWithin(60, 1, range)).toBe(60)
    expect(stepWithin(15, -1, range)).toBe(15)
  })
  it('always lands within the range, and only stays put at the edge it heads for', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }).map((tenths) => tenths / 10),
        fc.integer({ min: 1, max: 3000 }).map((tenths) => tenths / 10),
        fc.integer({ min: 0, max: 9000 }).map((tenths) => tenths / 10),
        fc.constantFrom(-1, 1),
        (min, span, at, step) => {
          const max = roundTo(min + span, 1)
          const value = clamp(at, { min, max })
          const next = stepWithin(value, step, { min, max })
          expect(next).toBeGreaterThanOrEqual(min)
          expect(next).toBeLessThanOrEqual(max)
          expect(next === value).toBe(step > 0 ? value === max : value === min)
        },
      ),
    )
  })
})
