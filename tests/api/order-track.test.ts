import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { ORDER_PAGE_LINK, orderPageTokenIn, outboxMailOf, placeFixtureOrder } from './orders'
import { queryRows, runSql } from '#scripts/harness/db.ts'
import { API, withParams } from '#domain/endpoints.ts'
import type { OrderTrack } from '#domain/orderTrackSchemas.ts'
import type { StaffOrderDetail } from '#domain/staffOrders.ts'

const STAFF_TOKEN = 'staff-token-for-the-order-page-tests'
let server: TestServer

beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60' })
}, 60_000)
afterAll(() => server?.stop())

const bearer = { authorization: `Bearer ${STAFF_TOKEN}`, 'x-staff-name': 'Skript' }
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(body),
  })
const read = (token: string) => post(API.getOrderTrack.path, { token })
const documentUrl = (token: string, doc: string) =>
  `${server.url}${API.orderTrackDocument.path}?${new URLSearchParams({ token, doc }).toString()}`
const move = (number: string, body: { from: string; to: string; version: number }) =>
  fetch(`${server.url}${withParams(API.staffOrderStatus, { number }).path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...bearer },
    body: JSON.stringify(body),
  })

describe('the order page of a customer', () => {
  it('is linked from the order e-mail with a token only the hash of which is stored; the page says no-store and noindex', async () => {
    const { number, customer } = await placeFixtureOrder(server, 'SK')
    const mail = await outboxMailOf(server, number, 'customer')
    const token = orderPageTokenIn(server, mail, 'SK')

    const rows = await queryRows<{ token_hash: string }>(
      server,
      `select t.token_hash from order_track_token t join orders o on o.id = t.order_id where o.number = '${number}'`,
    )
    expect(rows.map((row) => row.token_hash)).toContain(sha256(token))
    // The token itself is nowhere in the database: the outbox keeps the placeholder, not the link.
    const stored = await queryRows<{ body_text: string; body_html: string }>(
      server,
      `select body_text, body_html from outbox where body_text like '%${token}%' or body_html like '%${token}%'`,
    )
    expect(stored).toEqual([])
    // The shop's notice has no customer link.
    expect(ORDER_PAGE_LINK.test((await outboxMailOf(server, number, 'shop')).text)).toBe(false)

    const response = await read(token)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-robots-tag')).toContain('noindex')
    const text = await response.text()
    // Nothing personal: the page is opened by a link alone.
    for (const personal of [customer.email, customer.surname, customer.phone, customer.fakturacnaAdresa.address])
      expect(text).not.toContain(personal)
    const order = JSON.parse(text) as OrderTrack
    expect(order.number).toBe(number)
    expect(order.status).toBe('received')
    expect(order.timeline.map((entry) => [entry.step, entry.state])).toEqual([
      ['received', 'current'],
      ['confirmed', 'upcoming'],
      ['inProduction', 'upcoming'],
      ['ready', 'upcoming'],
      ...(order.courier ? [['onTheWay', 'upcoming']] : []),
      ['delivered', 'upcoming'],
    ])
    expect(order.lines).toHaveLength(2)
    expect(order.lines[0]!.model).toMatch(/\.glb$/)
    expect(order.documents.map((doc) => doc.key)).toEqual(['design-0', 'design-1'])
    expect(order.cancellable).toBe(true)

    const page = await fetch(`${server.url}/objednavka/${token}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('x-robots-tag')).toContain('noindex')
    const html = await page.text()
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    // The server renders no order into the page: the browser reads it.
    expect(html).not.toContain(number)
    for (const sitemap of ['/sk-sitemap.xml', '/cz-sitemap.xml'])
      expect(await (await fetch(`${server.url}${sitemap}`)).text()).not.toContain('objednavka')
  })

  it('answers every token that opens nothing with the same short 404', async () => {
    const unknown = randomBytes(32).toString('base64url')
    const answers = await Promise.all(
      [unknown, 'short', `${unknown}x`, "'; drop table orders; --"].map(async (token) => {
        const response = await read(token)
        expect(response.status).toBe(404)
        expect(response.headers.get('cache-control')).toBe('no-store')
        return response.text()
      }),
    )
    expect(new Set(answers).size).toBe(1)
    expect(answers[0]!.length).toBeLessThan(100)
    const download = await fetch(documentUrl(unknown, 'design-0'))
    expect(download.status).toBe(404)
    expect(await download.text()).toBe(answers[0])
    expect((await post(API.cancelOrderTrack.path, { token: unknown, version: 0 })).status).toBe(404)
    // The page itself answers 404 too, for an unknown and a malformed token alike (its HTML says "no order here").
    for (const path of [`/objednavka/${unknown}`, '/cz/objednavka/short', '/objednavka/%E0%A4%A'])
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404)
    expect((await post(API.sendOrderTrackMessage.path, { token: unknown, text: 'Dobrý deň' })).status).toBe(404)
  })

  it('says the day promised at placing, then the van’s day and window once the customer is told them', async () => {
    const { number } = await placeFixtureOrder(server, 'SK')
    const token = orderPageTokenIn(server, await outboxMailOf(server, number, 'customer'), 'SK')
    const [stored] = await queryRows<{ delivery_date: string }>(
      server,
      `select delivery_date from orders where number = '${number}'`,
    )
    expect(stored!.delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const placed = (await (await read(token)).json()) as OrderTrack
    expect(placed).toMatchObject({ deliveryDate: stored!.delivery_date, dispatch: null })

    await runSql(server, `update orders set status = 'ready', status_version = 3 where number = '${number}'`)
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    const staffPost = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, ...bearer },
        body: JSON.stringify(body),
      })
    const plan = await staffPost(withParams(API.staffDeliveryPlan, { date: day }).path, {
      number,
      from: '8:00',
      to: '10:00',
    })
    expect(plan.status).toBe(200)
    // Planned but not yet told: the page keeps the promise.
    expect(((await (await read(token)).json()) as OrderTrack).dispatch).toBeNull()
    const notify = await staffPost(withParams(API.staffDeliveryNotify, { date: day }).path, { numbers: [number] })
    expect(((await notify.json()) as { sent: string[] }).sent).toEqual([number])
    const told = (await (await read(token)).json()) as OrderTrack
    expect(told.dispatch).toMatchObject({ method: 'van', date: day, from: '8:00', to: '10:00' })
    expect(told.deliveryDate).toBe(stored!.delivery_date)
  })

  it('gives the design PDFs, the instructions only once ready, and no one else’s documents', async () => {
    const { number } = await placeFixtureOrder(server, 'SK')
    const token = orderPageTokenIn(server, await outboxMailOf(server, number, 'customer'), 'SK')
    const pdf = await fetch(documentUrl(token, 'design-1'))
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('cache-control')).toBe('no-store')
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    for (const doc of ['assembly', 'design-7', 'FA2026-0001', '../etc/passwd'])
      expect((await fetch(documentUrl(token, doc))).status).toBe(404)
  })

  it('takes a message for the shop: stored, on the desk, e-mailed to the shop with Reply-To the customer', async () => {
    const { number, customer } = await placeFixtureOrder(server, 'SK')
    const token = orderPageTokenIn(server, await outboxMailOf(server, number, 'customer'), 'SK')
    expect((await post(API.sendOrderTrackMessage.path, { token, text: '   ' })).status).toBe(400)
    expect((await post(API.sendOrderTrackMessage.path, { token, text: 'x'.repeat(2001) })).status).toBe(400)
    const response = await post(API.sendOrderTrackMessage.path, { token, text: '  Prosím dodať po 15:00.  ' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const order = (await response.json()) as OrderTrack
    expect(order.messages.map((message) => message.text)).toEqual(['Prosím dodať po 15:00.'])

    const detail = (await (
      await fetch(`${server.url}${withParams(API.staffOrder, { number }).path}`, { headers: bearer })
    ).json()) as StaffOrderDetail
    expect(detail.messages?.map((message) => message.text)).toEqual(['Prosím dodať po 15:00.'])

    const notice = await outboxMailOf(server, number, 'message-1')
    expect(notice.replyTo).toContain(customer.email)
    expect(notice.to).not.toContain(customer.email)
    expect(notice.text).toContain('Prosím dodať po 15:00.')
    expect(notice.text).toContain(`/admin/objednavky/${number}`)
  })

  it('lets the customer cancel a received order (the desk’s move, its history and e-mail), and refuses it past the terms', async () => {
    const { number } = await placeFixtureOrder(server, 'CZ')
    const token = orderPageTokenIn(server, await outboxMailOf(server, number, 'customer'), 'CZ')
    const before = (await (await read(token)).json()) as OrderTrack
    expect(before.country).toBe('CZ')
    // Decided on an older version: the order as it is now is for the customer to see first.
    expect((await post(API.cancelOrderTrack.path, { token, version: before.version + 1 })).status).toBe(409)
    const response = await post(API.cancelOrderTrack.path, { token, version: before.version })
    expect(response.status).toBe(200)
    const after = (await response.json()) as OrderTrack
    expect(after.status).toBe('cancelled')
    expect(after.cancellable).toBe(false)
    expect(after.timeline.map((entry) => entry.step)).toEqual(['received', 'cancelled'])
    expect(after.timeline.at(-1)!.at).not.toBeNull()
    const history = await queryRows<{ from_status: string; to_status: string; note: string }>(
      server,
      `select a.from_status, a.to_status, a.note from order_status_audit a join orders o on o.id = a.order_id where o.number = '${number}'`,
    )
    expect(history).toEqual([
      { from_status: 'received', to_status: 'cancelled', note: expect.stringContaining('zákazník') },
    ])
    // The desk names the customer, not a script.
    const desk = (await (
      await fetch(`${server.url}${withParams(API.staffOrder, { number }).path}`, { headers: bearer })
    ).json()) as StaffOrderDetail
    expect(desk.history.map((entry) => [entry.to, entry.by, entry.customer])).toEqual([['cancelled', null, true]])
    // The cancellation's e-mail (after the desk's undo window) links to the page again, with a token of its own.
    const mail = await outboxMailOf(server, number, 'status-cancelled', 30_000)
    const again = orderPageTokenIn(server, mail, 'CZ')
    expect(again).not.toBe(token)
    expect(((await (await read(again)).json()) as OrderTrack).status).toBe('cancelled')
    expect((await post(API.cancelOrderTrack.path, { token, version: after.version })).status).toBe(422)

    // A confirmed order past 10:00 of the next working day: the customer's window is over.
    const late = await placeFixtureOrder(server, 'SK')
    const lateToken = orderPageTokenIn(server, await outboxMailOf(server, late.number, 'customer'), 'SK')
    expect((await move(late.number, { from: 'received', to: 'confirmed', version: 0 })).status).toBe(200)
    const confirmed = (await (await read(lateToken)).json()) as OrderTrack
    expect(confirmed.cancellable).toBe(true)
    expect(confirmed.cancellableUntil).toMatch(/^\d{4}-\d\d-\d\dT10:00:00$/)
    expect(confirmed.timeline.find((entry) => entry.step === 'confirmed')).toMatchObject({ state: 'current' })
    await runSql(server, `update orders set confirmed_at = '2026-01-05T08:00:00.000Z' where number = '${late.number}'`)
    const refused = await post(API.cancelOrderTrack.path, { token: lateToken, version: confirmed.version })
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as { error: string }).error).toBe('not_cancellable')
    expect(((await (await read(lateToken)).json()) as OrderTrack).status).toBe('confirmed')
  }, 60_000)
})
