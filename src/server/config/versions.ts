/**
 * Versioned configuration edited in the back office (issue 15: price lists, shop settings): each
 * publish adds one immutable row (kind, version) with the whole data as JSON, who published it and
 * why. The latest version of a kind is the one in force; older ones are the history.
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
}

/** What a publish answers: the new version, or the version someone else published since `baseVersion`. */
export type PublishResult = { ok: true; version: number } | { ok: false; conflict: true; latest: number }

/** Parses a stored row's JSON; a row that no longer fits the schema is a bug worth a loud error. */
function parseData<T>(kind: ConfigKind<T>, version: number, json: string): T {
  const parsed = v.safeParse(kind.schema, JSON.parse(json))
  if (!parsed.success) {
    const where = parsed.issues.map((issue) => v.getDotPath(issue) ?? '(data)').join(', ')
    throw new Error(`Stored ${kind.name} version ${version} does not fit its schema (${where})`)
  }
  return parsed.output
}

/** The latest version number of a kind, 0 when none: the cache's one cheap query. */
export async function latestVersionNumber(db: Kysely<Schema>, kind: string): Promise<number> {
  const row = await db
    .selectFrom('config_version')
    .select((eb) => eb.fn.max('version').as('latest'))
    .where('kind', '=', kind)
    .executeTakeFirst()
  return Number(row?.latest ?? 0)
}

/** The version in force of a kind, or undefined when none was ever published. */
export async function latestConfig<T>(db: Kysely<Schema>, kind: ConfigKind<T>): Promise<ConfigSnapshot<T> | undefined> {
  const row = await db
    .selectFrom('config_version')
    .select(['version', 'data'])
    .where('kind', '=', kind.name)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row ? { version: Number(row.version), data: parseData(kind, Number(row.version), row.data) } : undefined
}

/** Every published version of a kind, newest first, with the publisher's name. */
export async function configHistory(db: Kysely<Schema>, kind: string): Promise<ConfigHistoryEntry[]> {
  const rows = await db
    .selectFrom('config_version')
    .leftJoin('staff_user', 'staff_user.id', 'config_version.published_by')
    .select(['config_version.version', 'config_version.published_at', 'config_version.note', 'staff_user.name'])
    .where('config_version.kind', '=', kind)
    .orderBy('config_version.version', 'desc')
    .execute()
  return rows.map((row) => ({
    version: Number(row.version),
    publishedAt: row.published_at,
    publishedBy: row.name ?? null,
    note: row.note,
  }))
}

/**
 * Publishes `data` as the next version of a kind, in one transaction, when `baseVersion` (the
 * version the editor started from) is still the latest; otherwise someone published meanwhile and
 * nothing is written. Two publishes racing on the same base: the primary key lets one through.
 */
export async function publishConfig<T>(
  db: Kysely<Schema>,
  kind: ConfigKind<T>,
  data: T,
  options: { by: number | null; baseVersion: number; note?: string | null | undefined; now?: Date },
): Promise<PublishResult> {
  // The data is checked again here: whatever the caller, no version outside the schema is stored.
  const checked = v.parse(kind.schema, data)
  try {
    return await db.transaction().execute(async (trx) => {
      const latest = await latestVersionNumber(trx, kind.name)
      if (latest !== options.baseVersion) return { ok: false, conflict: true, latest } as const
      const version = latest + 1
      await trx
        .insertInto('config_version')
        .values({
          kind: kind.name,
          version,
          data: JSON.stringify(checked),
          published_by: options.by,
          published_at: (options.now ?? new Date()).toISOString(),
          note: options.note?.trim() || null,
        })
        .execute()
      return { ok: true, version } as const
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return { ok: false, conflict: true, latest: await latestVersionNumber(db, kind.name) }
  }
}
