import { describe, expect, it } from 'vitest'
import { API } from '#domain/endpoints.ts'
import { rateLimiters, secondsToWait } from '#server/db/rateLimit.ts'
import { createServerMetrics } from '#server/metrics.ts'
import { routeNamer } from '#server/requestLog.ts'

const PAGES = ['/', '/detail/$id', '/blogy/$slug', '/admin/objednavky/$number', '/kontakt']

describe('routeNamer', () => {
  const routeOf = routeNamer(PAGES)
  it('names API calls by the table: its path pattern and call name, whatever the query or parameter', () => {
    expect(routeOf('POST', API.getPriceSkrinka.path)).toEqual({
      route: API.getPriceSkrinka.path,
      call: 'getPriceSkrinka',
    })
    expect(routeOf('GET', `${API.designPdf.path}?width=45&email=a@b.sk`)).toEqual({
      route: API.designPdf.path,
      call: 'designPdf',
    })
    expect(routeOf('GET', '/api/model/0123abcd.glb')).toEqual({ route: API.model.path, call: 'model' })
    expect(routeOf('POST', '/api/staff/orders/2026-000001/status')).toEqual({
      route: API.staffOrderStatus.path,
      call: 'staffOrderStatus',
    })
    // GET and POST on one path are two calls.
    expect(routeOf('POST', API.staffPriceLists.path).call).toBe('staffPublishPrices')
    expect(routeOf('HEAD', API.health.path).call).toBe('health')
  })
  it('names pages by their route, with or without the Czech prefix, and everything else by a fixed few names', () => {
    expect(routeOf('GET', '/detail/L1D?utm=x')).toEqual({ route: '/detail/$id' })
    expect(routeOf('GET', '/cz/detail/L1D')).toEqual({ route: '/detail/$id' })
    expect(routeOf('GET', '/cz')).toEqual({ route: '/' })
    expect(routeOf('GET', '/cz/n/abc123')).toEqual({ route: '/n/:code' })
    expect(routeOf('GET', '/assets/entry-abc.js')).toEqual({ route: '/assets/*' })
    expect(routeOf('GET', '/sitemap.xml')).toEqual({ route: '/sitemap.xml' })
    expect(routeOf('GET', '/cz/sitemap.xml')).toEqual({ route: '/cz/sitemap.xml' })
    // The product feeds and the share pictures (the feeds' too): one name each, whatever the file.
    expect(routeOf('GET', '/feeds/heureka-sk.xml')).toEqual({ route: '/feeds/:file' })
    expect(routeOf('GET', '/feeds/nothing.xml?x=1')).toEqual({ route: '/feeds/:file' })
    expect(routeOf('GET', '/og/products/L1D.png')).toEqual({ route: '/og/:dir/:file' })
    // Unknown calls and paths never become a name of their own: the set of labels stays small.
    expect(routeOf('GET', '/api/jan.novak@example.sk')).toEqual({ route: '/api/*' })
    expect(routeOf('POST', API.health.path)).toEqual({ route: '/api/*' })
    expect(routeOf('GET', '/wp-login.php?user=x')).toEqual({ route: '*' })
    expect(routeOf('GET', '/detail/L1D/extra')).toEqual({ route: '*' })
  })
})

describe('server metrics', () => {
  it('counts each refusal of a limiter the factory made, by its name', async () => {
    const refused: string[] = []
    const make = rateLimiters({ pool: undefined }, { refused: (name) => refused.push(name) })
    const limiter = make({ name: 'test-limit', points: 1, seconds: 60 })
    expect(await secondsToWait(limiter, 'client')).toBeUndefined()
    expect(await secondsToWait(limiter, 'client')).toBeGreaterThan(0)
    expect(refused).toEqual(['test-limit'])
  })
  it("keeps each server's figures apart and reads the others' gauges at each scrape", async () => {
    const one = createServerMetrics()
    const two = createServerMetrics()
    let queued = 3
    one.gauge('skrinka_pool_queue', 'Jobs waiting for a worker.', () => queued)
    one.gauge('skrinka_cache_bytes', 'Bytes per cache.', async () => ({ models: 1024, pdf: 2048 }), { label: 'cache' })
    one.gauge('skrinka_broken', 'A part that cannot say.', () => {
      throw new Error('closed')
    })
    const evictions = one.counter('skrinka_cache_evictions_total', 'Files evicted.', 'cache')
    evictions('models')
    evictions('models', 2)
    one.request('POST', API.getPriceSkrinka.path, 200, 0.002)
    one.rateLimitRefused('order')
    queued = 5
    const text = await one.text()
    expect(text).toContain('skrinka_pool_queue 5')
    expect(text).toContain('skrinka_cache_bytes{cache="pdf"} 2048')
    expect(text).toContain('skrinka_cache_evictions_total{cache="models"} 3')
    expect(text).toContain('http_requests_total{method="POST",route="/api/getPriceSkrinka",status="200"} 1')
    expect(text).toContain('skrinka_rate_limit_refusals_total{limit="order"} 1')
    expect(text).toMatch(/^skrinka_broken nan$/im)
    expect(await two.text()).not.toContain('getPriceSkrinka')
    // A name registered twice is a wiring mistake, said at once.
    expect(() => one.gauge('skrinka_pool_queue', 'again', () => 1)).toThrow()
  })
})
