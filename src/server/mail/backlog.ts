/**
 * The outbox's backlog for the metrics (issue 34): e-mails still to send and how long the oldest has
 * waited. Read from the table, so every server of a cluster reports the same shared backlog.
 */
import type { Kysely } from 'kysely'
import type { Schema } from '../db/schema'
import type { ServerMetrics } from '../metrics'

/** Pending e-mails and the age in seconds of the oldest (0 when none). */
export async function outboxBacklog(
  db: Kysely<Schema>,
  now = Date.now(),
): Promise<{ pending: number; oldestSeconds: number }> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => [eb.fn.countAll<number | string | bigint>().as('pending'), eb.fn.min('created_at').as('oldest')])
    .where('status', '=', 'pending')
    .executeTakeFirst()
  const oldest = row?.oldest ? Date.parse(row.oldest) : NaN
  return {
    pending: Number(row?.pending ?? 0),
    oldestSeconds: Number.isFinite(oldest) ? Math.max(0, (now - oldest) / 1000) : 0,
  }
}

/** Registers the backlog's two gauges; both read one query per scrape. */
export function outboxGauges(metrics: ServerMetrics, db: Kysely<Schema>): void {
  let reading: { at: number; backlog: ReturnType<typeof outboxBacklog> } | undefined
  const read = () => {
    // The second gauge of the same scrape takes the first one's answer.
    if (!reading || Date.now() - reading.at > 1000) reading = { at: Date.now(), backlog: outboxBacklog(db) }
    return reading.backlog
  }
  metrics.gauge('skrinka_outbox_pending', 'E-mails in the outbox not sent yet.', async () => (await read()).pending)
  metrics.gauge(
    'skrinka_outbox_oldest_pending_seconds',
    'How long the oldest e-mail not sent yet has waited, in seconds (0 when none).',
    async () => (await read()).oldestSeconds,
  )
}
