import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { CashCollectRequestSchema, cashReport, cashRefusal, parseAmount } from '#domain/cash.ts'

const BASE = {
  status: 'delivered',
  orderedOn: '2026-11-20',
  today: '2026-12-02',
  collectedOn: '2026-12-02',
  amount: 602_25,
  due: 602_25,
  confirmDifference: false,
}

describe('cash collected (issue 37.5)', () => {
  it.each([
    [{}, null],
    [{ status: 'ready' }, null],
    [{ status: 'inProduction' }, 'not_delivered'],
    [{ status: 'cancelled' }, 'not_delivered'],
    [{ status: 'refused' }, 'not_delivered'],
    [{ collectedOn: '2026-11-20' }, null],
    [{ collectedOn: '2026-11-19' }, 'before_order'],
    [{ collectedOn: '2026-12-03' }, 'in_future'],
    [{ amount: 602_20 }, 'difference'],
    [{ amount: 602_20, confirmDifference: true }, null],
    [{ amount: 0, confirmDifference: true }, null],
  ] as const)('%o → %s', (change, refusal) => {
    expect(cashRefusal({ ...BASE, ...change })).toBe(refusal)
  })

  it('reads an amount as the desk types it, and nothing else', () => {
    expect(['602,25', '602.25', '1 234,5', '15082', '0', '602,255', '-3', '1e3', '', ' , '].map(parseAmount)).toEqual([
      602.25,
      602.25,
      1234.5,
      15082,
      0,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })

  it('takes whole cents and a day that exists only', () => {
    const ok = (amount: unknown, collectedOn = '2026-12-02') =>
      v.is(CashCollectRequestSchema, { collectedBy: 'Ján', amount, collectedOn })
    expect([602.25, 0.1 + 0.2, 0, 15_082].map((amount) => ok(amount))).toEqual([true, true, true, true])
    expect([602.255, -0.05, Number.NaN, Infinity, '602.25', 2_000_000].map((amount) => ok(amount))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ])
    expect(ok(1, '2026-02-29')).toBe(false)
    expect(ok(1, '2028-02-29')).toBe(true)
  })

  it("sums the day per driver and currency, one driver however the name's case and spaces were typed", () => {
    const report = cashReport([
      { number: '2026-000130', driver: 'Ján Vodič', amount: 100_00, due: 100_00, currency: 'EUR' },
      { number: '2026-000128', driver: ' ján  vodič', amount: 602_25, due: 602_25, currency: 'EUR' },
      { number: '2026-000129', driver: 'Ján Vodič', amount: 15_082_00, due: 15_082_00, currency: 'CZK' },
      { number: '2026-000131', driver: 'Adam', amount: 50_00, due: 50_05, currency: 'EUR' },
    ])
    expect(report.map((driver) => driver.driver)).toEqual(['Adam', 'Ján Vodič'])
    expect(report[1]!.orders.map((order) => order.number)).toEqual(['2026-000128', '2026-000129', '2026-000130'])
    expect(report[1]!.totals).toEqual([
      { currency: 'EUR', amount: 702.25 },
      { currency: 'CZK', amount: 15_082 },
    ])
    expect(report[0]!.orders).toEqual([{ number: '2026-000131', amount: 50, due: 50.05, currency: 'EUR' }])
    expect(cashReport([])).toEqual([])
  })
})
