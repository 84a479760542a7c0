/**
 * The version in force of one configuration kind, per server process. `get()` answers from memory
 * and asks the database for the latest version NUMBER at most every `maxAgeMs` (one indexed
 * query); only a new number loads the data. So a version published on another server is used here
 * within maxAgeMs plus one request, and one published through this cache at once. A version scheduled for
 * later (issue 36.7) is in force from its time: each server takes it on its first look after that time.
 */
import type { Kysely } from 'kysely'
import type { Schema } from '../db/schema'
import {
  latestConfig,
  latestVersionNumber,
  publishConfig,
  type ConfigKind,
  type ConfigSnapshot,
  type PublishResult,
} from './versions'

/** Default age after which the version number is read again (issue 15: every server within 10 s). */
export const CONFIG_MAX_AGE_MS = 5000

/** One kind's version in force, cached. */
export interface ConfigCache<T> {
  /** The version in force (the seed as version 0 while none is published). */
  get(): Promise<ConfigSnapshot<T>>
  /** Publishes a new version (see publishConfig) and, when it went through, uses it here at once. */
  publish(
    data: T,
    options: {
      by: number | null
      baseVersion: number
      note?: string | null | undefined
      effectiveAt?: Date | undefined
    },
  ): Promise<PublishResult>
  /** Forgets the checked time: the next get() asks the database. */
  invalidate(): void
}

/** A cache of `kind` on `db`; `seed` (the code's data) is used while no version exists. */
export function createConfigCache<T>(
  db: Kysely<Schema>,
  kind: ConfigKind<T>,
  seed: T,
  options: { maxAgeMs?: number; now?: () => number; clock?: () => Date } = {},
): ConfigCache<T> {
  const maxAgeMs = options.maxAgeMs ?? CONFIG_MAX_AGE_MS
  const now = options.now ?? Date.now
  // The instant a scheduled version is measured against (apart from `now`, the age's clock, which tests fake).
  const clock = options.clock ?? (() => new Date())
  let current: ConfigSnapshot<T> = { version: 0, data: seed }
  let checkedAt = Number.NEGATIVE_INFINITY
  // Concurrent requests after the age ran out share one look at the database.
  let pending: Promise<ConfigSnapshot<T>> | undefined
  // Bumped by publish and invalidate: a look that started before them must not mark the cache fresh.
  let generation = 0

  const refresh = async (): Promise<ConfigSnapshot<T>> => {
    const startedAt = now()
    const started = generation
    const at = clock()
    const latest = await latestVersionNumber(db, kind.name, at)
    const read =
      latest === current.version ? current : ((await latestConfig(db, kind, at)) ?? { version: 0, data: seed })
    if (started === generation) {
      current = read
      checkedAt = startedAt
    }
    return read
  }
  const forget = () => {
    generation += 1
    checkedAt = Number.NEGATIVE_INFINITY
    pending = undefined
  }

  return {
    get() {
      if (now() - checkedAt < maxAgeMs) return Promise.resolve(current)
      if (pending) return pending
      const look = refresh().finally(() => {
        if (pending === look) pending = undefined
      })
      pending = look
      return look
    },
    async publish(data, publishOptions) {
      const result = await publishConfig(db, kind, data, publishOptions)
      forget()
      return result
    },
    invalidate: forget,
  }
}
