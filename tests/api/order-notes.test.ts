import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { queryRows } from '#scripts/harness/db.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { addStaffAccount, staffSession } from './staffAccount'
import { API, withParams } from '#domain/endpoints.ts'
import { ORDER_NOTE_MAX, type OrderNote } from '#domain/orderNotes.ts'
import type { FulfilmentOrder } from '#domain/fulfilment.ts'
import type { StaffOrderDetail } from '#domain/staffOrders.ts'

const STAFF_TOKEN = 'staff-token-for-the-note-tests'
let server: TestServer
let keys = 0
let staff: { cookie: string }
let owner: { cookie: string }

beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60' })
  await addStaffAccount(server, 'jana@skrinka.sk', 'Jana Kováčová', 'staff')
  await addStaffAccount(server, 'majitel@skrinka.sk', 'Peter Majiteľ', 'owner')
  staff = await staffSession(server, 'jana@skrinka.sk')
  owner = await staffSession(server, 'majitel@skrinka.sk')
}, 60_000)
afterAll(() => server?.stop())

async function placeOrder(country: 'SK' | 'CZ' = 'SK'): Promise<string> {
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `notes-${Date.now()}-${++keys}` },
    body: JSON.stringify(orderBody({ country })),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { orderNumber: string }).orderNumber
}

/** Writes a note as whoever the headers name (a session cookie, or the bearer script). */
const note = (number: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${server.url}${withParams(API.staffOrderNote, { number }).path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...headers },
    body: JSON.stringify(body),
  })
const bearer = { authorization: `Bearer ${STAFF_TOKEN}`, 'x-staff-name': 'Skript' }
const detail = async (number: string) => {
  const response = await fetch(`${server.url}${withParams(API.staffOrder, { number }).path}`, { headers: bearer })
  expect(response.status).toBe(200)
  return (await response.json()) as StaffOrderDetail
}
const orderId = async (number: string) =>
  Number((await queryRows<{ id: number }>(server, `select id from orders where number = '${number}'`))[0]!.id)

describe(`POST ${API.staffOrderNote.path}`, () => {
  it('keeps a note of staff and of the owner, oldest first, in the order detail and the audit log', async () => {
    const number = await placeOrder()
    const first = await note(number, { text: '  Zákazník volal, chce dodať v piatok.  ' }, staff)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    const { notes } = (await first.json()) as { notes: OrderNote[] }
    expect(notes).toEqual([
      { at: expect.any(String), by: 'Jana Kováčová', text: 'Zákazník volal, chce dodať v piatok.' },
    ])
    expect(Date.now() - Date.parse(notes[0]!.at)).toBeLessThan(60_000)

    expect((await note(number, { text: 'Dekor je na sklade.' }, owner)).status).toBe(200)
    expect((await note(number, { text: 'Z dávky 48.' }, bearer)).status).toBe(200)
    const order = await detail(number)
    expect(order.notes.map((entry) => [entry.by, entry.text])).toEqual([
      ['Jana Kováčová', 'Zákazník volal, chce dodať v piatok.'],
      ['Peter Majiteľ', 'Dekor je na sklade.'],
      // A script with the bearer token is no person, as in the status history.
      [null, 'Z dávky 48.'],
    ])

    const audit = await queryRows<{ action: string; subject: string; staff_name: string; detail: string }>(
      server,
      `select action, subject, staff_name, detail from staff_audit where subject = 'order:${number}' order by id`,
    )
    expect(audit.map((row) => [row.action, row.staff_name])).toEqual([
      ['order.note', 'Jana Kováčová'],
      ['order.note', 'Peter Majiteľ'],
      ['order.note', 'Skript'],
    ])
    // The audit says a note was written; the words stay with the order.
    expect(audit.every((row) => !row.detail.includes('piatok'))).toBe(true)
  })

  it('never e-mails a note: no outbox row and no sent mail holds it', async () => {
    const number = await placeOrder('CZ')
    const marker = `Interní-poznámka-${Date.now()}`
    expect((await note(number, { text: `${marker}: zákazník je nepříjemný.` }, staff)).status).toBe(200)
    // A status move after the note sends the customer an e-mail: the note must not ride along.
    const moved = await fetch(`${server.url}${withParams(API.staffOrderStatus, { number }).path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer },
      body: JSON.stringify({ from: 'received', to: 'confirmed', version: 0 }),
    })
    expect(moved.status).toBe(200)
    expect(((await moved.json()) as { order: FulfilmentOrder }).order.status).toBe('confirmed')
    const rows = await queryRows<{ kind: string; subject: string; body_text: string; body_html: string }>(
      server,
      `select kind, subject, body_text, body_html from outbox where order_id = ${await orderId(number)} order by id`,
    )
    expect(rows.map((row) => row.kind)).toContain('status-confirmed')
    for (const row of rows) expect(`${row.subject}${row.body_text}${row.body_html}`).not.toContain(marker)
    const sent = async () => (await readOutbox(server.dataDir)).filter((mail) => mail.file.startsWith(number))
    await expect.poll(async () => (await sent()).map((mail) => mail.file)).toContain(`${number}-status-confirmed.eml`)
    for (const mail of await sent()) {
      expect(`${mail.subject}${mail.text}`).not.toContain(marker)
      for (const file of mail.attachments) expect(file.content.toString('latin1')).not.toContain(marker)
    }
    // The detail still shows it, to staff.
    expect((await detail(number)).notes.map((entry) => entry.text)).toEqual([`${marker}: zákazník je nepříjemný.`])
  })

  it('answers 400 for an empty, too long or misshapen note, and 404 for an unknown order', async () => {
    const number = await placeOrder()
    for (const body of [{ text: '   ' }, { text: 'x'.repeat(ORDER_NOTE_MAX + 1) }, { note: 'hi' }, { text: 5 }]) {
      const response = await note(number, body, staff)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: string }).error).toBe('invalid_body')
    }
    expect((await note(number, { text: 'x'.repeat(ORDER_NOTE_MAX) }, staff)).status).toBe(200)
    const unknown = await note('2026-999999', { text: 'Kto?' }, staff)
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { error: string }).error).toBe('not_found')
    expect((await detail(number)).notes).toHaveLength(1)
  })

  it('is for staff only: 401 without a session, 403 from a foreign page, never cached', async () => {
    const number = await placeOrder()
    const anonymous = await note(number, { text: 'Anonym' }, {})
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('cache-control')).toBe('no-store')
    expect((await note(number, { text: 'Cudzí' }, { authorization: 'Bearer wrong' })).status).toBe(401)
    const foreign = await note(number, { text: 'Z cudzej stránky' }, { ...staff, origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect((await detail(number)).notes).toEqual([])
  })
})
