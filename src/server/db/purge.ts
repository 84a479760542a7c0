/**
 * Retention (issue 17, docs/operations.md "Personal data"): orders placed before a date lose what identifies
 * the customer — names, e-mail, phone, addresses, company details, the note — in the order and in
 * its e-mails, while the number, lines, designs and prices stay for the accounts. Written once for
 * SQLite and PostgreSQL through Kysely.
 */
import type { Kysely } from 'kysely'
import type { Schema } from './schema'
import { blankSampleRequests } from './samples'

/** What an anonymised order's e-mail fields hold: an address that can never be delivered (RFC 2606). */
export const ANONYMISED_EMAIL = 'anonymised@invalid'
const ANONYMISED = 'anonymised'
/** Customer fields that say nothing about the person: kept. Every other text is replaced. */
const KEPT_FIELDS = new Set(['phonePrefix', 'country'])

/** The customer as stored with the order, with every personal text replaced and the note dropped. */
export function anonymisedCustomer(customer: unknown): unknown {
  if (Array.isArray(customer)) return customer.map(anonymisedCustomer)
  if (customer === null || typeof customer !== 'object') return typeof customer === 'string' ? ANONYMISED : customer
  return Object.fromEntries(
    Object.entries(customer)
      .filter(([key]) => key !== 'notes')
      .map(([key, value]) => {
        if (key === 'email') return [key, ANONYMISED_EMAIL]
        if (KEPT_FIELDS.has(key) && typeof value === 'string') return [key, value]
        return [key, anonymisedCustomer(value)]
      }),
  )
}

/** How many orders (and their e-mails) a purge changed or would change, and how many were done before. */
export interface PurgeResult {
  orders: number
  /** The numbers of the orders anonymised (or, on a dry run, to be). */
  numbers: string[]
  mails: number
  alreadyAnonymised: number
}

/** Anonymises every order created before `before` that is not yet; with `dryRun`, only counts them. */
export async function purgeOrders(db: Kysely<Schema>, before: Date, dryRun = false): Promise<PurgeResult> {
  const cutoff = before.toISOString()
  const due = await db
    .selectFrom('orders')
    .select(['id', 'number', 'customer', 'email'])
    .where('created_at', '<', cutoff)
    .execute()
  const pending = due.filter((order) => order.email !== ANONYMISED_EMAIL)
  const ids = pending.map((order) => order.id)
  const mails =
    ids.length === 0
      ? 0
      : Number(
          (
            await db
              .selectFrom('outbox')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('order_id', 'in', ids)
              .executeTakeFirstOrThrow()
          ).n,
        )
  const result = {
    orders: pending.length,
    numbers: pending.flatMap((order) => (order.number ? [order.number] : [])),
    mails,
    alreadyAnonymised: due.length - pending.length,
  }
  if (dryRun) return result
  for (const order of pending) {
    // One order at a time, each in its own transaction: a long purge never holds the shop's writes for long.
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('orders')
        .set({
          customer: JSON.stringify(anonymisedCustomer(JSON.parse(order.customer))),
          email: ANONYMISED_EMAIL,
          // The hash of the request body (with the customer in it) is only for replays, long over.
          request_hash: ANONYMISED,
        })
        .where('id', '=', order.id)
        .execute()
      await trx
        .updateTable('outbox')
        .set({ body_text: '', body_html: '', last_error: null })
        .where('order_id', '=', order.id)
        .execute()
      await trx
        .updateTable('outbox')
        .set({ recipient: ANONYMISED_EMAIL })
        .where('order_id', '=', order.id)
        // Every e-mail but the shop's own went to the customer (the order's and its status e-mails).
        .where('kind', '!=', 'shop')
        .execute()
      // A staff note on a status change may quote the customer.
      await trx
        .updateTable('order_status_audit')
        .set({ note: ANONYMISED })
        .where('order_id', '=', order.id)
        .where('note', '!=', '')
        .execute()
      // As an erasure does (./customers.ts): the staff's internal notes and the customer's messages from the order
      // page may quote the person; the order page's links stop opening anything (privacy page, section 3).
      await trx.updateTable('order_note').set({ text: ANONYMISED }).where('order_id', '=', order.id).execute()
      await trx.updateTable('order_message').set({ text: ANONYMISED }).where('order_id', '=', order.id).execute()
      await trx.deleteFrom('order_track_token').where('order_id', '=', order.id).execute()
      // An e-mail never sent by now never will be: the worker takes only 'pending' rows.
      await trx
        .updateTable('outbox')
        .set({ status: 'purged' })
        .where('order_id', '=', order.id)
        .where('status', '=', 'pending')
        .execute()
    })
  }
  // "Send me this design" e-mails (issue 18.2) belong to no order: their address goes at the same cut-off.
  await db
    .updateTable('outbox')
    .set({ recipient: ANONYMISED_EMAIL, body_text: '', body_html: '', last_error: null })
    .where('order_id', 'is', null)
    .where('created_at', '<', cutoff)
    .where('recipient', '!=', ANONYMISED_EMAIL)
    .execute()
  // Decor sample requests (issue 39.4) keep their address only as long as an order does.
  await blankSampleRequests(db, { before }, ANONYMISED, ANONYMISED_EMAIL)
  return result
}
