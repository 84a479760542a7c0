import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API, type Endpoint } from '#domain/endpoints.ts'
import type { CutList } from '#domain/cabinet/cutList.ts'
import type { Cabinet } from '#domain/cabinet/model.ts'
import { hallwayCartItem } from '#domain/cart.ts'
import { cabinetLine, cutListCsv, hallwayLine, ordersCutListCsv, type CutListLine } from '#domain/cutListCsv.ts'
import { priceHallway } from '#domain/hallway/cutList.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { priceDataOf } from '#domain/priceData.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'
import { openDatabase, type Database } from '#server/db/index.ts'
import { ordersOfProductionDay, planPending } from '#server/db/productionPlan.ts'
import { cartLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { queryRows, runSql } from '#scripts/harness/db.ts'
import { inflatedPdf, pdfTexts } from '../fixtures/pdfText'
import { startServer, type TestServer } from './server'
import { addStaffAccount, staffSession } from './staffAccount'

const STAFF_TOKEN = 'staff-token-for-the-sheet-tests'
const bearer = { authorization: `Bearer ${STAFF_TOKEN}` }
let server: TestServer
let database: Database
/** The numbers of the orders made for these tests, in the order they were made. */
const numbers: string[] = []

async function placeOrder(body: unknown): Promise<string> {
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `sheets-${Date.now()}-${numbers.length}` },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { orderNumber: string }).orderNumber
}

beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60' })
  database = openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir })
  await addStaffAccount(server, 'dielna@skrinka.sk', 'Dielňa Šťastná', 'staff')
  const hallway = defaultHallway()
  const hallwayItem = hallwayCartItem(hallway, priceDataOf(priceHallway(hallway, PRICE_LISTS.CZ)), 'cz', '/cz/chodby')
  numbers.push(await placeOrder(orderBody()))
  numbers.push(await placeOrder(orderBody({ country: 'CZ', lines: [hallwayItem, cartLine({}, 'CZ', 3)] })))
  numbers.push(
    await placeOrder(orderBody({ lines: [cartLine({ variant: 'L2D', width: 100, doorColor: 'H1145ST10' })] })),
  )
}, 60_000)
afterAll(async () => {
  await database?.close()
  await server?.stop()
})

const pathOf = (entry: Endpoint, number?: string) =>
  number === undefined ? entry.path : entry.path.replace(':number', encodeURIComponent(number))
const get = (entry: Endpoint, number?: string, headers: Record<string, string> = bearer, query = '') =>
  fetch(`${server.url}${pathOf(entry, number)}${query}`, { method: entry.method, headers })
/** The body's text with its BOM kept (fetch's text() drops it). */
const rawText = async (response: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())

/** The domain's cut list lines of a stored order: the cut list as the order stored it, with the decors of its design. */
async function storedLines(number: string): Promise<CutListLine[]> {
  const rows = await queryRows<{ position: number; count: number; design: string; cut_list: string }>(
    server,
    `select l.position, l.count, l.design, l.cut_list from order_line l join orders o on o.id = l.order_id
     where o.number = '${number}' order by l.position`,
  )
  expect(rows.length).toBeGreaterThan(0)
  return rows.map((row) => {
    const design = (JSON.parse(row.design) as { design: Cabinet | Hallway }).design
    const stored = JSON.parse(row.cut_list) as CutList
    const line = Number(row.position) + 1
    const count = Number(row.count)
    const made = 'cabinets' in design ? hallwayLine(line, count, design) : cabinetLine(line, count, design)
    return { ...made, parts: stored.parts }
  })
}

/** The numbers a PDF names in its outline (one bookmark per order). */
const bookmarks = (pdf: string) => [...pdf.matchAll(/\/Title \((\d{4}-\d{6})\)/g)].map((match) => match[1])

describe('production sheets of one order', () => {
  it("answers the order's cut list as CSV: the rows of the cut list the order stored, BOM, CRLF", async () => {
    for (const number of numbers) {
      const response = await get(API.staffCutListCsv, number)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="rezny-plan-${number}.csv"`)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const csv = await rawText(response)
      expect(csv.startsWith('\uFEFFOrder;Line;Part;Material;')).toBe(true)
      expect(csv).toBe(cutListCsv(number, await storedLines(number)))
    }
    // The hallway's CZ order: its rows carry line 1 (the hallway) and line 2 (three cabinets).
    const second = (await rawText(await get(API.staffCutListCsv, numbers[1]))).split('\r\n').slice(1, -1)
    expect(new Set(second.map((record) => record.split(';')[1]))).toEqual(new Set(['1', '2']))
  })

  it('answers the work order as a PDF that names the order, on a session as well as the bearer', async () => {
    const session = await staffSession(server, 'dielna@skrinka.sk')
    for (const [number, headers] of [
      [numbers[0]!, session],
      [numbers[1]!, bearer],
    ] as const) {
      const response = await get(API.staffWorkOrderPdf, number, headers)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="pracovny-prikaz-${number}.pdf"`)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1')
      expect(pdf.startsWith('%PDF-')).toBe(true)
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true)
      expect(bookmarks(pdf)).toEqual([number])
    }
  })

  it('answers 404 for an order that does not exist', async () => {
    expect((await get(API.staffCutListCsv, '2026-999999')).status).toBe(404)
    expect((await get(API.staffWorkOrderPdf, '2026-999999')).status).toBe(404)
  })
})

describe("production sheets of a production day's orders", () => {
  it('takes exactly the orders planned that day into one CSV and one PDF', async () => {
    // Confirmed without the status move (as before the calendar existed): the first read of the plan plans them.
    const now = new Date().toISOString()
    await runSql(
      server,
      `update orders set status = 'confirmed', confirmed_at = '${now}' where number in ('${numbers[0]}', '${numbers[2]}')`,
    )
    await runSql(server, `update orders set status = 'received' where number = '${numbers[1]}'`)
    await planPending(database.db)
    const plans = await queryRows<{ number: string; day: string }>(
      server,
      `select o.number, p.day from production_plan p join orders o on o.id = p.order_id order by o.confirmed_at, o.id`,
    )
    expect(plans.map((plan) => plan.number)).toEqual([numbers[0], numbers[2]])
    // Both orders fit the seed's capacity of a day: one day, the same for both.
    const day = plans[0]!.day
    const confirmed = plans.filter((plan) => plan.day === day).map((plan) => plan.number)
    expect(confirmed.length).toBeGreaterThan(0)
    expect(await ordersOfProductionDay(database.db, day)).toHaveLength(confirmed.length)

    const csvResponse = await get(API.staffBatchCutListCsv, undefined, bearer, `?day=${day}`)
    expect(csvResponse.status).toBe(200)
    expect(csvResponse.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csvResponse.headers.get('content-disposition')).toBe(`attachment; filename="rezny-plan-vyroba-${day}.csv"`)
    expect(csvResponse.headers.get('cache-control')).toBe('no-store')
    const expected = await Promise.all(confirmed.map(async (order) => ({ order, lines: await storedLines(order) })))
    expect(await rawText(csvResponse)).toBe(ordersCutListCsv(expected))

    const pdfResponse = await get(API.staffBatchWorkOrderPdf, undefined, bearer, `?day=${day}`)
    expect(pdfResponse.status).toBe(200)
    expect(pdfResponse.headers.get('content-type')).toBe('application/pdf')
    expect(pdfResponse.headers.get('content-disposition')).toBe(`attachment; filename="pracovne-prikazy-${day}.pdf"`)
    expect(pdfResponse.headers.get('cache-control')).toBe('no-store')
    const pdf = Buffer.from(await pdfResponse.arrayBuffer()).toString('latin1')
    expect(pdf.startsWith('%PDF-')).toBe(true)
    expect(bookmarks(pdf)).toEqual(confirmed)

    // Without a day: today's production day's batch, named by it.
    const todays = await get(API.staffBatchCutListCsv)
    expect(todays.status).toBe(200)
    expect(todays.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rezny-plan-vyroba-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
  })

  it('gives the header alone and a one-page PDF when no order of the day is confirmed any more', async () => {
    const [plan] = await queryRows<{ day: string }>(server, 'select day from production_plan')
    await runSql(server, `update orders set status = 'received'`)
    expect(await rawText(await get(API.staffBatchCutListCsv, undefined, bearer, `?day=${plan!.day}`))).toBe(
      ordersCutListCsv([]),
    )
    const pdf = Buffer.from(
      await (await get(API.staffBatchWorkOrderPdf, undefined, bearer, `?day=${plan!.day}`)).arrayBuffer(),
    ).toString('latin1')
    expect(pdf.startsWith('%PDF-')).toBe(true)
    expect(bookmarks(pdf)).toEqual([])
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1)
  })
})

describe('a cancelled order on the floor', () => {
  it('stamps its own work order on every page, with the order and "page N of M" in each footer', async () => {
    const number = numbers[2]!
    await runSql(server, `update orders set status = 'cancelled' where number = '${number}'`)
    const pdf = inflatedPdf(Buffer.from(await (await get(API.staffWorkOrderPdf, number)).arrayBuffer()))
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)!.length
    const text = pdfTexts(pdf).join('\n')
    // The workshop's language (Slovak unless the owner set Czech): the stamp twice on each page, a footer per page.
    const stamp = text.includes('STORNOVANÉ') ? 'STORNOVANÉ' : 'STORNOVÁNO'
    expect(text.match(new RegExp(`^${stamp}$`, 'gm'))).toHaveLength(2 * pages)
    const footers = [...text.matchAll(new RegExp(`${number} · [^\n]* (\\d+) z (\\d+)`, 'g'))]
    expect(footers.map((footer) => Number(footer[1]))).toEqual(Array.from({ length: pages }, (_, i) => i + 1))
    await runSql(server, `update orders set status = 'confirmed' where number = '${number}'`)
  })
})

describe('who may read the sheets', () => {
  it('answers 401 without a session or with a made-up one, for every sheet call', async () => {
    for (const entry of [
      API.staffCutListCsv,
      API.staffWorkOrderPdf,
      API.staffBatchCutListCsv,
      API.staffBatchWorkOrderPdf,
    ]) {
      expect((await get(entry, numbers[0], {})).status, entry.path).toBe(401)
      expect((await get(entry, numbers[0], { cookie: 'skrinka_staff=made-up-session-id' })).status, entry.path).toBe(
        401,
      )
      expect((await get(entry, numbers[0], { authorization: 'Bearer wrong-token-wrong-token' })).status).toBe(401)
    }
  })
})
