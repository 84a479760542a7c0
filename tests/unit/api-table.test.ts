import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API, modelUrl, withParams, type Endpoint } from '#domain/endpoints.ts'
import { createApp, type AppDeps } from '#server/app.ts'
import { migrate, openDatabase, type Database } from '#server/db/index.ts'
import { SEED_SETTINGS } from '#site/shop.ts'
import { DEFAULT_CALL_RATE_LIMITS } from '#server/env.ts'
import { createSession } from '#server/staff/accounts.ts'
import { PoolBusyError } from '#server/pool.ts'

// A real (temporary) database: getPriceList reads the published prices even without a body.
let dir: string
let database: Database
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'skrinka-api-table-'))
  database = openDatabase({ dataDir: dir, databaseUrl: undefined })
  await migrate(database)
})
afterAll(async () => {
  await database.close()
  rmSync(dir, { recursive: true, force: true })
})

/** The HTTP app with stand-ins for pages and models: enough to see which routes it mounts. */
function app(more: Partial<AppDeps> = {}) {
  const deps = {
    database,
    version: 'test',
    config: {
      vatRates: {},
      modelHosts: [],
      orderRateLimit: { points: 100, seconds: 60 },
      shareMailRateLimit: { ip: { points: 100, seconds: 60 }, address: { points: 100, seconds: 60 } },
      callRateLimits: DEFAULT_CALL_RATE_LIMITS,
    },
    assets: {},
    renderPage: async () => new Response('page'),
    routePatterns: [],
    builtAt: '2026-01-01T00:00:00.000Z',
    models: { get: () => undefined },
    onOrder: () => {},
    // The stand-in database answers nothing: the settings come from the seed.
    settings: { get: async () => ({ version: 0, data: SEED_SETTINGS }), publish: async () => ({}), invalidate() {} },
    ...more,
  } as unknown as AppDeps
  return createApp(deps)
}

const entries = Object.entries(API)

describe('endpoint table (src/domain/endpoints.ts)', () => {
  it('lists every address once (a path may have a GET and a POST)', () => {
    const calls = entries.map(([, entry]) => `${entry.method} ${entry.path}`)
    expect(new Set(calls).size).toBe(calls.length)
    const paths = entries.map(([, entry]) => entry.path)
    // The staff calls (issue 15) are grouped under /api/staff/.
    // The one hyphenated name is the CSP report endpoint (issue 17 names it /api/csp-report).
    for (const path of paths)
      expect(path).toMatch(/^\/api\/(staff\/)?[A-Za-z]+(-[a-z]+)*(\/(:[a-z]+|[a-z]+(\.[a-z]+)?))*$/)
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
    // A call the table leaves open to anyone is not refused for want of a session (the guarded ones: below).
    if (!('access' in entry)) expect([401, 403]).not.toContain(response.status)
  })
  it('states who may call each call (`access`) as the server enforces it', async () => {
    // A signed-in `staff` member (not the owner): the owner's calls refuse them, the script's ignore the cookie.
    // Inserted as it is (no password: hashing one costs a second), as `npm run staff:add` would store it.
    const now = new Date().toISOString()
    const user = await database.db
      .insertInto('staff_user')
      .values({
        email: 'staff@example.sk',
        name: 'Staff',
        role: 'staff',
        password_hash: '-',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const cookie = `skrinka_staff=${await createSession(database.db, user.id)}`
    // The workshop account: only the shop floor's calls (`workshop`) let it through (issue 38.4).
    const workshopUser = await database.db
      .insertInto('staff_user')
      .values({
        email: 'dielna@example.sk',
        name: 'Dielňa',
        role: 'workshop',
        password_hash: '-',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const workshopCookie = `skrinka_staff=${await createSession(database.db, workshopUser.id)}`
    // A pool that is always full: a call the guard lets through answers 503 at once instead of building a PDF.
    const server = app({ pool: { run: () => Promise.reject(new PoolBusyError()), full: () => true } as never })
    const refusals = async (entry: Endpoint, headers: Record<string, string> = {}) => {
      const path = withParams(entry, {
        number: '2026-999999',
        id: '0000000000000000',
        date: '2026-12-01',
        file: 'FA2026-0001.pdf',
      }).path
      const { status } = await server.request(path, { method: entry.method, headers })
      return status === 401 || status === 403 ? status : 'let through'
    }
    const guarded = entries.filter(([, entry]) => 'access' in entry) as [string, Endpoint][]
    const seen = Object.fromEntries(
      await Promise.all(
        guarded.map(async ([name, entry]) => [
          name,
          [await refusals(entry), await refusals(entry, { cookie }), await refusals(entry, { cookie: workshopCookie })],
        ]),
      ),
    )
    const expected = {
      workshop: [401, 'let through', 'let through'],
      staff: [401, 'let through', 403],
      owner: [401, 403, 403],
      script: [401, 401, 401],
    }
    expect(seen).toEqual(Object.fromEntries(guarded.map(([name, entry]) => [name, expected[entry.access!]])))
  })
  it('builds model addresses on this server or a model host', () => {
    expect(modelUrl('ab12')).toBe('/api/model/ab12.glb')
    expect(modelUrl('ab12', 'https://m1.example')).toBe('https://m1.example/api/model/ab12.glb')
  })
  it('fills the parameters of an entry in, URI-encoded, and keeps the rest of the entry', () => {
    const entry = withParams(API.staffOrderStatus, { number: '2026-000123' })
    expect(entry).toEqual({ ...API.staffOrderStatus, path: '/api/staff/orders/2026-000123/status' })
    expect(withParams(API.staffOrderStatus, { number: 'a/b?' }).path).toBe('/api/staff/orders/a%2Fb%3F/status')
  })
})
