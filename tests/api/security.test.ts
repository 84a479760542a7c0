import { readFileSync, readdirSync } from 'node:fs'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbKind, startServer, type TestServer } from './server'
import { API, withParams } from '#domain/endpoints.ts'
import { MAX_CSP_REPORT_BYTES } from '#server/api/cspReport.ts'
import { PERMISSIONS_POLICY } from '#server/csp.ts'
import { loadConfig } from '#server/env.ts'
import { SECURITY_HEADERS } from '#server/headers.ts'
import { expandRoutePatterns, ROUTE_PARAM_VALUES } from '#site/pages.ts'

const STAFF_TOKEN = 'security-test-token-0123456789'

let server: TestServer
beforeAll(async () => {
  // TRUST_PROXY: a test names its client in X-Forwarded-For, so the report limit it uses up is its own.
  server = await startServer({ STAFF_TOKEN, TRUST_PROXY: 'true' })
})
afterAll(() => server?.stop())

/** Shop pages (with JSON-LD on the home page and a product), a 404, and the pages with personal data. */
const SHOP_PAGES = ['/', '/cz', '/detail/L1D', '/kontakt', '/cz/blog', '/no-such-page']
const PERSONAL_PAGES = [
  '/admin/objednavky',
  '/cz/admin/objednavky/2026-000001',
  '/potvrdenie-objednavky',
  // The customer's order page (issue 39.2), by a token of its format.
  `/objednavka/${'A'.repeat(43)}`,
]

/** The page's policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

async function page(path: string) {
  // As staff (the script's bearer): a staff page answers anyone else with a redirect to the sign-in.
  const response = await fetch(`${server.url}${path}`, {
    headers: { 'accept-language': 'sk', authorization: `Bearer ${STAFF_TOKEN}` },
  })
  const html = await response.text()
  const policy = response.headers.get('content-security-policy') ?? ''
  const scriptSrc = directives(policy).get('script-src') ?? []
  const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice("'nonce-".length, -1)
  return { response, html, policy, nonce }
}

const report = (body: string, type: string, from = '127.0.0.1') =>
  fetch(`${server.url}${API.cspReport.path}`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': from },
    body,
  })
/** The server's CSP lines so far. */
const cspLines = () => server.output().match(/^CSP violation.*$/gm) ?? []

describe(`security headers on ${dbKind()}`, () => {
  it.each([...SHOP_PAGES, ...PERSONAL_PAGES])(
    '%s: a strict policy whose fresh nonce every inline script carries',
    async (path) => {
      const first = await page(path)
      expect(first.response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      const policy = directives(first.policy)
      expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${first.nonce}'`])
      expect(first.policy).not.toMatch(/unsafe-inline|unsafe-eval/)
      expect(policy.get('object-src')).toEqual(["'none'"])
      expect(policy.get('base-uri')).toEqual(["'self'"])
      expect(policy.get('frame-ancestors')).toEqual(["'self'"])
      expect(policy.get('connect-src')).toEqual(["'self'", 'blob:'])
      expect(policy.get('report-uri')).toEqual([API.cspReport.path])
      expect(policy.get('report-to')).toEqual(['csp'])
      expect(first.response.headers.get('reporting-endpoints')).toBe(`csp="${API.cspReport.path}"`)
      expect(first.response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY)
      expect(first.response.headers.get('x-content-type-options')).toBe('nosniff')

      // Every <script> element, inline ones (dehydration, JSON-LD) included, carries this response's nonce.
      const scripts = [...first.html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!)
      expect(scripts.filter((attrs) => !/\bsrc=/.test(attrs)).length).toBeGreaterThan(0)
      for (const attrs of scripts) expect(attrs).toContain(`nonce="${first.nonce}"`)
      // No inline event handlers or javascript: links, which no nonce could allow.
      expect(first.html).not.toMatch(/<[^>]+\son[a-z]+=|javascript:/i)

      const second = await page(path)
      expect(second.nonce).toBeDefined()
      expect(second.nonce).not.toBe(first.nonce)
    },
  )

  it('puts the nonce on the JSON-LD of the home page and a product', async () => {
    for (const path of ['/', '/detail/L1D']) {
      const { html, nonce } = await page(path)
      const jsonLd = html.match(/<script type="application\/ld\+json" nonce="([^"]+)">([^<]*)<\/script>/)
      expect(jsonLd?.[1], path).toBe(nonce)
      expect(JSON.parse(jsonLd![2]!)).toMatchObject({ '@context': 'https://schema.org' })
    }
  })

  it('keeps the staff screens and the order confirmation out of caches; shop pages revalidate', async () => {
    for (const path of PERSONAL_PAGES)
      expect((await page(path)).response.headers.get('cache-control'), path).toBe('no-store')
    for (const path of SHOP_PAGES)
      expect((await page(path)).response.headers.get('cache-control'), path).toBe('no-cache')
  })

  it('answers every call marked personal with no-store, whatever its status', async () => {
    const personal = Object.values(API).filter((entry) => 'personal' in entry && entry.personal)
    expect(personal.length).toBeGreaterThanOrEqual(19)
    for (const entry of personal.map((e) =>
      withParams(e, { number: '2026-000001', id: '0000000000000000', date: '2026-12-01', file: 'FA2026-0001.pdf' }),
    )) {
      const response = await fetch(`${server.url}${entry.path}`, {
        method: entry.method,
        headers: { 'content-type': 'application/json', origin: server.url },
        ...(entry.method === 'POST' ? { body: '{}' } : {}),
      })
      expect(response.headers.get('cache-control'), `${entry.method} ${entry.path} (${response.status})`).toBe(
        'no-store',
      )
    }
    // And the answers that do carry the data: staff calls with the script's bearer.
    const bearer = { authorization: `Bearer ${STAFF_TOKEN}` }
    for (const entry of [API.staffOrders, API.staffMe, API.staffSettings, API.staffPriceLists]) {
      const response = await fetch(`${server.url}${entry.path}`, { headers: bearer })
      expect(response.status, entry.path).toBe(200)
      expect(response.headers.get('cache-control'), entry.path).toBe('no-store')
    }
    // Public calls stay cacheable as they were.
    const prices = await fetch(`${server.url}${API.getPriceList.path}`)
    expect(prices.headers.get('cache-control')).toBe('public, max-age=5')
  })

  it('takes violation reports in both shapes (204), counts them and logs one masked line each', async () => {
    const legacy = await report(
      JSON.stringify({
        'csp-report': {
          'document-uri': `${server.url}/potvrdenie-objednavky?order=2026-000001&token=secret-token-value`,
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js?user=jan.novak@example.sk',
          'source-file': `${server.url}/assets/entry.js`,
          'line-number': 3,
        },
      }),
      'application/csp-report',
    )
    expect(legacy.status).toBe(204)
    const reporting = await report(
      JSON.stringify([
        {
          type: 'csp-violation',
          url: `${server.url}/kontakt`,
          body: { documentURL: `${server.url}/kontakt`, effectiveDirective: 'img-src', blockedURL: 'data' },
        },
        { type: 'deprecation', body: { id: 'x' } },
      ]),
      'application/reports+json',
    )
    expect(reporting.status).toBe(204)
    const lines = server.output().match(/^CSP violation #\d+: .*$/gm) ?? []
    expect(lines).toEqual([
      `CSP violation #1: script-src-elem blocked https://evil.example/x.js on ${server.url}/potvrdenie-objednavky (from ${server.url}/assets/entry.js:3)`,
      `CSP violation #2: img-src blocked data on ${server.url}/kontakt (from -:)`,
    ])
    expect(server.output()).not.toContain('secret-token-value')
    expect(server.output()).not.toContain('jan.novak')
  })

  it(`refuses a report over ${MAX_CSP_REPORT_BYTES / 1024} KiB (413) and another type (415)`, async () => {
    const big = JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(MAX_CSP_REPORT_BYTES) } })
    expect((await report(big, 'application/csp-report')).status).toBe(413)
    const wrongType = await report('{}', 'application/json')
    expect(wrongType.status).toBe(415)
    expect(await wrongType.json()).toMatchObject({ error: 'unsupported_media_type' })
  })

  it('strips control characters from a report: its words cannot forge a log line (issue 34)', async () => {
    const before = cspLines().length
    const forged = await report(
      JSON.stringify({
        'csp-report': {
          'effective-directive': 'img-src\r\nSIGTERM received: stopping',
          'blocked-uri': 'inline\nSIGTERM received: draining\u2028\u0000\u001b[31m',
          'document-uri': `${server.url}/kontakt`,
        },
      }),
      'application/csp-report',
      '192.0.2.1',
    )
    expect(forged.status).toBe(204)
    expect(server.output()).not.toMatch(/^SIGTERM/m)
    for (const unprintable of ['\u0000', '\u001b', '\u2028']) expect(server.output()).not.toContain(unprintable)
    const lines = cspLines().slice(before)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('SIGTERM received')
  })

  it('writes one line for a report of many violations, however many it holds (issue 34)', async () => {
    const violation = { type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'data' } }
    const many = JSON.stringify(Array.from({ length: 180 }, () => violation))
    expect(many.length).toBeLessThan(MAX_CSP_REPORT_BYTES)
    const before = cspLines().length
    expect((await report(many, 'application/reports+json', '192.0.2.2')).status).toBe(204)
    const lines = cspLines().slice(before)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^CSP violation #\d+: img-src blocked data on - \(from -:\) and 179 more in the same report$/,
    )
  })

  it('limits the reports per client address; a refused report writes nothing (issue 34)', async () => {
    const { points } = loadConfig({}).callRateLimits.report
    const one = JSON.stringify({ 'csp-report': { 'effective-directive': 'font-src', 'blocked-uri': 'data' } })
    const answers: number[] = []
    for (let i = 0; i < points; i++) answers.push((await report(one, 'application/csp-report', '192.0.2.3')).status)
    expect(answers.every((status) => status === 204)).toBe(true)
    const before = cspLines().length
    const refused = await report(one, 'application/csp-report', '192.0.2.3')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({ error: 'too_many_requests' })
    expect(cspLines()).toHaveLength(before)
    // Another client is still heard.
    expect((await report(one, 'application/csp-report', '192.0.2.4')).status).toBe(204)
  })
})

/**
 * Every page route pattern of the router, from the route tree the build generates: importing the app's
 * router here would cost the test seconds.
 */
function pageRoutePatterns(): string[] {
  const tree = readFileSync('src/routeTree.gen.ts', 'utf8')
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? ''
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!)
}

describe(`one set of security headers on every answer on ${dbKind()} (issue 34.8)`, () => {
  /** What the walk found without a header, as `METHOD path (status): header`. */
  const missing = (what: string, response: Response) =>
    SECURITY_HEADERS.filter(([name, value]) => response.headers.get(name) !== value).map(
      ([name]) => `${what} (${response.status}): ${name}`,
    )

  it('every call of the endpoint table, answered or refused', async () => {
    const params = { number: '2026-000001', id: '0000000000000000', file: 'nothing.glb' }
    const gaps: string[] = []
    for (const entry of Object.values(API).map((e) => withParams(e, params))) {
      // A body that fits no call: its refusal (400, 401, 403, 415, 422) must carry the headers too.
      const response = await fetch(`${server.url}${entry.path}`, {
        method: entry.method,
        headers: { 'content-type': 'application/json', origin: server.url },
        ...(entry.method === 'POST' ? { body: '{}' } : {}),
      })
      await response.arrayBuffer()
      gaps.push(...missing(`${entry.method} ${entry.path}`, response))
    }
    // And what a call answers when it goes well, through the fast path and through Hono.
    for (const path of [API.getPriceList.path, API.health.path, API.catalogue.path]) {
      const response = await fetch(`${server.url}${path}`)
      await response.arrayBuffer()
      gaps.push(...missing(`GET ${path}`, response))
    }
    expect(gaps).toEqual([])
  })

  it('every page route, the sitemaps, robots.txt, static files, redirects and 404s', async () => {
    const patterns = pageRoutePatterns()
    expect(patterns.length).toBeGreaterThan(20)
    // One page per route (its first parameter value, or a dummy), in Slovak and Czech.
    const names = new Set(patterns.flatMap((p) => [...p.matchAll(/\$(\w+)/g)].map((m) => m[1]!)))
    const values = Object.fromEntries([...names].map((name) => [name, ROUTE_PARAM_VALUES[name]?.slice(0, 1) ?? ['x']]))
    const pages = expandRoutePatterns(patterns, values)
    const asset = readdirSync('dist/client/assets').find((name) => name.endsWith('.js'))!
    const paths = [
      ...pages,
      ...pages.slice(0, 3).map((p) => `/cz${p === '/' ? '' : p}`),
      '/sitemap.xml',
      '/index-sitemap.xml',
      '/sk-sitemap.xml',
      '/cz-sitemap.xml',
      '/robots.txt',
      `/assets/${asset}`,
      `/assets/${asset}?v=1`,
      '/favicon.ico',
      '/builds/latest.json',
      '/no-such-page',
      '/n/xyzxyzxyz',
      '/api/no-such-call',
    ]
    const gaps: string[] = []
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' })
      await response.arrayBuffer()
      gaps.push(...missing(`GET ${path}`, response))
    }
    // The root's language redirect, a HEAD and a body over the limit.
    for (const [what, response] of [
      ['GET / (cz)', await fetch(`${server.url}/`, { redirect: 'manual', headers: { cookie: 'i18n_redirected=cz' } })],
      ['HEAD /kontakt', await fetch(`${server.url}/kontakt`, { method: 'HEAD' })],
      [
        'POST getPriceChodba (too big)',
        await fetch(`${server.url}${API.getPriceChodba.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `{"x":"${'x'.repeat(2_000_000)}"}`,
        }),
      ],
    ] as const) {
      await response.arrayBuffer()
      gaps.push(...missing(what, response))
    }
    // A request the node adapter cannot make a web Request of (a backslash in the path): its own 400.
    const adapter = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
      const { hostname, port } = new URL(server.url)
      request({ hostname, port, path: '/a\\b' }, (res) => {
        res.resume()
        gaps.push(...(res.statusCode === 400 ? [] : [`GET /a\\b: status ${res.statusCode}`]))
        resolve(res.headers)
      })
        .on('error', reject)
        .end()
    })
    for (const [name, value] of SECURITY_HEADERS)
      if (adapter[name.toLowerCase()] !== value) gaps.push(`GET /a\\b (400): ${name}`)
    expect(gaps).toEqual([])
  })
})

describe(`?debug=machines on ${dbKind()} (issue 34.8)`, () => {
  const debugCookie = async (path: string, headers: Record<string, string> = {}) =>
    (await fetch(`${server.url}${path}`, { headers })).headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('skrinka-debug='))

  it('turns the trace panel on for staff only; anyone may turn it off', async () => {
    expect(await debugCookie('/detail/L1D?debug=machines')).toBeUndefined()
    expect(await debugCookie('/detail/L1D?debug=machines', { authorization: 'Bearer not-the-token-0123456' })).toBe(
      undefined,
    )
    expect(await debugCookie('/detail/L1D?debug=machines', { authorization: `Bearer ${STAFF_TOKEN}` })).toMatch(
      /^skrinka-debug=machines; Path=\//,
    )
    expect(await debugCookie('/detail/L1D?debug=off')).toMatch(/^skrinka-debug=; .*Max-Age=0/)
  })
})
