import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrate, openDatabase, type Database } from '#server/db/index.ts'
import {
  cancelScheduledConfig,
  configHistory,
  latestConfig,
  publishConfig,
  scheduledConfig,
  type ConfigKind,
} from '#server/config/versions.ts'
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

describe('config versions published for a later time (issue 36.7)', () => {
  const t0 = new Date('2026-12-01T10:00:00.000Z')
  const later = new Date('2026-12-02T05:00:00.000Z')
  const after = new Date('2026-12-02T05:00:00.001Z')

  it('takes effect at its time, not before, in the database and in every cache without a restart', async () => {
    await publishConfig(database.db, Kind, { greeting: 'Teraz' }, { by: 1, baseVersion: 0, now: t0 })
    const published = await publishConfig(
      database.db,
      Kind,
      { greeting: 'Zajtra' },
      { by: 1, baseVersion: 1, effectiveAt: later, now: t0 },
    )
    expect(published).toEqual({ ok: true, version: 2, effectiveAt: later.toISOString() })
    expect(await latestConfig(database.db, Kind, t0)).toEqual({ version: 1, data: { greeting: 'Teraz' } })
    expect(await scheduledConfig(database.db, Kind, t0)).toEqual({
      version: 2,
      data: { greeting: 'Zajtra' },
      effectiveAt: later.toISOString(),
    })
    expect(await latestConfig(database.db, Kind, later)).toEqual({ version: 2, data: { greeting: 'Zajtra' } })
    expect(await scheduledConfig(database.db, Kind, after)).toBeUndefined()

    let instant = t0
    let age = 0
    const cache = createConfigCache(database.db, Kind, SEED, { maxAgeMs: 5000, now: () => age, clock: () => instant })
    expect((await cache.get()).version).toBe(1)
    instant = after
    age = 5000
    expect(await cache.get()).toEqual({ version: 2, data: { greeting: 'Zajtra' } })
  })

  it('allows one waiting version: another publish is refused until it is cancelled; numbers are never reused', async () => {
    await publishConfig(database.db, Kind, { greeting: 'Teraz' }, { by: 1, baseVersion: 0, now: t0 })
    await publishConfig(
      database.db,
      Kind,
      { greeting: 'Zajtra' },
      { by: 1, baseVersion: 1, effectiveAt: later, now: t0 },
    )
    expect(await publishConfig(database.db, Kind, { greeting: 'Hneď' }, { by: 1, baseVersion: 1, now: t0 })).toEqual({
      ok: false,
      conflict: true,
      latest: 1,
      scheduled: 2,
    })
    expect(await cancelScheduledConfig(database.db, Kind.name, 2, { by: 1, now: t0 })).toBe('cancelled')
    expect(await cancelScheduledConfig(database.db, Kind.name, 2, { by: 1, now: t0 })).toBe('already_cancelled')
    expect(await cancelScheduledConfig(database.db, Kind.name, 9, { by: 1, now: t0 })).toBe('not_found')
    expect(await cancelScheduledConfig(database.db, Kind.name, 1, { by: 1, now: t0 })).toBe('in_force')
    // Cancelled, it never takes effect; the next version is number 3.
    expect(await latestConfig(database.db, Kind, after)).toEqual({ version: 1, data: { greeting: 'Teraz' } })
    expect(await publishConfig(database.db, Kind, { greeting: 'Hneď' }, { by: 1, baseVersion: 1, now: t0 })).toEqual({
      ok: true,
      version: 3,
      effectiveAt: null,
    })
    const history = await configHistory(database.db, Kind.name)
    expect(history.map(({ version, effectiveAt, cancelledAt }) => ({ version, effectiveAt, cancelledAt }))).toEqual([
      { version: 3, effectiveAt: undefined, cancelledAt: undefined },
      { version: 2, effectiveAt: later.toISOString(), cancelledAt: t0.toISOString() },
      { version: 1, effectiveAt: undefined, cancelledAt: undefined },
    ])
  })

  it('cannot cancel a scheduled version once its time has come', async () => {
    await publishConfig(
      database.db,
      Kind,
      { greeting: 'Zajtra' },
      { by: 1, baseVersion: 0, effectiveAt: later, now: t0 },
    )
    expect(await cancelScheduledConfig(database.db, Kind.name, 1, { by: 1, now: later })).toBe('in_force')
    expect(await latestConfig(database.db, Kind, later)).toEqual({ version: 1, data: { greeting: 'Zajtra' } })
  })
})
