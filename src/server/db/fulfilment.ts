/**
 * Fulfilment in the database (docs/decisions/0011-fulfilment.md). A status change is one
 * transaction: the terms' check, the update guarded by the order's version (optimistic
 * concurrency: a change decided on an older version updates nothing and is answered 409), the
 * audit row, and the customer's e-mail in the outbox, whose (order, kind) key lets it in once.
 */
import type { Kysely, Transaction } from 'kysely'
import {
  refusalOf,
  sendsCustomerEmail,
  type FulfilmentOrder,
  type FulfilmentStatus,
  type MoveRefusal,
  type StatusHistoryEntry,
  type StatusMailStatus,
} from '#domain/fulfilment.ts'
import type { Country } from '#domain/locale.ts'
import type { StaffMe } from '#domain/schemas.ts'
import type { Mail, StatusMailOrder } from '../mail/templates'
import type { Schema } from './schema'
import { pendingMail } from '../mail/outbox'

/** An order's place in fulfilment: status, version and the confirmation's ISO time (null before it). */
export interface Fulfilment {
  status: FulfilmentStatus
  version: number
  confirmedAt: string | null
}

/** The fulfilment of the order with this database id; throws when there is none. */
export async function fulfilmentOf(db: Kysely<Schema>, orderId: number): Promise<Fulfilment> {
  const row = await db
    .selectFrom('orders')
    .select(['status', 'status_version', 'confirmed_at'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  return { status: row.status as FulfilmentStatus, version: Number(row.status_version), confirmedAt: row.confirmed_at }
}

/** The database ids of the orders in a status, oldest first (the production batch reads `confirmed`). */
export async function ordersInStatus(db: Kysely<Schema>, status: FulfilmentStatus): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', status)
    .where('number', 'is not', null)
    .orderBy('id')
    .execute()
  return rows.map((row) => Number(row.id))
}

/** Every status change of an order, oldest first (the desk's history). */
export async function statusHistoryOf(db: Kysely<Schema>, orderId: number): Promise<StatusHistoryEntry[]> {
  const rows = await db
    .selectFrom('order_status_audit')
    .select(['at', 'staff_user_id', 'staff_name', 'from_status', 'to_status', 'note'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    at: row.at,
    // A script's name is its own X-Staff-Name; the desk shows it as a script, not as a colleague.
    by: row.staff_user_id === null ? null : row.staff_name,
    from: row.from_status as FulfilmentStatus,
    to: row.to_status as FulfilmentStatus,
    note: row.note,
  }))
}

/** A change as the staff API received it, with who asked and when. */
export interface StatusChangeInput {
  number: string
  from: FulfilmentStatus
  to: FulfilmentStatus
  version: number
  note: string
  staff: StaffMe
  now: Date
  /** The customer's e-mail for a status that has one (in the order's language). */
  compose: (status: StatusMailStatus, order: Omit<StatusMailOrder, 'locale'> & { country: Country }) => Promise<Mail>
  /** The shop's domain, for stable Message-IDs. */
  mailDomain: string
}

/** What became of a change: done, no such order, another change was first, or refused by the terms. */
export type StatusChangeResult =
  | { kind: 'changed'; order: FulfilmentOrder; mailed: boolean }
  | { kind: 'missing' }
  | { kind: 'conflict'; order: FulfilmentOrder }
  | { kind: 'refused'; reason: MoveRefusal; order: FulfilmentOrder }

const ORDER_COLUMNS = [
  'id',
  'number',
  'country',
  'status',
  'status_version',
  'confirmed_at',
  'email',
  'courier',
  'total_gross',
] as const

async function readOrder(trx: Transaction<Schema>, number: string) {
  return trx.selectFrom('orders').select(ORDER_COLUMNS).where('number', '=', number).executeTakeFirst()
}

type OrderRow = NonNullable<Awaited<ReturnType<typeof readOrder>>>

const fulfilmentOrderOf = (row: OrderRow): FulfilmentOrder => ({
  number: row.number!,
  country: row.country as Country,
  status: row.status as FulfilmentStatus,
  version: Number(row.status_version),
  confirmedAt: row.confirmed_at,
})

/** Moves an order to another status in one transaction (see the file's comment). */
export async function changeStatus(db: Kysely<Schema>, input: StatusChangeInput): Promise<StatusChangeResult> {
  const at = input.now.toISOString()
  return db.transaction().execute(async (trx): Promise<StatusChangeResult> => {
    const row = await readOrder(trx, input.number)
    if (!row) return { kind: 'missing' }
    const current = fulfilmentOrderOf(row)
    if (current.version !== input.version || current.status !== input.from) return { kind: 'conflict', order: current }
    const confirmedAt = current.confirmedAt === null ? null : new Date(current.confirmedAt)
    const reason = refusalOf(current.status, input.to, confirmedAt, input.now, current.country, input.note)
    if (reason) return { kind: 'refused', reason, order: current }

    const updated = await trx
      .updateTable('orders')
      .set({
        status: input.to,
        status_version: input.version + 1,
        confirmed_at: input.to === 'confirmed' ? at : current.confirmedAt,
      })
      .where('id', '=', row.id)
      .where('status_version', '=', input.version)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) {
      // Another change committed since the read: answer with the order as it is now.
      const now = await readOrder(trx, input.number)
      return { kind: 'conflict', order: fulfilmentOrderOf(now!) }
    }
    // The bearer script has no account (its e-mail is ''); a session's e-mail names exactly one.
    const account = input.staff.email
      ? await trx.selectFrom('staff_user').select('id').where('email', '=', input.staff.email).executeTakeFirst()
      : undefined
    await trx
      .insertInto('order_status_audit')
      .values({
        order_id: row.id,
        from_status: current.status,
        to_status: input.to,
        staff_user_id: account ? Number(account.id) : null,
        staff_name: input.staff.name,
        note: input.note,
        at,
      })
      .execute()
    const order: FulfilmentOrder = {
      ...current,
      status: input.to,
      version: input.version + 1,
      confirmedAt: input.to === 'confirmed' ? at : current.confirmedAt,
    }
    if (!sendsCustomerEmail(input.to)) return { kind: 'changed', order, mailed: false }
    const mail = await input.compose(input.to as StatusMailStatus, {
      number: order.number,
      country: order.country,
      email: row.email,
      courier: row.courier === 1,
      totalGross: Number(row.total_gross),
      confirmedAt: order.confirmedAt,
      note: input.note,
    })
    // One e-mail per order and status: a second row for the same (order, kind) is not written.
    const inserted = await trx
      .insertInto('outbox')
      .values({
        order_id: row.id,
        kind: mail.kind,
        recipient: mail.to,
        subject: mail.subject,
        body_text: mail.text,
        body_html: mail.html,
        message_id: `<order-${order.number}-${mail.kind}@${input.mailDomain}>`,
        ...pendingMail(at),
      })
      .onConflict((conflict) => conflict.columns(['order_id', 'kind']).doNothing())
      .executeTakeFirst()
    return { kind: 'changed', order, mailed: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 }
  })
}
