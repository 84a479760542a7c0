import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { createHash } from 'node:crypto'
import { queryRows, runSql } from '#scripts/harness/db.ts'
import { cartLine, hallwayLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { API } from '#domain/endpoints.ts'
import { LEAD_TIMES } from '#site/shop.ts'

let server: TestServer
beforeAll(async () => {
  server = await startServer({ ORDER_RATE_LIMIT: '1000/60' })
})
afterAll(() => server?.stop())

let keys = 0
const newKey = () => `order-test-${Date.now()}-${++keys}`
const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': newKey(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const ordersWithKey = async (key: string) =>
  (
    await queryRows<{ n: number | string }>(server, `select count(*) as n from orders where idempotency_key = '${key}'`)
  ).map((r) => Number(r.n))[0]

type Answer = { orderNumber: string; total: number; totalNet: number; currency: string; confirmationToken: string }
const confirm = (orderNumber: string, token: string) =>
  fetch(`${server.url}${API.getOrderConfirmation.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderNumber, token }),
  })

describe(`POST ${API.getOrderConfirmation.path}`, () => {
  it('refuses a NUL character in any text with 400 naming the field (PostgreSQL cannot store it; found by the fuzz)', async () => {
    const lookup = await confirm('a\u0000b', 'token')
    expect(lookup.status).toBe(400)
    expect(((await lookup.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(['orderNumber'])
    const order = await post(orderBody({ customer: { notes: 'first\u0000second' } }))
    expect(order.status).toBe(400)
    expect(((await order.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe('order.customer.notes')
  })

  it('answers the summary once with the order’s token, never cached; then 410', async () => {
    const body = orderBody({ country: 'CZ' })
    const answer = (await (await post(body)).json()) as Answer
    expect(answer.confirmationToken).toMatch(/^[\w-]{32}$/)
    const first = await confirm(answer.orderNumber, answer.confirmationToken)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    const summary = (await first.json()) as {
      orderNumber: string
      currency: string
      courier: boolean
      total: number
      totalNet: number
      shipping: number
      lines: { title: string; variant: string; count: number; price: number }[]
    }
    expect(summary).toMatchObject({
      orderNumber: answer.orderNumber,
      currency: 'CZK',
      courier: body.order.customer.dorucenie,
      total: answer.total,
      totalNet: answer.totalNet,
      shipping: body.order.cenaDopravy,
    })
    expect(summary.lines).toEqual(
      body.order.furniture.map((item) =>
        expect.objectContaining({
          title: item.title,
          variant: item.cabinet.variant,
          count: item.count,
          price: item.cabinet.price.price,
        }),
      ),
    )
    // Nothing personal beyond how it is delivered.
    expect(JSON.stringify(summary)).not.toContain(body.order.customer.email)
    expect(JSON.stringify(summary)).not.toContain(body.order.customer.surname)
    const again = await confirm(answer.orderNumber, answer.confirmationToken)
    expect(again.status).toBe(410)
    expect(again.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 404 for a wrong token or an unknown number, and keeps only the token’s hash', async () => {
    const answer = (await (await post(orderBody())).json()) as Answer
    expect((await confirm(answer.orderNumber, 'x'.repeat(32))).status).toBe(404)
    expect((await confirm('1999-999999', answer.confirmationToken)).status).toBe(404)
    const [row] = await queryRows<{ confirmation_token_hash: string; response: string }>(
      server,
      `select confirmation_token_hash, response from orders where number = '${answer.orderNumber}'`,
    )
    expect(row!.confirmation_token_hash).toBe(createHash('sha256').update(answer.confirmationToken).digest('hex'))
    expect(row!.response).not.toContain(answer.confirmationToken)
    // The wrong tries used nothing up.
    expect((await confirm(answer.orderNumber, answer.confirmationToken)).status).toBe(200)
  })

  it('answers 410 once the order is older than 30 minutes, even unread', async () => {
    const answer = (await (await post(orderBody())).json()) as Answer
    await runSql(
      server,
      `update orders set created_at = '${new Date(Date.now() - 31 * 60_000).toISOString()}' where number = '${answer.orderNumber}'`,
    )
    expect((await confirm(answer.orderNumber, answer.confirmationToken)).status).toBe(410)
  })
})

describe(`POST ${API.saveOrderSkrinka.path}`, () => {
  it('takes an order at the current prices and answers after commit with the number from the database', async () => {
    const body = orderBody()
    const response = await post(body)
    expect(response.status).toBe(201)
    const json = (await response.json()) as { orderNumber: string; total: number; totalNet: number; currency: string }
    expect(json.orderNumber).toMatch(/^\d{4}-\d{6}$/)
    expect(json.currency).toBe('EUR')
    expect(json.totalNet).toBe(body.order.calculatedPriceFrontend)
    const [order] = await queryRows<{ id: number; number: string; total_net: string | number; courier: number }>(
      server,
      `select id, number, total_net, courier from orders where number = '${json.orderNumber}'`,
    )
    expect(Number(order!.total_net)).toBe(Math.round(json.totalNet * 100))
    expect(json.orderNumber.endsWith(String(order!.id).padStart(6, '0'))).toBe(true)
    // Lines keep the design, the cut list and the price snapshot.
    const lines = await queryRows<{ design: string; cut_list: string; price: string; count: number }>(
      server,
      `select design, cut_list, price, count from order_line where order_id = ${order!.id} order by position`,
    )
    expect(lines.map((l) => l.count)).toEqual([2, 1])
    expect(JSON.parse(lines[0]!.design).design.variant).toBe('L1D')
    expect(JSON.parse(lines[0]!.cut_list).parts.length).toBeGreaterThan(3)
    expect(JSON.parse(lines[0]!.price).net).toBe(Math.round(body.order.furniture[0]!.cabinet.price.price * 100))
    // Both e-mails are written once the worker runs: the customer's in Slovak, with terms and complaints.
    await expect
      .poll(async () => (await readOutbox(server.dataDir)).filter((m) => m.file.startsWith(json.orderNumber)).length, {
        timeout: 10_000,
      })
      .toBe(2)
    const mails = (await readOutbox(server.dataDir)).filter((m) => m.file.startsWith(json.orderNumber))
    const customer = mails.find((m) => m.to.includes('jana.kovacova@example.sk'))!
    expect(customer.subject).toBe(`Objednávka č. ${json.orderNumber} prijatá – Skrinka`)
    expect(customer.text).toContain('7 pracovných dní')
    // The received e-mail promises what the terms do (docs/product.md#delivery), counted from the shop's confirmation;
    // the one cancellation deadline is the confirmation e-mail's (docs/decisions/0031-status-undo.md).
    expect(customer.text).toContain(`vyrobíme do ${LEAD_TIMES.termsProduction} pracovných dní od nášho potvrdenia`)
    expect(customer.text).toContain('potvrdíme ju samostatným e-mailom')
    expect(customer.text).not.toContain('10:00')
    expect(customer.messageId).toBe(`<order-${json.orderNumber}-customer@127.0.0.1>`)
    expect(mails.find((m) => m.file.endsWith('-shop.eml'))!.subject).toBe(`Nová objednávka č. ${json.orderNumber}`)
  })

  it('answers 409 with the current prices when a line, the shipping or the total was tampered with', async () => {
    const body = orderBody()
    const honest = structuredClone(body)
    body.order.furniture[0]!.cabinet.price.price = 1
    body.order.furniture[0]!.cabinet.price.priceGross = 1.23
    const key = newKey()
    const response = await post(body, { 'idempotency-key': key })
    expect(response.status).toBe(409)
    const json = (await response.json()) as {
      error: string
      lines: { price: number }[]
      calculatedPriceFrontend: number
      issues: { path: string }[]
    }
    expect(json.error).toBe('price_changed')
    expect(json.lines[0]!.price).toBe(honest.order.furniture[0]!.cabinet.price.price)
    expect(json.calculatedPriceFrontend).toBe(honest.order.calculatedPriceFrontend)
    expect(json.issues.map((i) => i.path)).toContain('order.furniture.0.cabinet.price')
    expect(await ordersWithKey(key)).toBe(0)
    for (const tamper of [
      (b: typeof body) => (b.order.cenaDopravy = 0),
      (b: typeof body) => (b.order.calculatedPriceFrontend = 1),
    ]) {
      const other = structuredClone(honest)
      tamper(other)
      expect((await post(other)).status).toBe(409)
    }
  })

  it('delivers a Slovak order to Czechia at the Czech rate in euros; the Slovak rate for it is a 409', async () => {
    const toCzechia = {
      separateDeliveryAddress: true,
      deliveryAddress: { address: 'Dlouhá 5', city: 'Brno', zip: '602 00', country: 'CZ' as const },
    }
    const body = orderBody({ customer: toCzechia })
    expect(body.order.cenaDopravy).toBe(39.6)
    const response = await post(body)
    expect(response.status).toBe(201)
    const json = (await response.json()) as { orderNumber: string; total: number; totalNet: number; currency: string }
    expect(json.currency).toBe('EUR')
    expect(json.totalNet).toBe(body.order.calculatedPriceFrontend)
    const [order] = await queryRows<{ shipping_net: string | number; shipping_gross: string | number }>(
      server,
      `select shipping_net, shipping_gross from orders where number = '${json.orderNumber}'`,
    )
    expect([Number(order!.shipping_net), Number(order!.shipping_gross)]).toEqual([3960, 4871])
    // The e-mails name the country the courier goes to.
    await expect
      .poll(async () => (await readOutbox(server.dataDir)).filter((m) => m.file.startsWith(json.orderNumber)).length, {
        timeout: 10_000,
      })
      .toBe(2)
    const mail = (await readOutbox(server.dataDir)).find((m) => m.file === `${json.orderNumber}-customer.eml`)!
    expect(mail.text).toContain('Dodacia adresa: Dlouhá 5, 602 00 Brno, Česko')

    // The Slovak rate (and its total) for a Czech address: the shop answers with its own.
    const domestic = orderBody()
    const tampered = structuredClone(body)
    tampered.order.cenaDopravy = domestic.order.cenaDopravy
    tampered.order.calculatedPriceFrontend = domestic.order.calculatedPriceFrontend
    const conflict = await post(tampered)
    expect(conflict.status).toBe(409)
    const prices = (await conflict.json()) as { cenaDopravy: number; calculatedPriceFrontend: number }
    expect(prices).toMatchObject({ cenaDopravy: 39.6, calculatedPriceFrontend: body.order.calculatedPriceFrontend })
    // A Slovak postcode for the Czech address is refused by the same rule as in the browser.
    const wrongZip = orderBody({
      customer: { ...toCzechia, deliveryAddress: { ...toCzechia.deliveryAddress, zip: '811 01' } },
    })
    const refused = await post(wrongZip)
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
      'order.customer.dodaciaAdresa.zip',
    ])
  })

  it('refuses an order without a delivery choice (422) and a country the shop does not deliver to (400)', async () => {
    const undecided = orderBody()
    undecided.order.customer.dorucenie = false
    const none = await post(undecided)
    expect(none.status).toBe(422)
    expect(((await none.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
      'order.customer.dorucenie',
    ])
    const abroad = orderBody({
      customer: { separateDeliveryAddress: true, deliveryAddress: { address: 'Ring 1', city: 'Wien', zip: '1010' } },
    }) as unknown as { order: { customer: { dodaciaAdresa: Record<string, unknown> } } }
    abroad.order.customer.dodaciaAdresa.country = 'AT'
    const refused = await post(abroad)
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(
      'order.customer.dodaciaAdresa.country',
    )
  })

  it('takes a whole hallway as one line, priced again like a cabinet (409 when tampered)', async () => {
    const hallway = defaultHallway()
    const line = hallwayLine(hallway)
    const body = orderBody({ lines: [line, cartLine()] })
    const response = await post(body)
    expect(response.status).toBe(201)
    const { orderNumber } = (await response.json()) as { orderNumber: string }
    const [row] = await queryRows<{ design: string; cut_list: string }>(
      server,
      `select design, cut_list from order_line l join orders o on o.id = l.order_id where o.number = '${orderNumber}' and l.position = 0`,
    )
    expect(JSON.parse(row!.design).design.cabinets).toHaveLength(hallway.cabinets.length)
    expect(JSON.parse(row!.cut_list).parts.filter((p: { role: string }) => p.role === 'door').length).toBeGreaterThan(5)
    const tampered = orderBody({
      lines: [{ ...line, cabinet: { ...line.cabinet, price: { ...line.cabinet.price, price: 10, priceGross: 12.3 } } }],
    })
    const refused = await post(tampered)
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { lines: { price: number }[] }).lines[0]!.price).toBe(line.cabinet.price.price)
  })

  it('makes one order of the same key sent twice, and of 20 sent at once', async () => {
    const body = orderBody({ customer: { notes: 'twice' } })
    const key = newKey()
    const first = await post(body, { 'idempotency-key': key })
    const second = await post(body, { 'idempotency-key': key })
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    const { confirmationToken: firstToken, ...answer } = (await first.json()) as Answer
    const { confirmationToken: replayToken, ...replayed } = (await second.json()) as Answer
    expect(replayed).toEqual(answer)
    expect(await ordersWithKey(key)).toBe(1)
    // The replay answers with a new token (the first answer never reached the shopper): only it opens the order.
    expect(replayToken).not.toBe(firstToken)
    expect((await confirm(answer.orderNumber, firstToken)).status).toBe(404)
    expect((await confirm(answer.orderNumber, replayToken)).status).toBe(200)

    const burstKey = newKey()
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(orderBody({ customer: { notes: 'burst' } }), { 'idempotency-key': burstKey }),
      ),
    )
    expect(burst.map((r) => r.status)).toEqual(Array(20).fill(201))
    const numbers = new Set(
      await Promise.all(burst.map(async (r) => ((await r.json()) as { orderNumber: string }).orderNumber)),
    )
    expect(numbers.size).toBe(1)
    expect(await ordersWithKey(burstKey)).toBe(1)
  })

  it('refuses a reused key with another body (422) and creates nothing', async () => {
    const key = newKey()
    expect((await post(orderBody(), { 'idempotency-key': key })).status).toBe(201)
    const other = await post(orderBody({ customer: { name: 'Eva' } }), { 'idempotency-key': key })
    expect(other.status).toBe(422)
    expect(((await other.json()) as { error: string }).error).toBe('idempotency_key_reused')
    expect(await ordersWithKey(key)).toBe(1)
  })

  it.each([
    ['an e-mail without a domain', { customer: { email: 'jana@' } }, 'order.customer.email'],
    ['a short phone number', { customer: { phone: '12345' } }, 'order.customer.phone'],
    [
      'a Czech postcode on a Slovak order',
      { customer: { billingAddress: { address: 'Hlavná 1', city: 'Trnava', zip: '110 00' } } },
      'order.customer.fakturacnaAdresa.zip',
    ],
    ['a company without IČO', { customer: { isCompany: true, companyName: 'Firma s.r.o.' } }, 'order.customer.ico'],
    [
      'a wrong IČO check digit',
      { customer: { isCompany: true, companyName: 'Firma s.r.o.', companyId: '12345678' } },
      'order.customer.ico',
    ],
    [
      'a bad IČ DPH',
      { customer: { isCompany: true, companyName: 'Firma s.r.o.', companyId: '12345679', vatId: 'SK123' } },
      'order.customer.icdph',
    ],
    ['a missing surname', { customer: { surname: ' ' } }, 'order.customer.surname'],
  ])('refuses %s with a 422 naming the field', async (_, options, path) => {
    const response = await post(orderBody(options as never))
    expect(response.status).toBe(422)
    const json = (await response.json()) as { issues: { path: string }[]; message: string }
    expect(json.issues.map((i) => i.path)).toEqual([path])
    expect(json.message).toContain(path)
  })

  type Tamperable = {
    order: { customer: Record<string, unknown>; furniture: Record<string, unknown>[]; country: string }
  }
  it.each([
    ['an unknown field', (b: Tamperable) => (b.order.customer.admin = true), 'order.customer.admin'],
    [
      'an unknown field on a line',
      (b: Tamperable) => (b.order.furniture[0]!.discount = 50),
      'order.furniture.0.discount',
    ],
    ['consent not given', (b: Tamperable) => (b.order.customer.accept = false), 'order.customer.accept'],
    ['an empty order', (b: Tamperable) => (b.order.furniture = []), 'order.furniture'],
    ['a count of 0', (b: Tamperable) => (b.order.furniture[0]!.count = 0), 'order.furniture.0.count'],
    ['an unknown country', (b: Tamperable) => (b.order.country = 'AT'), 'order.country'],
  ])('refuses %s with a 400 naming the field', async (_, tamper, path) => {
    const body = orderBody() as unknown as Tamperable
    tamper(body)
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(path)
  })

  it('refuses a design that cannot be made (422), a body that is not JSON (415) and a missing key (400)', async () => {
    const body = orderBody()
    body.order.furniture[0]!.cabinet.realWidth = 500
    const impossible = await post(body)
    expect(impossible.status).toBe(422)
    expect(((await impossible.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe(
      'order.furniture.0.cabinet.realWidth',
    )
    expect((await post(JSON.stringify(orderBody()), { 'content-type': 'text/plain' })).status).toBe(415)
    const form = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'order=1',
    })
    expect(form.status).toBe(415)
    const noKey = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(orderBody()),
    })
    expect(noKey.status).toBe(400)
    expect(((await noKey.json()) as { error: string }).error).toBe('idempotency_key_required')
  })

  it('refuses another site as Origin (403) and a filled honeypot (422), accepting neither', async () => {
    const before = Number((await queryRows<{ n: number }>(server, 'select count(*) as n from orders'))[0]!.n)
    const foreign = await post(orderBody(), { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    // No proxy fronts this server (no TRUST_PROXY): a forwarded host naming the other site changes nothing.
    const forged = await post(orderBody(), { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' })
    expect(forged.status).toBe(403)
    const own = await post(orderBody(), { origin: server.url })
    expect(own.status).toBe(201)
    const robot = await post({ ...orderBody(), kontrola: 'http://spam.example' })
    expect(robot.status).toBe(422)
    const after = Number((await queryRows<{ n: number }>(server, 'select count(*) as n from orders'))[0]!.n)
    expect(after).toBe(before + 1)
  })
})

describe('rate limit', () => {
  let limited: TestServer
  beforeAll(async () => {
    limited = await startServer({ ORDER_RATE_LIMIT: '2/600' })
  })
  afterAll(() => limited?.stop())

  it('answers 429 with Retry-After once an address has sent its orders for the window', async () => {
    const send = () =>
      fetch(`${limited.url}${API.saveOrderSkrinka.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
        body: JSON.stringify(orderBody()),
      })
    expect((await send()).status).toBe(201)
    expect((await send()).status).toBe(201)
    const third = await send()
    expect(third.status).toBe(429)
    const retryAfter = Number(third.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
  })
})
