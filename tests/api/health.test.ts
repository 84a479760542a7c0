import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import BetterSqlite3 from 'better-sqlite3'
import pg from 'pg'
import { dbKind, runServerExpectingExit, startServer, type TestServer } from './server'
import { API } from '#domain/endpoints.ts'

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server?.stop())

describe(`health and storage on ${dbKind()}`, () => {
  it('answers { ok, db, version, ready }', async () => {
    const response = await fetch(`${server.url}${API.health.path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(await response.json()).toEqual({ ok: true, db: dbKind(), version, ready: true })
  })

  it('warns once, in one line, that the published shop settings still have placeholders', () => {
    const warnings = server.output().match(/^Warning: the shop settings still have placeholders.*$/gm) ?? []
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('company.ico')
    expect(warnings[0]).toContain('/admin/nastavenia')
  })

  it('answers unknown API calls with a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/getNothing`, { method: 'POST' })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: 'not_found' })
  })

  it('applies migrations at start, once, and keeps them across a restart', async () => {
    const migrations = async () => {
      if (server.databaseUrl) {
        const client = new pg.Client({ connectionString: server.databaseUrl })
        await client.connect()
        try {
          return (await client.query<{ name: string }>('select name from kysely_migration order by name')).rows.map(
            (r) => r.name,
          )
        } finally {
          await client.end()
        }
      }
      const db = new BetterSqlite3(join(server.dataDir, 'skrinka.sqlite'), { readonly: true })
      try {
        return (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map(
          (r) => r.name,
        )
      } finally {
        db.close()
      }
    }
    const before = await migrations()
    expect(before.length).toBeGreaterThan(0)
    await server.restart()
    expect(await migrations()).toEqual(before)
    expect((await fetch(`${server.url}${API.health.path}`)).status).toBe(200)
  })

  // Only registered on SQLite: on PostgreSQL there is no file to look at.
  if (dbKind() === 'sqlite')
    it('keeps SQLite in DATA_DIR in WAL mode', () => {
      const file = join(server.dataDir, 'skrinka.sqlite')
      expect(existsSync(file)).toBe(true)
      const db = new BetterSqlite3(file, { readonly: true })
      try {
        expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
      } finally {
        db.close()
      }
      expect(server.output()).toMatch(/synchronous|sqlite:/)
    })
})

describe('bad configuration stops start-up with a clear message', () => {
  it.each([
    [{ PORT: 'eighty' }, /PORT: must be a whole number from 0 to 65535 \(got "eighty"\)/],
    [
      { PORT: '3000', DATABASE_URL: 'mysql://shop@db/skrinka' },
      /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
    ],
    [{ PORT: '3000', STAFF_TOKEN: 'short' }, /STAFF_TOKEN: must be at least 16 characters long/],
  ])('%j', async (env, message) => {
    const { code, output } = await runServerExpectingExit(env)
    expect(code).toBe(1)
    expect(output).toMatch(/^Invalid configuration:/m)
    expect(output).toMatch(message)
  })
})
