/**
 * POST /api/staff/orders/:number/edit (issue 36, docs/decisions/0030-order-edit.md): the contact and the addresses
 * by the checkout's rules, each line kept at its price or re-priced today, the total again, the version checked,
 * the audit row and the customer's e-mail naming each change, in the order's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { queryRows, runSql } from '#scripts/harness/db.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { addStaffAccount, staffSession } from './staffAccount'
import { API, withParams } from '#domain/endpoints.ts'
import type { Country } from '#domain/locale.ts'
import type { OrderEditRequest, OrderEditResponse } from '#domain/orderEditSchemas.ts'
import type { StaffOrderDetail } from '#domain/staffOrders.ts'
import type { FulfilmentStatus } from '#domain/fulfilment.ts'

const STAFF_TOKEN = 'staff-token-for-the-order-edit-tests'
let server: TestServer
let staff: { cookie: string }
let keys = 0

beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60', CONFIG_MAX_AGE_MS: '0' })
  await addStaffAccount(server, 'peter@skrinka.sk', 'Peter Dielňa', 'staff')
  staff = await staffSession(server, 'peter@skrinka.sk')
}, 60_000)
afterAll(() => server?.stop())

async function placeOrder(country: Country = 'SK'): Promise<string> {
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `order-edit-${Date.now()}-${++keys}` },
    body: JSON.stringify(orderBody({ country })),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { orderNumber: string }).orderNumber
}

async function detail(number: string): Promise<StaffOrderDetail> {
  const response = await fetch(`${server.url}${withParams(API.staffOrder, { number }).path}`, { headers: staff })
  expect(response.status).toBe(200)
  return (await response.json()) as StaffOrderDetail
}

const edit = (number: string, body: OrderEditRequest | object, headers: Record<string, string> = staff) =>
  fetch(`${server.url}${withParams(API.staffOrderEdit, { number }).path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

/** The edit of an order as it is: its version, its customer, every line kept as it is; `change` alters it. */
function unchanged(order: StaffOrderDetail): OrderEditRequest {
  return {
    version: order.version,
    customer: order.customer,
    lines: order.lines.map((line) => ({ position: line.position, count: line.count, price: 'keep' as const })),
  }
}

const move = async (number: string, from: FulfilmentStatus, to: FulfilmentStatus, version: number) => {
  const response = await fetch(`${server.url}${withParams(API.staffOrderStatus, { number }).path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${STAFF_TOKEN}`, 'x-staff-name': 'Skript' },
    body: JSON.stringify({ from, to, version }),
  })
  expect(response.status).toBe(200)
}

const editMails = async (number: string) =>
  queryRows<{ kind: string; recipient: string; subject: string; body_text: string; status: string }>(
    server,
    `select o.kind, o.recipient, o.subject, o.body_text, o.status from outbox o join orders r on r.id = o.order_id
     where r.number = '${number}' and o.kind like 'edit-%' order by o.id`,
  )

describe('POST /api/staff/orders/:number/edit', () => {
  it('changes the contact and the addresses, records who did it and e-mails the customer each change', async () => {
    const number = await placeOrder()
    const order = await detail(number)
    const body = unchanged(order)
    body.customer = {
      ...order.customer,
      email: 'jana.nova@example.sk',
      phone: '0911 222 333',
      adresaDodaniaModel: true,
      dodaciaAdresa: { address: 'Dlhá 4', city: 'Nitra', zip: '94901' },
    }
    const response = await edit(number, body)
    expect(response.status, await response.clone().text()).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const answer = (await response.json()) as OrderEditResponse
    expect(answer.version).toBe(order.version + 1)
    expect(answer.changes).toEqual([
      { kind: 'field', field: 'email', from: 'jana.kovacova@example.sk', to: 'jana.nova@example.sk' },
      { kind: 'field', field: 'phone', from: '+421 905 123 456', to: '+421 911 222 333' },
      { kind: 'field', field: 'deliveryAddress', from: '', to: 'Dlhá 4, 949 01 Nitra' },
    ])
    const after = await detail(number)
    expect(after.version).toBe(order.version + 1)
    expect(after.customer).toMatchObject({ email: 'jana.nova@example.sk', phone: '911222333' })
    expect(after.customer.dodaciaAdresa).toEqual({ address: 'Dlhá 4', city: 'Nitra', zip: '949 01' })
    expect(after.total).toEqual(order.total)
    // The order's history shows the edit: who, and what changed.
    expect(order.edits).toEqual([])
    expect(after.edits).toEqual([{ at: expect.any(String), by: 'Peter Dielňa', changes: answer.changes }])
    const [row] = await queryRows<{ email: string }>(server, `select email from orders where number = '${number}'`)
    expect(row!.email).toBe('jana.nova@example.sk')

    const mails = await editMails(number)
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([['edit-1', 'jana.nova@example.sk']])
    expect(mails[0]!.subject).toBe(`Objednávka č. ${number} bola zmenená – Skrinka`)
    expect(mails[0]!.body_text).toContain('E-mail: jana.kovacova@example.sk → jana.nova@example.sk')
    expect(mails[0]!.body_text).toContain('Telefón: +421 905 123 456 → +421 911 222 333')
    expect(mails[0]!.body_text).toContain('Dodacia adresa: (žiadne) → Dlhá 4, 949 01 Nitra')

    const audit = await queryRows<{ staff_name: string; action: string; detail: string }>(
      server,
      `select staff_name, action, detail from staff_audit where subject = 'order:${number}' order by id`,
    )
    expect(audit.map(({ staff_name, action }) => ({ staff_name, action }))).toEqual([
      { staff_name: 'Peter Dielňa', action: 'order.edit' },
    ])
    expect((JSON.parse(audit[0]!.detail) as { changes: unknown }).changes).toEqual(answer.changes)
  })

  it('keeps a line at its ordered price or re-prices it at today’s, and adds the total up again', async () => {
    const number = await placeOrder()
    // The first line was ordered 10.00 € cheaper than today's price list says (a price rise since).
    await runSql(
      server,
      `update order_line set unit_net = unit_net - 813, unit_gross = unit_gross - 1000
       where position = 0 and order_id = (select id from orders where number = '${number}')`,
    )
    await runSql(
      server,
      `update orders set total_net = total_net - 1626, total_gross = total_gross - 2000 where number = '${number}'`,
    )
    const order = await detail(number)
    const [first, second] = order.lines
    expect(first!.today!.gross - first!.snapshot.gross).toBeCloseTo(10, 2)

    // Keep: one more piece at the ordered price.
    const keep = unchanged(order)
    keep.lines[0] = { position: first!.position, count: first!.count + 1, price: 'keep' }
    const kept = await edit(number, keep)
    expect(kept.status, await kept.clone().text()).toBe(200)
    const afterKeep = await detail(number)
    expect(afterKeep.lines[0]!.snapshot).toEqual(first!.snapshot)
    expect(afterKeep.lines[0]!.count).toBe(first!.count + 1)
    const expected = (lines: StaffOrderDetail['lines']) =>
      Math.round(lines.reduce((sum, line) => sum + line.snapshot.gross * 100 * line.count, order.shipping.gross * 100))
    expect(Math.round(afterKeep.total.gross * 100)).toBe(expected(afterKeep.lines))

    // Today: the same line at today's price; the other line's price is the same today, so it is no change.
    const today = unchanged(afterKeep)
    today.lines[0] = { position: first!.position, count: first!.count + 1, price: 'today' }
    today.lines[1] = { position: second!.position, count: second!.count, price: 'today' }
    const repriced = await edit(number, today)
    expect(repriced.status, await repriced.clone().text()).toBe(200)
    const { changes } = (await repriced.json()) as OrderEditResponse
    expect(changes.map((change) => change.kind)).toEqual(['line', 'total'])
    const afterToday = await detail(number)
    expect(afterToday.lines[0]!.snapshot).toEqual(first!.today)
    expect(Math.round(afterToday.total.gross * 100)).toBe(expected(afterToday.lines))

    const mails = await editMails(number)
    expect(mails.map((mail) => mail.kind)).toEqual(['edit-1', 'edit-2'])
    expect(mails[0]!.body_text).toMatch(/\d+ ks → \d+ ks/)
    expect(mails[1]!.body_text).toContain('cena za kus podľa dnešného cenníka')
    expect(mails[1]!.body_text).toContain('Spolu na úhradu s DPH:')
  })

  it('answers 409 when the order moved on since the editor opened, naming who; nothing is written', async () => {
    const number = await placeOrder()
    const order = await detail(number)
    await move(number, 'received', 'confirmed', order.version)
    const body = unchanged(order)
    body.customer = { ...order.customer, name: 'Janka' }
    const response = await edit(number, body)
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({
      error: 'edit_conflict',
      status: 'confirmed',
      version: order.version + 1,
      by: 'Skript',
    })
    expect((await detail(number)).customer.name).toBe('Jana')
    expect(await editMails(number)).toEqual([])
  })

  it('edits a confirmed order, and refuses one in production (422 after_production)', async () => {
    const number = await placeOrder()
    const order = await detail(number)
    await move(number, 'received', 'confirmed', order.version)
    const confirmed = await detail(number)
    const body = unchanged(confirmed)
    body.customer = { ...confirmed.customer, surname: 'Kováčová-Nová' }
    expect((await edit(number, body)).status).toBe(200)
    const edited = await detail(number)
    await move(number, 'confirmed', 'inProduction', edited.version)
    const inProduction = await detail(number)
    const late = unchanged(inProduction)
    late.customer = { ...inProduction.customer, surname: 'Nová' }
    const response = await edit(number, late)
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ error: 'after_production', status: 'inProduction' })
    expect((await detail(number)).customer.surname).toBe('Kováčová-Nová')
  })

  it('refuses a customer the checkout would refuse (400, by field) and an unknown order (404)', async () => {
    const number = await placeOrder()
    const order = await detail(number)
    const body = unchanged(order)
    body.customer = {
      ...order.customer,
      email: 'jana@',
      fakturacnaAdresa: { ...order.customer.fakturacnaAdresa, zip: '' },
    }
    const response = await edit(number, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: 'invalid_customer',
      issues: [
        { path: 'email', message: 'email' },
        { path: 'billingAddress.zip', message: 'required' },
      ],
    })
    const badCount = unchanged(order)
    badCount.lines[0] = { ...badCount.lines[0]!, count: 0 }
    expect((await edit(number, badCount)).status).toBe(400)
    expect((await edit('2026-999999', unchanged(order))).status).toBe(404)
    expect(await editMails(number)).toEqual([])
  })

  it('is staff only: no session 401', async () => {
    const number = await placeOrder()
    const order = await detail(number)
    const response = await edit(number, unchanged(order), {})
    expect(response.status).toBe(401)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('changes nothing and sends nothing when nothing changed', async () => {
    const number = await placeOrder()
    const order = await detail(number)
    const response = await edit(number, unchanged(order))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ version: order.version, changes: [] })
    expect(await editMails(number)).toEqual([])
  })

  it('e-mails a Czech order’s customer in Czech', async () => {
    const number = await placeOrder('CZ')
    const order = await detail(number)
    const body = unchanged(order)
    body.customer = { ...order.customer, phone: '777 123 456' }
    expect((await edit(number, body)).status).toBe(200)
    const [mail] = await editMails(number)
    expect(mail!.subject).toBe(`Objednávka č. ${number} byla změněna – Skrinka`)
    expect(mail!.body_text).toContain('Telefon: +420 602 123 456 → +420 777 123 456')
    expect(mail!.body_text).toContain('vaši objednávku č.')
  })
})
