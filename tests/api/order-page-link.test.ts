import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { orderPageTokenIn, outboxMailOf, placeFixtureOrder } from './orders'
import { queryRows, runSql } from '#scripts/harness/db.ts'
import { addStaffAccount, staffSession } from './staffAccount'
import { API, withParams } from '#domain/endpoints.ts'
import { ERASED_EMAIL } from '#domain/customers.ts'
import { PAGE_LINK_RESEND_INTERVAL_MS, type OrderPageLinkResponse } from '#domain/orderPageLinkResend.ts'
import type { OrderTrack } from '#domain/orderTrackSchemas.ts'
import type { StaffOrderDetail } from '#domain/staffOrders.ts'

const STAFF_TOKEN = 'staff-token-for-the-page-link-tests'
let server: TestServer
let staff: { cookie: string }

beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60' })
  await addStaffAccount(server, 'jana@skrinka.sk', 'Jana Kováčová', 'staff')
  staff = await staffSession(server, 'jana@skrinka.sk')
}, 60_000)
afterAll(() => server?.stop())

/** Asks for the link again as whoever the headers name. */
const resend = (number: string, headers: Record<string, string>) =>
  fetch(`${server.url}${withParams(API.staffOrderPageLink, { number }).path}`, {
    method: 'POST',
    headers: { origin: server.url, ...headers },
  })
const bearer = { authorization: `Bearer ${STAFF_TOKEN}`, 'x-staff-name': 'Skript' }

const openPage = (token: string) =>
  fetch(`${server.url}${API.getOrderTrack.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ token }),
  })

describe(`POST ${API.staffOrderPageLink.path}`, () => {
  it('sends the customer a fresh link to the order page in the order language, audited, once per 10 minutes', async () => {
    const {
      number,
      customer: { email },
    } = await placeFixtureOrder(server, 'SK')
    const first = orderPageTokenIn(server, await outboxMailOf(server, number, 'customer'), 'SK')

    const response = await resend(number, staff)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const answer = (await response.json()) as OrderPageLinkResponse
    expect(answer.to).toBe(email)
    expect(Math.abs(Date.now() - Date.parse(answer.at))).toBeLessThan(60_000)

    const mail = await outboxMailOf(server, number, 'pagelink-1')
    expect(mail.to).toContain(email)
    expect(mail.subject).toBe(`Stránka vašej objednávky č. ${number} – Skrinka`)
    expect(mail.text).toContain(`odkaz na stránku vašej objednávky č. ${number}`)
    expect(mail.html).toContain('lang="sk"')
    const token = orderPageTokenIn(server, mail, 'SK')
    // A new link, not the lost one; both open the page.
    expect(token).not.toBe(first)
    const page = await openPage(token)
    expect(page.status).toBe(200)
    expect(((await page.json()) as OrderTrack).number).toBe(number)
    expect((await fetch(`${server.url}/objednavka/${token}`)).status).toBe(200)

    // Within the 10 minutes: refused with the wait, nothing written.
    const again = await resend(number, staff)
    expect(again.status).toBe(429)
    expect(((await again.json()) as { error: string }).error).toBe('page_link_too_soon')
    const wait = Number(again.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(PAGE_LINK_RESEND_INTERVAL_MS / 1000 - 60)
    expect(wait).toBeLessThanOrEqual(PAGE_LINK_RESEND_INTERVAL_MS / 1000)

    const audit = await queryRows<{ action: string; staff_name: string; detail: string }>(
      server,
      `select action, staff_name, detail from staff_audit where subject = 'order:${number}' order by id`,
    )
    expect(audit.map((row) => [row.action, row.staff_name, JSON.parse(row.detail) as unknown])).toEqual([
      ['order.page_link', 'Jana Kováčová', { kind: 'pagelink-1' }],
    ])

    // Once the 10 minutes are over (the first row made earlier), the next one goes with its own kind.
    const earlier = new Date(Date.now() - PAGE_LINK_RESEND_INTERVAL_MS - 1000).toISOString()
    await runSql(
      server,
      `update outbox set created_at = '${earlier}' where kind = 'pagelink-1' and order_id = (select id from orders where number = '${number}')`,
    )
    expect((await resend(number, bearer)).status).toBe(200)
    expect(orderPageTokenIn(server, await outboxMailOf(server, number, 'pagelink-2'), 'SK')).not.toBe(token)

    // The desk's list of the order's e-mails holds both.
    const detail = await fetch(`${server.url}${withParams(API.staffOrder, { number }).path}`, { headers: bearer })
    const kinds = ((await detail.json()) as StaffOrderDetail).mails.map((entry) => entry.kind)
    expect(kinds).toEqual(expect.arrayContaining(['pagelink-1', 'pagelink-2']))
  })

  it('writes a Czech order in Czech with the /cz page', async () => {
    const { number } = await placeFixtureOrder(server, 'CZ')
    expect((await resend(number, staff)).status).toBe(200)
    const mail = await outboxMailOf(server, number, 'pagelink-1')
    expect(mail.subject).toBe(`Stránka vaší objednávky č. ${number} – Skrinka`)
    expect(mail.html).toContain('lang="cs"')
    expect((await openPage(orderPageTokenIn(server, mail, 'CZ'))).status).toBe(200)
  })

  it('refuses an erased order (409), an unknown one (404), and anyone but staff (401, 403)', async () => {
    const { number } = await placeFixtureOrder(server, 'SK')
    await runSql(server, `update orders set email = '${ERASED_EMAIL}' where number = '${number}'`)
    const erased = await resend(number, staff)
    expect(erased.status).toBe(409)
    expect(((await erased.json()) as { error: string }).error).toBe('order_anonymised')
    expect((await resend('2026-999999', staff)).status).toBe(404)

    const { number: open } = await placeFixtureOrder(server, 'SK')
    const anonymous = await resend(open, {})
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('cache-control')).toBe('no-store')
    expect((await resend(open, { authorization: 'Bearer wrong' })).status).toBe(401)
    expect((await resend(open, { ...staff, origin: 'https://evil.example' })).status).toBe(403)
    const rows = await queryRows<{ kind: string }>(
      server,
      `select kind from outbox where kind like 'pagelink-%' and order_id in (select id from orders where number in ('${number}', '${open}'))`,
    )
    expect(rows).toEqual([])
  })
})
