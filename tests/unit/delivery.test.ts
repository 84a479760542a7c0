import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  CARRIERS,
  carrierName,
  cashToCollect,
  deliveryMailKind,
  deliveryRefusal,
  DeliveryPlanRequestSchema,
  isWindow,
  normalTime,
  ParcelRequestSchema,
  routeOrder,
  trackingUrl,
  WINDOWS,
} from '#domain/delivery.ts'

const stop = (number: string, country: 'SK' | 'CZ', zip: string, from = '8:00') => ({ number, country, zip, from })

describe('the route order of a day (src/domain/delivery.ts)', () => {
  it('sorts Slovak stops before Czech ones, each by postcode whatever its spacing, then by window and number', () => {
    const stops = [
      stop('2026-000005', 'CZ', '602 00'),
      stop('2026-000001', 'SK', '949 01'),
      stop('2026-000002', 'SK', '81101'),
      stop('2026-000003', 'SK', '811 01', '10:00'),
      stop('2026-000004', 'SK', '811 01', '8:00'),
      stop('2026-000006', 'CZ', '110 00'),
    ]
    expect(routeOrder(stops).map((s) => s.number)).toEqual([
      '2026-000002',
      '2026-000004',
      '2026-000003',
      '2026-000001',
      '2026-000006',
      '2026-000005',
    ])
    // The input is left as it was.
    expect(stops[0]!.number).toBe('2026-000005')
  })

  it('orders windows by time of day, not as text ("10:00" after "8:00")', () => {
    const sorted = routeOrder([stop('b', 'SK', '81101', '10:00'), stop('a', 'SK', '81101', '9:00')])
    expect(sorted.map((s) => s.from)).toEqual(['9:00', '10:00'])
  })
})

describe('carriers and their tracking links', () => {
  it('gives every known carrier a name and an https link carrying the tracking number, encoded', () => {
    for (const carrier of CARRIERS.filter((c) => c !== 'other')) {
      const url = trackingUrl(carrier, ' Z 123/4 ')
      expect(url, carrier).toMatch(/^https:\/\//)
      expect(url, carrier).toContain('Z%20123%2F4')
      expect(carrierName(carrier).length, carrier).toBeGreaterThan(0)
    }
    expect(carrierName('ceskaPosta')).toBe('Česká pošta')
    expect(trackingUrl('packeta', 'Z1234567890')).toBe('https://tracking.packeta.com/?id=Z1234567890')
  })

  it('has no link for another carrier, whose name the desk types', () => {
    expect(trackingUrl('other', 'ABC123')).toBeUndefined()
    expect(carrierName('other', '  Toptrans ')).toBe('Toptrans')
  })

  it("requires another carrier's name and a plausible tracking number", () => {
    expect(v.is(ParcelRequestSchema, { carrier: 'gls', tracking: 'AB-1234' })).toBe(true)
    expect(v.is(ParcelRequestSchema, { carrier: 'other', tracking: 'AB1234' })).toBe(false)
    expect(v.is(ParcelRequestSchema, { carrier: 'other', carrierName: 'Toptrans', tracking: 'AB1234' })).toBe(true)
    expect(v.is(ParcelRequestSchema, { carrier: 'gls', tracking: 'AB' })).toBe(false)
    expect(v.is(ParcelRequestSchema, { carrier: 'gls', tracking: 'AB 12<34' })).toBe(false)
    expect(v.is(ParcelRequestSchema, { carrier: 'fedex', tracking: 'AB1234' })).toBe(false)
  })
})

describe('time windows', () => {
  it('takes a window that starts before it ends and writes times without a leading zero', () => {
    expect(isWindow('8:00', '10:00')).toBe(true)
    expect(isWindow('10:00', '8:00')).toBe(false)
    expect(isWindow('9:00', '9:00')).toBe(false)
    expect(normalTime('08:30')).toBe('8:30')
    expect(normalTime('14:05')).toBe('14:05')
    for (const window of WINDOWS) expect(isWindow(window.from, window.to)).toBe(true)
  })

  it('refuses a plan with a reversed window or a time that is none', () => {
    expect(v.is(DeliveryPlanRequestSchema, { number: '2026-000001', from: '08:00', to: '10:00' })).toBe(true)
    expect(v.is(DeliveryPlanRequestSchema, { number: '2026-000001', from: '12:00', to: '10:00' })).toBe(false)
    expect(v.is(DeliveryPlanRequestSchema, { number: '2026-000001', from: '25:00', to: '26:00' })).toBe(false)
  })
})

describe('what may be planned, and each plan its own e-mail', () => {
  it('plans only ready courier orders', () => {
    expect(deliveryRefusal('ready', true)).toBeNull()
    expect(deliveryRefusal('ready', false)).toBe('not_courier')
    expect(deliveryRefusal('inProduction', true)).toBe('not_ready')
    expect(deliveryRefusal('delivered', true)).toBe('not_ready')
  })

  it('names an outbox kind per plan that fits the outbox column (20 characters)', () => {
    expect(deliveryMailKind('onway', 1)).toBe('onway-1')
    expect(deliveryMailKind('parcel', 12)).toBe('parcel-12')
    expect(deliveryMailKind('parcel', 2 ** 31).length).toBeLessThanOrEqual(20)
  })

  it('collects the gross total rounded for cash (issue 37.2)', () => {
    expect(cashToCollect(123_45, 'EUR')).toBe(123_45)
    expect(cashToCollect(602_23, 'EUR')).toBe(602_25)
    expect(cashToCollect(5_082_49, 'CZK')).toBe(5_082_00)
  })
})
