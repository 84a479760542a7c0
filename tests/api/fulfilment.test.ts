import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { queryRows, runSql } from '#scripts/harness/db.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { addStaffAccount } from './staffAccount'
import { API, withParams } from '#domain/endpoints.ts'
import type { FulfilmentOrder, FulfilmentStatus } from '#domain/fulfilment.ts'
import type { Country } from '#domain/locale.ts'
import type { CustomerForm } from '#domain/checkout.ts'
import { openDatabase } from '#server/db/index.ts'
import type { Schema } from '#server/db/schema.ts'
import { fulfilmentOf, ordersInStatus, statusHistoryOf } from '#server/db/fulfilment.ts'
import type { Kysely } from 'kysely'

const STAFF_TOKEN = 'staff-token-for-the-fulfilment-tests'
const PASSWORD = 'heslo-pre-testy-2'
let server: TestServer
let keys = 0

beforeAll(async () => {
  // CONFIG_MAX_AGE_MS 0: every status e-mail reads the published settings afresh, as when the cache has gone stale;
  // read inside the status transaction, that query once waited forever for SQLite's one connection.
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60', CONFIG_MAX_AGE_MS: '0' })
  await addStaffAccount(server, 'jana@skrinka.sk', 'Jana Kováčová', 'staff', PASSWORD)
}, 60_000)
afterAll(() => server?.stop())

/** Places an order through the shop's own API and answers its number. */
async function placeOrder(country: Country = 'SK', customer: Partial<CustomerForm> = {}): Promise<string> {
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `fulfilment-${Date.now()}-${++keys}` },
    body: JSON.stringify(orderBody({ country, customer })),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { orderNumber: string }).orderNumber
}

const bearer = { authorization: `Bearer ${STAFF_TOKEN}`, 'x-staff-name': encodeURIComponent('Skript Expedícia') }

/** Asks for a status change; staff as the bearer script unless other headers are given. */
const move = (
  number: string,
  body: { from: FulfilmentStatus; to: FulfilmentStatus; version: number; note?: string },
  headers: Record<string, string> = bearer,
) =>
  fetch(`${server.url}${withParams(API.staffOrderStatus, { number }).path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

/** Moves an order through the given statuses, each from the version the last answer gave. */
async function walk(number: string, statuses: FulfilmentStatus[]): Promise<FulfilmentOrder> {
  let order: FulfilmentOrder = {
    number,
    country: 'SK',
    status: 'received',
    version: 0,
    confirmedAt: null,
    courier: true,
  }
  for (const to of statuses) {
    const response = await move(number, { from: order.status, to, version: order.version })
    expect(response.status, await response.clone().text()).toBe(200)
    order = ((await response.json()) as { order: FulfilmentOrder }).order
  }
  return order
}

/** Runs `read` on the test server's own database (src/server/db/fulfilment.ts, called directly). */
async function withDatabase<T>(read: (db: Kysely<Schema>) => Promise<T>): Promise<T> {
  const database = openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir })
  try {
    return await read(database.db)
  } finally {
    await database.close()
  }
}

const orderId = async (number: string) =>
  Number((await queryRows<{ id: number }>(server, `select id from orders where number = '${number}'`))[0]!.id)

/** The outbox rows of an order's status e-mails, by kind. */
const statusMails = async (number: string) =>
  queryRows<{ kind: string; recipient: string; subject: string; body_text: string; message_id: string }>(
    server,
    `select kind, recipient, subject, body_text, message_id from outbox where order_id = ${await orderId(number)} and kind like 'status-%' order by id`,
  )

describe('POST /api/staff/orders/:number/status', () => {
  it('makes each allowed move forward, counting the version up and keeping the audit', async () => {
    const number = await placeOrder()
    const response = await move(number, { from: 'received', to: 'confirmed', version: 0 })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { order } = (await response.json()) as { order: FulfilmentOrder }
    expect(order).toMatchObject({ number, country: 'SK', status: 'confirmed', version: 1 })
    expect(Date.now() - Date.parse(order.confirmedAt!)).toBeLessThan(60_000)
    let current = order
    for (const to of ['inProduction', 'ready', 'delivered'] as const) {
      const next = await move(number, { from: current.status, to, version: current.version })
      expect(next.status).toBe(200)
      current = ((await next.json()) as { order: FulfilmentOrder }).order
      expect(current.status).toBe(to)
    }
    expect(current).toMatchObject({ version: 4, confirmedAt: order.confirmedAt })
    const audit = await queryRows<{ from_status: string; to_status: string; staff_name: string; staff_user_id: null }>(
      server,
      `select from_status, to_status, staff_name, staff_user_id from order_status_audit where order_id = ${await orderId(number)} order by id`,
    )
    // The bearer script has no account; its X-Staff-Name is kept.
    const script = { staff_name: 'Skript Expedícia', staff_user_id: null }
    expect(audit).toEqual([
      { from_status: 'received', to_status: 'confirmed', ...script },
      { from_status: 'confirmed', to_status: 'inProduction', ...script },
      { from_status: 'inProduction', to_status: 'ready', ...script },
      { from_status: 'ready', to_status: 'delivered', ...script },
    ])
    const id = await orderId(number)
    const history = await withDatabase((db) => statusHistoryOf(db, id))
    expect(history.map(({ from, to, by, note }) => ({ from, to, by, note }))).toEqual([
      { from: 'received', to: 'confirmed', by: null, note: '' },
      { from: 'confirmed', to: 'inProduction', by: null, note: '' },
      { from: 'inProduction', to: 'ready', by: null, note: '' },
      { from: 'ready', to: 'delivered', by: null, note: '' },
    ])
    expect(history.map((entry) => entry.at)).toEqual([...history.map((entry) => entry.at)].sort())
    expect(history[0]!.at).toBe(order.confirmedAt)
    // The customer hears of the confirmation and of the goods being ready, not of the shop's own steps.
    expect((await statusMails(number)).map((mail) => mail.kind)).toEqual(['status-confirmed', 'status-ready'])
  })

  it('cancels a received order with the note, and e-mails the customer the reason in Slovak', async () => {
    const number = await placeOrder()
    const response = await move(number, { from: 'received', to: 'cancelled', version: 0, note: 'Zákazník volal' })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { order: FulfilmentOrder }).order).toMatchObject({ status: 'cancelled' })
    const [mail] = await statusMails(number)
    expect(mail).toMatchObject({ kind: 'status-cancelled', recipient: 'jana.kovacova@example.sk' })
    expect(mail!.subject).toBe(`Objednávka č. ${number} je zrušená – Skrinka`)
    expect(mail!.body_text).toContain('Dôvod: Zákazník volal')
    const note = await queryRows<{ note: string }>(
      server,
      `select note from order_status_audit where order_id = ${await orderId(number)}`,
    )
    expect(note).toEqual([{ note: 'Zákazník volal' }])
  })

  it('refuses a move that is not the next status, or a cancellation after production, with 422', async () => {
    const number = await placeOrder()
    const skip = await move(number, { from: 'received', to: 'ready', version: 0 })
    expect(skip.status).toBe(422)
    expect(await skip.json()).toMatchObject({ error: 'not_next', order: { status: 'received', version: 0 } })
    const back = await move(number, { from: 'received', to: 'received', version: 0 })
    expect(back.status).toBe(422)
    await walk(number, ['confirmed', 'inProduction'])
    const cancel = await move(number, { from: 'inProduction', to: 'cancelled', version: 2, note: 'neskoro' })
    expect(cancel.status).toBe(422)
    const body = (await cancel.json()) as { error: string; message: string }
    expect(body.error).toBe('after_production')
    expect(body.message).toMatch(/Production has started/)
    // A refused move changes nothing and mails nobody.
    expect((await statusMails(number)).map((mail) => mail.kind)).toEqual(['status-confirmed'])
  })

  it("cancels a confirmed order in the customer's window, and past it only with a note", async () => {
    const early = await placeOrder()
    await walk(early, ['confirmed'])
    const inTime = await move(early, { from: 'confirmed', to: 'cancelled', version: 1 })
    expect(inTime.status).toBe(200)

    const late = await placeOrder()
    await walk(late, ['confirmed'])
    // Confirmed a week ago: 10:00 of the next working day is long past.
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString()
    await runSql(server, `update orders set confirmed_at = '${weekAgo}' where number = '${late}'`)
    const withoutNote = await move(late, { from: 'confirmed', to: 'cancelled', version: 1, note: '  ' })
    expect(withoutNote.status).toBe(422)
    expect(await withoutNote.json()).toMatchObject({
      error: 'note_required',
      order: { status: 'confirmed', version: 1, confirmedAt: weekAgo },
    })
    expect((await statusMails(late)).map((mail) => mail.kind)).toEqual(['status-confirmed'])
    // The shop may still cancel before production, saying why; the customer reads the reason.
    const withNote = await move(late, {
      from: 'confirmed',
      to: 'cancelled',
      version: 1,
      note: 'Dekor sa prestal vyrábať',
    })
    expect(withNote.status).toBe(200)
    const mails = await statusMails(late)
    expect(mails.map((mail) => mail.kind)).toEqual(['status-confirmed', 'status-cancelled'])
    expect(mails[1]!.body_text).toContain('Dôvod: Dekor sa prestal vyrábať')
  })

  it('answers changes on the same version with one 200 and a 409 that carries the new state', async () => {
    const number = await placeOrder()
    const answers = await Promise.all([
      move(number, { from: 'received', to: 'confirmed', version: 0 }),
      move(number, { from: 'received', to: 'cancelled', version: 0, note: 'súbežne' }),
    ])
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, 409])
    const winner = (await answers.find((a) => a.status === 200)!.json()) as { order: FulfilmentOrder }
    const loser = (await answers.find((a) => a.status === 409)!.json()) as { error: string; order: FulfilmentOrder }
    expect(loser.error).toBe('status_conflict')
    expect(loser.order).toEqual(winner.order)
    expect(loser.order.version).toBe(1)
    const audit = await queryRows(server, `select id from order_status_audit where order_id = ${await orderId(number)}`)
    expect(audit).toHaveLength(1)
    expect(await statusMails(number)).toHaveLength(1)
  })

  it('lets exactly one of many simultaneous changes through', async () => {
    const number = await placeOrder()
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => move(number, { from: 'received', to: 'confirmed', version: 0 })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
    for (const answer of answers.filter((a) => a.status === 409))
      expect(await answer.json()).toMatchObject({
        error: 'status_conflict',
        order: { status: 'confirmed', version: 1 },
      })
    const id = await orderId(number)
    expect(await queryRows(server, `select id from order_status_audit where order_id = ${id}`)).toHaveLength(1)
    expect((await statusMails(number)).map((mail) => mail.kind)).toEqual(['status-confirmed'])
    expect(await withDatabase((db) => fulfilmentOf(db, id))).toMatchObject({ status: 'confirmed', version: 1 })
  })

  it('finds the orders in a status for the production batch, oldest first', async () => {
    const first = await placeOrder()
    const second = await placeOrder()
    const untouched = await placeOrder()
    await walk(second, ['confirmed'])
    await walk(first, ['confirmed'])
    const confirmed = await withDatabase((db) => ordersInStatus(db, 'confirmed'))
    const [a, b, c] = [await orderId(first), await orderId(second), await orderId(untouched)]
    expect(confirmed.filter((id) => [a, b, c].includes(id))).toEqual([a, b])
    expect(await withDatabase((db) => ordersInStatus(db, 'received'))).toContain(c)
    expect(await withDatabase((db) => fulfilmentOf(db, c))).toEqual({
      status: 'received',
      version: 0,
      confirmedAt: null,
    })
  })

  it('sends exactly one e-mail per status even when the same change is retried, in the order language', async () => {
    const number = await placeOrder('CZ')
    const first = await move(number, { from: 'received', to: 'confirmed', version: 0 })
    expect(first.status).toBe(200)
    const retried = await move(number, { from: 'received', to: 'confirmed', version: 0 })
    expect(retried.status).toBe(409)
    expect(((await retried.json()) as { order: FulfilmentOrder }).order).toMatchObject({
      status: 'confirmed',
      version: 1,
    })
    const ready = [
      await move(number, { from: 'confirmed', to: 'inProduction', version: 1 }),
      await move(number, { from: 'inProduction', to: 'ready', version: 2 }),
      await move(number, { from: 'inProduction', to: 'ready', version: 2 }),
    ].map((answer) => answer.status)
    expect(ready).toEqual([200, 200, 409])
    const mails = await statusMails(number)
    expect(mails.map((mail) => mail.kind)).toEqual(['status-confirmed', 'status-ready'])
    expect(mails[0]!.subject).toBe(`Objednávka č. ${number} je potvrzená – Skrinka`)
    expect(mails[0]!.body_text).toContain('do 20 pracovních dnů')
    expect(mails[1]!.body_text).toContain('zavolá den před doručením a přibližně hodinu před příjezdem')
    expect(mails[0]!.message_id).toMatch(new RegExp(`^<order-${number}-status-confirmed@`))
    // The worker sends each once, under a stable file name, once its 10 s undo window has passed.
    await expect
      .poll(async () => (await readOutbox(server.dataDir)).filter((mail) => mail.file.startsWith(`${number}-status`)), {
        timeout: 25_000,
        interval: 500,
      })
      .toHaveLength(2)
    const sent = (await readOutbox(server.dataDir)).filter((mail) => mail.file.startsWith(`${number}-status`))
    expect(sent.map((mail) => mail.file).sort()).toEqual([
      `${number}-status-confirmed.eml`,
      `${number}-status-ready.eml`,
    ])
    expect(sent.every((mail) => mail.to === 'tereza@example.cz')).toBe(true)
  }, 40_000)

  it('tells a customer who picks up to call the workshop', async () => {
    const number = await placeOrder('SK', { delivery: 'pickup' })
    await walk(number, ['confirmed', 'inProduction', 'ready'])
    const ready = (await statusMails(number)).find((mail) => mail.kind === 'status-ready')!
    expect(ready.body_text).toContain('pripravená na osobný odber v našej dielni na adrese')
    expect(ready.body_text).toMatch(/Pri osobnom odbere zaplatíte v hotovosti .+ s DPH/)
  })

  it('answers 404 for an unknown order and 400 for a body of the wrong shape', async () => {
    const unknown = await move('2026-999999', { from: 'received', to: 'confirmed', version: 0 })
    expect(unknown.status).toBe(404)
    const number = await placeOrder()
    const wrong = await fetch(`${server.url}${withParams(API.staffOrderStatus, { number }).path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer },
      body: JSON.stringify({ from: 'received', to: 'shipped', version: 0 }),
    })
    expect(wrong.status).toBe(400)
  })

  it('is for staff only: 401 without a session, 403 from another site, a session works and is audited', async () => {
    const number = await placeOrder()
    const anonymous = await move(number, { from: 'received', to: 'confirmed', version: 0 }, {})
    expect(anonymous.status).toBe(401)
    const signIn = await fetch(`${server.url}${API.staffSignIn.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'jana@skrinka.sk', password: PASSWORD }),
    })
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!
    const foreign = await move(
      number,
      { from: 'received', to: 'confirmed', version: 0 },
      { cookie, origin: 'https://evil.example' },
    )
    expect(foreign.status).toBe(403)
    expect((await foreign.json()) as { error: string }).toMatchObject({ error: 'forbidden_origin' })
    const own = await move(number, { from: 'received', to: 'confirmed', version: 0 }, { cookie, origin: server.url })
    expect(own.status).toBe(200)
    const [jana] = await queryRows<{ id: number }>(server, `select id from staff_user where email = 'jana@skrinka.sk'`)
    const audit = await queryRows<{ staff_name: string; staff_user_id: number }>(
      server,
      `select staff_name, staff_user_id from order_status_audit where order_id = ${await orderId(number)}`,
    )
    expect(audit.map((row) => ({ ...row, staff_user_id: Number(row.staff_user_id) }))).toEqual([
      { staff_name: 'Jana Kováčová', staff_user_id: Number(jana!.id) },
    ])
    const history = await withDatabase(async (db) => statusHistoryOf(db, await orderId(number)))
    expect(history).toMatchObject([{ from: 'received', to: 'confirmed', by: 'Jana Kováčová', note: '' }])
  })
})
