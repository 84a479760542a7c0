/**
 * The delivery date's pure parts (issue 39.1): the public call's query bounds, the pieces a cart or design asks with
 * (a hallway counts its modules, as the order's plan does), and the day in each language's words.
 */
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { defaultHallway } from '#domain/hallway/presets.ts'
import {
  cartPieces,
  DeliveryEstimateQuerySchema,
  estimatePieces,
  MAX_ESTIMATE_PIECES,
  orderPieces,
} from '#domain/production/plan.ts'
import { formatDay } from '#i18n/format.ts'
import { cartLine, hallwayLine } from '#scripts/harness/fixtures/order.ts'

describe('getDeliveryEstimate query', () => {
  it('takes a market, 1 to 1000 pieces in plain digits and pickup 0 or 1 (courier when absent)', () => {
    expect(v.parse(DeliveryEstimateQuerySchema, { country: 'SK', pieces: '1' })).toEqual({
      country: 'SK',
      pieces: 1,
      pickup: '0',
    })
    expect(v.parse(DeliveryEstimateQuerySchema, { country: 'CZ', pieces: '1000', pickup: '1' }).pieces).toBe(1000)
    for (const query of [
      { country: 'PL', pieces: '1' },
      { country: 'SK', pieces: '0' },
      { country: 'SK', pieces: '1001' },
      { country: 'SK', pieces: '-1' },
      { country: 'SK', pieces: '1e3' },
      { country: 'SK', pieces: ' 1' },
      { country: 'SK', pieces: '1', pickup: 'yes' },
      { country: 'SK' },
    ])
      expect(v.is(DeliveryEstimateQuerySchema, query), JSON.stringify(query)).toBe(false)
  })

  it('asks with the pieces within the call’s bounds', () => {
    expect(estimatePieces(0)).toBe(1)
    expect(estimatePieces(7)).toBe(7)
    expect(estimatePieces(260_000)).toBe(MAX_ESTIMATE_PIECES)
  })
})

describe('cartPieces', () => {
  it('counts what the server plans: each cabinet line its count, a hallway each module', () => {
    const items = [cartLine({}, 'SK', 3), hallwayLine(), cartLine({ variant: 'L2D' }, 'SK', 1)]
    const modules = defaultHallway().cabinets.length
    expect(cartPieces(items)).toBe(3 + modules + 1)
    expect(cartPieces(items)).toBe(orderPieces(items.map((item) => ({ count: item.count, design: item.cabinet }))))
  })
})

describe('formatDay', () => {
  it('writes the day as each language puts it after "do": the month in the genitive, no time zone shift', () => {
    expect(formatDay('2026-12-18', 'sk')).toBe('18. decembra 2026')
    expect(formatDay('2026-12-18', 'cz')).toBe('18. prosince 2026')
    expect(formatDay('2027-01-01', 'sk')).toBe('1. januára 2027')
  })
})
