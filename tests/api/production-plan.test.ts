/**
 * The production calendar (issue 38.5, docs/decisions/0045-calendar.md): a confirmation plans the order on the first
 * workshop day after the cancellation window with room, capacity fills a day, a cancellation frees its room for the
 * next confirmation, an order confirmed before the calendar is planned on the next read, the week call shows it all,
 * and the batch sheets print a production day's orders (again, the same).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API, withParams } from '#domain/endpoints.ts'
import { ordersCutListCsv } from '#domain/cutListCsv.ts'
import { shopTime, type FulfilmentOrder, type FulfilmentStatus } from '#domain/fulfilment.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { earliestProductionDay, type StaffProductionWeek } from '#domain/production/plan.ts'
import { DEFAULT_WORKSHOP } from '#domain/settings.ts'
import { queryRows, runSql } from '#scripts/harness/db.ts'
import { cartLine, hallwayLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { startServer, type TestServer } from './server'

const STAFF_TOKEN = 'staff-token-for-the-production-plan-tests'
const bearer = { authorization: `Bearer ${STAFF_TOKEN}`, 'x-staff-name': encodeURIComponent('Skript Výroba') }
let server: TestServer
let keys = 0

beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60', CONFIG_MAX_AGE_MS: '0' })
}, 60_000)
afterAll(() => server?.stop())

async function placeOrder(lines = [cartLine({}, 'SK', 1)]): Promise<string> {
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `production-plan-${Date.now()}-${++keys}` },
    body: JSON.stringify(orderBody({ lines })),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { orderNumber: string }).orderNumber
}

async function move(number: string, from: FulfilmentStatus, to: FulfilmentStatus, version: number, note = '') {
  const response = await fetch(`${server.url}${withParams(API.staffOrderStatus, { number }).path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer },
    body: JSON.stringify({ from, to, version, note }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return ((await response.json()) as { order: FulfilmentOrder }).order
}

const get = (path: string) => fetch(`${server.url}${path}`, { headers: bearer })

async function week(from?: string): Promise<StaffProductionWeek> {
  const response = await get(`${API.staffProductionWeek.path}${from ? `?from=${from}` : ''}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return (await response.json()) as StaffProductionWeek
}

/** The planned day of an order, read from the database (the week call is checked against it). */
async function plannedDay(number: string): Promise<{ day: string; pieces: number } | undefined> {
  const [row] = await queryRows<{ day: string; pieces: number }>(
    server,
    `select p.day, p.pieces from production_plan p join orders o on o.id = p.order_id where o.number = '${number}'`,
  )
  return row && { day: row.day, pieces: Number(row.pieces) }
}

const rawText = async (response: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
const bookmarks = (pdf: string) => [...pdf.matchAll(/\/Title \((\d{4}-\d{6})\)/g)].map((match) => match[1])

describe('the production plan', () => {
  const numbers: Record<string, string> = {}
  // The first day after the cancellation window of an order confirmed now (the seed's Slovak Monday–Friday workshop).
  const first = () =>
    earliestProductionDay(new Date(), 'SK', { ...DEFAULT_WORKSHOP, country: 'SK' }, shopTime(new Date()).slice(0, 10))

  it('plans confirmations on the first day after the window until the capacity is used, then the next day', async () => {
    numbers.a = await placeOrder([cartLine({}, 'SK', 1)])
    numbers.b = await placeOrder([cartLine({}, 'SK', DEFAULT_WORKSHOP.capacity - 1)])
    numbers.c = await placeOrder([cartLine({}, 'SK', 1)])
    for (const key of ['a', 'b', 'c']) await move(numbers[key]!, 'received', 'confirmed', 0)
    const day = first()
    expect(await plannedDay(numbers.a!)).toEqual({ day, pieces: 1 })
    expect(await plannedDay(numbers.b!)).toEqual({ day, pieces: DEFAULT_WORKSHOP.capacity - 1 })
    const c = await plannedDay(numbers.c!)
    expect(c!.day > day).toBe(true)

    const plan = await week(day)
    const shown = plan.days.find((d) => d.day === day)!
    expect(shown).toMatchObject({ working: true, holiday: false, used: DEFAULT_WORKSHOP.capacity })
    expect(shown.capacity).toBe(DEFAULT_WORKSHOP.capacity)
    expect(shown.orders.map((o) => o.number)).toEqual([numbers.a, numbers.b])
    expect(shown.orders[0]).toMatchObject({ surname: 'Kováčová', status: 'confirmed', pieces: 1, late: false })
    expect(shown.orders[0]!.due > day).toBe(true)
    expect(shown.orders[0]!.due <= shown.orders[0]!.termsDue).toBe(true)
    const next = await week(c!.day)
    expect(next.days.find((d) => d.day === c!.day)!.orders.map((o) => o.number)).toEqual([numbers.c])
  })

  it('counts a hallway as its modules', async () => {
    numbers.h = await placeOrder([hallwayLine()])
    await move(numbers.h, 'received', 'confirmed', 0)
    expect((await plannedDay(numbers.h))!.pieces).toBe(defaultHallway().cabinets.length)
  })

  it('a cancellation frees its room for the next confirmation; the plans made stay where they are', async () => {
    const c = await plannedDay(numbers.c!)
    await move(numbers.b!, 'confirmed', 'cancelled', 1)
    expect(await plannedDay(numbers.b!)).toBeUndefined()
    numbers.e = await placeOrder([cartLine({}, 'SK', 1)])
    await move(numbers.e, 'received', 'confirmed', 0)
    expect((await plannedDay(numbers.e))!.day).toBe(first())
    expect(await plannedDay(numbers.c!)).toEqual(c)
    const shown = (await week(first())).days.find((d) => d.day === first())!
    expect(shown.orders.map((o) => o.number)).toEqual([numbers.a, numbers.e])
  })

  it('plans an order confirmed before the calendar existed on the next read', async () => {
    numbers.old = await placeOrder([cartLine({}, 'SK', 1)])
    await runSql(
      server,
      `update orders set status = 'confirmed', status_version = 1, confirmed_at = '${new Date().toISOString()}' where number = '${numbers.old}'`,
    )
    expect(await plannedDay(numbers.old)).toBeUndefined()
    const plan = await week()
    expect(plan.from <= plan.today).toBe(true)
    const planned = await plannedDay(numbers.old)
    expect(planned).toBeDefined()
    const shownIn = await week(planned!.day)
    expect(shownIn.days.flatMap((d) => d.orders.map((o) => o.number))).toContain(numbers.old)
  })

  it('warns when the planned ready day is past the terms’ limit', async () => {
    await runSql(
      server,
      `update production_plan set due_on = '2099-12-31' where order_id = (select id from orders where number = '${numbers.a}')`,
    )
    const order = (await week(first())).days.flatMap((d) => d.orders).find((o) => o.number === numbers.a)!
    expect(order.late).toBe(true)
    expect(order.due).toBe('2099-12-31')
  })

  it("answers an order's plan for its detail: the day, ready, late; none once cancelled; 404 unknown", async () => {
    const plan = async (number: string) => {
      const response = await get(withParams(API.staffOrderPlan, { number }).path)
      expect(response.headers.get('cache-control')).toBe('no-store')
      return { status: response.status, body: (await response.json()) as { plan: unknown } }
    }
    const a = await plan(numbers.a!)
    expect(a.status).toBe(200)
    expect(a.body.plan).toMatchObject({ day: first(), due: '2099-12-31', late: true })
    expect(await plan(numbers.b!)).toEqual({ status: 200, body: { plan: null, promise: null } })
    expect((await plan('2026-999999')).status).toBe(404)
  })

  it('answers 400 for a malformed day', async () => {
    expect((await get(`${API.staffProductionWeek.path}?from=2026-13-01`)).status).toBe(400)
    expect((await get(`${API.staffBatchCutListCsv.path}?day=tomorrow`)).status).toBe(400)
    expect((await fetch(`${server.url}${API.staffProductionWeek.path}`)).status).toBe(401)
  })

  it("prints a production day's batch, the same again, without the cancelled order", async () => {
    const day = first()
    // The orders planned that day, in the order they were confirmed: a and e (b was cancelled), and any other that fit.
    const planned: string[] = []
    for (const key of ['a', 'b', 'c', 'h', 'e', 'old'])
      if ((await plannedDay(numbers[key]!))?.day === day) planned.push(numbers[key]!)
    expect(planned.slice(0, 2)).toEqual([numbers.a, numbers.e])
    const csvResponse = await get(`${API.staffBatchCutListCsv.path}?day=${day}`)
    expect(csvResponse.status).toBe(200)
    expect(csvResponse.headers.get('content-disposition')).toBe(`attachment; filename="rezny-plan-vyroba-${day}.csv"`)
    const csv = await rawText(csvResponse)
    const orderColumn = [
      ...new Set(
        csv
          .split('\r\n')
          .slice(1, -1)
          .map((row) => row.split(';')[0]),
      ),
    ]
    expect(orderColumn).toEqual(planned)
    expect(await rawText(await get(`${API.staffBatchCutListCsv.path}?day=${day}`))).toBe(csv)

    const pdfResponse = await get(`${API.staffBatchWorkOrderPdf.path}?day=${day}`)
    expect(pdfResponse.status).toBe(200)
    expect(pdfResponse.headers.get('content-disposition')).toBe(`attachment; filename="pracovne-prikazy-${day}.pdf"`)
    expect(bookmarks(Buffer.from(await pdfResponse.arrayBuffer()).toString('latin1'))).toEqual(planned)

    // A day nothing is planned on: the header alone.
    expect(await rawText(await get(`${API.staffBatchCutListCsv.path}?day=2020-01-06`))).toBe(ordersCutListCsv([]))
  })
})
