import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbKind, startServer, type TestServer } from './server'
import { orderBody } from '../fixtures/order'
import type { CustomerForm } from '../../src/domain/checkout'
import { API } from '../../src/domain/api'
import type { StaffOrderDetail, StaffOrdersResponse } from '../../src/domain/staffOrders'
import { addressOf } from '../../src/queries/api'

const STAFF_TOKEN = 'staff-token-for-the-desk-tests'
const PASSWORD = 'heslo-pre-testy-1'
const bearer = { authorization: `Bearer ${STAFF_TOKEN}` }
let server: TestServer
/** Every order placed, oldest first: its number, country and customer. */
const placed: { number: string; country: 'SK' | 'CZ' }[] = []

/** Places an order through the shop's own call. */
async function place(country: 'SK' | 'CZ', customer: Partial<CustomerForm> = {}) {
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `desk-${placed.length}-${Date.now()}` },
    body: JSON.stringify(orderBody({ country, customer })),
  })
  expect(response.status).toBe(201)
  const { orderNumber } = (await response.json()) as { orderNumber: string }
  placed.push({ number: orderNumber, country })
  return orderNumber
}

const list = (query: Record<string, string | number | undefined> = {}, headers: Record<string, string> = bearer) =>
  fetch(`${server.url}${addressOf(API.staffOrders.path, { query })}`, { headers })
const detail = (number: string, headers: Record<string, string> = bearer) =>
  fetch(`${server.url}${addressOf(API.staffOrder.path, { params: { number } })}`, { headers })
const numbersOf = async (query: Record<string, string | number | undefined>) => {
  const response = await list(query)
  expect(response.status).toBe(200)
  return ((await response.json()) as StaffOrdersResponse).orders.map((order) => order.number)
}
const newestFirst = (rows: typeof placed) => rows.map((row) => row.number).reverse()

beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60' })
  await place('SK', { name: 'Šimon', surname: 'Šťastný', email: 'simon.stastny@example.sk', phone: '0911 222 333' })
  await place('CZ')
  for (let i = 0; i < 23; i++)
    await place(i % 3 === 0 ? 'CZ' : 'SK', { name: 'Zákazník', surname: `Číslo${i}`, email: `zakaznik${i}@example.sk` })
}, 120_000)
afterAll(() => server?.stop())

describe(`GET ${API.staffOrders.path} and ${API.staffOrder.path}`, () => {
  it('answer 401 without a session or bearer, never cached', async () => {
    for (const response of [await list({}, {}), await detail(placed[0]!.number, {})]) {
      expect(response.status).toBe(401)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
    expect((await list({}, { authorization: 'Bearer wrong' })).status).toBe(401)
  })

  it('answer a signed-in browser (session cookie) as well as the bearer', async () => {
    const add = spawnSync(
      'node_modules/.bin/tsx',
      ['src/scripts/staffAdd.ts', '--email', 'jana@skrinka.sk', '--name', 'Jana', '--role', 'staff', '--password', PASSWORD],
      {
        env: {
          PATH: process.env.PATH ?? '',
          DATA_DIR: server.dataDir,
          ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
        },
        encoding: 'utf8',
      },
    )
    expect(add.status, add.stderr).toBe(0)
    const signIn = await fetch(`${server.url}${API.staffSignIn.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'jana@skrinka.sk', password: PASSWORD }),
    })
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!
    const response = await list({ limit: 3 }, { cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await numbersOf({ limit: 3 })).toEqual(newestFirst(placed).slice(0, 3))
  })

  it('lists newest first with number, date, name, country, total and status', async () => {
    const response = await list({ limit: 100 })
    const body = (await response.json()) as StaffOrdersResponse
    expect(body.nextCursor).toBeNull()
    expect(body.orders.map((order) => order.number)).toEqual(newestFirst(placed))
    const simon = body.orders.at(-1)!
    expect(simon).toMatchObject({ name: 'Šimon Šťastný', country: 'SK', currency: 'EUR', status: 'received' })
    expect(simon.totalGross).toBeGreaterThan(0)
    expect(Date.parse(simon.createdAt)).not.toBeNaN()
  })

  it('pages with a cursor over every order: no duplicates, no gaps', async () => {
    const seen: string[] = []
    let cursor: string | undefined
    let pages = 0
    do {
      const body = (await (await list({ limit: 7, cursor })).json()) as StaffOrdersResponse
      expect(body.orders.length).toBeLessThanOrEqual(7)
      seen.push(...body.orders.map((order) => order.number))
      cursor = body.nextCursor ?? undefined
      pages++
    } while (cursor)
    expect(pages).toBe(Math.ceil(placed.length / 7))
    expect(seen).toEqual(newestFirst(placed))
  })

  it('filters by country and by status', async () => {
    expect(await numbersOf({ country: 'CZ', limit: 100 })).toEqual(newestFirst(placed.filter((o) => o.country === 'CZ')))
    expect(await numbersOf({ country: 'SK', limit: 100 })).toEqual(newestFirst(placed.filter((o) => o.country === 'SK')))
    expect(await numbersOf({ status: 'received', limit: 100 })).toHaveLength(placed.length)
    expect(await numbersOf({ status: 'delivered' })).toEqual([])
  })

  it('searches the number, the name, the e-mail and the phone, in any case', async () => {
    const simon = placed[0]!.number
    expect(await numbersOf({ q: simon })).toEqual([simon])
    expect(await numbersOf({ q: simon.slice(5) })).toEqual([simon])
    expect(await numbersOf({ q: 'ŠŤASTNÝ' })).toEqual([simon])
    expect(await numbersOf({ q: 'šimon šťastný' })).toEqual([simon])
    expect(await numbersOf({ q: 'Simon.Stastny@EXAMPLE' })).toEqual([simon])
    expect(await numbersOf({ q: '0911222333' })).toEqual([simon])
    expect(await numbersOf({ q: '222 333' })).toEqual([simon])
    expect(await numbersOf({ q: 'tereza nováková' })).toEqual([placed[1]!.number])
    expect(await numbersOf({ q: 'ČÍSLO1', limit: 100 })).toHaveLength(11)
    // LIKE's wildcards are plain characters in a search.
    expect(await numbersOf({ q: '%' })).toEqual([])
    expect(await numbersOf({ q: 'nikto' })).toEqual([])
  })

  it('refuses a malformed query with 400', async () => {
    for (const query of [{ limit: 1000 }, { limit: 0 }, { country: 'DE' }, { status: 'lost' }, { cursor: 'abc' }])
      expect((await list(query)).status).toBe(400)
  })

  it('answers one order in full: customer, lines with designs and prices then and today, e-mails, history', async () => {
    const number = placed[0]!.number
    const response = await detail(number)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const order = (await response.json()) as StaffOrderDetail
    expect(order).toMatchObject({ number, country: 'SK', currency: 'EUR', status: 'received', version: 0 })
    expect(order.customer).toMatchObject({ name: 'Šimon', surname: 'Šťastný', email: 'simon.stastny@example.sk' })
    expect(order.lines).toHaveLength(2)
    expect(order.lines[0]!.item.link).toBe('/detail/L1D')
    expect(order.lines[0]!.count).toBe(2)
    // Nothing changed in the price list since: today's price is the stored one.
    for (const line of order.lines) expect(line.today).toEqual(line.snapshot)
    expect(order.mails.map((mail) => mail.kind).sort()).toEqual(['customer', 'shop'])
    expect(order.mails.find((mail) => mail.kind === 'customer')!.to).toBe('simon.stastny@example.sk')
    expect(order.history).toEqual([])
  })

  it('answers 404 for an unknown number', async () => {
    const response = await detail('2026-999999')
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe.runIf(dbKind() === 'sqlite')('the list at 10,000 orders (SQLite)', () => {
  it('answers the first page and a searched page (times printed, not asserted)', async () => {
    const db = new BetterSqlite3(join(server.dataDir, 'skrinka.sqlite'))
    const customer = JSON.stringify({ name: 'Hromadný', surname: 'Zákazník', phone: '0900 000 000' })
    const insert = db.prepare(
      `insert into orders (number, idempotency_key, request_hash, country, currency, customer, email, courier,
        shipping_net, shipping_gross, total_net, total_gross, response, created_at)
       values (?, ?, 'x', ?, ?, ?, ?, 1, 0, 0, 10000, 12300, null, ?)`,
    )
    db.transaction(() => {
      for (let i = 0; i < 10_000; i++)
        insert.run(
          `2025-${String(900_000 + i)}`,
          `bulk-${i}`,
          i % 2 ? 'SK' : 'CZ',
          i % 2 ? 'EUR' : 'CZK',
          customer,
          `hromadny${i}@example.sk`,
          new Date().toISOString(),
        )
    })()
    db.close()
    const time = async (query: Record<string, string | number | undefined>) => {
      const started = performance.now()
      const response = await list(query)
      const ms = performance.now() - started
      expect(response.status).toBe(200)
      return { ms, rows: ((await response.json()) as StaffOrdersResponse).orders.length }
    }
    await time({}) // warm the connection
    const first = await time({})
    const searched = await time({ q: 'hromadny9999' })
    const country = await time({ country: 'CZ', q: 'zákazník' })
    expect([first.rows, searched.rows, country.rows]).toEqual([20, 1, 20])
    console.log(
      `staff orders at 10,025 orders (SQLite): first page ${first.ms.toFixed(1)} ms, ` +
        `search by e-mail ${searched.ms.toFixed(1)} ms, country + name ${country.ms.toFixed(1)} ms`,
    )
  }, 60_000)
})
