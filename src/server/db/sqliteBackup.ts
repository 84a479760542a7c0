/**
 * Online backups of the SQLite database and their restore (issue 17). The backup goes through
 * SQLite's backup API from a read-only connection: in WAL mode it reads one consistent snapshot
 * while the server goes on writing. The restore checks the file first and only replaces a
 * database no server holds, keeping the old one aside.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import { SQLITE_FILE } from './index'
import { createMigrations } from './migrations'

/** A refusal or failure worded for the operator, in one line. */
export class BackupError extends Error {
  override name = 'BackupError'
}

/** What a backup file holds, as its checks found it. */
export interface BackupSummary {
  orders: number
  lastOrder: string | null
  migrations: string[]
}

/** The database file in DATA_DIR. */
export const sqliteFileOf = (dataDir: string) => join(resolve(dataDir), SQLITE_FILE)

/** Checks a file as a restore would: SQLite, intact, made by this shop at a schema this code knows. */
export function checkBackupFile(file: string): BackupSummary {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`)
  let db: BetterSqlite3.Database | undefined
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true })
    const integrity = db.pragma('integrity_check', { simple: true })
    if (integrity !== 'ok') throw new BackupError(`${file} is damaged (integrity_check: ${String(integrity)}).`)
    const hasMigrations = db
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get()
    if (!hasMigrations) throw new BackupError(`${file} is not a Skrinka database (it has no kysely_migration table).`)
    const migrations = (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map(
      (row) => row.name,
    )
    const known = new Set(Object.keys(createMigrations('sqlite')))
    const unknown = migrations.filter((name) => !known.has(name))
    if (unknown.length > 0)
      throw new BackupError(
        `${file} was made by a newer version of the shop (migration ${unknown.join(', ')} is unknown here); restore it with that version.`,
      )
    const orders = db.prepare('select count(*) as n, max(number) as last from orders').get() as {
      n: number
      last: string | null
    }
    return { orders: orders.n, lastOrder: orders.last, migrations }
  } catch (error) {
    if (error instanceof BackupError) throw error
    throw new BackupError(`${file} cannot be read as an SQLite database (${(error as Error).message}).`)
  } finally {
    db?.close()
  }
}

/** Copies the live database of DATA_DIR to `out` (written whole or not at all) and checks the copy. */
export async function backupSqlite(dataDir: string, out: string): Promise<BackupSummary & { bytes: number }> {
  const source = sqliteFileOf(dataDir)
  if (!existsSync(source)) throw new BackupError(`There is no database at ${source}; check DATA_DIR.`)
  const target = resolve(out)
  if (!existsSync(dirname(target))) throw new BackupError(`The folder ${dirname(target)} does not exist.`)
  const partial = `${target}.partial`
  rmSync(partial, { force: true })
  const db = new BetterSqlite3(source, { readonly: true, fileMustExist: true })
  try {
    // All remaining pages in one step: one read transaction, one snapshot, however busy the shop.
    await db.backup(partial, { progress: () => 0x7fffffff })
  } finally {
    db.close()
  }
  // The copy becomes one self-contained file (no -wal beside it) before it is checked.
  const copy = new BetterSqlite3(partial)
  copy.pragma('journal_mode = DELETE')
  copy.close()
  const summary = checkBackupFile(partial)
  renameSync(partial, target)
  return { ...summary, bytes: statSync(target).size }
}

/** Throws when another process (a running server) has the database open. */
function ensureNotInUse(file: string) {
  const db = new BetterSqlite3(file, { fileMustExist: true, timeout: 0 })
  try {
    // Any server holds the WAL's shared lock while it runs, so an exclusive lock is refused.
    db.pragma('locking_mode = EXCLUSIVE')
    db.exec('BEGIN EXCLUSIVE')
    db.exec('COMMIT')
    // Fold the WAL into the file so nothing is left in a -wal beside it when it is moved aside.
    db.pragma('wal_checkpoint(TRUNCATE)')
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY')
      throw new BackupError(`A server is using ${file}; stop it before restoring.`)
    throw error
  } finally {
    db.close()
  }
}

/**
 * Puts a checked backup in place of DATA_DIR's database. An existing database is replaced only with
 * `force` and when no server holds it; it is renamed to skrinka.sqlite.before-restore-{time}.
 */
export function restoreSqlite(
  dataDir: string,
  file: string,
  options: { force?: boolean } = {},
): BackupSummary & { keptAs?: string | undefined; target: string } {
  const summary = checkBackupFile(resolve(file))
  const target = sqliteFileOf(dataDir)
  mkdirSync(dirname(target), { recursive: true })
  let keptAs: string | undefined
  if (existsSync(target)) {
    if (!options.force)
      throw new BackupError(`${target} exists; add --force to replace it (the current one is kept beside it).`)
    ensureNotInUse(target)
    keptAs = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
    renameSync(target, keptAs)
    for (const side of ['-wal', '-shm']) if (existsSync(target + side)) renameSync(target + side, keptAs + side)
  }
  const partial = `${target}.restoring`
  copyFileSync(resolve(file), partial)
  renameSync(partial, target)
  return { ...summary, keptAs, target }
}
