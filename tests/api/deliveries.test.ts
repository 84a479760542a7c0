import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API, withParams, type Endpoint } from '#domain/endpoints.ts'
import type { CustomerForm } from '#domain/checkout.ts'
import type { StaffDeliveryDay, StaffOrderDelivery } from '#domain/delivery.ts'
import type { Country } from '#domain/locale.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { queryRows, runSql } from '#scripts/harness/db.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { inflatedPdf, pdfTexts } from '../fixtures/pdfText'
import { startServer, type TestServer } from './server'
import { addStaffAccount, staffSession } from './staffAccount'

const STAFF_TOKEN = 'staff-token-for-the-delivery-tests'
const bearer = { authorization: `Bearer ${STAFF_TOKEN}`, 'x-staff-name': encodeURIComponent('Skript Rozvoz') }
const DAY = '2026-12-02'
let server: TestServer
let keys = 0

/** The orders of these tests by role: three ready for the van, a pickup, one still in production, one for a parcel. */
const orders = {} as Record<'trnava' | 'brno' | 'bratislava' | 'pickup' | 'making' | 'parcel', string>

async function placeOrder(country: Country, customer: Partial<CustomerForm>): Promise<string> {
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `delivery-${Date.now()}-${++keys}` },
    body: JSON.stringify(orderBody({ country, customer })),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { orderNumber: string }).orderNumber
}

beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60', CONFIG_MAX_AGE_MS: '0' })
  await addStaffAccount(server, 'rozvoz@skrinka.sk', 'Rudo Rozvozný', 'staff')
  orders.trnava = await placeOrder('SK', {})
  orders.brno = await placeOrder('CZ', {})
  orders.bratislava = await placeOrder('SK', {
    name: 'Peter',
    surname: 'Malý',
    email: 'peter.maly@example.sk',
    phone: '0911 222 333',
    billingAddress: { address: 'Obchodná 3', city: 'Bratislava', zip: '811 06' },
  })
  orders.pickup = await placeOrder('SK', { delivery: 'pickup' })
  orders.making = await placeOrder('SK', {})
  orders.parcel = await placeOrder('SK', { email: 'balik@example.sk' })
  const ready = [orders.trnava, orders.brno, orders.bratislava, orders.pickup, orders.parcel]
  await runSql(server, `update orders set status = 'ready' where number in (${ready.map((n) => `'${n}'`).join(', ')})`)
  await runSql(server, `update orders set status = 'inProduction' where number = '${orders.making}'`)
}, 90_000)
afterAll(() => server?.stop())

const call = (
  entry: Endpoint,
  params: Record<string, string>,
  body?: unknown,
  headers: Record<string, string> = bearer,
) =>
  fetch(`${server.url}${withParams(entry, params).path}`, {
    method: entry.method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

const day = async (date = DAY) => {
  const response = await call(API.staffDeliveryDay, { date })
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return (await response.json()) as StaffDeliveryDay
}

/** The delivery e-mails of an order in the outbox (kind, subject, text), oldest first (not the order's own two). */
const outboxOf = (number: string) =>
  queryRows<{ kind: string; subject: string; body_text: string; recipient: string }>(
    server,
    `select o.kind, o.subject, o.body_text, o.recipient from outbox o join orders r on r.id = o.order_id
     where r.number = '${number}' and o.kind not in ('customer', 'shop') order by o.id`,
  )

describe('planning the van', () => {
  it('offers the ready courier orders only, and answers who may ask', async () => {
    const { stops, unplanned } = await day()
    expect(stops).toEqual([])
    const numbers = unplanned.map((candidate) => candidate.number)
    for (const number of [orders.trnava, orders.brno, orders.bratislava, orders.parcel])
      expect(numbers).toContain(number)
    expect(numbers).not.toContain(orders.pickup)
    expect(numbers).not.toContain(orders.making)
    const brno = unplanned.find((candidate) => candidate.number === orders.brno)!
    expect(brno).toMatchObject({ city: 'Brno', zip: '602 00', country: 'CZ', currency: 'CZK' })
    expect(brno.gross).toBeGreaterThan(0)

    expect((await call(API.staffDeliveryDay, { date: DAY }, undefined, {})).status).toBe(401)
    expect((await call(API.staffDeliveryDay, { date: '2.12.2026' })).status).toBe(400)
    const session = await staffSession(server, 'rozvoz@skrinka.sk')
    expect((await call(API.staffDeliveryDay, { date: DAY }, undefined, session)).status).toBe(200)
  })

  it('plans ready courier orders in a window and refuses the others, each refusal by name', async () => {
    const plan = (number: string, from: string, to: string) =>
      call(API.staffDeliveryPlan, { date: DAY }, { number, from, to })
    const planned = await plan(orders.trnava, '10:00', '12:00')
    expect(planned.status).toBe(200)
    expect((await planned.json()) as StaffOrderDelivery).toEqual({
      delivery: { method: 'van', date: DAY, from: '10:00', to: '12:00', notifiedAt: null },
      plannable: true,
    })
    expect((await plan(orders.bratislava, '08:00', '10:00')).status).toBe(200)
    expect((await plan(orders.brno, '12:00', '14:00')).status).toBe(200)

    const pickup = await plan(orders.pickup, '8:00', '10:00')
    expect(pickup.status).toBe(422)
    expect(((await pickup.json()) as { error: string }).error).toBe('not_courier')
    const making = await plan(orders.making, '8:00', '10:00')
    expect(making.status).toBe(422)
    expect(((await making.json()) as { error: string }).error).toBe('not_ready')
    expect((await plan('2026-999999', '8:00', '10:00')).status).toBe(404)
    expect((await plan(orders.trnava, '12:00', '10:00')).status).toBe(400)

    const audit = await queryRows<{ action: string; subject: string; detail: string }>(
      server,
      `select action, subject, detail from staff_audit where action = 'delivery.plan' order by id`,
    )
    expect(audit.map((row) => row.subject)).toEqual([
      `order:${orders.trnava}`,
      `order:${orders.bratislava}`,
      `order:${orders.brno}`,
    ])
    expect(JSON.parse(audit[1]!.detail)).toMatchObject({ date: DAY, from: '8:00', to: '10:00', plan: 1 })
  })

  it("lists the day's stops in route order: Slovak postcodes up, then Czech, with phone and cash", async () => {
    const { stops, unplanned } = await day()
    expect(stops.map((stop) => stop.number)).toEqual([orders.bratislava, orders.trnava, orders.brno])
    expect(stops[0]).toMatchObject({
      name: 'Peter Malý',
      address: 'Obchodná 3',
      zip: '811 06',
      city: 'Bratislava',
      phone: '+421 911 222 333',
      from: '8:00',
      to: '10:00',
      notifiedAt: null,
    })
    const totals = await queryRows<{ number: string; total_gross: number | string }>(
      server,
      `select number, total_gross from orders where number = '${orders.brno}'`,
    )
    expect(stops[2]!.cash).toEqual({ gross: Number(totals[0]!.total_gross) / 100, currency: 'CZK' })
    expect(unplanned.map((candidate) => candidate.number)).toEqual([orders.parcel])
  })
})

describe('the "on the way" e-mail', () => {
  it("goes once per order and plan, in the order's language, with the day and the window", async () => {
    const first = await call(API.staffDeliveryNotify, { date: DAY }, {})
    expect(first.status).toBe(200)
    expect(((await first.json()) as { sent: string[] }).sent.sort()).toEqual(
      [orders.trnava, orders.brno, orders.bratislava].sort(),
    )
    const again = await call(API.staffDeliveryNotify, { date: DAY }, {})
    expect(((await again.json()) as { sent: string[] }).sent).toEqual([])

    const [slovak] = await outboxOf(orders.trnava)
    expect(slovak!.kind).toBe('onway-1')
    expect(slovak!.subject).toBe(`Objednávka č. ${orders.trnava} je na ceste – Skrinka`)
    expect(slovak!.body_text).toContain('streda 2. decembra medzi 10:00–12:00')
    expect(slovak!.recipient).toBe('jana.kovacova@example.sk')
    const [czech] = await outboxOf(orders.brno)
    expect(czech!.subject).toBe(`Objednávka č. ${orders.brno} je na cestě – Skrinka`)
    expect(czech!.body_text).toContain('středa 2. prosince mezi 12:00–14:00')
    expect((await day()).stops.every((stop) => stop.notifiedAt !== null)).toBe(true)

    // The worker sends it under the order's number and the plan's kind.
    await expect
      .poll(async () => (await readOutbox(server.dataDir)).some((mail) => mail.file === `${orders.trnava}-onway-1.eml`))
      .toBe(true)
  })

  it('goes again when the order is moved to another window, and never for an order already told', async () => {
    expect(
      (await call(API.staffDeliveryPlan, { date: DAY }, { number: orders.trnava, from: '14:00', to: '16:00' })).status,
    ).toBe(200)
    const sent = await call(API.staffDeliveryNotify, { date: DAY }, {})
    expect(((await sent.json()) as { sent: string[] }).sent).toEqual([orders.trnava])
    expect((await outboxOf(orders.trnava)).map((mail) => mail.kind)).toEqual(['onway-1', 'onway-2'])
    expect((await outboxOf(orders.trnava))[1]!.body_text).toContain('14:00–16:00')
    // Naming an order: only that one, and only when it is still to be told.
    const named = await call(API.staffDeliveryNotify, { date: DAY }, { numbers: [orders.brno] })
    expect(((await named.json()) as { sent: string[] }).sent).toEqual([])
    const audit = await queryRows<{ n: number | string }>(
      server,
      `select count(*) as n from staff_audit where action = 'delivery.notify'`,
    )
    expect(Number(audit[0]!.n)).toBe(4)
  })
})

describe('a parcel', () => {
  it("stores the carrier and the tracking number and e-mails them with the carrier's link, once", async () => {
    const body = { carrier: 'packeta', tracking: 'Z1234567890' }
    const sent = await call(API.staffOrderParcel, { number: orders.parcel }, body)
    expect(sent.status).toBe(200)
    const answer = (await sent.json()) as StaffOrderDelivery
    expect(answer.delivery).toMatchObject({
      method: 'parcel',
      carrier: 'packeta',
      carrierName: 'Packeta',
      tracking: 'Z1234567890',
      url: 'https://tracking.packeta.com/?id=Z1234567890',
    })
    expect(answer.delivery!.notifiedAt).not.toBeNull()
    // The same again changes nothing and writes no second e-mail.
    expect((await call(API.staffOrderParcel, { number: orders.parcel }, body)).status).toBe(200)
    const mails = await outboxOf(orders.parcel)
    expect(mails.map((mail) => mail.kind)).toEqual(['parcel-1'])
    expect(mails[0]!.subject).toBe(`Objednávka č. ${orders.parcel} bola odoslaná – Skrinka`)
    expect(mails[0]!.body_text).toContain('prepravcovi Packeta')
    expect(mails[0]!.body_text).toContain('Číslo zásielky: Z1234567890')
    expect(mails[0]!.body_text).toContain('https://tracking.packeta.com/?id=Z1234567890')
    expect(mails[0]!.recipient).toBe('balik@example.sk')

    const read = await call(API.staffOrderDelivery, { number: orders.parcel })
    expect(((await read.json()) as StaffOrderDelivery).delivery).toMatchObject({ method: 'parcel' })
    expect((await day()).unplanned).toEqual([])
  })

  it('names another carrier without a link, and refuses a nameless one or a pickup order', async () => {
    expect(
      (await call(API.staffOrderParcel, { number: orders.parcel }, { carrier: 'other', tracking: 'TT-998877' })).status,
    ).toBe(400)
    const other = await call(
      API.staffOrderParcel,
      { number: orders.parcel },
      { carrier: 'other', carrierName: 'Toptrans', tracking: 'TT-998877' },
    )
    expect(((await other.json()) as StaffOrderDelivery).delivery).toMatchObject({ carrierName: 'Toptrans', url: null })
    const mails = await outboxOf(orders.parcel)
    expect(mails.map((mail) => mail.kind)).toEqual(['parcel-1', 'parcel-2'])
    expect(mails[1]!.body_text).toContain('Toptrans')
    expect(mails[1]!.body_text).not.toContain('https://')
    const pickup = await call(API.staffOrderParcel, { number: orders.pickup }, { carrier: 'gls', tracking: 'AB1234' })
    expect(pickup.status).toBe(422)
    expect((await call(API.staffOrderDelivery, { number: '2026-999999' })).status).toBe(404)
    expect(
      (await (await call(API.staffOrderDelivery, { number: orders.pickup })).json()) as StaffOrderDelivery,
    ).toEqual({ delivery: null, plannable: false })
  })
})

describe('the route sheet', () => {
  const sheet = async (date: string, locale?: string) => {
    const response = await fetch(
      `${server.url}${withParams(API.staffRouteSheetPdf, { date }).path}${locale ? `?locale=${locale}` : ''}`,
      { headers: bearer },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="rozvoz-${date}.pdf"`)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const pdf = Buffer.from(await response.arrayBuffer())
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    return pdfTexts(inflatedPdf(pdf)).join('\n')
  }

  it('lists the stops by postcode with address, phone, window, cash and a signature line, in Slovak', async () => {
    const text = await sheet(DAY)
    expect(text).toContain('Rozvozový list streda 2. decembra 2026')
    const positions = [orders.bratislava, orders.trnava, orders.brno].map((number) => text.indexOf(number))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(text).toContain('1. 811 06 Bratislava, 8:00–10:00')
    expect(text).toContain('Obchodná 3')
    expect(text).toContain('Telefón: +421 911 222 333')
    expect(text).toContain('Vybrať v hotovosti:')
    expect(text.match(/Prevzal\(a\) v poriadku \(podpis\):/g)).toHaveLength(3)
  })

  it("speaks the desk's language when asked, and says so on a day with no stop", async () => {
    expect(await sheet(DAY, 'cz')).toContain('Převzal(a) v pořádku (podpis):')
    expect(await sheet('2026-12-03')).toContain('Na tento deň nie je naplánovaný žiadny rozvoz.')
    expect((await fetch(`${server.url}${withParams(API.staffRouteSheetPdf, { date: DAY }).path}`)).status).toBe(401)
  })
})
