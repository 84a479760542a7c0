import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { StaffOrdersSearchSchema } from '#routes/-lib/search.ts'
import { dueDay } from '#domain/fulfilment.ts'
import {
  lastConfirmationDueBy,
  ordersCsv,
  ORDERS_CSV_HEADER,
  shopDayEnd,
  shopDayStart,
  type StaffOrderRow,
} from '#domain/staffOrders.ts'

const row: StaffOrderRow = {
  number: '2026-000042',
  createdAt: '2026-11-27T23:30:00.000Z',
  name: 'Jana Kováčová',
  company: 'Stolárstvo; "Dub" s.r.o.',
  ico: '12345679',
  email: 'jana@example.sk',
  phone: '911222333',
  city: 'Trnava',
  country: 'SK',
  currency: 'EUR',
  delivery: 'pickup',
  due: '2026-12-23',
  late: false,
  totalNet: 1000,
  totalGross: 1230.1,
  status: 'confirmed',
}

describe("the orders desk's address (StaffOrdersSearchSchema)", () => {
  it('keeps every filter of the contract and drops a malformed one on its own, never an error page', () => {
    const search = { status: 'ready', due: 'late', from: '2026-11-01', to: '2026-11-30', country: 'CZ' }
    expect(v.parse(StaffOrdersSearchSchema, { ...search, q: 'brno', sort: 'due', dir: 'desc' })).toEqual({
      ...search,
      q: 'brno',
      sort: 'due',
      dir: 'desc',
    })
    expect(
      v.parse(StaffOrdersSearchSchema, {
        status: 'lost',
        due: 'soon',
        from: '2026-13-01',
        to: 'včera',
        country: 'DE',
        sort: 'name',
        dir: 'up',
        q: 'novák',
        utm_source: 'x',
      }),
    ).toEqual({ q: 'novák' })
  })
})

describe("the shop's days and the due window", () => {
  it("start at midnight in Bratislava, in winter and in summer time, and end at the next day's start", () => {
    expect(shopDayStart('2026-01-15')).toBe('2026-01-14T23:00:00.000Z')
    expect(shopDayStart('2026-07-15')).toBe('2026-07-14T22:00:00.000Z')
    // The day summer time starts has 23 hours.
    expect(shopDayEnd('2026-03-29')).toBe('2026-03-29T22:00:00.000Z')
  })

  it("finds the last confirmation day due by a day, the holidays of each market counted (as dueDay's brute force)", () => {
    for (const country of ['SK', 'CZ'] as const)
      for (const by of ['2026-12-24', '2026-11-02', '2026-05-11', '2026-09-01'])
        for (const workingDays of [1, 5, 20]) {
          const last = lastConfirmationDueBy(by, workingDays, country)
          const dueOn = (day: string) => dueDay(new Date(`${day}T12:00:00Z`), workingDays, country)
          const next = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
          expect(dueOn(last) <= by, `${country} ${by} ${workingDays}`).toBe(true)
          expect(dueOn(next) > by, `${country} ${by} ${workingDays}`).toBe(true)
        }
  })
})

describe('ordersCsv', () => {
  it('writes a BOM, the header and one row per order: times on the shop clock, money with a point, VAT the difference', () => {
    const csv = ordersCsv([row, { ...row, number: '2026-000043', company: null, ico: null, due: null }])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const [header, first, second, end] = csv.slice(1).split('\r\n')
    expect(header).toBe(ORDERS_CSV_HEADER.join(';'))
    expect(first).toBe(
      '2026-000042;2026-11-28 00:30:00;confirmed;pickup;2026-12-23;Jana Kováčová;"Stolárstvo; ""Dub"" s.r.o.";12345679;' +
        'jana@example.sk;911222333;Trnava;SK;1000.00;230.10;1230.10;EUR',
    )
    expect(second!.split(';').slice(4, 8)).toEqual(['', 'Jana Kováčová', '', ''])
    expect(end).toBe('')
  })

  it("keeps a customer's formula from running in the spreadsheet (a leading apostrophe)", () => {
    const [, first] = ordersCsv([{ ...row, company: null, name: '=HYPERLINK("http://x.test")', city: '@Trnava' }])
      .slice(1)
      .split('\r\n')
    const fields = first!.split(';')
    expect(fields[ORDERS_CSV_HEADER.indexOf('customer')]).toBe('"\'=HYPERLINK(""http://x.test"")"')
    expect(fields[ORDERS_CSV_HEADER.indexOf('city')]).toBe("'@Trnava")
  })

  it('is the header alone for no order', () => {
    expect(ordersCsv([])).toBe(`\uFEFF${ORDERS_CSV_HEADER.join(';')}\r\n`)
  })
})
