/**
 * `npm run abuse` (issue 34): for each heavy call, 4 hostile connections for 20 s against the built
 * server on loopback while a shopper loads /detail/L1D, a price and /api/health. Prints per call the
 * shopper's p50/p99, the event loop's p99 delay, the memory and data-folder growth, and exits 1 when
 * health p99 > 100 ms, memory grows > 300 MB or the folder grows past the model cache's limit.
 * `--seconds`, `--connections`, `--only <part of a call's name>[,…]`, `--together` (all calls in one
 * phase), `--cache-mb` (MODEL_CACHE_MB of the run, 64), `--spread` (each hostile request from an address of its own,
 * as a botnet's: past the per-client limits, onto the worker pool and the caches). Run `npm run build` first.
 */
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { requireServerBuild, startBuiltServer } from './harness/builtServer'
import { ABUSE_LIMITS, describePhase, hostileCalls, runAbuse, runProblems } from './harness/abuse'
import { loadAverages } from './bench/load'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '4' },
    only: { type: 'string' },
    together: { type: 'boolean', default: false },
    'cache-mb': { type: 'string', default: '64' },
    list: { type: 'boolean', default: false },
    spread: { type: 'boolean', default: false },
  },
})
const positive = (name: string, text: string) => {
  const n = Number(text)
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} takes a whole number ≥ 1, not ${text}`)
  return n
}
if (values.list) {
  for (const call of hostileCalls()) console.log(call.name)
  process.exit(0)
}
const seconds = positive('seconds', values.seconds)
const connections = positive('connections', values.connections)
const cacheMb = positive('cache-mb', values['cache-mb'])
const only = values.only ? values.only.split(',').map((part) => part.trim()) : []

requireServerBuild()
const staffToken = randomBytes(24).toString('hex')
const server = await startBuiltServer({
  STAFF_TOKEN: staffToken,
  MODEL_CACHE_MB: String(cacheMb),
  // Spread clients are named by X-Forwarded-For, which the server reads only behind a trusted proxy.
  ...(values.spread ? { TRUST_PROXY: 'true' } : {}),
})

console.log(
  `Abuse: ${seconds} s per phase, ${connections} hostile connections${values.spread ? ' from spread addresses' : ''}, MODEL_CACHE_MB=${cacheMb}, load ${loadAverages()} (${server.url}, ${server.dataDir})`,
)
const limits = { ...ABUSE_LIMITS, folderGrowthMb: cacheMb }
let failed: boolean
try {
  const phases = await runAbuse(server, {
    staffToken,
    seconds,
    connections,
    only,
    together: values.together,
    spread: values.spread,
    limits,
    onPhase: (figures) => console.log(`${describePhase(figures)}  [load ${loadAverages()}]`),
  })
  const overall = runProblems(phases, limits)
  for (const problem of overall) console.log(`FAIL: ${problem}`)
  failed = overall.length > 0 || phases.some((phase) => phase.problems.length > 0)
} finally {
  await server.stop()
}
console.log(failed ? 'ABUSE FAILED: the shop did not hold at its limits' : 'abuse ok: the shop held at its limits')
process.exit(failed ? 1 : 0)
