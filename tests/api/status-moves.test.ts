/**
 * Status moves of issue 36 (docs/decisions/0031-status-undo.md): a move's e-mail waits out the 10 s undo window in the
 * outbox, an undo inside it restores the status and deletes the e-mail, after it is refused; a 409 names who changed
 * the order; a refusal at the door for a courier order (note, no e-mail, no sale); the received e-mail says received,
 * the confirmed one carries the one deadline; pickup orders never read courier wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { queryRows, runSql } from '#scripts/harness/db.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { addStaffAccount, staffSession } from './staffAccount'
import { API, withParams } from '#domain/endpoints.ts'
import { UNDO_WINDOW_MS, type FulfilmentOrder, type FulfilmentStatus } from '#domain/fulfilment.ts'
import type { CustomerForm } from '#domain/checkout.ts'
import type { Country } from '#domain/locale.ts'

const STAFF_TOKEN = 'staff-token-for-the-status-moves-tests'
let server: TestServer
let keys = 0

beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60', CONFIG_MAX_AGE_MS: '0' })
  await addStaffAccount(server, 'marta@skrinka.sk', 'Marta Expedičná', 'staff')
}, 60_000)
afterAll(() => server?.stop())

async function placeOrder(country: Country = 'SK', customer: Partial<CustomerForm> = {}): Promise<string> {
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `status-moves-${Date.now()}-${++keys}` },
    body: JSON.stringify(orderBody({ country, customer })),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { orderNumber: string }).orderNumber
}

const bearer = { authorization: `Bearer ${STAFF_TOKEN}`, 'x-staff-name': encodeURIComponent('Skript Expedícia') }

const post = (path: string, body: unknown, headers: Record<string, string> = bearer) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

const move = (
  number: string,
  body: { from: FulfilmentStatus; to: FulfilmentStatus; version: number; note?: string },
  headers?: Record<string, string>,
) => post(withParams(API.staffOrderStatus, { number }).path, body, headers)

const undo = (number: string, version: number, headers?: Record<string, string>) =>
  post(withParams(API.staffOrderStatusUndo, { number }).path, { version }, headers)

/** Moves an order through the statuses, each from the version the last answer gave; the last answer's order. */
async function walk(number: string, statuses: FulfilmentStatus[]) {
  let order = { status: 'received' as FulfilmentStatus, version: 0 }
  let answer: { order: FulfilmentOrder; undoUntil: string } | undefined
  for (const to of statuses) {
    const response = await move(number, { from: order.status, to, version: order.version })
    expect(response.status, await response.clone().text()).toBe(200)
    answer = (await response.json()) as { order: FulfilmentOrder; undoUntil: string }
    order = answer.order
  }
  return answer!
}

const orderId = async (number: string) =>
  Number((await queryRows<{ id: number }>(server, `select id from orders where number = '${number}'`))[0]!.id)

const outbox = async (number: string) =>
  queryRows<{ kind: string; status: string; next_attempt_at: string; created_at: string; body_text: string }>(
    server,
    `select kind, status, next_attempt_at, created_at, body_text from outbox where order_id = ${await orderId(number)} order by id`,
  )

/** Moves the order's last audit row (and its e-mail) back in time, as if the move was made `ms` ago. */
async function age(number: string, ms: number) {
  const id = await orderId(number)
  const then = new Date(Date.now() - ms).toISOString()
  await runSql(
    server,
    `update order_status_audit set at = '${then}' where id = (select max(id) from order_status_audit where order_id = ${id})`,
  )
}

describe('status moves: the 10 s undo', () => {
  it('writes the e-mail due when the undo window ends, and an undo inside it deletes it and restores the order', async () => {
    const number = await placeOrder()
    const moved = await walk(number, ['confirmed'])
    expect(moved.order).toMatchObject({ status: 'confirmed', version: 1, courier: true })
    const mail = (await outbox(number)).find((row) => row.kind === 'status-confirmed')!
    expect(mail.status).toBe('pending')
    expect(Date.parse(mail.next_attempt_at) - Date.parse(mail.created_at)).toBe(UNDO_WINDOW_MS)
    expect(moved.undoUntil).toBe(new Date(mail.next_attempt_at).toISOString())

    const response = await undo(number, 1)
    expect(response.status, await response.clone().text()).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { order } = (await response.json()) as { order: FulfilmentOrder }
    expect(order).toMatchObject({ status: 'received', version: 2, confirmedAt: null })
    expect((await outbox(number)).map((row) => row.kind)).toEqual(['customer', 'shop'])
    const [row] = await queryRows<{ status: string; confirmed_at: string | null; status_version: number }>(
      server,
      `select status, confirmed_at, status_version from orders where number = '${number}'`,
    )
    expect({ ...row, status_version: Number(row!.status_version) }).toEqual({
      status: 'received',
      confirmed_at: null,
      status_version: 2,
    })
    // The history keeps both: the move and its undo.
    const audit = await queryRows<{ from_status: string; to_status: string; undo: number }>(
      server,
      `select from_status, to_status, undo from order_status_audit where order_id = ${await orderId(number)} order by id`,
    )
    expect(audit.map((entry) => [entry.from_status, entry.to_status, Number(entry.undo)])).toEqual([
      ['received', 'confirmed', 0],
      ['confirmed', 'received', 1],
    ])
    // An undo is not undone.
    const again = await undo(number, 2)
    expect(again.status).toBe(422)
    expect(await again.json()).toMatchObject({ error: 'nothing_to_undo', order: { status: 'received', version: 2 } })
    // The order may be confirmed again: a new e-mail, due after its own window.
    const confirmedAgain = await move(number, { from: 'received', to: 'confirmed', version: 2 })
    expect(confirmedAgain.status).toBe(200)
    expect((await outbox(number)).filter((mail) => mail.kind === 'status-confirmed')).toHaveLength(1)
  })

  it('refuses an undo after the window (422 undo_expired), the e-mail stays and is sent', async () => {
    const number = await placeOrder()
    await walk(number, ['confirmed'])
    await age(number, UNDO_WINDOW_MS + 1)
    const response = await undo(number, 1)
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ error: 'undo_expired', order: { status: 'confirmed', version: 1 } })
    expect((await outbox(number)).map((row) => row.kind)).toContain('status-confirmed')
  })

  it('undoes a move without an e-mail, and answers 409 naming who changed the order when the version moved on', async () => {
    const number = await placeOrder()
    await walk(number, ['confirmed', 'inProduction'])
    await age(number, 0)
    const late = await undo(number, 1)
    expect(late.status).toBe(409)
    const conflict = (await late.json()) as { error: string; order: FulfilmentOrder; changedBy: unknown }
    expect(conflict).toMatchObject({
      error: 'status_conflict',
      order: { status: 'inProduction', version: 2 },
      // The bearer script has no account: named as a script (null), as the desk's history does.
      changedBy: { by: null, to: 'inProduction', undo: false },
    })
    const undone = await undo(number, 2)
    expect(undone.status).toBe(200)
    expect(((await undone.json()) as { order: FulfilmentOrder }).order).toMatchObject({
      status: 'confirmed',
      version: 3,
    })
    // A staff member's move, then a stale one: the 409 names the colleague.
    const { cookie } = await staffSession(server, 'marta@skrinka.sk')
    const own = await move(
      number,
      { from: 'confirmed', to: 'inProduction', version: 3 },
      { cookie, origin: server.url },
    )
    expect(own.status).toBe(200)
    const stale = await move(number, { from: 'confirmed', to: 'cancelled', version: 3, note: 'x' })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({ changedBy: { by: 'Marta Expedičná', to: 'inProduction' } })
  })

  it('is for staff only and answers 404 and 400', async () => {
    const number = await placeOrder()
    await walk(number, ['confirmed'])
    expect((await undo(number, 1, {})).status).toBe(401)
    expect((await undo('2026-999999', 1)).status).toBe(404)
    const wrong = await post(withParams(API.staffOrderStatusUndo, { number }).path, { version: 'one' })
    expect(wrong.status).toBe(400)
  })

  it('sends the e-mail once the window has passed when nobody undoes the move', async () => {
    const number = await placeOrder()
    await walk(number, ['confirmed'])
    const file = `${number}-status-confirmed.eml`
    // Not before the window ends…
    await new Promise((resolve) => setTimeout(resolve, UNDO_WINDOW_MS / 2))
    expect((await readOutbox(server.dataDir)).map((mail) => mail.file)).not.toContain(file)
    // …and soon after it.
    await expect
      .poll(async () => (await readOutbox(server.dataDir)).map((mail) => mail.file), { timeout: 20_000, interval: 500 })
      .toContain(file)
  }, 40_000)
})

describe('status moves: refused at delivery', () => {
  it('takes a ready courier order to refused with a note, e-mails nobody and counts it in no sale', async () => {
    const dashboard = async () => {
      const response = await fetch(`${server.url}${API.staffDashboard.path}`, { headers: bearer })
      return (
        ((await response.json()) as { sales: { country: string; orders: number }[] }).sales.find(
          (sale) => sale.country === 'SK',
        )?.orders ?? 0
      )
    }
    const number = await placeOrder()
    const { order } = await walk(number, ['confirmed', 'inProduction', 'ready'])
    const before = await dashboard()
    const noNote = await move(number, { from: 'ready', to: 'refused', version: order.version })
    expect(noNote.status).toBe(422)
    expect(await noNote.json()).toMatchObject({ error: 'note_required' })
    const kinds = (await outbox(number)).map((row) => row.kind)
    const refused = await move(number, {
      from: 'ready',
      to: 'refused',
      version: order.version,
      note: 'Zákazník nezaplatil, tovar späť v dielni',
    })
    expect(refused.status).toBe(200)
    expect(((await refused.json()) as { order: FulfilmentOrder }).order.status).toBe('refused')
    expect((await outbox(number)).map((row) => row.kind)).toEqual(kinds)
    expect(await dashboard()).toBe(before - 1)
    // Terminal: nothing follows.
    const after = await move(number, { from: 'refused', to: 'delivered', version: order.version + 1 })
    expect(after.status).toBe(422)
  })

  it('refuses a refusal at the door for a pickup order', async () => {
    const number = await placeOrder('SK', { delivery: 'pickup' })
    const { order } = await walk(number, ['confirmed', 'inProduction', 'ready'])
    expect(order.courier).toBe(false)
    const response = await move(number, { from: 'ready', to: 'refused', version: order.version, note: 'Neprišiel' })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ error: 'not_next' })
  })
})

describe('status moves: one confirmation, wording by delivery type', () => {
  it('says received in the order e-mail and gives the one deadline in the confirmed e-mail', async () => {
    const number = await placeOrder()
    await walk(number, ['confirmed'])
    const rows = await outbox(number)
    const received = rows.find((row) => row.kind === 'customer')!.body_text
    expect(received).toContain('Prijali sme ju; keď ju skontrolujeme, potvrdíme ju samostatným e-mailom.')
    expect(received).not.toMatch(/potvrdzujeme|do 10:00/)
    const [subject] = await queryRows<{ subject: string }>(
      server,
      `select subject from outbox where order_id = ${await orderId(number)} and kind = 'customer'`,
    )
    expect(subject!.subject).toBe(`Objednávka č. ${number} prijatá – Skrinka`)
    const confirmed = rows.find((row) => row.kind === 'status-confirmed')!.body_text
    expect(confirmed.match(/do 10:00/g)).toHaveLength(1)
  })

  it('never tells a pickup customer about a driver, in Slovak and Czech', async () => {
    for (const country of ['SK', 'CZ'] as const) {
      const number = await placeOrder(country, { delivery: 'pickup' })
      await walk(number, ['confirmed', 'inProduction', 'ready'])
      const rows = await outbox(number)
      for (const kind of ['customer', 'status-confirmed', 'status-ready'])
        expect(rows.find((row) => row.kind === kind)!.body_text, kind).not.toMatch(/vodič|řidič/)
      const ready = rows.find((row) => row.kind === 'status-ready')!.body_text
      expect(ready).toMatch(
        country === 'SK' ? /osobný odber v našej dielni na adrese / : /osobnímu odběru v naší dílně na adrese /,
      )
      const courier = await placeOrder(country)
      await walk(courier, ['confirmed', 'inProduction', 'ready'])
      const courierRows = await outbox(courier)
      expect(courierRows.find((row) => row.kind === 'customer')!.body_text).toMatch(/vodič|řidič/)
      expect(courierRows.find((row) => row.kind === 'status-ready')!.body_text).toMatch(/vodič|řidič/)
    }
  })
})
