import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import pg from 'pg'
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type MigrationProvider } from 'kysely'
import type { Config } from '../env'
import type { Schema } from './schema'
import { createMigrations } from './migrations'
import { redactPersonalData } from '../log'

/** The open database: one Kysely query layer over SQLite (default) or PostgreSQL (DATABASE_URL). */
export interface Database {
  db: Kysely<Schema>
  kind: 'sqlite' | 'postgres'
  /** Where the data lives, for the start-up log (no password). */
  location: string
  /** PostgreSQL only: the pool the queries run on, shared with the rate limiters (src/server/db/rateLimit.ts). */
  pool?: pg.Pool
  ping(): Promise<boolean>
  close(): Promise<void>
}

export const SQLITE_FILE = 'skrinka.sqlite'

function openSqlite(dataDir: string): Database {
  const dir = resolve(dataDir)
  mkdirSync(dir, { recursive: true })
  const file = join(dir, SQLITE_FILE)
  const native = new BetterSqlite3(file)
  native.pragma('journal_mode = WAL')
  // FULL: a committed order survives a power cut, not only a crash of the process.
  native.pragma('synchronous = FULL')
  native.pragma('foreign_keys = ON')
  native.pragma('busy_timeout = 5000')
  // SQLite's own lower() knows ASCII only; the desk's search must fold Š and Č as PostgreSQL does.
  native.function('lower', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  )
  // Lower case without accents, for searches where "novakova" finds "Nováková" (PostgreSQL: translate()).
  native.function('fold', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '') : text,
  )
  const mode = native.pragma('journal_mode', { simple: true })
  const sync = native.pragma('synchronous', { simple: true })
  if (mode !== 'wal' || sync !== 2) {
    native.close()
    throw new Error(
      `SQLite at ${file} refused WAL/synchronous=FULL (journal_mode=${String(mode)}, synchronous=${String(sync)})`,
    )
  }
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: native }) })
  return {
    db,
    kind: 'sqlite',
    location: file,
    ping: () => ping(db),
    close: () => db.destroy(),
  }
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error(`PostgreSQL pool error: ${redactPersonalData(error.message)}`))
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) })
  const safe = new URL(url)
  safe.password = ''
  return {
    db,
    kind: 'postgres',
    location: safe.toString(),
    pool,
    ping: () => ping(db),
    close: () => db.destroy(),
  }
}

async function ping(db: Kysely<Schema>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db)
    return true
  } catch {
    return false
  }
}

/** Opens the configured database; PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Database {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openSqlite(config.dataDir)
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrate(database: Database): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => createMigrations(database.kind) }
  const migrator = new Migrator({ db: database.db, provider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
