import { inflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API } from '#domain/endpoints.ts'
import { productionParts } from '#domain/production/parts.ts'
import type { BoardsPlanResponse } from '#domain/production/boardsSchema.ts'
import { openDatabase, type Database } from '#server/db/index.ts'
import { orderIdOf, sheetOrders } from '#server/db/sheets.ts'
import { ordersOfProductionDay } from '#server/db/productionPlan.ts'
import { cartLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { runSql } from '#scripts/harness/db.ts'
import { pdfTexts } from '../fixtures/pdfText'
import { startServer, type TestServer } from './server'
import { addStaffAccount, staffSession } from './staffAccount'

const STAFF_TOKEN = 'staff-token-for-the-board-tests'
const bearer = { authorization: `Bearer ${STAFF_TOKEN}` }
let server: TestServer
let database: Database
const numbers: string[] = []

async function placeOrder(body: unknown): Promise<string> {
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `boards-${Date.now()}-${numbers.length}` },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { orderNumber: string }).orderNumber
}

beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60' })
  database = openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir })
  await addStaffAccount(server, 'dosky@skrinka.sk', 'Doska Šikovná', 'staff')
  numbers.push(await placeOrder(orderBody()))
  numbers.push(
    await placeOrder(orderBody({ lines: [cartLine({ variant: 'L2D', width: 100, doorColor: 'H1145ST10' }, 'SK', 2)] })),
  )
  numbers.push(await placeOrder(orderBody()))
  // The third is cancelled: a batch never plans it.
  await runSql(server, `update orders set status = 'cancelled' where number = '${numbers[2]}'`)
}, 60_000)
afterAll(async () => {
  await database?.close()
  await server?.stop()
})

const get = (path: string, headers: Record<string, string> = bearer) => fetch(`${server.url}${path}`, { headers })
const boardsJson = (query: string) => get(`${API.staffBoardsJson.path}?${query}`)

/** Every part ID of these orders, from their stored designs through the one source of parts. */
async function partIdsOf(orderNumbers: readonly string[]): Promise<string[]> {
  const ids = await Promise.all(orderNumbers.map((n) => orderIdOf(database.db, n)))
  return (await sheetOrders(database.db, ids as number[])).flatMap(productionParts).map((p) => p.id)
}

/** A pdfkit file's text when it is compressed: every stream inflated first, then read as tests/fixtures/pdfText does. */
function compressedPdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const inflated = source.replace(/stream\r?\n([\s\S]*?)\r?\nendstream/g, (whole, body: string) => {
    try {
      return `stream\n${inflateSync(Buffer.from(body, 'latin1')).toString('latin1')}\nendstream`
    } catch {
      return whole
    }
  })
  return pdfTexts(Buffer.from(inflated, 'latin1')).join('\n')
}

describe('board plans', () => {
  it('places every part of the named orders once, and leaves a cancelled order out', async () => {
    const response = await boardsJson(`orders=${numbers.join(',')}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const plan = (await response.json()) as BoardsPlanResponse
    expect(plan.orders).toEqual(numbers.slice(0, 2))
    const placed = plan.plans.flatMap((group) => group.boards.flatMap((b) => b.placements.map((p) => p.id)))
    expect([...placed].sort()).toEqual((await partIdsOf(numbers.slice(0, 2))).sort())
    expect(plan.plans.every((group) => group.unplaced.length === 0)).toBe(true)
    // The materials order: as many boards as the plans use, edge band and hardware for both orders.
    expect(plan.materials.boards.map((b) => b.count)).toEqual(plan.plans.map((g) => g.boards.length))
    expect(plan.materials.boards.every((b) => b.board.length === 2800 && b.board.kerf === 4.4)).toBe(true)
    expect(plan.materials.band.length).toBeGreaterThan(0)
    expect(plan.materials.hardware.find((h) => h.kind === 'hinges')?.count).toBeGreaterThan(0)
  })

  it("plans a production day's orders (the production plan's)", async () => {
    const day = '2026-12-02'
    const response = await boardsJson(`day=${day}`)
    expect(response.status).toBe(200)
    const plan = (await response.json()) as BoardsPlanResponse
    const ids = await ordersOfProductionDay(database.db, day)
    const planned = (await sheetOrders(database.db, ids)).filter((o) => o.status !== 'cancelled').map((o) => o.number)
    expect(plan.orders).toEqual(planned)
  })

  it('refuses a batch it cannot name: 400 without a day or orders or with a bad one, 404 an unknown order', async () => {
    expect((await boardsJson('')).status).toBe(400)
    expect((await boardsJson('day=2026-13-45')).status).toBe(400)
    expect((await boardsJson('orders=abc')).status).toBe(400)
    const unknown = await boardsJson(`orders=${numbers[0]},2026-999999`)
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { message: string }).message).toContain('2026-999999')
  })

  it('is for staff only', async () => {
    expect((await get(`${API.staffBoardsJson.path}?orders=${numbers[0]}`, {})).status).toBe(401)
    expect((await get(`${API.staffBoardsPdf.path}?orders=${numbers[0]}`, {})).status).toBe(401)
  })

  it('prints the plans as a PDF with each board and its yield, the offcuts and the materials order', async () => {
    const session = await staffSession(server, 'dosky@skrinka.sk')
    const response = await get(`${API.staffBoardsPdf.path}?orders=${numbers[0]},${numbers[1]}`, session)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="dosky-${numbers[0]}.pdf"`)
    const pdf = Buffer.from(await response.arrayBuffer())
    expect(pdf.toString('latin1').startsWith('%PDF-')).toBe(true)
    const text = compressedPdfText(pdf)
    const plan = (await (await boardsJson(`orders=${numbers[0]},${numbers[1]}`)).json()) as BoardsPlanResponse
    const first = plan.plans[0]!
    // The workshop's language is Slovak by default: "Doska 1 z N (…): výťažnosť 87,3 %".
    const yieldText = new Intl.NumberFormat('sk-SK', { style: 'percent', maximumFractionDigits: 1 }).format(
      first.boards[0]!.yield,
    )
    expect(text).toContain(yieldText)
    expect(text).toMatch(/výťažnosť/i)
    expect(text).toContain(first.boards[0]!.placements[0]!.id)
    expect(text).toContain('Objednávka materiálu')
  })
})

describe('a part as DXF', () => {
  it('draws the outline at cut size as a closed polyline, with the DXF header and its holes as circles', async () => {
    const order = (await sheetOrders(database.db, [(await orderIdOf(database.db, numbers[0]!))!]))[0]!
    const part = productionParts(order).find((p) => p.role === 'side')!
    const response = await get(API.staffPartDxf.path.replace(':id', encodeURIComponent(part.id)))
    expect(response.status).toBe(200)
    const dxf = await response.text()
    expect(dxf.trimStart().startsWith('0\nSECTION\n2\nHEADER')).toBe(true)
    expect(dxf).toContain('LWPOLYLINE')
    expect(dxf).toContain('OUTLINE')
    // The cut size's corners: the outline's vertices (code 10 x, 20 y).
    expect(dxf).toMatch(new RegExp(`\\n10\\n${part.cut.length}\\n20\\n${part.cut.width}\\n`))
    expect(dxf.match(/\nCIRCLE\n/g)?.length ?? 0).toBe(part.holes.length)
    expect(dxf.trimEnd().endsWith('EOF')).toBe(true)
  })

  it('answers 404 for an ID that is not a part of an order', async () => {
    for (const id of [`${numbers[0]}.1.1.no-such-part`, '2026-999999.1.1.side-left', 'nonsense'])
      expect((await get(API.staffPartDxf.path.replace(':id', encodeURIComponent(id)))).status).toBe(404)
  })
})
