/**
 * `npm run soak` (issue 17): ≥ 2,000 orders from retrying clients while the built server is SIGKILLed
 * ≥ 20 times at random moments, on SQLite then on PostgreSQL (a throwaway cluster). Prints the figures
 * and exits non-zero on any lost or doubled order or e-mail. `--orders`, `--kills`, `--clients`,
 * `--seed`, `--db sqlite|postgres` (both when not given). Run `npm run build` first.
 */
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { requireServerBuild, startBuiltServer } from './harness/builtServer'
import { findPostgresBin, startPostgres, type TempPostgres } from './harness/postgres'
import { runSoak, type SoakFigures } from './harness/soak'

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '2000' },
    kills: { type: 'string', default: '20' },
    clients: { type: 'string', default: '8' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    db: { type: 'string' },
  },
})
const positive = (name: string, text: string) => {
  const n = Number(text)
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} takes a whole number ≥ 1, not ${text}`)
  return n
}
const orders = positive('orders', values.orders)
const kills = positive('kills', values.kills)
const clients = positive('clients', values.clients)
const seed = Number(values.seed)
if (values.db && values.db !== 'sqlite' && values.db !== 'postgres') throw new Error('--db takes sqlite or postgres')
const kinds = values.db ? [values.db as 'sqlite' | 'postgres'] : (['sqlite', 'postgres'] as const)

requireServerBuild()

async function soakOn(kind: 'sqlite' | 'postgres'): Promise<SoakFigures> {
  let cluster: TempPostgres | undefined
  if (kind === 'postgres') {
    const bin = findPostgresBin()
    if (!bin) throw new Error('no PostgreSQL server binaries (initdb, pg_ctl): apt-get install postgresql')
    cluster = await startPostgres(bin)
  }
  // The cluster is stopped however the soak ends, a server that never came up included.
  try {
    const server = await startBuiltServer(
      { ORDER_RATE_LIMIT: '999999/1', OUTBOX_LEASE_SECONDS: '1' },
      { pgAdminUrl: cluster?.url ?? '' },
    )
    try {
      return await runSoak(server, {
        orders,
        kills,
        clients,
        seed,
        mailTimeoutMs: 120_000,
        onProgress: (line) => console.log(`  ${kind}: ${line}`),
      })
    } finally {
      await server.stop()
    }
  } finally {
    cluster?.stop()
  }
}

let failed = false
console.log(`Soak: ${orders} orders, ${kills} kills, ${clients} clients, seed ${seed}`)
for (const kind of kinds) {
  const before = loadavg()[0]!.toFixed(2)
  const f = await soakOn(kind)
  console.log(
    `${kind}: orders ${f.acknowledged}/${f.orders} acknowledged, kills ${f.kills}, retries ${f.retries}, ` +
      `lost ${f.lost}, duplicated ${f.duplicated}, wrong lines ${f.wrongLines} (${f.orderLines} lines), ` +
      `e-mails ${f.customerMails} customer + ${f.shopMails} shop (${f.distinctMessageIds} distinct Message-IDs), ` +
      `unexpected answers ${f.unexpected}, wall time ${f.wallSeconds.toFixed(1)} s (placing ${f.placingSeconds.toFixed(1)} s, e-mails drained in ${f.drainSeconds.toFixed(1)} s), load ${before} → ${loadavg()[0]!.toFixed(2)}`,
  )
  for (const problem of f.problems.slice(0, 20)) console.log(`  ! ${problem}`)
  if (f.problems.length > 20) console.log(`  ! … and ${f.problems.length - 20} more`)
  if (f.problems.length > 0 || f.kills < kills) failed = true
}
console.log(failed ? 'SOAK FAILED' : 'soak ok: no order or e-mail lost or doubled')
process.exit(failed ? 1 : 0)
