/**
 * The outbox's drain rate (issue 34): `tsx src/scripts/bench/outbox.ts [--orders 2000] [--clients 8]`.
 * A built server takes the orders (1–3 lines each over ~60 designs, as the soak's); it is stopped, every
 * e-mail is marked unsent again, and a fresh server (cold caches) is timed until it has sent them all:
 * the customer's confirmation carries each line's design PDF, the shop's notification none.
 * Run `npm run build` first.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { parseArgs } from 'node:util'
import { API } from '#domain/endpoints.ts'
import { requireServerBuild, startBuiltServer } from '../harness/builtServer'
import { queryRows, runSql } from '../harness/db'
import { cartLine, orderBody } from '../harness/fixtures/order'
import { loadAverages } from './load'

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '2000' }, clients: { type: 'string', default: '8' } },
})
const orders = Number(values.orders)
const clients = Number(values.clients)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

requireServerBuild()

const orderOf = (i: number) => {
  const lines = Array.from({ length: 1 + (i % 3) }, (_, j) =>
    cartLine({ width: 30 + ((i + j * 7) % 30) }, 'SK', 1 + (j % 2)),
  )
  return orderBody({ lines, customer: { notes: `order ${i}` } })
}

const env = { ORDER_RATE_LIMIT: '999999/1', OUTBOX_LEASE_SECONDS: '60' }
const dataDir = mkdtempSync(join(tmpdir(), 'skrinka-outbox-bench-'))
const placing = await startBuiltServer(env, { dataDir })
console.log(`Placing ${orders} orders (${clients} clients), load ${loadAverages()}`)
let next = 0
const t0 = Date.now()
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (next < orders) {
      const i = next++
      const response = await fetch(`${placing.url}${API.saveOrderSkrinka.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `outbox-bench-${i}` },
        body: JSON.stringify(orderOf(i)),
      })
      if (response.status !== 201) throw new Error(`order ${i}: ${response.status} ${await response.text()}`)
    }
  }),
)
console.log(`  placed in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
await placing.stop()

// Every e-mail unsent again, and none on disk: the drain starts from a full outbox.
await runSql(
  placing,
  `update outbox set status = 'pending', sent_at = null, attempts = 0, locked_until = null, last_error = null, next_attempt_at = '2000-01-01T00:00:00.000Z'`,
)
rmSync(join(dataDir, 'outbox'), { recursive: true, force: true })
const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(placing, 'select count(*) as total from outbox')
const loadBefore = loadAverages()
const started = Date.now()
const server = await startBuiltServer(env, { dataDir })
try {
  let sent = 0
  while (sent < Number(total)) {
    await sleep(250)
    const [row] = await queryRows<{ sent: number }>(server, `select count(*) as sent from outbox where status = 'sent'`)
    sent = Number(row!.sent)
    if (Date.now() - started > 1_800_000) throw new Error(`only ${sent}/${total} sent after 30 min`)
  }
  const seconds = (Date.now() - started) / 1000
  console.log(
    `Drained ${total} e-mails of ${orders} orders in ${seconds.toFixed(1)} s (server start included): ${(Number(total) / seconds).toFixed(1)} e-mails/s; load ${loadBefore} → ${loadAverages()}`,
  )
  // From the first e-mail sent to the last (no start-up), and once a tenth is sent (the designs' PDFs mostly made).
  const times = (
    await queryRows<{ sent_at: string }>(server, `select sent_at from outbox where status = 'sent' order by sent_at`)
  ).map((row) => Date.parse(row.sent_at))
  const rate = (from: number) => ((times.length - 1 - from) / ((times.at(-1)! - times[from]!) / 1000)).toFixed(1)
  console.log(
    `  from the first e-mail: ${rate(0)} e-mails/s; after the first tenth: ${rate(Math.floor(times.length / 10))} e-mails/s`,
  )
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
