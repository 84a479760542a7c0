/**
 * Free decor samples (issue 39.4): a request and its confirmation e-mail in one transaction (the same request id
 * twice is one request), the desk's list and its moves with their audit rows.
 */
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { StaffMe } from '#domain/schemas.ts'
import {
  canMoveSample,
  sampleIdOf,
  sampleNumber,
  type SampleOrderRequest,
  type SampleStatus,
  type StaffSample,
} from '#domain/samples.ts'
import type { Mail } from '../mail/templates'
import { pendingMail } from '../mail/outbox'
import { recordAudit, staffUserIdOf } from './audit'
import { isUniqueViolation } from './orders'
import type { Schema } from './schema'

/** How many requests a mailbox made since a time (the per-address limit). */
export async function samplesSince(db: Kysely<Schema>, mailbox: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('sample_order')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('mailbox', '=', mailbox)
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

/** The number of the request with this id, if it came before. */
async function numberOfRequest(db: Kysely<Schema>, requestId: string): Promise<string | undefined> {
  const row = await db.selectFrom('sample_order').select('id').where('request_id', '=', requestId).executeTakeFirst()
  return row ? sampleNumber(Number(row.id)) : undefined
}

/**
 * Keeps a request and queues its e-mail (made once the number is known); `created` false when the same request id
 * was kept before (a double click, a retry after a lost answer): nothing is written twice.
 */
export async function saveSampleOrder(
  db: Kysely<Schema>,
  input: { request: SampleOrderRequest; mailbox: string; mail: (number: string) => Mail; mailDomain: string },
): Promise<{ number: string; created: boolean }> {
  const { request } = input
  const before = await numberOfRequest(db, request.requestId)
  if (before) return { number: before, created: false }
  const now = new Date().toISOString()
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('sample_order')
        .values({
          request_id: request.requestId,
          status: 'received',
          locale: request.locale,
          decors: request.decors.join(','),
          name: request.name,
          surname: request.surname,
          email: request.email,
          mailbox: input.mailbox,
          address: request.address,
          city: request.city,
          zip: request.zip,
          country: request.country,
          created_at: now,
          done_at: null,
          done_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const number = sampleNumber(Number(id))
      const mail = input.mail(number)
      await trx
        .insertInto('outbox')
        .values({
          order_id: null,
          kind: mail.kind,
          recipient: mail.to,
          subject: mail.subject,
          body_text: mail.text,
          body_html: mail.html,
          message_id: `<sample-${number}@${input.mailDomain}>`,
          ...pendingMail(now),
        })
        .execute()
      return { number, created: true }
    })
  } catch (error) {
    // Two submits of one form at the same moment: the second finds the first's row.
    const number = isUniqueViolation(error) ? await numberOfRequest(db, request.requestId) : undefined
    if (number) return { number, created: false }
    throw error
  }
}

const ORDER: Record<SampleStatus, number> = { received: 0, sent: 1, cancelled: 1 }

type SampleRow = Selectable<Schema['sample_order']>

/** A stored request as the desk shows it. */
const staffSampleOf = (row: SampleRow): StaffSample => ({
  number: sampleNumber(Number(row.id)),
  status: row.status as SampleStatus,
  createdAt: new Date(row.created_at).toISOString(),
  doneAt: row.done_at ? new Date(row.done_at).toISOString() : null,
  locale: row.locale as 'sk' | 'cz',
  decors: row.decors.split(',').filter(Boolean),
  name: `${row.name} ${row.surname}`,
  email: row.email,
  address: row.address,
  city: row.city,
  zip: row.zip,
  country: row.country as 'SK' | 'CZ',
})

/** One request by its number, or undefined (unknown, or not a number at all). */
export async function findSample(db: Kysely<Schema>, number: string): Promise<StaffSample | undefined> {
  const id = sampleIdOf(number)
  if (id === undefined) return undefined
  const row = await db.selectFrom('sample_order').selectAll().where('id', '=', id).executeTakeFirst()
  return row && staffSampleOf(row)
}

/** The desk's list: the received requests first, oldest first (the post goes in order), then the latest done. */
export async function listSamples(db: Kysely<Schema>, limit = 300): Promise<StaffSample[]> {
  const rows = await db.selectFrom('sample_order').selectAll().orderBy('id', 'desc').limit(limit).execute()
  return rows
    .map(staffSampleOf)
    .sort((a, b) =>
      ORDER[a.status] !== ORDER[b.status]
        ? ORDER[a.status] - ORDER[b.status]
        : a.status === 'received'
          ? a.createdAt.localeCompare(b.createdAt)
          : b.createdAt.localeCompare(a.createdAt),
    )
}

/**
 * Moves a received request to sent or cancelled with its audit row (`sample.sent`, `sample.cancelled`);
 * 'missing' for an unknown number, 'refused' when it is no longer received.
 */
export async function moveSample(
  db: Kysely<Schema>,
  { number, status, staff, now }: { number: string; status: 'sent' | 'cancelled'; staff: StaffMe; now: Date },
): Promise<'missing' | 'refused' | StaffSample[]> {
  const id = sampleIdOf(number)
  if (id === undefined) return 'missing'
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('sample_order').select('status').where('id', '=', id).executeTakeFirst()
    if (!row) return 'missing' as const
    if (!canMoveSample(row.status as SampleStatus, status)) return 'refused' as const
    // Only a row still received moves: two desks clicking at once move it once.
    const moved = await trx
      .updateTable('sample_order')
      .set({ status, done_at: now.toISOString(), done_by: await staffUserIdOf(trx, staff) })
      .where('id', '=', id)
      .where('status', '=', 'received')
      .executeTakeFirst()
    if (Number(moved.numUpdatedRows) === 0) return 'refused' as const
    await recordAudit(trx, { staff, action: `sample.${status}`, subject: `sample:${number}`, at: now })
    return 'moved' as const
  })
  return outcome === 'moved' ? listSamples(db) : outcome
}

/**
 * Blanks what identifies the person in sample requests (GDPR: the retention purge and a customer's erasure): the
 * requests made before `before`, or those of one mailbox address (lower-cased e-mail); the decors and statuses stay.
 */
export async function blankSampleRequests(
  db: Kysely<Schema> | Transaction<Schema>,
  which: { before: Date } | { email: string },
  text: string,
  email: string,
): Promise<number> {
  let query = db
    .updateTable('sample_order')
    .set({ name: text, surname: text, email, mailbox: email, address: text, city: text, zip: '' })
    .where('email', '!=', email)
  query =
    'before' in which
      ? query.where('created_at', '<', which.before.toISOString())
      : query.where((eb) => eb(eb.fn('lower', ['email']), '=', which.email))
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}
