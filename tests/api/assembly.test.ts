/**
 * Assembly instructions (issue 38.6): GET assemblyPdf answers a PDF in the order's language naming every board of the
 * order by its label ID, and the customer's ready e-mail carries the same file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API, withParams } from '#domain/endpoints.ts'
import { hallwayCartItem } from '#domain/cart.ts'
import type { FulfilmentOrder, FulfilmentStatus } from '#domain/fulfilment.ts'
import { priceHallway } from '#domain/hallway/cutList.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import type { Country } from '#domain/locale.ts'
import { priceDataOf } from '#domain/priceData.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'
import { productionParts } from '#domain/production/parts.ts'
import { openDatabase, type Database } from '#server/db/index.ts'
import { orderIdOf, sheetOrders } from '#server/db/sheets.ts'
import { cartLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { inflatedPdf, pdfTexts } from '../fixtures/pdfText'
import { startServer, type TestServer } from './server'

const STAFF_TOKEN = 'staff-token-for-the-assembly-tests'
const bearer = { authorization: `Bearer ${STAFF_TOKEN}`, 'x-staff-name': encodeURIComponent('Skript Montáž') }
let server: TestServer
let database: Database
let keys = 0

async function placeOrder(body: unknown): Promise<string> {
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `assembly-${Date.now()}-${++keys}` },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { orderNumber: string }).orderNumber
}

/** A Slovak order of two cabinets, and a Czech one with a hallway and three wardrobes. */
const orders: Array<{ number: string; country: Country }> = []

beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60' })
  database = openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir })
  const hallway = defaultHallway()
  const hallwayItem = hallwayCartItem(hallway, priceDataOf(priceHallway(hallway, PRICE_LISTS.CZ)), 'cz', '/cz/chodby')
  orders.push({ number: await placeOrder(orderBody()), country: 'SK' })
  orders.push({
    number: await placeOrder(
      orderBody({ country: 'CZ', lines: [hallwayItem, cartLine({ variant: 'L2D', openingSide: 'left' }, 'CZ', 3)] }),
    ),
    country: 'CZ',
  })
}, 60_000)
afterAll(async () => {
  await database?.close()
  await server?.stop()
})

const assemblyPdf = (number: string, headers: Record<string, string> = bearer) =>
  fetch(`${server.url}${withParams(API.staffAssemblyPdf, { number }).path}`, { headers })

/** Every board's label ID of a stored order, through the same production parts the labels print. */
async function partIds(number: string): Promise<string[]> {
  const id = await orderIdOf(database.db, number)
  const [order] = await sheetOrders(database.db, [id!])
  return productionParts(order!).map((part) => part.id)
}

const textOf = (pdf: Buffer) => pdfTexts(inflatedPdf(pdf)).join('\n')

const TITLES: Record<Country, string> = { SK: 'Návod na montáž', CZ: 'Návod k montáži' }

describe('assembly instructions', () => {
  it("answers a PDF in the order's language that names every board of the order by its label ID", async () => {
    for (const { number, country } of orders) {
      const response = await assemblyPdf(number)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="montaz-${number}.pdf"`)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const pdf = Buffer.from(await response.arrayBuffer())
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      const text = textOf(pdf)
      expect(text).toContain(`${TITLES[country]} ${number}`)
      const ids = await partIds(number)
      expect(ids.length).toBeGreaterThan(10)
      for (const id of ids) expect(text).toContain(id)
    }
  }, 60_000)

  it('is for staff only, and 404 for an unknown order', async () => {
    expect((await assemblyPdf(orders[0]!.number, {})).status).toBe(401)
    expect((await assemblyPdf('2026-999999')).status).toBe(404)
  })

  it("rides along with the customer's ready e-mail, and with no other", async () => {
    const { number } = orders[0]!
    let order = { status: 'received' as FulfilmentStatus, version: 0 }
    for (const to of ['confirmed', 'inProduction', 'ready'] as const) {
      const response = await fetch(`${server.url}${withParams(API.staffOrderStatus, { number }).path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer },
        body: JSON.stringify({ from: order.status, to, version: order.version }),
      })
      expect(response.status, await response.clone().text()).toBe(200)
      order = ((await response.json()) as { order: FulfilmentOrder }).order
    }
    // Sent once the 10 s undo window has passed.
    const file = `${number}-status-ready.eml`
    await expect
      .poll(async () => (await readOutbox(server.dataDir)).map((mail) => mail.file), { timeout: 30_000, interval: 500 })
      .toContain(file)
    const mails = await readOutbox(server.dataDir)
    const ready = mails.find((mail) => mail.file === file)!
    expect(ready.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`montaz-${number}.pdf`, 'application/pdf'],
    ])
    // The e-mail says what is attached, in the customer's language.
    expect(ready.text).toContain('V prílohe posielame návod na montáž vašich skriniek')
    const text = textOf(ready.attachments[0]!.content)
    expect(text).toContain(`${TITLES.SK} ${number}`)
    for (const id of await partIds(number)) expect(text).toContain(id)
    // The confirmation carries the designs, not the instructions.
    const confirmed = mails.find((mail) => mail.file === `${number}-status-confirmed.eml`)
    for (const attachment of confirmed?.attachments ?? []) expect(attachment.filename).not.toMatch(/^montaz-/)
  }, 60_000)
})
