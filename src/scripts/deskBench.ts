/**
 * `npm run bench:desk`: the orders desk's list query at 10,000 orders. Seeds a temporary SQLite file
 * (and, with DATABASE_URL, a temporary database on that PostgreSQL server, dropped afterwards) and
 * prints the median time of the first page, a status + country filter, a search by e-mail and a later
 * cursor page over several runs.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { StaffOrdersFilter } from '#domain/staffOrders.ts'
import { migrate, openDatabase, type Database } from '#server/db/index.ts'
import { listStaffOrders } from '#server/db/staffOrders.ts'

const ORDERS = 10_000
const RUNS = 25
const WARM_UP = 3
const BATCH = 500

/**
 * Orders as the shop writes them: alternating markets, one e-mail and phone each, a minute apart; the
 * older ones delivered, the last few hundred spread over the working statuses as a busy shop's are.
 */
async function seed(database: Database): Promise<void> {
  const working = ['received', 'confirmed', 'inProduction', 'ready', 'cancelled'] as const
  const statusOf = (i: number) => (i < ORDERS - 500 ? (i % 50 === 0 ? 'cancelled' : 'delivered') : working[i % 5]!)
  const start = Date.parse('2026-01-01T08:00:00Z')
  for (let from = 0; from < ORDERS; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, ORDERS - from) }, (_, offset) => {
      const i = from + offset
      const sk = i % 2 === 0
      const customer = {
        name: sk ? 'Jana' : 'Tereza',
        surname: `Zákazníková${i}`,
        phone: String(900_000_000 + i),
        fakturacnaAdresa: { address: 'Hlavná 1', city: sk ? 'Trnava' : 'Brno', zip: sk ? '917 01' : '602 00' },
      }
      return {
        number: `2026-${String(i + 1).padStart(6, '0')}`,
        idempotency_key: `desk-bench-${i}`,
        request_hash: 'bench',
        country: sk ? 'SK' : 'CZ',
        currency: sk ? 'EUR' : 'CZK',
        customer: JSON.stringify(customer),
        email: `zakaznik${i}@example.${sk ? 'sk' : 'cz'}`,
        courier: 1,
        shipping_net: 0,
        shipping_gross: 0,
        total_net: 10_000 + i,
        total_gross: 12_300 + i,
        response: null,
        created_at: new Date(start + i * 60_000).toISOString(),
        // Confirmed an hour after it was placed, unless still received: the due date counts from then.
        confirmed_at: statusOf(i) === 'received' ? null : new Date(start + i * 60_000 + 3_600_000).toISOString(),
        confirmation_token_hash: null,
        confirmation_read_at: null,
        status: statusOf(i),
      }
    })
    await database.db.insertInto('orders').values(rows).execute()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The median milliseconds of each case on one database. */
async function measure(database: Database): Promise<Record<string, string>> {
  await migrate(database)
  await seed(database)
  // A page in the middle of the list: the cursor the 250th page's answer would carry.
  const middle = await database.db
    .selectFrom('orders')
    .select('id')
    .orderBy('id', 'desc')
    .offset(ORDERS / 2)
    .limit(1)
    .executeTakeFirstOrThrow()
  const cases: [string, StaffOrdersFilter][] = [
    ['first page', {}],
    ['status + country', { status: 'confirmed', country: 'CZ' }],
    ['search by e-mail', { q: 'zakaznik7777@example.cz' }],
    ['later cursor page', { cursor: String(middle.id) }],
    ['search by a city, accents ignored', { q: 'trnava zakaznikova' }],
    ['sorted by due (every order read)', { sort: 'due' }],
    ['sorted by total, later page', { sort: 'total', dir: 'desc', cursor: String(middle.id) }],
  ]
  const result: Record<string, string> = {}
  for (const [name, filter] of cases) {
    const times: number[] = []
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const started = performance.now()
      const page = await listStaffOrders(database.db, database.kind, filter, { workingDays: 20, now: new Date() })
      if (run >= WARM_UP) times.push(performance.now() - started)
      if (page.orders.length === 0) throw new Error(`The case "${name}" found no orders`)
    }
    result[name] = `${median(times).toFixed(2)} ms`
  }
  return result
}

async function onSqlite(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'skrinka-desk-bench-'))
  const database = openDatabase({ dataDir, databaseUrl: undefined })
  try {
    return await measure(database)
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** A database of its own on DATABASE_URL's server, so the bench never writes into the shop's. */
async function onPostgres(url: string): Promise<Record<string, string>> {
  const name = `skrinka_desk_bench_${process.pid}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
    const target = new URL(url)
    target.pathname = `/${name}`
    const database = openDatabase({ dataDir: '', databaseUrl: target.toString() })
    try {
      return await measure(database)
    } finally {
      await database.close()
    }
  } finally {
    await admin.query(`drop database if exists ${name}`)
    await admin.end()
  }
}

const results: Record<string, Record<string, string>> = {}
results[`SQLite`] = await onSqlite()
const url = process.env.DATABASE_URL
if (url) results['PostgreSQL'] = await onPostgres(url)
console.log(`Orders desk list query, ${ORDERS.toLocaleString('en')} orders, median of ${RUNS} runs:`)
console.table(results)
