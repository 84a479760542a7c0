/**
 * The shop floor (issue 38.2, 38.4): the labels PDF (its QR codes read back to the parts' shop-floor addresses), a
 * part's card, the steps (idempotent; the first moves the order to production, the last packed to ready with the
 * customer's e-mail), the refusals (unknown part, cancelled order) and the workshop account's reach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import jsQR from 'jsqr'
import { API, withParams } from '#domain/endpoints.ts'
import type { FulfilmentOrder, FulfilmentStatus } from '#domain/fulfilment.ts'
import { partAddress, productionParts, type ProductionPart } from '#domain/production/parts.ts'
import { PART_STEPS, type OrderProgress, type PartCard, type PartStepResponse } from '#domain/production/steps.ts'
import { openDatabase, type Database } from '#server/db/index.ts'
import { orderIdOf, sheetOrders } from '#server/db/sheets.ts'
import { customerForm, orderBody } from '#scripts/harness/fixtures/order.ts'
import { queryRows, runSql } from '#scripts/harness/db.ts'
import { inflatedPdf, pdfTexts } from '../fixtures/pdfText'
import { dbKind, startServer, type TestServer } from './server'
import { addStaffAccount, staffSession } from './staffAccount'

const STAFF_TOKEN = 'staff-token-for-the-floor-tests'
const bearer = { authorization: `Bearer ${STAFF_TOKEN}`, 'x-staff-name': 'floor-tests' }
let server: TestServer
let database: Database
let workshop: { cookie: string }
let keys = 0

beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60' })
  database = openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir })
  await addStaffAccount(server, 'dielna@skrinka.sk', 'Dielňa Hoblíková', 'workshop')
  workshop = await staffSession(server, 'dielna@skrinka.sk')
}, 60_000)
afterAll(async () => {
  await database?.close()
  await server?.stop()
})

async function placeOrder(): Promise<string> {
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `floor-${Date.now()}-${++keys}` },
    body: JSON.stringify(orderBody()),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { orderNumber: string }).orderNumber
}

/** Moves an order through statuses as the desk would (bearer script). */
async function walk(number: string, statuses: FulfilmentStatus[]) {
  let order = { status: 'received' as FulfilmentStatus, version: 0 }
  for (const to of statuses) {
    const response = await fetch(`${server.url}${withParams(API.staffOrderStatus, { number }).path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer },
      body: JSON.stringify({ from: order.status, to, version: order.version, note: 'test' }),
    })
    expect(response.status, await response.clone().text()).toBe(200)
    order = ((await response.json()) as { order: FulfilmentOrder }).order
  }
}

/** The order's boards as the domain makes them from its stored lines. */
async function partsOf(number: string): Promise<ProductionPart[]> {
  const [order] = await sheetOrders(database.db, [(await orderIdOf(database.db, number))!])
  return productionParts(order!)
}

const step = (id: string, body: unknown, headers: Record<string, string> = workshop) =>
  fetch(`${server.url}${withParams(API.staffPartSteps, { id }).path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

const statusOf = async (number: string) =>
  (await queryRows<{ status: string }>(server, `select status from orders where number = '${number}'`))[0]!.status

const outboxKinds = async (number: string) =>
  (
    await queryRows<{ kind: string }>(
      server,
      `select kind from outbox where order_id = (select id from orders where number = '${number}') order by id`,
    )
  ).map((row) => row.kind)

/**
 * The QR codes of a PDF's pages, read back: pdfkit draws each as vector squares (src/server/pdf/pdf.ts drawQr), so a
 * page's squares of the most common size are laid on a grid, painted into pixels and given to jsQR.
 */
function qrTextsOf(pdf: Buffer): string[] {
  const source = inflatedPdf(pdf).toString('latin1')
  const streams = [...source.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((match) => match[1]!)
  const texts: string[] = []
  for (const stream of streams) {
    const squares = [...stream.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re/g)]
      .map((match) => match.slice(1, 5).map(Number) as [number, number, number, number])
      .filter(([, , w, h]) => Math.abs(w - h) < 1e-6)
    if (squares.length < 100) continue
    const sizes = new Map<string, number>()
    for (const [, , w] of squares) sizes.set(w.toFixed(4), (sizes.get(w.toFixed(4)) ?? 0) + 1)
    const cell = Number([...sizes].sort((a, b) => b[1] - a[1])[0]![0])
    const cells = squares.filter(([, , w]) => Math.abs(w - cell) < 1e-3)
    const x0 = Math.min(...cells.map(([x]) => x))
    const y0 = Math.min(...cells.map(([, y]) => y))
    const grid = cells.map(([x, y]) => [Math.round((x - x0) / cell), Math.round((y - y0) / cell)] as const)
    const modules = Math.max(...grid.flat()) + 1
    const scale = 6
    const side = (modules + 8) * scale
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
    for (const [col, row] of grid)
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const at = (((row + 4) * scale + dy) * side + (col + 4) * scale + dx) * 4
          pixels[at] = pixels[at + 1] = pixels[at + 2] = 0
        }
    const read = jsQR(pixels, side, side)
    if (read) texts.push(read.data)
  }
  return texts
}

describe(`the shop floor (${dbKind()})`, () => {
  let number: string
  let parts: ProductionPart[]

  beforeAll(async () => {
    number = await placeOrder()
    await walk(number, ['confirmed'])
    parts = await partsOf(number)
    expect(parts.length).toBeGreaterThan(3)
  })

  it('prints a roll label per board whose QR code opens the part on the shop floor', async () => {
    const address = `${server.url}${API.staffLabelsPdf.path}?orders=${encodeURIComponent(number)}&format=roll`
    // Labels are printed at the desk: the workshop account may only scan (issue 38.4).
    expect((await fetch(address, { headers: workshop })).status).toBe(403)
    const response = await fetch(address, { headers: bearer })
    expect(response.status, await response.clone().text()).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const pdf = Buffer.from(await response.arrayBuffer())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    // One 62 mm page per board, each with its part's QR code.
    expect(
      inflatedPdf(pdf)
        .toString('latin1')
        .match(/\/Type \/Page\b/g),
    ).toHaveLength(parts.length)
    const addresses = qrTextsOf(pdf)
    expect(addresses).toEqual(parts.map((part) => partAddress(server.url, part.id)))
    const text = pdfTexts(inflatedPdf(pdf)).join('\n')
    expect(text).toContain(parts[0]!.id)
    expect(text).toContain(number)
    expect(text).toContain(customerForm().surname)
  })

  it('prints an A4 sheet of 3 × 8 labels, every board once', async () => {
    const response = await fetch(`${server.url}${API.staffLabelsPdf.path}?orders=${number}&format=a4`, {
      headers: bearer,
    })
    expect(response.status).toBe(200)
    const pdf = Buffer.from(await response.arrayBuffer())
    const source = inflatedPdf(pdf).toString('latin1')
    expect(source.match(/\/Type \/Page\b/g)).toHaveLength(Math.ceil(parts.length / 24))
    expect(source).toMatch(/\/MediaBox \[0 0 595\.27\d* 841\.88\d*\]/)
    const text = pdfTexts(inflatedPdf(pdf)).join('\n')
    for (const part of parts) expect(text).toContain(part.id)
  })

  it('refuses labels without orders or day (400), an unknown order (404) and a bad format (400)', async () => {
    expect((await fetch(`${server.url}${API.staffLabelsPdf.path}`, { headers: bearer })).status).toBe(400)
    expect(
      (await fetch(`${server.url}${API.staffLabelsPdf.path}?orders=2026-999999`, { headers: bearer })).status,
    ).toBe(404)
    expect(
      (await fetch(`${server.url}${API.staffLabelsPdf.path}?orders=${number}&format=a5`, { headers: bearer })).status,
    ).toBe(400)
  })

  it("answers a part's card; 404 for an ID that is no part of an order", async () => {
    const door = parts.find((part) => part.role === 'door') ?? parts[0]!
    const response = await fetch(`${server.url}${withParams(API.staffPart, { id: door.id }).path}`, {
      headers: workshop,
    })
    expect(response.status).toBe(200)
    const card = (await response.json()) as PartCard
    expect(card).toMatchObject({
      id: door.id,
      order: number,
      status: 'confirmed',
      surname: customerForm().surname,
      finished: door.finished,
      cut: door.cut,
      edges: door.edges,
      steps: [],
      progress: { number, total: parts.length, steps: { cut: 0, packed: 0 } },
    })
    for (const id of [`${number}.1.1.no-such-part`, 'nonsense', `2026-999999.1.1.side-left`]) {
      const missing = await fetch(`${server.url}${withParams(API.staffPart, { id }).path}`, { headers: workshop })
      expect(missing.status, id).toBe(404)
      expect((await step(id, { step: 'cut' })).status, id).toBe(404)
    }
  })

  it('keeps the workshop account off the desk (403) but lets it scan', async () => {
    const desk = await fetch(`${server.url}${withParams(API.staffOrder, { number }).path}`, { headers: workshop })
    expect(desk.status).toBe(403)
    const sheet = await fetch(`${server.url}${withParams(API.staffWorkOrderPdf, { number }).path}`, {
      headers: workshop,
    })
    expect(sheet.status).toBe(403)
    const progress = await fetch(`${server.url}${withParams(API.staffOrderProgress, { number }).path}`, {
      headers: workshop,
    })
    expect(progress.status).toBe(200)
  })

  it('refuses the first step while the customer may still cancel free of charge (409), nothing kept', async () => {
    const [first] = parts
    const response = await step(first!.id, { step: 'cut' })
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ error: 'cancellation_window' })
    expect(await statusOf(number)).toBe('confirmed')
    const card = (await (
      await fetch(`${server.url}${withParams(API.staffPart, { id: first!.id }).path}`, { headers: workshop })
    ).json()) as PartCard
    expect(card.steps).toEqual([])
    // The window closes at 10:00 on the working day after the confirmation: confirmed ten days ago, it is over.
    const longAgo = new Date(Date.now() - 10 * 86_400_000).toISOString()
    await runSql(server, `update orders set confirmed_at = '${longAgo}' where number = '${number}'`)
  })

  it('moves the order to production at the first step, once; a step twice is kept once', async () => {
    const [first] = parts
    const response = await step(first!.id, { step: 'cut' })
    expect(response.status, await response.clone().text()).toBe(200)
    const answer = (await response.json()) as PartStepResponse
    expect(answer).toMatchObject({ id: first!.id, status: 'inProduction', progress: { steps: { cut: 1 } } })
    expect(answer.steps.map((done) => [done.step, done.by])).toEqual([['cut', 'Dielňa Hoblíková']])
    expect(await statusOf(number)).toBe('inProduction')
    // Through the desk's move: its history row, and no customer e-mail for production.
    const audit = await queryRows<{ from_status: string; to_status: string; staff_name: string }>(
      server,
      `select from_status, to_status, staff_name from order_status_audit
       where order_id = (select id from orders where number = '${number}') order by id`,
    )
    expect(audit.map((row) => [row.from_status, row.to_status, row.staff_name]).at(-1)).toEqual([
      'confirmed',
      'inProduction',
      'Dielňa Hoblíková',
    ])
    expect(await outboxKinds(number)).not.toContain('status-inProduction')

    const again = (await (await step(first!.id, { step: 'cut' })).json()) as PartStepResponse
    expect(again.steps).toEqual(answer.steps)
    expect(again.progress.steps.cut).toBe(1)
    expect((await step(first!.id, { step: 'sanded' })).status).toBe(400)
  })

  it('makes the order ready when its last board is packed, with the ready e-mail', async () => {
    for (const [index, part] of parts.entries()) {
      for (const name of PART_STEPS) {
        const response = await step(part.id, { step: name })
        expect(response.status, `${part.id} ${name}`).toBe(200)
      }
      if (index === parts.length - 2) expect(await statusOf(number)).toBe('inProduction')
    }
    expect(await statusOf(number)).toBe('ready')
    expect(await outboxKinds(number)).toContain('status-ready')
    const progress = (await (
      await fetch(`${server.url}${withParams(API.staffOrderProgress, { number }).path}`, { headers: bearer })
    ).json()) as OrderProgress
    expect(progress).toEqual({
      number,
      total: parts.length,
      steps: Object.fromEntries(PART_STEPS.map((name) => [name, parts.length])),
    })
  })

  it("refuses a step on a cancelled order's part (409) and leaves its labels out", async () => {
    const cancelled = await placeOrder()
    await walk(cancelled, ['confirmed', 'cancelled'])
    const [part] = await partsOf(cancelled)
    const response = await step(part!.id, { step: 'cut' })
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ error: 'order_cancelled' })
    expect(await statusOf(cancelled)).toBe('cancelled')
    const labels = await fetch(`${server.url}${API.staffLabelsPdf.path}?orders=${cancelled}&format=roll`, {
      headers: bearer,
    })
    expect(labels.status).toBe(200)
    const pdf = inflatedPdf(Buffer.from(await labels.arrayBuffer()))
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
    expect(pdfTexts(pdf).join('\n')).not.toContain(part!.id)
    expect(qrTextsOf(pdf)).toEqual([])
  })

  it("allows the camera and WebAssembly on the shop floor's page only", async () => {
    const floor = await fetch(`${server.url}/admin/dielna`, { headers: workshop, redirect: 'manual' })
    expect(floor.status).toBe(200)
    expect(floor.headers.get('permissions-policy')).toContain('camera=(self)')
    expect(floor.headers.get('content-security-policy')).toMatch(/script-src [^;]*'wasm-unsafe-eval'/)
    expect(floor.headers.get('x-content-type-options')).toBe('nosniff')
    // The workshop account is sent from any other staff page to the shop floor; staff pages keep the camera off.
    const desk = await fetch(`${server.url}/admin/objednavky`, { headers: workshop, redirect: 'manual' })
    expect(desk.status).toBe(302)
    expect(desk.headers.get('location')).toMatch(/\/admin\/dielna$/)
    expect(desk.headers.get('permissions-policy')).toContain('camera=()')
    expect(desk.headers.get('content-security-policy') ?? '').not.toContain('wasm-unsafe-eval')
  })

  it('refuses a step on an order not yet confirmed (409 not_in_production)', async () => {
    const received = await placeOrder()
    const [part] = await partsOf(received)
    const response = await step(part!.id, { step: 'cut' }, bearer)
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ error: 'not_in_production' })
  })
})
