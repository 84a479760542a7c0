import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrate, openDatabase, type Database } from '#server/db/index.ts'
import { configHistory, latestConfig, publishConfig, type ConfigKind } from '#server/config/versions.ts'
import { createConfigCache } from '#server/config/cache.ts'

const Kind: ConfigKind<{ greeting: string }> = {
  name: 'test-greeting',
  schema: v.object({ greeting: v.pipe(v.string(), v.minLength(1)) }),
}
const SEED = { greeting: 'Dobrý deň' }

let dir: string
let database: Database
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'skrinka-config-'))
  database = openDatabase({ dataDir: dir, databaseUrl: undefined })
  await migrate(database)
  await database.db
    .insertInto('staff_user')
    .values({
      email: 'majitel@skrinka.sk',
      name: 'Peter',
      role: 'owner',
      password_hash: 'x',
      created_at: '',
      updated_at: '',
    })
    .execute()
})
afterEach(async () => {
  await database.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('config versions', () => {
  it('has no version until one is published, then the latest with its history (who, note)', async () => {
    expect(await latestConfig(database.db, Kind)).toBeUndefined()
    expect(
      await publishConfig(database.db, Kind, { greeting: 'Ahoj' }, { by: 1, baseVersion: 0, note: ' prvá ' }),
    ).toEqual({
      ok: true,
      version: 1,
      effectiveAt: null,
    })
    expect(await publishConfig(database.db, Kind, { greeting: 'Čau' }, { by: null, baseVersion: 1 })).toEqual({
      ok: true,
      version: 2,
      effectiveAt: null,
    })
    expect(await latestConfig(database.db, Kind)).toEqual({ version: 2, data: { greeting: 'Čau' } })
    const history = await configHistory(database.db, Kind.name)
    expect(history.map(({ version, publishedBy, note }) => ({ version, publishedBy, note }))).toEqual([
      { version: 2, publishedBy: null, note: null },
      { version: 1, publishedBy: 'Peter', note: 'prvá' },
    ])
  })
  it('refuses a publish whose base is not the latest, and one of two racing publishes', async () => {
    await publishConfig(database.db, Kind, { greeting: 'A' }, { by: 1, baseVersion: 0 })
    expect(await publishConfig(database.db, Kind, { greeting: 'B' }, { by: 1, baseVersion: 0 })).toEqual({
      ok: false,
      conflict: true,
      latest: 1,
    })
    const results = await Promise.all(
      ['C', 'D'].map((greeting) => publishConfig(database.db, Kind, { greeting }, { by: 1, baseVersion: 1 })),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, conflict: true, latest: 2 }])
  })
  it('refuses data outside the schema', async () => {
    await expect(publishConfig(database.db, Kind, { greeting: '' }, { by: 1, baseVersion: 0 })).rejects.toThrow()
    expect(await latestConfig(database.db, Kind)).toBeUndefined()
  })
})

describe('config cache', () => {
  it('answers the seed while none is published, and a publish through it at once', async () => {
    const cache = createConfigCache(database.db, Kind, SEED, { maxAgeMs: 60_000 })
    expect(await cache.get()).toEqual({ version: 0, data: SEED })
    expect(await cache.publish({ greeting: 'Ahoj' }, { by: 1, baseVersion: 0 })).toEqual({
      ok: true,
      version: 1,
      effectiveAt: null,
    })
    expect(await cache.get()).toEqual({ version: 1, data: { greeting: 'Ahoj' } })
  })
  it("sees another server's version once its max age has passed, not before", async () => {
    let clock = 0
    const here = createConfigCache(database.db, Kind, SEED, { maxAgeMs: 5000, now: () => clock })
    const there = createConfigCache(database.db, Kind, SEED, { maxAgeMs: 5000, now: () => clock })
    expect((await here.get()).version).toBe(0)
    await there.publish({ greeting: 'Odinakiaľ' }, { by: 1, baseVersion: 0 })
    clock = 4999
    expect((await here.get()).version).toBe(0)
    clock = 5000
    expect(await here.get()).toEqual({ version: 1, data: { greeting: 'Odinakiaľ' } })
  })
  it('reads only the version number while nothing changed', async () => {
    let clock = 0
    const cache = createConfigCache(database.db, Kind, SEED, { maxAgeMs: 10, now: () => clock })
    await cache.publish({ greeting: 'Raz' }, { by: 1, baseVersion: 0 })
    const first = await cache.get()
    clock = 100
    const second = await cache.get()
    // The same object: no second load of the data.
    expect(second).toBe(first)
  })
})
