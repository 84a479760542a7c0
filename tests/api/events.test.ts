import { createServer, type Server } from 'node:http'
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import getPort from 'get-port'
import { startServer, type TestServer } from './server'
import { queryRows } from '#scripts/harness/db.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { API, type Endpoint } from '#domain/endpoints.ts'

/** A stand-in for the ads API: records what the shop's server forwards. */
type Forwarded = { event_name: string; custom_data: Record<string, unknown>; user_data: { em: string[]; ph: string[] } }
let received: Array<{ data: Forwarded[] }> = []
let receiver: Server
let server: TestServer
beforeAll(async () => {
  const port = await getPort()
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push(JSON.parse(body))
      res.writeHead(200).end('{}')
    })
  }).listen(port, '127.0.0.1')
  server = await startServer({ CONVERSIONS_URL: `http://127.0.0.1:${port}/events`, ORDER_RATE_LIMIT: '100/60' })
})
afterAll(async () => {
  await server?.stop()
  receiver?.close()
})

const post = (entry: Endpoint, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${entry.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

describe(`POST ${API.addEvent.path}`, () => {
  it('stores skrinka- events with their country and forwards them to the configured ads API', async () => {
    received = []
    expect((await post(API.addEvent, { eventName: 'skrinka-page-view-mobile', country: 'CZ' })).status).toBe(204)
    const rows = await queryRows<{ name: string; country: string }>(
      server,
      "select name, country from event where name = 'skrinka-page-view-mobile'",
    )
    expect(rows).toEqual([{ name: 'skrinka-page-view-mobile', country: 'CZ' }])
    await expect.poll(() => received.length).toBe(1)
    expect(received[0]!.data[0]).toMatchObject({
      event_name: 'skrinka-page-view-mobile',
      custom_data: { country: 'CZ' },
    })
  })
  it('refuses a name without the prefix, naming the field', async () => {
    const response = await post(API.addEvent, { eventName: 'pageview', country: 'SK' })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe('eventName')
  })
})

describe('purchase conversions', () => {
  it('with consent an order is reported with currency, value and hashed e-mail and phone only', async () => {
    received = []
    const body = { ...orderBody(), marketingConsent: true }
    const response = await post(API.saveOrderSkrinka, body, { 'idempotency-key': `conv-${Date.now()}` })
    expect(response.status).toBe(201)
    const { total, currency } = (await response.json()) as { total: number; currency: string }
    await expect.poll(() => received.length).toBe(1)
    const event = received[0]!.data[0]!
    expect(event).toMatchObject({ event_name: 'Purchase', custom_data: { currency, value: total } })
    expect(event.user_data.em).toEqual([sha256('jana.kovacova@example.sk')])
    expect(event.user_data.ph).toEqual([sha256('421905123456')])
    expect(JSON.stringify(event)).not.toContain('jana.kovacova')
  })
  it('without consent nothing is reported', async () => {
    received = []
    expect((await post(API.saveOrderSkrinka, orderBody(), { 'idempotency-key': `noconv-${Date.now()}` })).status).toBe(
      201,
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(received).toEqual([])
  })
})
