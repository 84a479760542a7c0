import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { runSql } from '#scripts/harness/db.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { addStaffAccount } from './staffAccount'
import { API, withParams } from '#domain/endpoints.ts'
import { sundayOf, type StaffDashboard } from '#domain/dashboard.ts'
import { dueDay, shopTime, type FulfilmentOrder, type FulfilmentStatus } from '#domain/fulfilment.ts'
import type { Country } from '#domain/locale.ts'
import type { StaffOrderDetail } from '#domain/staffOrders.ts'
import { LEAD_TIMES } from '#site/shop.ts'

const STAFF_TOKEN = 'staff-token-for-the-dashboard-tests'
const PASSWORD = 'heslo-pre-testy-36'
const bearer = { authorization: `Bearer ${STAFF_TOKEN}` }
let server: TestServer
let keys = 0

async function place(country: Country): Promise<string> {
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `dashboard-${Date.now()}-${++keys}` },
    body: JSON.stringify(orderBody({ country })),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { orderNumber: string }).orderNumber
}

/** Moves an order through the statuses, each from the version the last answer gave. */
async function walk(number: string, statuses: FulfilmentStatus[]) {
  let order = { status: 'received', version: 0 } as Pick<FulfilmentOrder, 'status' | 'version'>
  for (const to of statuses) {
    const response = await fetch(`${server.url}${withParams(API.staffOrderStatus, { number }).path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer },
      body: JSON.stringify({ from: order.status, to, version: order.version }),
    })
    expect(response.status, await response.clone().text()).toBe(200)
    order = ((await response.json()) as { order: FulfilmentOrder }).order
  }
}

const total = async (number: string) => {
  const response = await fetch(`${server.url}${withParams(API.staffOrder, { number }).path}`, { headers: bearer })
  return ((await response.json()) as StaffOrderDetail).total
}
const dashboard = (headers: Record<string, string> = bearer) =>
  fetch(`${server.url}${API.staffDashboard.path}`, { headers })
const cents = (units: number) => Math.round(units * 100)

/** A confirmation day (noon UTC) whose due day falls from today to Sunday, if any working day does. */
function confirmedDueThisWeek(today: string): string | undefined {
  const sunday = sundayOf(today)
  for (let back = 0; back < 60; back++) {
    const at = new Date(Date.parse(`${today}T12:00:00Z`) - back * 86_400_000)
    const due = dueDay(at, LEAD_TIMES.termsProduction, 'SK')
    if (due >= today && due <= sunday) return at.toISOString()
  }
  return undefined
}

const expected = { toConfirm: 0, inProduction: 0, late: 0, dueThisWeek: 0 }
const sales = { SK: { orders: 0, net: 0, gross: 0 }, CZ: { orders: 0, net: 0, gross: 0 } }
let cashCzk = 0

beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60' })
  const today = shopTime(new Date()).slice(0, 10)
  const counted = async (number: string, country: Country) => {
    const { net, gross } = await total(number)
    sales[country].orders++
    sales[country].net += cents(net)
    sales[country].gross += cents(gross)
    return gross
  }
  // Two new orders to confirm, one of them Czech.
  for (const country of ['SK', 'CZ'] as const) await counted(await place(country), country)
  expected.toConfirm = 2
  // Confirmed long ago and not made yet: late.
  const late = await place('SK')
  await walk(late, ['confirmed'])
  await runSql(server, `update orders set confirmed_at = '2020-01-06T09:00:00.000Z' where number = '${late}'`)
  await counted(late, 'SK')
  expected.late = 1
  // In production, confirmed today: due weeks from now.
  const making = await place('SK')
  await walk(making, ['confirmed', 'inProduction'])
  await counted(making, 'SK')
  expected.inProduction = 1
  // In production and due this week, when a working day is left in it.
  const dueAt = confirmedDueThisWeek(today)
  if (dueAt) {
    const due = await place('SK')
    await walk(due, ['confirmed', 'inProduction'])
    await runSql(server, `update orders set confirmed_at = '${dueAt}' where number = '${due}'`)
    await counted(due, 'SK')
    expected.inProduction++
    expected.dueThisWeek = 1
  }
  // Ready: cash to collect; delivered: a sale, no longer cash.
  const ready = await place('CZ')
  await walk(ready, ['confirmed', 'inProduction', 'ready'])
  // Crowns are paid in cash to the whole crown (issue 37.2).
  cashCzk = Math.round(cents(await counted(ready, 'CZ')) / 100) * 100
  const delivered = await place('CZ')
  await walk(delivered, ['confirmed', 'inProduction', 'ready', 'delivered'])
  await counted(delivered, 'CZ')
  // Cancelled this month, and delivered last month: no sale of this month.
  await walk(await place('SK'), ['cancelled'])
  const old = await place('SK')
  await walk(old, ['confirmed', 'inProduction', 'ready', 'delivered'])
  await runSql(server, `update orders set created_at = '2020-01-03T09:00:00.000Z' where number = '${old}'`)
  await addStaffAccount(server, 'jana@skrinka.sk', 'Jana', 'staff', PASSWORD)
}, 120_000)
afterAll(() => server?.stop())

describe(`GET ${API.staffDashboard.path}`, () => {
  it('answers 401 without a session or bearer, never cached', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }] as Record<string, string>[]) {
      const response = await dashboard(headers)
      expect(response.status).toBe(401)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('counts the orders placed: to confirm, in production, due this week, late, cash and the month per market', async () => {
    const signIn = await fetch(`${server.url}${API.staffSignIn.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'jana@skrinka.sk', password: PASSWORD }),
    })
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!
    const response = await dashboard({ cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const figures = (await response.json()) as StaffDashboard
    expect(figures.today).toBe(shopTime(new Date()).slice(0, 10))
    expect(figures.month.from).toBe(`${figures.today.slice(0, 7)}-01`)
    expect({
      toConfirm: figures.toConfirm,
      inProduction: figures.inProduction,
      late: figures.late,
      dueThisWeek: figures.dueThisWeek,
    }).toEqual(expected)
    expect(figures.cash.map((sum) => ({ ...sum, gross: cents(sum.gross) }))).toEqual([
      { currency: 'EUR', orders: 0, gross: 0 },
      { currency: 'CZK', orders: 1, gross: cashCzk },
    ])
    expect(figures.sales.map((sum) => ({ ...sum, net: cents(sum.net), gross: cents(sum.gross) }))).toEqual([
      { country: 'SK', currency: 'EUR', ...sales.SK },
      { country: 'CZ', currency: 'CZK', ...sales.CZ },
    ])
  })
})
