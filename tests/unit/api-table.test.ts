import { describe, expect, it } from 'vitest'
import { API, modelUrl } from '../../src/domain/api'
import { createApp, type AppDeps } from '../../src/server/app'
import { SEED_SETTINGS } from '../../src/site/shop'

/** The HTTP app with stand-ins for storage and pages: enough to see which routes it mounts. */
function app() {
  const deps = {
    database: { kind: 'sqlite', ping: async () => true, db: {} },
    version: 'test',
    config: { vatRates: {}, modelHosts: [], orderRateLimit: { points: 100, seconds: 60 } },
    assets: {},
    renderPage: async () => new Response('page'),
    routePatterns: [],
    builtAt: '2026-01-01T00:00:00.000Z',
    models: { get: () => undefined },
    onOrder: () => {},
    // The stand-in database answers nothing: the settings come from the seed.
    settings: { get: async () => ({ version: 0, data: SEED_SETTINGS }), publish: async () => ({}), invalidate() {} },
  } as unknown as AppDeps
  return createApp(deps)
}

const entries = Object.entries(API)

describe('endpoint table (src/domain/api.ts)', () => {
  it('lists every address once (a GET and a POST may share one: read and publish settings)', () => {
    const calls = entries.map(([, entry]) => `${entry.method} ${entry.path}`)
    expect(new Set(calls).size).toBe(calls.length)
    const paths = entries.map(([, entry]) => entry.path)
    // The staff calls (issue 15) are grouped under /api/staff/.
    for (const path of paths) expect(path).toMatch(/^\/api\/(staff\/)?[A-Za-z]+(\/:file)?$/)
  })
  it('is what the server mounts under /api: no route missing, none extra', () => {
    const mounted = new Set(
      app()
        .routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${r.path}`),
    )
    expect([...mounted].sort()).toEqual(entries.map(([, e]) => `${e.method} ${e.path}`).sort())
  })
  it.each(entries)('%s is answered by its own route, not the unknown-call fallback', async (_name, entry) => {
    const path = entry === API.model ? modelUrl('0'.repeat(32)) : entry.path
    const response = await app().request(path, { method: entry.method })
    const text = await response.text()
    expect(text).not.toContain('No API call')
    expect(response.status).not.toBe(500)
  })
  it('builds model addresses on this server or a model host', () => {
    expect(modelUrl('ab12')).toBe('/api/model/ab12.glb')
    expect(modelUrl('ab12', 'https://m1.example')).toBe('https://m1.example/api/model/ab12.glb')
  })
})
