import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import { CSP_VIOLATION_LOG } from '#server/api/cspReport.ts'

/** Customer fields that identify nobody: not looked for. */
const NOT_PERSONAL = new Set(['phonePrefix', 'country'])

/** Every text of a stored customer (names, e-mail, phone, addresses, company, note), nested included. */
function textsOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return NOT_PERSONAL.has(key) ? [] : [value]
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([name, inner]) => textsOf(inner, name))
}

/**
 * Issue 17: the server's log of the whole e2e run (tests/setup/serveWithLog.mjs) must not contain
 * any customer's name, e-mail, phone or address. What to look for: every customer the run's orders
 * stored in the e2e database, and every example e-mail address the specs type (some orders are
 * refused and never stored). Fails the run when one is found, or when the log holds a CSP violation report.
 */
export default function scanServerLog() {
  const dataDir = process.env.E2E_DATA_DIR!
  const logFile = join(dataDir, 'server.log')
  if (!existsSync(logFile)) throw new Error(`No server log at ${logFile}`)
  const log = readFileSync(logFile, 'utf8')
  if (!/listening on http/.test(log)) throw new Error(`The server log ${logFile} lacks the start-up line`)

  const wanted = new Set<string>()
  const dbFile = join(dataDir, 'skrinka.sqlite')
  let orders = 0
  if (existsSync(dbFile)) {
    const db = new BetterSqlite3(dbFile, { readonly: true })
    try {
      for (const row of db.prepare('select customer, email from orders').all() as {
        customer: string
        email: string
      }[]) {
        orders++
        for (const text of [...textsOf(JSON.parse(row.customer)), row.email]) {
          wanted.add(text)
          // A phone may be logged with its spaces removed.
          if (/^[\d +]+$/.test(text)) wanted.add(text.replace(/\s/g, ''))
        }
      }
    } finally {
      db.close()
    }
  }
  const specs = join(process.cwd(), 'tests', 'e2e')
  for (const file of readdirSync(specs).filter((name) => name.endsWith('.spec.ts')))
    for (const email of readFileSync(join(specs, file), 'utf8').match(/[\w.+-]+@example\.(?:sk|cz)/g) ?? [])
      wanted.add(email)

  // Very short texts (a one-letter note, "1") would match anything; no real name, street or phone is that short.
  const found = [...wanted].filter((text) => text.trim().length >= 3 && log.includes(text))
  if (found.length > 0)
    throw new Error(
      `The server log ${logFile} contains customer data: ${found.map((t) => JSON.stringify(t)).join(', ')}`,
    )
  console.log(`Server log checked for ${wanted.size} customer texts of ${orders} orders: none found.`)

  // Issue 17: a violation the browser reported to POST /api/csp-report (a page no fixture watched, a worker)
  // also fails the run.
  const violations = log.split('\n').filter((line) => line.startsWith(CSP_VIOLATION_LOG))
  if (violations.length > 0)
    throw new Error(`The browser reported ${violations.length} CSP violations:\n${violations.join('\n')}`)
  console.log('Server log checked for CSP violation reports: none.')
}
