import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import type { CustomerForm } from '#domain/checkout.ts'
import { addStaffAccount } from './staffAccount'
import { API } from '#domain/endpoints.ts'
import type { StaffOrderDetail, StaffOrdersResponse } from '#domain/staffOrders.ts'
import { addressOf } from '#queries/client.ts'
import { runSql } from '#scripts/harness/db.ts'
import { dueDay, shopTime } from '#domain/fulfilment.ts'
import { ORDERS_CSV_HEADER } from '#domain/staffOrders.ts'
import { LEAD_TIMES } from '#site/shop.ts'

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
  await place('CZ', {
    isCompany: true,
    companyName: 'Nábytok Nováková s.r.o.',
    companyId: '12345679',
    taxId: 'CZ12345679',
    vatId: 'CZ12345679',
    notes: 'Volejte před doručením.',
  })
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
    await addStaffAccount(server, 'jana@skrinka.sk', 'Jana', 'staff', PASSWORD)
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

  it('answers a cursor past every id with the first page (PostgreSQL ids are 32-bit; found by the fuzz)', async () => {
    const response = await list({ limit: 100, cursor: '999999999999999' })
    expect(response.status).toBe(200)
    expect(((await response.json()) as StaffOrdersResponse).orders.map((order) => order.number)).toEqual(
      newestFirst(placed),
    )
  })

  it('filters by country and by status', async () => {
    expect(await numbersOf({ country: 'CZ', limit: 100 })).toEqual(
      newestFirst(placed.filter((o) => o.country === 'CZ')),
    )
    expect(await numbersOf({ country: 'SK', limit: 100 })).toEqual(
      newestFirst(placed.filter((o) => o.country === 'SK')),
    )
    expect(await numbersOf({ status: 'received', limit: 100 })).toHaveLength(placed.length)
    expect(await numbersOf({ status: 'delivered' })).toEqual([])
    expect(await numbersOf({ status: 'received', country: 'CZ', limit: 100 })).toEqual(
      newestFirst(placed.filter((o) => o.country === 'CZ')),
    )
  })

  it('pages a filtered list with its cursor, the filters kept', async () => {
    const czech = newestFirst(placed.filter((o) => o.country === 'CZ'))
    const first = (await (await list({ country: 'CZ', limit: 3 })).json()) as StaffOrdersResponse
    expect(first.orders.map((order) => order.number)).toEqual(czech.slice(0, 3))
    const second = (await (
      await list({ country: 'CZ', limit: 3, cursor: first.nextCursor! })
    ).json()) as StaffOrdersResponse
    expect(second.orders.map((order) => order.number)).toEqual(czech.slice(3, 6))
    expect(second.orders.every((order) => order.country === 'CZ')).toBe(true)
    const searched = (await (await list({ q: 'číslo', limit: 5 })).json()) as StaffOrdersResponse
    const next = (await (
      await list({ q: 'číslo', limit: 5, cursor: searched.nextCursor! })
    ).json()) as StaffOrdersResponse
    expect(next.orders.map((order) => order.number)).toEqual(newestFirst(placed.slice(2)).slice(5, 10))
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
    // The shop's own link to the design (issue 34), not the one the cart sent.
    expect(order.lines[0]!.item.link).toMatch(/^\/detail\/L1D\?(.+&)?width=/)
    expect(order.lines[0]!.count).toBe(2)
    // Nothing changed in the price list since: today's price is the stored one.
    for (const line of order.lines) expect(line.today).toEqual(line.snapshot)
    // Each line's 3D model, made by the shop and served from its address.
    for (const line of order.lines) {
      expect(line.model).toMatch(/^\/api\/model\/[0-9a-f]{32}\.glb$/)
      const glb = await fetch(`${server.url}${line.model!}`)
      expect(glb.status).toBe(200)
      expect(new TextDecoder().decode((await glb.arrayBuffer()).slice(0, 4))).toBe('glTF')
    }
    expect(order.mails.map((mail) => mail.kind).sort()).toEqual(['customer', 'shop'])
    expect(order.mails.find((mail) => mail.kind === 'customer')!.to).toBe('simon.stastny@example.sk')
    expect(order.history).toEqual([])
  })

  it("answers a company's order with its IČO, DIČ, IČ DPH and the notes", async () => {
    const order = (await (await detail(placed[1]!.number)).json()) as StaffOrderDetail
    expect(order).toMatchObject({ country: 'CZ', currency: 'CZK' })
    expect(order.customer).toMatchObject({
      companyModel: true,
      companyName: 'Nábytok Nováková s.r.o.',
      ico: '12345679',
      dic: 'CZ12345679',
      icdph: 'CZ12345679',
      notes: 'Volejte před doručením.',
    })
    // A Czech company with its VAT number buying from the Slovak seed seller: an exempt intra-community supply (issue 37).
    expect(order.total.gross).toBe(order.total.net)
  })

  it('answers 404 for an unknown number', async () => {
    const response = await detail('2026-999999')
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe(`the desk's columns, date range, due, sort and CSV (issue 36)`, () => {
  const all = async (query: Record<string, string | number | undefined> = {}) =>
    ((await (await list({ limit: 100, ...query })).json()) as StaffOrdersResponse).orders
  const today = () => shopTime(new Date()).slice(0, 10)
  const dayOffset = (days: number) => shopTime(new Date(Date.now() + days * 86_400_000)).slice(0, 10)

  it('shows the delivery, the company, IČO, phone and city, and no due date before the confirmation', async () => {
    await runSql(server, `update orders set courier = 0 where number = '${placed[2]!.number}'`)
    const rows = await all()
    const byNumber = new Map(rows.map((row) => [row.number, row]))
    expect(byNumber.get(placed[1]!.number)).toMatchObject({
      company: 'Nábytok Nováková s.r.o.',
      ico: '12345679',
      city: 'Brno',
      delivery: 'courier',
      due: null,
      late: false,
    })
    expect(byNumber.get(placed[0]!.number)).toMatchObject({
      company: null,
      ico: null,
      city: 'Trnava',
      phone: '+421 911 222 333',
    })
    expect(byNumber.get(placed[2]!.number)!.delivery).toBe('pickup')
    // VAT on every order but the Czech company's, which buys exempt with its VAT number (issue 37).
    for (const row of rows)
      if (row.number === placed[1]!.number) expect(row.totalNet).toBe(row.totalGross)
      else expect(row.totalNet).toBeLessThan(row.totalGross)
  })

  it('searches the company, the IČO and the city, accents and case ignored', async () => {
    const company = placed[1]!.number
    expect(await numbersOf({ q: 'nabytok novakova' })).toEqual([company])
    expect(await numbersOf({ q: 'NÁBYTOK' })).toEqual([company])
    expect(await numbersOf({ q: '12345679' })).toEqual([company])
    expect(await numbersOf({ q: 'stastny trnava' })).toEqual([placed[0]!.number])
    expect(await numbersOf({ q: 'brno', limit: 100 })).toEqual(newestFirst(placed.filter((o) => o.country === 'CZ')))
  })

  it("filters by the creation day on the shop's clock, both ends inclusive", async () => {
    expect(await numbersOf({ from: today(), to: today(), limit: 100 })).toEqual(newestFirst(placed))
    expect(await numbersOf({ to: dayOffset(-1) })).toEqual([])
    expect(await numbersOf({ from: dayOffset(1) })).toEqual([])
  })

  it('sorts by each column either way, and pages a sort with its cursor without gaps or repeats', async () => {
    const rows = await all()
    const sorted = (key: (row: (typeof rows)[number]) => string | number, dir: 1 | -1) =>
      [...rows]
        .sort((a, b) => {
          const [x, y] = [key(a), key(b)]
          return x < y ? -dir : x > y ? dir : 0
        })
        .map((row) => row.number)
    expect(await numbersOf({ sort: 'number', limit: 100 })).toEqual(sorted((row) => row.number, 1))
    expect(await numbersOf({ sort: 'created', dir: 'desc', limit: 100 })).toEqual(newestFirst(placed))
    const totals = (await all({ sort: 'total', dir: 'desc' })).map((row) => row.totalGross)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    for (const dir of ['asc', 'desc'] as const) {
      const whole = await numbersOf({ sort: 'total', dir, limit: 100 })
      const seen: string[] = []
      let cursor: string | undefined
      do {
        const body = (await (await list({ sort: 'total', dir, limit: 4, cursor })).json()) as StaffOrdersResponse
        seen.push(...body.orders.map((order) => order.number))
        cursor = body.nextCursor ?? undefined
      } while (cursor)
      expect(seen).toEqual(whole)
    }
  })

  it('filters late and due this week as the due date on the row says, and sorts by due and status', async () => {
    // Confirmations spread over the last eight weeks, one order a few days apart; a delivered one is never late.
    const confirmed = new Map<string, string>()
    for (const [index, order] of placed.entries()) {
      const at = new Date(Date.now() - index * 2.5 * 86_400_000).toISOString()
      confirmed.set(order.number, at)
      const status = index === 24 ? 'delivered' : index % 2 ? 'inProduction' : 'confirmed'
      await runSql(
        server,
        `update orders set status = '${status}', confirmed_at = '${at}' where number = '${order.number}'`,
      )
    }
    const rows = await all()
    const sunday = dayOffset((7 - new Date(`${today()}T00:00:00Z`).getUTCDay()) % 7)
    // The shop's default settings: the terms' production time.
    for (const row of rows)
      expect(row.due).toBe(dueDay(new Date(confirmed.get(row.number)!), LEAD_TIMES.termsProduction, row.country))
    const open = rows.filter((row) => row.status !== 'delivered')
    const late = open.filter((row) => row.due! < today())
    expect(late.length).toBeGreaterThan(0)
    expect(rows.filter((row) => row.late).map((row) => row.number)).toEqual(late.map((row) => row.number))
    expect(await numbersOf({ due: 'late', limit: 100 })).toEqual(late.map((row) => row.number))
    const week = open.filter((row) => row.due! >= today() && row.due! <= sunday)
    expect(await numbersOf({ due: 'week', limit: 100 })).toEqual(week.map((row) => row.number))
    const dues = (await all({ sort: 'due' })).map((row) => row.due!)
    expect(dues).toEqual([...dues].sort())
    const seen: string[] = []
    let cursor: string | undefined
    do {
      const body = (await (await list({ sort: 'due', dir: 'desc', limit: 4, cursor })).json()) as StaffOrdersResponse
      seen.push(...body.orders.map((order) => order.number))
      cursor = body.nextCursor ?? undefined
    } while (cursor)
    expect(seen).toEqual(await numbersOf({ sort: 'due', dir: 'desc', limit: 100 }))
    expect(seen.map((number) => rows.find((row) => row.number === number)!.due)).toEqual([...dues].reverse())
    const statuses = (await all({ sort: 'status', dir: 'desc' })).map((row) => row.status)
    expect(statuses.indexOf('delivered')).toBe(0)
    expect(statuses.lastIndexOf('inProduction')).toBeLessThan(statuses.indexOf('confirmed'))
  })

  it('exports what the filters show as CSV: BOM, the named columns, one row per order', async () => {
    const csv = (query: Record<string, string>, headers: Record<string, string> = bearer) =>
      fetch(`${server.url}${addressOf(API.staffOrdersCsv.path, { query })}`, { headers })
    expect((await csv({}, {})).status).toBe(401)
    expect((await csv({ sort: 'nonsense' })).status).toBe(400)
    const response = await csv({ country: 'CZ', sort: 'number' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="objednavky-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...records] = new TextDecoder().decode(bytes).split('\r\n').filter(Boolean)
    expect(header!.split(';')).toEqual([...ORDERS_CSV_HEADER])
    const czech = placed
      .filter((o) => o.country === 'CZ')
      .map((o) => o.number)
      .sort()
    expect(records.map((record) => record.split(';')[0])).toEqual(czech)
    const company = records.find((record) => record.startsWith(placed[1]!.number))!.split(';')
    const field = (name: (typeof ORDERS_CSV_HEADER)[number]) => company[ORDERS_CSV_HEADER.indexOf(name)]
    expect([field('company'), field('ico'), field('city'), field('country'), field('currency')]).toEqual([
      'Nábytok Nováková s.r.o.',
      '12345679',
      'Brno',
      'CZ',
      'CZK',
    ])
    expect(Number(field('net')) + Number(field('vat'))).toBeCloseTo(Number(field('gross')), 2)
    expect(field('delivery')).toBe('courier')
  })

  it('refuses a malformed sort, direction, due or day with 400', async () => {
    for (const query of [{ sort: 'name' }, { dir: 'up' }, { due: 'soon' }, { from: '2026-13-01' }, { to: 'yesterday' }])
      expect((await list(query)).status).toBe(400)
  })
})
