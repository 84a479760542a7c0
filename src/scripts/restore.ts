/**
 * `npm run restore -- FILE [--force]`: checks a backup (intact, ours, not newer than this code) and
 * puts it in place of DATA_DIR's database. An existing database is replaced only with --force and
 * only when no server holds it; it is kept beside as skrinka.sqlite.before-restore-{time}.
 */
import { parseArgs } from 'node:util'
import { loadConfig } from '#server/env.ts'
import { keepFilesPrivate } from '#server/privateFiles.ts'
import { restoreSqlite } from '#server/db/sqliteBackup.ts'

// The database, its backups and copies hold customers' data: the script's files are its user's alone.
keepFilesPrivate()

function fail(message: string): never {
  console.error(`restore: ${message}`)
  process.exit(1)
}

try {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true })
  const config = loadConfig(process.env)
  if (config.databaseUrl)
    fail('DATABASE_URL is set: restore PostgreSQL with its own tools, pg_restore (docs/operations.md, "Backups").')
  if (positionals.length !== 1) fail('name one backup file: npm run restore -- FILE [--force]')
  const result = restoreSqlite(config.dataDir, positionals[0]!, { force: values.force ?? false })
  console.log(
    `Restored ${positionals[0]} into ${result.target}: ${result.orders} orders${result.lastOrder ? `, the last ${result.lastOrder}` : ''}.${result.keptAs ? ` The previous database is kept as ${result.keptAs}.` : ''}`,
  )
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
