/**
 * `npm run fuzz` (issue 17): fuzzed requests to every API call of the built server (SQLite, staff calls
 * with a bearer token), drawn from the calls' valibot schemas. Prints the answers per status and exits
 * non-zero on any 5xx, any answer slower than 5 s, or a server that stopped answering.
 * `--runs` (10,000), `--seed` (printed; give it again to repeat a run), `--db sqlite|postgres` (SQLite). Run `npm run build` first.
 */
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { requireServerBuild, startBuiltServer } from './harness/builtServer'
import { runFuzz } from './harness/fuzz'
import { findPostgresBin, startPostgres, type TempPostgres } from './harness/postgres'
import { placeSeedOrder } from './harness/fuzzServer'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000_000) },
    db: { type: 'string', default: 'sqlite' },
  },
})
const runs = Number(values.runs)
const seed = Number(values.seed)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number ≥ 1, not ${values.runs}`)
if (!Number.isInteger(seed)) throw new Error(`--seed takes a whole number, not ${values.seed}`)
if (values.db !== 'sqlite' && values.db !== 'postgres') throw new Error('--db takes sqlite or postgres')
requireServerBuild()

const STAFF_TOKEN = 'fuzz-staff-token-0123456789'
let cluster: TempPostgres | undefined
if (values.db === 'postgres') {
  const bin = findPostgresBin()
  if (!bin) throw new Error('no PostgreSQL server binaries (initdb, pg_ctl): apt-get install postgresql')
  cluster = await startPostgres(bin)
}
const server = await startBuiltServer(
  // Every call's handler must be reached, not its client's limit (issue 34): the limits are as wide as orders'.
  { ORDER_RATE_LIMIT: '999999/1', RENDER_RATE_LIMIT: '999999/1', PDF_RATE_LIMIT: '999999/1', STAFF_TOKEN },
  { pgAdminUrl: cluster?.url ?? '' },
).catch((error: unknown) => {
  cluster?.stop()
  throw error
})
const started = Date.now()
const load = loadavg()[0]!.toFixed(2)
let failed: boolean
try {
  console.log(`Fuzz: ${runs} requests, seed ${seed}, ${values.db}`)
  const orderNumber = await placeSeedOrder(server.url)
  const report = await runFuzz(
    server.url,
    { staffToken: STAFF_TOKEN, orderNumber },
    { runs, seed, onProgress: (done) => done % 2_500 === 0 && console.log(`  ${done} sent`) },
  )
  const counts = Object.entries(report.counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ')
  console.log(`answers per status: ${counts}`)
  console.log(
    `slowest answer ${report.slowestMs} ms; wall time ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `load ${load} → ${loadavg()[0]!.toFixed(2)}; server alive: ${server.alive()}`,
  )
  for (const error of report.connectionErrors.slice(0, 10))
    console.log(`  connection failed (server up): ${error.problem}: ${error.request}`)
  for (const failure of report.failures.slice(0, 30)) console.log(`  ! ${failure.problem}: ${failure.request}`)
  if (report.failures.length > 30) console.log(`  ! … and ${report.failures.length - 30} more`)
  failed = report.failures.length > 0 || !server.alive()
  if (failed) {
    const logged = server
      .output()
      .split('\n')
      .filter((line) => /error/i.test(line))
    console.log(`FUZZ FAILED (seed ${seed}); the server's errors:\n${logged.slice(-40).join('\n')}`)
  } else console.log('fuzz ok: no 5xx, nothing slower than 5 s, the server kept answering')
} finally {
  await server.stop()
  cluster?.stop()
}
process.exit(failed ? 1 : 0)
