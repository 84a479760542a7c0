import { describe, expect, it } from 'vitest'
import type { WorkshopWeek } from '#domain/calendar.ts'
import {
  checkPromise,
  earliestProductionDay,
  estimateDelivery,
  isLate,
  orderPieces,
  productionDay,
  readyDay,
  weekDays,
} from '#domain/production/plan.ts'

const monFri: WorkshopWeek = { fromDay: 1, toDay: 5, country: 'SK' }
const at = (iso: string) => new Date(iso)

describe('pieces of an order', () => {
  it.each([
    ['one wardrobe', [{ count: 1, design: { width: 100 } }], 1],
    [
      'two wardrobes on a line and a kitchen cabinet',
      [
        { count: 2, design: {} },
        { count: 1, design: {} },
      ],
      3,
    ],
    ['a hallway of four modules', [{ count: 1, design: { cabinets: [{}, {}, {}, {}] } }], 4],
    [
      'a hallway and a wardrobe',
      [
        { count: 1, design: { cabinets: [{}, {}] } },
        { count: 1, design: {} },
      ],
      3,
    ],
  ] as const)('%s → %i', (_name, lines, pieces) => {
    expect(orderPieces(lines)).toBe(pieces)
  })
})

describe('the first production day: after the cancellation window', () => {
  it.each([
    // Window ends Tuesday 10:00 → Wednesday.
    ['confirmed Monday', '2026-11-23T09:00:00Z', 'SK', monFri, '2026-11-01', '2026-11-25'],
    // Confirmed Friday: window Monday 10:00 → Tuesday.
    ['confirmed Friday', '2026-11-27T09:00:00Z', 'SK', monFri, '2026-11-01', '2026-12-01'],
    // Confirmed 23 December: window Monday 28th (24–26 are holidays) → Tuesday 29th.
    ['confirmed before Christmas', '2026-12-23T09:00:00Z', 'SK', monFri, '2026-11-01', '2026-12-29'],
    // A Czech order's window skips 28 October; the Slovak workshop works on it.
    ['a Czech order over 28 October', '2026-10-27T09:00:00Z', 'CZ', monFri, '2026-10-01', '2026-10-30'],
    // A Saturday workshop: Friday's order's window ends Monday, production Tuesday all the same.
    ['a Saturday workshop', '2026-11-26T09:00:00Z', 'SK', { ...monFri, toDay: 6 }, '2026-11-01', '2026-11-28'],
    ['never before today', '2026-11-02T09:00:00Z', 'SK', monFri, '2026-11-30', '2026-11-30'],
  ] as const)('%s', (_name, confirmedAt, country, week, today, day) => {
    expect(earliestProductionDay(at(confirmedAt), country, week, today)).toBe(day)
  })
})

describe('capacity planning', () => {
  /** Plans orders of these pieces one after the other, as the server does, from Monday 30 November 2026. */
  const plan = (pieces: number[], capacity: number, week = monFri) => {
    const used = new Map<string, number>()
    return pieces.map((count) => {
      const day = productionDay('2026-11-30', count, (d) => used.get(d) ?? 0, capacity, week)
      used.set(day, (used.get(day) ?? 0) + count)
      return day
    })
  }

  it.each([
    ['fills a day, then the next', [2, 2, 1], 4, ['2026-11-30', '2026-11-30', '2026-12-01']],
    ['a later small order fills a gap left', [3, 2, 1], 4, ['2026-11-30', '2026-12-01', '2026-11-30']],
    ['an order larger than a day gets an empty day', [1, 6, 1], 4, ['2026-11-30', '2026-12-01', '2026-11-30']],
    [
      'skips the weekend',
      [4, 4, 4, 4, 4, 4],
      4,
      ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07'],
    ],
  ] as const)('%s', (_name, pieces, capacity, days) => {
    expect(plan([...pieces], capacity)).toEqual(days)
  })

  it('skips the public holidays of the workshop’s country', () => {
    const used = new Map([['2026-12-23', 4]])
    expect(productionDay('2026-12-23', 1, (d) => used.get(d) ?? 0, 4, monFri)).toBe('2026-12-28')
  })
})

describe('ready day and the terms’ limit', () => {
  it('ready the working day after production, across a weekend and holidays', () => {
    expect(readyDay('2026-11-30', 'SK')).toBe('2026-12-01')
    expect(readyDay('2026-12-04', 'SK')).toBe('2026-12-07')
    expect(readyDay('2026-12-23', 'CZ')).toBe('2026-12-28')
  })

  it('late when ready after the terms’ working days from the confirmation', () => {
    // 20 working days from Monday 23 November 2026 (SK): 21 December.
    expect(isLate('2026-12-21', at('2026-11-23T09:00:00Z'), 20, 'SK')).toBe(false)
    expect(isLate('2026-12-22', at('2026-11-23T09:00:00Z'), 20, 'SK')).toBe(true)
  })
})

describe('the week plan', () => {
  const order = {
    number: '2026-000001',
    surname: 'Nováková',
    status: 'confirmed',
    pieces: 3,
    due: '2026-12-29',
    boards: 40,
    packed: 0,
  }
  const week = weekDays('2026-12-21', [{ ...order, day: '2026-12-22', termsDue: '2026-12-30', late: false }], 4, monFri)

  it('Monday to Friday, holidays not working and without capacity', () => {
    expect(week.map((day) => [day.day, day.working, day.holiday, day.capacity])).toEqual([
      ['2026-12-21', true, false, 4],
      ['2026-12-22', true, false, 4],
      ['2026-12-23', true, false, 4],
      ['2026-12-24', false, true, 0],
      ['2026-12-25', false, true, 0],
    ])
  })

  it("each day's orders and pieces used", () => {
    expect(week[1]!.orders.map((o) => o.number)).toEqual(['2026-000001'])
    expect(week[1]!.used).toBe(3)
    expect(week[0]!.used).toBe(0)
  })

  it('shows a weekend day the workshop works', () => {
    expect(weekDays('2026-11-30', [], 4, { ...monFri, toDay: 6 }).map((day) => day.day)).toContain('2026-12-05')
  })
})

describe('the delivery date a shopper is promised (issue 39.1)', () => {
  const base = { capacity: 4, week: monFri, termsProduction: 20, planned: () => 0 }

  it('confirmed the next working day, produced after the cancellation window, delivered two SK working days later', () => {
    // Placed Monday 30 Nov: confirmed Tuesday, window to Wednesday 10:00, produced Thursday, ready Friday.
    const estimate = estimateDelivery({ ...base, now: at('2026-11-30T09:00:00Z'), country: 'SK', pieces: 1 })
    expect(estimate).toMatchObject({
      production: '2026-12-03',
      ready: '2026-12-04',
      delivery: '2026-12-08',
      late: false,
    })
  })

  it('a full day pushes the order to the next; pickup is the ready day', () => {
    const planned = (day: string) => (day === '2026-12-03' ? 4 : 0)
    const now = at('2026-11-30T09:00:00Z')
    const courier = estimateDelivery({ ...base, planned, now, country: 'SK', pieces: 2 })
    expect(courier).toMatchObject({ production: '2026-12-04', ready: '2026-12-07', delivery: '2026-12-09' })
    expect(estimateDelivery({ ...base, planned, now, country: 'SK', pieces: 2, pickup: true }).delivery).toBe(
      '2026-12-07',
    )
  })

  it('counts the holidays of both the workshop and the customer’s market', () => {
    // Placed Monday 21 Dec (CZ): the SK workshop is off 24–26 Dec; Czechia is off on 1 January.
    const estimate = estimateDelivery({ ...base, now: at('2026-12-21T09:00:00Z'), country: 'CZ', pieces: 1 })
    expect(estimate).toMatchObject({ production: '2026-12-28', ready: '2026-12-29', delivery: '2027-01-04' })
  })

  it('late when the workshop’s load pushes the ready day past the terms', () => {
    expect(estimateDelivery({ ...base, now: at('2026-11-30T09:00:00Z'), country: 'SK', pieces: 1 }).late).toBe(false)
    const busy = (day: string) => (day < '2027-02-01' ? 4 : 0)
    const late = estimateDelivery({ ...base, planned: busy, now: at('2026-11-30T09:00:00Z'), country: 'SK', pieces: 1 })
    expect(late).toMatchObject({ production: '2027-02-01', late: true })
    expect(late.termsDue < late.ready).toBe(true)
  })
})

describe('a stored promise against the terms (the desk, issue 39.1)', () => {
  const placedAt = at('2026-11-30T09:00:00Z')
  const order = {
    placedAt,
    confirmedAt: null,
    country: 'SK' as const,
    pickup: false,
    termsProduction: 20,
    status: 'received' as const,
  }

  it('the terms’ last delivery day: 20 working days from the expected confirmation, then the van’s days', () => {
    // Confirmed Tuesday 1 Dec; 20 SK working days without 24–25 Dec: Thursday 31 Dec; the van's two working days
    // skip 1 January: Tuesday 5 January. Pickup: the ready day itself.
    expect(checkPromise('2027-01-05', order)).toEqual({ date: '2027-01-05', termsLimit: '2027-01-05', late: false })
    expect(checkPromise('2027-01-07', order)).toEqual({ date: '2027-01-07', termsLimit: '2027-01-05', late: true })
    expect(checkPromise('2026-12-31', { ...order, pickup: true })?.late).toBe(false)
    expect(checkPromise('2027-01-04', { ...order, pickup: true })?.late).toBe(true)
  })

  it('counts from the desk’s real confirmation once there is one; nothing without a promise or once closed', () => {
    // Confirmed Monday 7 Dec: 20 SK working days (6 January is a holiday) to Friday 8 January, delivered by the 12th.
    const confirmed = { ...order, confirmedAt: at('2026-12-07T10:00:00Z'), status: 'confirmed' as const }
    expect(checkPromise('2027-01-07', confirmed)).toEqual({ date: '2027-01-07', termsLimit: '2027-01-12', late: false })
    expect(checkPromise(null, order)).toBeNull()
    for (const status of ['delivered', 'cancelled', 'refused'] as const)
      expect(checkPromise('2027-02-01', { ...order, status })).toBeNull()
  })

  it('marks exactly the promises the checkout said were late, on both markets, courier and pickup', () => {
    for (const country of ['SK', 'CZ'] as const)
      for (const pickup of [false, true])
        for (const until of ['2026-12-01', '2026-12-20', '2026-12-28', '2027-01-04', '2027-01-10', '2027-02-01']) {
          const estimate = estimateDelivery({
            now: placedAt,
            country,
            pieces: 1,
            pickup,
            planned: (day: string) => (day < until ? 4 : 0),
            capacity: 4,
            week: monFri,
            termsProduction: 20,
          })
          const check = checkPromise(estimate.delivery, { ...order, country, pickup })
          expect(check?.late, `${country} ${pickup ? 'pickup' : 'courier'} busy until ${until}`).toBe(estimate.late)
        }
  })
})
