import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbKind, startServer, type TestServer } from './server'
import { API, RATE_LIMIT_KINDS, withParams, type Endpoint, type RateLimitKind } from '#domain/endpoints.ts'
import { loadConfig } from '#server/env.ts'
import { renderCabinet } from '#scripts/harness/fixtures/cabinet.ts'

/**
 * Issue 34: the calls anyone may make that cost the shop work or rows are limited per client address
 * (the table's `limit`), and only the model files answer other sites (CORS). Small render and PDF limits
 * here; the others are the defaults. Each test names its own client in X-Forwarded-For (TRUST_PROXY).
 */
const SITE = 'http://shop.example'
const ENV = { RENDER_RATE_LIMIT: '3/60', PDF_RATE_LIMIT: '2/600', TRUST_PROXY: 'true', SITE_URL: SITE }
const LIMITS = loadConfig(ENV).callRateLimits
const ENTRIES = Object.entries(API) as Array<[string, Endpoint]>
const limited = (kind: RateLimitKind) => ENTRIES.filter(([, entry]) => entry.limit === kind)

let server: TestServer
beforeAll(async () => {
  server = await startServer(ENV)
})
afterAll(() => server?.stop())

/** A call from a client address: a POST with `{}` (refused at once, 400 or 415) or a bare GET. */
const hit = (entry: Endpoint, from: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${entry.path}`, {
    method: entry.method,
    headers: {
      'x-forwarded-for': from,
      ...(entry.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: entry.method === 'POST' ? '{}' : undefined,
  })

describe(`rate limits on ${dbKind()}`, () => {
  it('marks the anonymous calls that render, draw, build PDFs or write rows, and nothing else', () => {
    const marked = Object.fromEntries(RATE_LIMIT_KINDS.map((kind) => [kind, limited(kind).map(([name]) => name)]))
    expect(marked).toEqual({
      render: ['renderSkrinka', 'renderAr', 'renderChodba', 'renderChodbaAr', 'renderChodbaPhoto', 'chodbaPhoto'],
      pdf: ['designPdf'],
      share: ['share', 'shareMail'],
      event: ['addEvent'],
      report: ['cspReport'],
      sample: ['sampleOrder'],
      track: ['getOrderTrack', 'cancelOrderTrack', 'sendOrderTrackMessage', 'orderTrackDocument'],
    })
  })

  it.each(RATE_LIMIT_KINDS.map((kind, i) => [kind, i] as const))(
    '%s: one budget per client for all its calls, then 429 with Retry-After in the API error shape',
    async (kind, i) => {
      const { points, seconds } = LIMITS[kind]
      const calls = limited(kind).map(([, entry]) => entry)
      const from = `198.51.100.${i + 1}`
      const statuses: number[] = []
      for (let n = 0; n < points; n++) statuses.push((await hit(calls[n % calls.length]!, from)).status)
      expect(statuses.filter((status) => status === 429)).toEqual([])
      for (const entry of calls) {
        const refused = await hit(entry, from)
        expect(refused.status, entry.path).toBe(429)
        const wait = Number(refused.headers.get('retry-after'))
        expect(wait, entry.path).toBeGreaterThan(0)
        expect(wait, entry.path).toBeLessThanOrEqual(seconds)
        expect(await refused.json()).toEqual({ error: 'too_many_requests', message: expect.any(String) })
      }
      // Another client is served as before.
      expect((await hit(calls[0]!, `198.51.100.${i + 101}`)).status).not.toBe(429)
    },
  )

  it('counts an IPv6 client by its /64 network: a new address per request is the same client', async () => {
    const statuses: number[] = []
    for (let n = 1; n <= LIMITS.render.points + 1; n++)
      statuses.push((await hit(API.renderChodba, `2001:db8:34:1::${n.toString(16)}`)).status)
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.slice(0, -1)).not.toContain(429)
    expect((await hit(API.renderChodba, '2001:db8:34:2::1')).status).not.toBe(429)
  })

  it('counts a HEAD of a limited GET like the GET it stands for', async () => {
    const from = '198.51.100.201'
    const pdf = `${server.url}${API.designPdf.path}`
    for (let n = 0; n < LIMITS.pdf.points; n++)
      expect((await fetch(pdf, { method: 'HEAD', headers: { 'x-forwarded-for': from } })).status).toBe(400)
    expect((await fetch(pdf, { headers: { 'x-forwarded-for': from } })).status).toBe(429)
  })

  it('leaves the calls without a limit alone: prices and pages answer a client over its render budget', async () => {
    const from = '198.51.100.200'
    for (let n = 0; n <= LIMITS.render.points; n++) await hit(API.renderChodba, from)
    expect((await hit(API.renderChodba, from)).status).toBe(429)
    expect((await hit(API.getPriceChodba, from)).status).toBe(400)
    expect((await fetch(`${server.url}${API.health.path}`, { headers: { 'x-forwarded-for': from } })).status).toBe(200)
  })
})

describe('CORS (issue 34)', () => {
  const preflight = (path: string, method: string, origin: string) =>
    fetch(`${server.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
    })

  it('answers another site on no call but the model files: no Access-Control-Allow-Origin', async () => {
    const calls = ENTRIES.filter(([name]) => name !== 'model').map(([, entry]) =>
      withParams(entry, { number: '2026-000001', id: '1' }),
    )
    for (const entry of calls) {
      const answer = await preflight(entry.path, entry.method, 'https://evil.example')
      expect(answer.headers.get('access-control-allow-origin'), `OPTIONS ${entry.path}`).toBeNull()
    }
    for (const entry of [
      API.renderChodba,
      API.renderChodbaAr,
      API.renderChodbaPhoto,
      API.renderSkrinka,
      API.renderAr,
    ]) {
      const answer = await hit(entry, '198.51.100.210', { origin: 'https://evil.example' })
      expect(answer.headers.get('access-control-allow-origin'), `${entry.method} ${entry.path}`).toBeNull()
    }
  })

  it('lets every site read a model file, and the shop’s pages render on a model host', async () => {
    // The configurator asks a model host (MODEL_HOSTS, another origin) for renderSkrinka: only the shop's own site.
    const fromShop = await preflight(API.renderSkrinka.path, 'POST', SITE)
    expect(fromShop.headers.get('access-control-allow-origin')).toBe(SITE)
    const rendered = await fetch(`${server.url}${API.renderSkrinka.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': '198.51.100.211' },
      body: JSON.stringify({ cabinet: renderCabinet() }),
    })
    expect(rendered.status).toBe(200)
    expect(rendered.headers.get('access-control-allow-origin')).toBe(SITE)
    const { id } = (await rendered.json()) as { id: string }
    const file = API.model.path.replace(':file', `${id}.glb`)
    const model = await fetch(`${server.url}${file}`, { headers: { origin: 'https://viewer.example' } })
    expect(model.status).toBe(200)
    expect(model.headers.get('access-control-allow-origin')).toBe('*')
    expect((await preflight(file, 'GET', 'https://viewer.example')).headers.get('access-control-allow-origin')).toBe(
      '*',
    )
  })
})
