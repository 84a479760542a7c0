/**
 * Versioned configuration edited in the back office (issue 15: price lists, shop settings): each
 * publish adds one immutable row (kind, version) with the whole data as JSON, who published it and
 * why. The latest version that has taken effect is the one in force (a version may be scheduled for a later
 * time, and cancelled before it: issue 36.7); older ones are the history.
 */
import type { Kysely } from 'kysely'
import * as v from 'valibot'
import type { Schema } from '../db/schema'
import { isUniqueViolation } from '../db/orders'

/** One kind of configuration: its name in the table and the schema every stored version satisfies. */
export interface ConfigKind<T> {
  name: string
  schema: v.GenericSchema<unknown, T>
}

/** The version in force: its number (0 = none published, the code's seed) and its data. */
export interface ConfigSnapshot<T> {
  version: number
  data: T
}

/** One published version as the history lists it (without its data). */
export interface ConfigHistoryEntry {
  version: number
  publishedAt: string
  /** The publisher's name; null for the migration's seed or a removed account. */
  publishedBy: string | null
  note: string | null
  /** When it takes (or took) effect, if later than its publishing (issue 36.7); absent: at once. */
  effectiveAt?: string
  /** When a scheduled version was cancelled before its time (it never took effect); absent otherwise. */
  cancelledAt?: string
}

/**
 * What a publish answers: the new version (and when it takes effect), the version in force someone else published
 * since `baseVersion`, or the scheduled version still waiting (one at a time: it must be cancelled first).
 */
export type PublishResult =
  | { ok: true; version: number; effectiveAt: string | null }
  | { ok: false; conflict: true; latest: number; scheduled?: number }

/** Parses a stored row's JSON; a row that no longer fits the schema is a bug worth a loud error. */
function parseData<T>(kind: ConfigKind<T>, version: number, json: string): T {
  const parsed = v.safeParse(kind.schema, JSON.parse(json))
  if (!parsed.success) {
    const where = parsed.issues.map((issue) => v.getDotPath(issue) ?? '(data)').join(', ')
    throw new Error(`Stored ${kind.name} version ${version} does not fit its schema (${where})`)
  }
  return parsed.output
}

type Db = Kysely<Schema>

/** Versions that count: not cancelled. */
const live = (db: Db, kind: string) =>
  db.selectFrom('config_version').where('kind', '=', kind).where('cancelled_at', 'is', null)

/** Versions that have taken effect by `now`: published at once, or scheduled for `now` or earlier (ISO text compares). */
const takenEffect = (db: Db, kind: string, now: Date) =>
  live(db, kind).where((eb) => eb.or([eb('effective_at', 'is', null), eb('effective_at', '<=', now.toISOString())]))

/**
 * The number of the version in force of a kind at `now`, 0 when none: the cache's one cheap query. A scheduled
 * version counts from its time on, so every server switches to it on its next look, without a restart.
 */
export async function latestVersionNumber(db: Db, kind: string, now = new Date()): Promise<number> {
  const row = await takenEffect(db, kind, now)
    .select((eb) => eb.fn.max('version').as('latest'))
    .executeTakeFirst()
  return Number(row?.latest ?? 0)
}

/** The version in force of a kind at `now`, or undefined when none was ever published. */
export async function latestConfig<T>(
  db: Db,
  kind: ConfigKind<T>,
  now = new Date(),
): Promise<ConfigSnapshot<T> | undefined> {
  const row = await takenEffect(db, kind.name, now)
    .select(['version', 'data'])
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row ? { version: Number(row.version), data: parseData(kind, Number(row.version), row.data) } : undefined
}

/** A version published to take effect later, still waiting at `now` (at most one per kind). */
export interface ScheduledConfig<T> extends ConfigSnapshot<T> {
  effectiveAt: string
}

/** The scheduled version of a kind still waiting at `now`, if any. */
export async function scheduledConfig<T>(
  db: Db,
  kind: ConfigKind<T>,
  now = new Date(),
): Promise<ScheduledConfig<T> | undefined> {
  const row = await live(db, kind.name)
    .where('effective_at', '>', now.toISOString())
    .select(['version', 'data', 'effective_at'])
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row
    ? {
        version: Number(row.version),
        data: parseData(kind, Number(row.version), row.data),
        effectiveAt: row.effective_at!,
      }
    : undefined
}

/** Every published version of a kind, newest first, with the publisher's name. */
export async function configHistory(db: Db, kind: string): Promise<ConfigHistoryEntry[]> {
  const rows = await db
    .selectFrom('config_version')
    .leftJoin('staff_user', 'staff_user.id', 'config_version.published_by')
    .select([
      'config_version.version',
      'config_version.published_at',
      'config_version.note',
      'config_version.effective_at',
      'config_version.cancelled_at',
      'staff_user.name',
    ])
    .where('config_version.kind', '=', kind)
    .orderBy('config_version.version', 'desc')
    .execute()
  return rows.map((row) => ({
    version: Number(row.version),
    publishedAt: row.published_at,
    publishedBy: row.name ?? null,
    note: row.note,
    // Only where set: a version published at once reads as it did before versions could wait.
    ...(row.effective_at ? { effectiveAt: row.effective_at } : {}),
    ...(row.cancelled_at ? { cancelledAt: row.cancelled_at } : {}),
  }))
}

/**
 * Publishes `data` as the next version of a kind, in one transaction, when `baseVersion` (the version the editor
 * started from) is still the one in force and no scheduled version waits; otherwise nothing is written. With
 * `effectiveAt` (a later instant) it takes effect then (issue 36.7). Two publishes racing on the same base: the
 * primary key lets one through.
 */
export async function publishConfig<T>(
  db: Db,
  kind: ConfigKind<T>,
  data: T,
  options: {
    by: number | null
    baseVersion: number
    note?: string | null | undefined
    effectiveAt?: Date | undefined
    now?: Date
  },
): Promise<PublishResult> {
  // The data is checked again here: whatever the caller, no version outside the schema is stored.
  const checked = v.parse(kind.schema, data)
  const now = options.now ?? new Date()
  try {
    return await db.transaction().execute(async (trx) => {
      // Numbers go on after a cancelled version too: a number is never used twice. Read first: a publish that
      // commits after this read makes ours collide on the key (PostgreSQL's READ COMMITTED reads each query anew,
      // so a later read could see it and number past it, and both would pass).
      const top = await trx
        .selectFrom('config_version')
        .select((eb) => eb.fn.max('version').as('top'))
        .where('kind', '=', kind.name)
        .executeTakeFirst()
      // One waiting version at a time: two would leave it unclear which prices hold when.
      const waiting = await live(trx, kind.name)
        .where('effective_at', '>', now.toISOString())
        .select('version')
        .executeTakeFirst()
      const latest = await latestVersionNumber(trx, kind.name, now)
      if (waiting) return { ok: false, conflict: true, latest, scheduled: Number(waiting.version) } as const
      if (latest !== options.baseVersion) return { ok: false, conflict: true, latest } as const
      const version = Number(top?.top ?? 0) + 1
      const effectiveAt = options.effectiveAt ? options.effectiveAt.toISOString() : null
      await trx
        .insertInto('config_version')
        .values({
          kind: kind.name,
          version,
          data: JSON.stringify(checked),
          published_by: options.by,
          published_at: now.toISOString(),
          note: options.note?.trim() || null,
          effective_at: effectiveAt,
        })
        .execute()
      return { ok: true, version, effectiveAt } as const
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return { ok: false, conflict: true, latest: await latestVersionNumber(db, kind.name, now) }
  }
}

/** What cancelling a scheduled version found: done, no such version, already in force, or already cancelled. */
export type CancelResult = 'cancelled' | 'not_found' | 'in_force' | 'already_cancelled'

/**
 * Cancels a scheduled version before its time (in `trx`, so the caller's audit row goes with it). A version whose
 * time has come is in force and stays: the owner publishes another one instead.
 */
export async function cancelScheduledConfig(
  trx: Db,
  kind: string,
  version: number,
  options: { by: number | null; now?: Date },
): Promise<CancelResult> {
  const now = (options.now ?? new Date()).toISOString()
  const row = await trx
    .selectFrom('config_version')
    .select(['effective_at', 'cancelled_at'])
    .where('kind', '=', kind)
    .where('version', '=', version)
    .executeTakeFirst()
  if (!row) return 'not_found'
  if (row.cancelled_at !== null) return 'already_cancelled'
  if (row.effective_at === null || row.effective_at <= now) return 'in_force'
  const done = await trx
    .updateTable('config_version')
    .set({ cancelled_at: now, cancelled_by: options.by })
    .where('kind', '=', kind)
    .where('version', '=', version)
    .where('cancelled_at', 'is', null)
    .where('effective_at', '>', now)
    .executeTakeFirst()
  return Number(done.numUpdatedRows) === 1 ? 'cancelled' : 'in_force'
}
