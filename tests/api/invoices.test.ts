/**
 * Tax invoices and credit notes (issue 37.3, docs/decisions/0038-invoices.md): issued in the status move's
 * transaction at the moment the settings name (delivered by default), by the desk's button once the order is ready,
 * numbered without gaps under concurrent issuing, cancelled by a credit note on a refusal or an undo (the invoice
 * itself never changes), served as PDF and e-mailed to the customer with the PDF attached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { queryRows } from '#scripts/harness/db.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { API, withParams } from '#domain/endpoints.ts'
import type { FulfilmentOrder, FulfilmentStatus } from '#domain/fulfilment.ts'
import type { StaffOrderDocuments, TaxDocument } from '#domain/invoice.ts'
import type { Country } from '#domain/locale.ts'
import { shopToday } from '#domain/staffOrders.ts'

const STAFF_TOKEN = 'staff-token-for-the-invoice-tests'
let server: TestServer
let keys = 0

beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60', CONFIG_MAX_AGE_MS: '0' })
}, 60_000)
afterAll(() => server?.stop())

const bearer = { authorization: `Bearer ${STAFF_TOKEN}`, 'x-staff-name': encodeURIComponent('Skript Faktúry') }

async function placeOrder(country: Country = 'SK'): Promise<string> {
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `invoices-${Date.now()}-${++keys}` },
    body: JSON.stringify(orderBody({ country })),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { orderNumber: string }).orderNumber
}

const post = (path: string, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

/** Moves an order through the statuses from where it is; the last answer's order. */
async function walk(
  number: string,
  statuses: FulfilmentStatus[],
  from = { status: 'received' as FulfilmentStatus, version: 0 },
) {
  let order: Pick<FulfilmentOrder, 'status' | 'version'> = from
  for (const to of statuses) {
    const response = await post(withParams(API.staffOrderStatus, { number }).path, {
      from: order.status,
      to,
      version: order.version,
      note: to === 'refused' ? 'Zákazník tovar neprevzal.' : '',
    })
    expect(response.status, await response.clone().text()).toBe(200)
    order = ((await response.json()) as { order: FulfilmentOrder }).order
  }
  return order
}

const documents = async (number: string) => {
  const response = await fetch(`${server.url}${withParams(API.staffOrderDocuments, { number }).path}`, {
    headers: bearer,
  })
  expect(response.status).toBe(200)
  return (await response.json()) as StaffOrderDocuments
}

const stored = async (number: string) =>
  (
    await queryRows<{ document: string }>(
      server,
      `select d.document from tax_document d join orders o on o.id = d.order_id where o.number = '${number}' order by d.id`,
    )
  ).map((row) => JSON.parse(row.document) as TaxDocument)

const issue = (number: string) => post(withParams(API.staffOrderInvoice, { number }).path)

describe('invoices: issued at the moment the settings name', () => {
  it('none at ready by default; at delivered the invoice, its totals the order’s, its e-mail due after the undo window', async () => {
    const number = await placeOrder()
    const ready = await walk(number, ['confirmed', 'inProduction', 'ready'])
    expect((await documents(number)).documents).toEqual([])
    expect((await documents(number)).canIssue).toBe(true)
    await walk(number, ['delivered'], ready)
    const listed = await documents(number)
    expect(listed.canIssue).toBe(false)
    expect(listed.documents).toHaveLength(1)
    const [invoice] = await stored(number)
    const year = shopToday(new Date()).slice(0, 4)
    expect(invoice!.number).toMatch(new RegExp(`^FA${year}-\\d{4}$`))
    expect(listed.documents[0]).toMatchObject({ number: invoice!.number, kind: 'invoice', cancelled: false })
    const [order] = await queryRows<{ total_net: number; total_gross: number }>(
      server,
      `select total_net, total_gross from orders where number = '${number}'`,
    )
    expect(invoice!.total).toEqual({
      net: Number(order!.total_net),
      vat: Number(order!.total_gross) - Number(order!.total_net),
      gross: Number(order!.total_gross),
    })
    expect(invoice!.payable).toBe(invoice!.total.gross + invoice!.rounding)
    expect(invoice!.variableSymbol).toBe(number.replace(/\D/g, ''))
    expect(invoice!.buyer.name).toBe('Jana Kováčová')
    const [mail] = await queryRows<{ kind: string; next_attempt_at: string; created_at: string }>(
      server,
      `select kind, next_attempt_at, created_at from outbox where kind = 'document-${invoice!.number}'`,
    )
    expect(Date.parse(mail!.next_attempt_at) - Date.parse(mail!.created_at)).toBe(10_000)
  })

  it('the e-mail reaches the customer with the invoice PDF attached, in the order’s language', async () => {
    const number = await placeOrder('CZ')
    await walk(number, ['confirmed', 'inProduction', 'ready', 'delivered'])
    const [invoice] = await stored(number)
    expect(invoice!.language).toBe('cs')
    await expect
      .poll(async () => (await readOutbox(server.dataDir)).find((m) => m.subject.includes(invoice!.number)), {
        timeout: 25_000,
        interval: 500,
      })
      .toBeDefined()
    const sent = (await readOutbox(server.dataDir)).find((m) => m.subject.includes(invoice!.number))!
    expect(sent.subject).toBe(`Faktura ${invoice!.number} k objednávce č. ${number} – Skrinka`)
    expect(sent.to).toContain('tereza@example.cz')
    expect(sent.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${invoice!.number}.pdf`, 'application/pdf'],
    ])
    expect(sent.attachments[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  }, 40_000)

  it('an undo of the delivering move cancels its invoice by a credit note and deletes the invoice e-mail unsent', async () => {
    const number = await placeOrder()
    const delivered = await walk(number, ['confirmed', 'inProduction', 'ready', 'delivered'])
    const [invoice] = await stored(number)
    const response = await post(withParams(API.staffOrderStatusUndo, { number }).path, { version: delivered.version })
    expect(response.status, await response.clone().text()).toBe(200)
    const after = await stored(number)
    expect(after).toHaveLength(2)
    expect(after[0]).toEqual(invoice)
    expect(after[1]).toMatchObject({ kind: 'creditNote', cancels: true, refersTo: { number: invoice!.number } })
    expect(after[1]!.total.gross).toBe(-invoice!.total.gross)
    expect(after[1]!.number).toMatch(/^DB\d{4}-\d{4}$/)
    const mails = await queryRows<{ kind: string }>(
      server,
      `select kind from outbox where kind like 'document-%' and kind in ('document-${invoice!.number}', 'document-${after[1]!.number}')`,
    )
    expect(mails).toEqual([])
    // Back at ready with no invoice in force: it may be issued again.
    expect((await documents(number)).canIssue).toBe(true)
  })
})

describe('invoices: the desk issues one by hand', () => {
  it('once the order is ready, only once; before, 422; a refusal at the door then cancels it by a credit note', async () => {
    const number = await placeOrder()
    const early = await issue(number)
    expect(early.status).toBe(422)
    expect(((await early.json()) as { error: string }).error).toBe('not_invoiceable')
    const ready = await walk(number, ['confirmed', 'inProduction', 'ready'])
    const first = await issue(number)
    expect(first.status, await first.clone().text()).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    const listed = (await first.json()) as StaffOrderDocuments
    expect(listed.documents.map((d) => d.kind)).toEqual(['invoice'])
    expect(listed.canIssue).toBe(false)
    const again = await issue(number)
    expect(again.status).toBe(409)
    await walk(number, ['refused'], ready)
    const after = await stored(number)
    expect(after.map((d) => d.kind)).toEqual(['invoice', 'creditNote'])
    expect(after[1]).toMatchObject({
      cancels: true,
      reason: 'Zákazník tovar neprevzal.',
      refersTo: { number: after[0]!.number },
    })
    const desk = await documents(number)
    expect(desk.documents[0]).toMatchObject({ cancelled: true })
    expect(desk.documents[1]).toMatchObject({ kind: 'creditNote', refersTo: after[0]!.number })
    expect(await issue('2026-999999')).toHaveProperty('status', 404)
  })

  it('numbers 20 invoices issued at once without a gap or a duplicate', async () => {
    const numbers = await Promise.all(Array.from({ length: 20 }, () => placeOrder()))
    for (const number of numbers) await walk(number, ['confirmed', 'inProduction', 'ready'])
    const answers = await Promise.all(numbers.map((number) => issue(number)))
    expect(answers.map((a) => a.status)).toEqual(numbers.map(() => 200))
    const rows = await queryRows<{ number: string }>(
      server,
      `select number from tax_document where kind = 'invoice' order by id`,
    )
    const sequences = rows.map((row) => Number(row.number.slice(-4))).sort((a, b) => a - b)
    // Every invoice of the series this year, the earlier tests' included: 1, 2, … with none skipped or twice.
    expect(sequences).toEqual(sequences.map((_, i) => i + 1))
    expect(sequences.length).toBeGreaterThanOrEqual(20)
  }, 60_000)
})

describe('invoices: the PDF', () => {
  it('is served to staff in the document’s language, 404 for another order’s number, 401 without a session', async () => {
    const number = await placeOrder('CZ')
    await walk(number, ['confirmed', 'inProduction', 'ready'])
    await issue(number)
    const [invoice] = await stored(number)
    const path = withParams(API.staffDocumentPdf, { number, file: `${invoice!.number}.pdf` }).path
    const response = await fetch(`${server.url}${path}`, { headers: bearer })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const pdf = Buffer.from(await response.arrayBuffer())
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect((await fetch(`${server.url}${path}`)).status).toBe(401)
    const other = await placeOrder()
    const wrong = withParams(API.staffDocumentPdf, { number: other, file: `${invoice!.number}.pdf` }).path
    expect((await fetch(`${server.url}${wrong}`, { headers: bearer })).status).toBe(404)
  })
})
