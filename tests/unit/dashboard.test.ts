import { describe, expect, it } from 'vitest'
import { dashboardFigures, monthOf, monthQueryStart, sundayOf, type DashboardOrder } from '#domain/dashboard.ts'
import type { FulfilmentStatus } from '#domain/fulfilment.ts'
import { dashboardFilters } from '#components/staff/Dashboard.tsx'

/** Wednesday 25 November 2026, 10:00 on the shop's clock. */
const NOW = new Date('2026-11-25T09:00:00Z')
/** Two working days of production keep the due days within a week of the confirmation. */
const TERMS = 2

const order = (status: FulfilmentStatus, patch: Partial<DashboardOrder> = {}): DashboardOrder => ({
  status,
  country: 'SK',
  currency: 'EUR',
  createdAt: '2026-09-01T10:00:00Z',
  confirmedAt: null,
  net: 10_000,
  gross: 12_300,
  ...patch,
})
const figuresOf = (...orders: DashboardOrder[]) => dashboardFigures(orders, NOW, TERMS)

describe('the week and month of a day', () => {
  it.each([
    ['2026-11-25', '2026-11-29'],
    ['2026-11-23', '2026-11-29'],
    ['2026-11-29', '2026-11-29'],
    ['2026-11-30', '2026-12-06'],
  ])('%s ends its week on Sunday %s', (day, sunday) => expect(sundayOf(day)).toBe(sunday))

  it.each([
    ['2026-11-25', '2026-11-01', '2026-11-30'],
    ['2028-02-10', '2028-02-01', '2028-02-29'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
  ])('%s is in the month %s to %s', (day, from, to) => expect(monthOf(day)).toEqual({ from, to }))

  it('reads from a day before the month begins on the shop clock', () => {
    expect(monthQueryStart(NOW)).toBe('2026-10-31T00:00:00.000Z')
    // 00:30 on 1 December in Bratislava is still November in UTC: the month is the shop's.
    expect(monthQueryStart(new Date('2026-11-30T23:30:00Z'))).toBe('2026-11-30T00:00:00.000Z')
  })
})

describe('dashboardFigures (issue 36, the contract of the orders list)', () => {
  it('counts orders to confirm and in production by status', () => {
    const figures = figuresOf(
      order('received'),
      order('received'),
      order('confirmed'),
      order('inProduction'),
      order('delivered'),
    )
    expect([figures.toConfirm, figures.inProduction]).toEqual([2, 1])
  })

  it.each<[string, FulfilmentStatus, string | null, 'week' | 'late' | null]>([
    ['due yesterday (confirmed Fri 20th)', 'inProduction', '2026-11-20T09:00:00Z', 'late'],
    ['due today (confirmed Mon 23rd)', 'confirmed', '2026-11-23T09:00:00Z', 'week'],
    ['due Thursday (confirmed Tue 24th)', 'inProduction', '2026-11-24T09:00:00Z', 'week'],
    ['due next Monday (confirmed Thu 26th)', 'confirmed', '2026-11-26T09:00:00Z', null],
    ['not confirmed: no due day', 'received', null, null],
    ['ready: no longer due', 'ready', '2026-11-20T09:00:00Z', null],
    ['delivered: no longer due', 'delivered', '2026-11-20T09:00:00Z', null],
    ['cancelled: no longer due', 'cancelled', '2026-11-20T09:00:00Z', null],
    // 23:30 UTC on the 22nd is the 23rd in Bratislava: due the 25th, today.
    ['confirmed late at night, the shop clock', 'confirmed', '2026-11-22T23:30:00Z', 'week'],
  ])('%s', (_, status, confirmedAt, expected) => {
    const figures = figuresOf(order(status, { confirmedAt }))
    expect({ week: figures.dueThisWeek, late: figures.late }).toEqual({
      week: expected === 'week' ? 1 : 0,
      late: expected === 'late' ? 1 : 0,
    })
  })

  it('sums the ready orders gross per currency as cash to collect, each rounded for cash', () => {
    const figures = figuresOf(
      order('ready', { gross: 12_345 }),
      order('ready', { gross: 10_002 }),
      order('ready', { country: 'CZ', currency: 'CZK', gross: 1_850_049 }),
      order('delivered', { gross: 99_900 }),
    )
    expect(figures.cash).toEqual([
      { currency: 'EUR', orders: 2, gross: 223.45 },
      { currency: 'CZK', orders: 1, gross: 18_500 },
    ])
  })

  it("sums this month's orders net and gross per market, cancelled and refused ones left out", () => {
    const figures = figuresOf(
      order('received', { createdAt: '2026-11-25T08:00:00Z', net: 10_000, gross: 12_300 }),
      order('delivered', { createdAt: '2026-11-02T08:00:00Z', net: 20_000, gross: 24_600 }),
      order('cancelled', { createdAt: '2026-11-03T08:00:00Z' }),
      // Refused at the door: nothing was paid, no sale (and no cash to collect any more).
      order('refused', { createdAt: '2026-11-04T08:00:00Z', net: 7_000, gross: 8_610 }),
      // 00:30 on 1 November in Bratislava counts; 23:30 on 31 October does not.
      order('confirmed', { createdAt: '2026-10-31T23:30:00Z', net: 1, gross: 1 }),
      order('confirmed', { createdAt: '2026-10-31T22:30:00Z', net: 5, gross: 5 }),
      order('ready', {
        country: 'CZ',
        currency: 'CZK',
        createdAt: '2026-11-10T08:00:00Z',
        net: 100_000,
        gross: 121_000,
      }),
    )
    expect(figures.month).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(figures.today).toBe('2026-11-25')
    expect(figures.sales).toEqual([
      { country: 'SK', currency: 'EUR', orders: 3, net: 300.01, gross: 369.01 },
      { country: 'CZ', currency: 'CZK', orders: 1, net: 1_000, gross: 1_210 },
    ])
  })

  it('answers zeros for both markets and currencies with no orders', () => {
    expect(figuresOf()).toEqual({
      today: '2026-11-25',
      month: { from: '2026-11-01', to: '2026-11-30' },
      toConfirm: 0,
      inProduction: 0,
      dueThisWeek: 0,
      late: 0,
      cash: [
        { currency: 'EUR', orders: 0, gross: 0 },
        { currency: 'CZK', orders: 0, gross: 0 },
      ],
      sales: [
        { country: 'SK', currency: 'EUR', orders: 0, net: 0, gross: 0 },
        { country: 'CZ', currency: 'CZK', orders: 0, net: 0, gross: 0 },
      ],
    })
  })
})

describe("the dashboard's links (the orders list's search, issue 36)", () => {
  it('open the list filtered to what each figure counts', () => {
    const filters = dashboardFilters(figuresOf())
    expect(filters).toMatchObject({
      toConfirm: { status: 'received' },
      inProduction: { status: 'inProduction' },
      dueThisWeek: { due: 'week' },
      late: { due: 'late' },
      cash: { status: 'ready' },
    })
    expect(filters.sales('CZ')).toEqual({ from: '2026-11-01', to: '2026-11-30', country: 'CZ' })
  })
})
