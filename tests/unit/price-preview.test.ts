import { describe, expect, it } from 'vitest'
import { VARIANT_IDS } from '#domain/cabinet/catalogue.ts'
import { priceCabinet } from '#domain/cabinet/price.ts'
import { priceListOf, SEED_PRICES, type PriceConfig } from '#domain/priceList.ts'
import { pricePreview, sampleDesign, PREVIEW_SAMPLES } from '#domain/pricePreview.ts'
import { scheduleProblem, shopInstant, shopLocalInput, SCHEDULE_MAX_AHEAD_DAYS } from '#domain/priceSchedule.ts'

/** The seed with SK's aluminium legs at `cents`. */
const withLegs = (cents: number): PriceConfig => ({
  ...SEED_PRICES,
  lists: {
    ...SEED_PRICES.lists,
    SK: { ...SEED_PRICES.lists.SK, legs: { ...SEED_PRICES.lists.SK.legs, aluminium: cents } },
  },
})

describe('price preview (issue 36.7)', () => {
  it('has three samples of each of the 27 products, smallest to largest', () => {
    expect(VARIANT_IDS).toHaveLength(27)
    for (const variant of VARIANT_IDS) {
      const [min, typical, max] = PREVIEW_SAMPLES.map((sample) => sampleDesign(variant, sample))
      expect(min!.width, variant).toBeLessThanOrEqual(typical!.width)
      expect(typical!.width, variant).toBeLessThanOrEqual(max!.width)
      expect(min!.height, variant).toBeLessThanOrEqual(max!.height)
    }
  })

  it('changes nothing when the draft is the version in force', () => {
    for (const market of pricePreview(SEED_PRICES, SEED_PRICES)) {
      expect(market.rows).toHaveLength(81)
      expect(market.changed).toBe(0)
      expect([market.lowest, market.highest]).toEqual([0, 0])
    }
  })

  it('prices each sample by the price function under both versions; only samples on aluminium legs change', () => {
    const draft = withLegs(900)
    const [sk, cz] = pricePreview(draft, SEED_PRICES)
    expect(cz!.changed).toBe(0)
    const changed = sk!.rows.filter((row) => row.after.gross !== row.before.gross)
    expect(changed.length).toBe(sk!.changed)
    expect(changed.length).toBeGreaterThan(0)
    for (const row of sk!.rows) {
      const design = sampleDesign(row.variant, row.sample)
      expect(row.before.gross).toBe(priceCabinet(design, priceListOf(SEED_PRICES, 'SK')).gross)
      expect(row.after.gross).toBe(priceCabinet(design, priceListOf(draft, 'SK')).gross)
      expect(row.change).toBeCloseTo((row.after.gross - row.before.gross) / row.before.gross, 10)
      // A sample changes only when it stands on aluminium legs (a small cabinet may stay at the minimum price).
      if (row.after.gross !== row.before.gross) expect(design.legs && design.legsType === 'aluminium').toBe(true)
    }
    expect(sk!.lowest).toBe(0)
    expect(sk!.highest).toBe(Math.max(...changed.map((row) => row.change)))
    expect(sk!.highest).toBeGreaterThan(0)
  })

  it('shows the plastic legs in the smallest samples of the products that may stand on legs', () => {
    const draft: PriceConfig = {
      ...SEED_PRICES,
      lists: { ...SEED_PRICES.lists, CZ: { ...SEED_PRICES.lists.CZ, legs: { plastic: 6000, aluminium: 11500 } } },
    }
    const [sk, cz] = pricePreview(draft, SEED_PRICES)
    expect(sk!.changed).toBe(0)
    const changed = cz!.rows.filter((row) => row.after.gross !== row.before.gross)
    expect(changed.length).toBeGreaterThan(0)
    for (const row of changed) expect([row.sample, row.legs]).toEqual(['min', 'plastic'])
  })

  it('shows a fall as a negative change', () => {
    const [sk] = pricePreview(withLegs(100), SEED_PRICES)
    expect(sk!.lowest).toBeLessThan(0)
    expect(sk!.highest).toBe(0)
  })
})

describe('publishing at a chosen time (issue 36.7)', () => {
  it('reads a wall-clock time in Bratislava, in winter (UTC+1) and summer (UTC+2)', () => {
    expect(shopInstant('2027-01-01T06:00')!.toISOString()).toBe('2027-01-01T05:00:00.000Z')
    expect(shopInstant('2027-07-01T06:00')!.toISOString()).toBe('2027-07-01T04:00:00.000Z')
    // Around the spring change (28 March 2027, 02:00 → 03:00).
    expect(shopInstant('2027-03-28T03:30')!.toISOString()).toBe('2027-03-28T01:30:00.000Z')
    expect(shopInstant('2027-03-28T01:30')!.toISOString()).toBe('2027-03-28T00:30:00.000Z')
    expect(shopLocalInput(new Date('2027-07-01T04:00:00.000Z'))).toBe('2027-07-01T06:00')
  })

  it('refuses what is not a time, a day that does not exist and an hour skipped in spring', () => {
    for (const text of ['', 'zajtra', '2027-02-31T10:00', '2027-03-28T02:30', '2027-01-01 06:00'])
      expect(shopInstant(text), text).toBeUndefined()
  })

  it('wants a time at least a minute ahead and within a year', () => {
    const now = new Date('2026-12-01T10:00:00.000Z')
    expect(scheduleProblem(new Date('2026-12-01T09:00:00.000Z'), now)).toBe('past')
    expect(scheduleProblem(new Date('2026-12-01T10:00:30.000Z'), now)).toBe('past')
    expect(scheduleProblem(new Date('2026-12-01T10:01:00.000Z'), now)).toBeUndefined()
    expect(scheduleProblem(new Date(now.getTime() + SCHEDULE_MAX_AHEAD_DAYS * 86_400_000), now)).toBeUndefined()
    expect(scheduleProblem(new Date(now.getTime() + (SCHEDULE_MAX_AHEAD_DAYS + 1) * 86_400_000), now)).toBe('far')
    expect(scheduleProblem(new Date(Number.NaN), now)).toBe('past')
  })
})
