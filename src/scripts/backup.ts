/**
 * `npm run backup -- --out FILE`: a consistent copy of the SQLite database in DATA_DIR, taken
 * while the shop runs (docs/operations.md, "Backups"). With DATABASE_URL set it points to pg_dump instead.
 */
import { parseArgs } from 'node:util'
import { loadConfig } from '#server/env.ts'
import { keepFilesPrivate } from '#server/privateFiles.ts'
import { backupSqlite } from '#server/db/sqliteBackup.ts'

// The database, its backups and copies hold customers' data: the script's files are its user's alone.
keepFilesPrivate()

function fail(message: string): never {
  console.error(`backup: ${message}`)
  process.exit(1)
}

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const config = loadConfig(process.env)
  if (config.databaseUrl)
    fail('DATABASE_URL is set: back up PostgreSQL with its own tools, pg_dump -Fc (docs/operations.md, "Backups").')
  if (!values.out) fail('name the file to write: npm run backup -- --out FILE')
  const summary = await backupSqlite(config.dataDir, values.out)
  console.log(
    `Backup written to ${values.out}: ${summary.orders} orders${summary.lastOrder ? `, the last ${summary.lastOrder}` : ''}, ${(summary.bytes / 1e6).toFixed(1)} MB.`,
  )
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
