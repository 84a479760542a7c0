/**
 * `npm run purge -- --before YYYY-MM-DD [--dry-run]`: anonymises the orders placed before that day
 * (midnight UTC), keeping numbers, lines and prices for the accounts (docs/operations.md, "Personal data").
 * Uses the server's database: DATA_DIR or DATABASE_URL, migrated first.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '#server/env.ts'
import { keepFilesPrivate } from '#server/privateFiles.ts'
import { migrate, openDatabase } from '#server/db/index.ts'
import { purgeOrders } from '#server/db/purge.ts'

// The database, its backups and copies hold customers' data: the script's files are its user's alone.
keepFilesPrivate()

function fail(message: string): never {
  console.error(`purge: ${message}`)
  process.exit(1)
}

const { values } = parseArgs({ options: { before: { type: 'string' }, 'dry-run': { type: 'boolean' } } })
const day = values.before ?? ''
const before = new Date(`${day}T00:00:00.000Z`)
if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(before.getTime()) || before.toISOString().slice(0, 10) !== day)
  fail('give the first day to keep as --before YYYY-MM-DD, e.g. --before 2023-01-01')
if (before.getTime() > Date.now()) fail(`--before ${day} is in the future`)
const dryRun = values['dry-run'] ?? false

let database: ReturnType<typeof openDatabase> | undefined
try {
  const config = loadConfig(process.env)
  database = openDatabase(config)
  await migrate(database)
  const result = await purgeOrders(database.db, before, dryRun)
  // Without SMTP_URL the sent e-mails are .eml files in DATA_DIR/outbox, named after the order: they go too.
  const folder = join(config.dataDir, 'outbox')
  const numbers = new Set(result.numbers)
  const files = existsSync(folder)
    ? readdirSync(folder).filter((name) => numbers.has(name.replace(/-[a-z]+\.eml$/, '')))
    : []
  if (!dryRun) for (const name of files) rmSync(join(folder, name))
  const already = `${result.alreadyAnonymised} already anonymised`
  const counted = `${result.mails} e-mails${config.smtpUrl ? '' : ` (${files.length} .eml files)`}`
  console.log(
    dryRun
      ? `Dry run: ${result.orders} orders placed before ${day} would be anonymised, with ${counted}; ${already}.`
      : `Anonymised ${result.orders} orders placed before ${day}, with ${counted}; ${already}.`,
  )
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
} finally {
  await database?.close()
}
