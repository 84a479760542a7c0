import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { API, modelUrl } from '#domain/endpoints.ts'
import { defaultPriceCabinet } from '#scripts/harness/fixtures/cabinet.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'

/** A token of the order page's address (its format; no order has it). */
const ORDER_PAGE_TOKEN = 'secretOrderPageToken0123456789abcdefghijklm'

/**
 * Issue 34, point 9: the built server writes one JSON line per request (id, method, route, status,
 * duration, and nothing that names a customer), and GET /api/metrics gives its figures in Prometheus
 * text to the staff bearer token only.
 */
const STAFF_TOKEN = 'observability-token-0123456789'
const EMAIL = 'jana.logs@example.sk'
const PHONE = '0905 777 888'

let server: TestServer
beforeAll(async () => {
  // One order per address: the second is refused, and the refusal is counted.
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1/600' })
})
afterAll(() => server?.stop())

interface RequestLine {
  level: number
  time: string
  msg: string
  reqId: string
  method: string
  route: string
  call?: string
  status: number | 'aborted'
  ms: number
  client: string
}

/** The server's request lines so far: each JSON line whose message is "request". */
function requestLines(): RequestLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as RequestLine)
    .filter((line) => line.msg === 'request')
}

const PRICE = {
  selectedProductString: JSON.stringify(defaultPriceCabinet),
  country: 'SK',
  cabinet: defaultPriceCabinet,
}
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'idempotency-key': `obs-${randomUUID()}` },
  body: JSON.stringify(body),
})

describe('request log', () => {
  it('writes one JSON line per request with its id, method, route, status and duration, and no personal data', async () => {
    // The start-up's health check is the first line.
    await expect.poll(() => requestLines().length).toBeGreaterThan(0)
    const before = requestLines().length
    const order = orderBody({ customer: { email: EMAIL, phone: PHONE, notes: 'Zvoňte u suseda Kowalski' } })
    const sent: Array<[string, RequestInit, { method: string; route: string; call?: string; status: number }]> = [
      [
        `${API.saveOrderSkrinka.path}?email=${EMAIL}`,
        json(order),
        { method: 'POST', route: API.saveOrderSkrinka.path, call: 'saveOrderSkrinka', status: 201 },
      ],
      [
        API.getPriceSkrinka.path,
        json(PRICE),
        { method: 'POST', route: API.getPriceSkrinka.path, call: 'getPriceSkrinka', status: 200 },
      ],
      [
        '/potvrdenie-objednavky?order=2026-000001&token=secret-token-value',
        {},
        { method: 'GET', route: '/potvrdenie-objednavky', status: 200 },
      ],
      // The order page's token is its address (issue 39.2): the log names the route, never the token.
      [`/cz/objednavka/${ORDER_PAGE_TOKEN}`, {}, { method: 'GET', route: '/objednavka/$token', status: 404 }],
      ['/cz/detail/L1D?utm_source=mail', {}, { method: 'GET', route: '/detail/$id', status: 200 }],
      [modelUrl('0'.repeat(32)), {}, { method: 'GET', route: API.model.path, call: 'model', status: 404 }],
      [`/api/noSuchCall?email=${EMAIL}`, {}, { method: 'GET', route: '/api/*', status: 404 }],
      [
        API.saveOrderSkrinka.path,
        json(order),
        { method: 'POST', route: API.saveOrderSkrinka.path, call: 'saveOrderSkrinka', status: 429 },
      ],
    ]
    for (const [path, init, expected] of sent) {
      const response = await fetch(`${server.url}${path}`, init)
      const text = await response.text()
      expect(response.status, `${path}: ${text.slice(0, 300)}`).toBe(expected.status)
    }
    await expect.poll(() => requestLines().length).toBe(before + sent.length)
    const lines = requestLines().slice(before)
    for (const [index, line] of lines.entries()) {
      const expected = sent[index]![2]
      expect(line).toMatchObject({ msg: 'request', level: 30, ...expected })
      expect(line.reqId).toMatch(/^[0-9a-f]{6}-[0-9a-z]+$/)
      expect(line.ms).toBeGreaterThan(0)
      expect(Date.parse(line.time)).not.toBeNaN()
      // The client is a keyed hash, never its address.
      expect(line.client).toMatch(/^[0-9a-f]{12}$/)
    }
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(lines.length)
    // Every request from this one client has the same tag.
    expect(new Set(lines.map((line) => line.client)).size).toBe(1)
    const output = server.output()
    for (const personal of [
      EMAIL,
      PHONE,
      PHONE.replace(/\s/g, ''),
      'Kowalski',
      'Kováčová',
      'secret-token-value',
      ORDER_PAGE_TOKEN,
      'utm_source',
    ])
      expect(output, personal).not.toContain(personal)
    expect(JSON.stringify(lines)).not.toContain('127.0.0.1')
    // The other lines stay as they were: the start-up line is still plain text.
    expect(output).toMatch(/^Skrinka .* listening on http:\/\/127\.0\.0\.1:\d+ /m)
  })
})

describe(`GET ${API.metrics.path}`, () => {
  const metrics = (headers: Record<string, string> = {}) => fetch(`${server.url}${API.metrics.path}`, { headers })

  it('is for the staff bearer token only (401 without it or with another)', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer not-the-staff-token-at-all' },
      { authorization: STAFF_TOKEN },
    ]) {
      const response = await metrics(headers)
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer /)
      expect(await response.json()).toMatchObject({ error: 'unauthorized' })
    }
  })

  it('answers the Prometheus text with requests per call, event-loop delay, memory, outbox and refusals', async () => {
    // The fast path and Hono both count; the rate limit refuses the second order of this address.
    for (let i = 0; i < 3; i++) {
      const price = await fetch(`${server.url}${API.getPriceSkrinka.path}`, json(PRICE))
      expect(price.status).toBe(200)
    }
    expect((await fetch(`${server.url}${API.saveOrderSkrinka.path}`, json(orderBody()))).status).toBe(429)
    const response = await metrics({ authorization: `Bearer ${STAFF_TOKEN}` })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    const value = (series: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${series} `))
      return line === undefined ? undefined : Number(line.slice(series.length + 1))
    }
    expect(
      value('http_requests_total{method="POST",route="/api/getPriceSkrinka",status="200"}'),
    ).toBeGreaterThanOrEqual(3)
    expect(
      value('http_request_duration_seconds_count{method="POST",route="/api/getPriceSkrinka"}'),
    ).toBeGreaterThanOrEqual(3)
    expect(
      value('http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/getPriceSkrinka"}'),
    ).toBeGreaterThanOrEqual(3)
    expect(value('http_requests_total{method="GET",route="/api/health",status="200"}')).toBeGreaterThanOrEqual(1)
    // Labels are the table's patterns, never the raw paths sent.
    expect(text).not.toMatch(/route="[^"]*(\?|0{32}|noSuchCall|L1D)/)
    expect(value('skrinka_rate_limit_refusals_total{limit="order"}')).toBeGreaterThanOrEqual(1)
    expect(value('nodejs_eventloop_delay_seconds{quantile="0.99"}')).toBeGreaterThanOrEqual(0)
    expect(value('nodejs_eventloop_delay_seconds{quantile="1"}')).toBeGreaterThanOrEqual(0)
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024)
    expect(value('nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
    // The first test's order is in the outbox (sent or not yet): the backlog is read from the table.
    expect(value('skrinka_outbox_pending')).toBeGreaterThanOrEqual(0)
    expect(value('skrinka_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0)
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m)
  })
})
