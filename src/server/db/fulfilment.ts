/**
 * Fulfilment in the database (docs/decisions/0011-fulfilment.md). A status change is one
 * transaction: the terms' check, the update guarded by the order's version (optimistic
 * concurrency: a change decided on an older version updates nothing and is answered 409), the
 * audit row, and the customer's e-mail in the outbox, whose (order, kind) key lets it in once. The
 * e-mail is due only when the undo window ends (docs/decisions/0031-status-undo.md); an undo inside it
 * restores the status and deletes the e-mail before the worker may claim it.
 */
import type { Kysely, Transaction } from 'kysely'
import {
  refusalOf,
  sendsCustomerEmail,
  statusMailKind,
  undoRefusalOf,
  undoUntil,
  type LastStatusChange,
  type UndoRefusal,
  type FulfilmentOrder,
  type FulfilmentStatus,
  type MoveRefusal,
  type StatusHistoryEntry,
  type StatusMailStatus,
} from '#domain/fulfilment.ts'
import type { Country } from '#domain/locale.ts'
import { CUSTOMER_ACTOR } from '#domain/orderTrackSchemas.ts'
import type { StaffMe } from '#domain/schemas.ts'
import type { Mail, StatusMailOrder } from '../mail/templates'
import type { Schema } from './schema'
import type { ShopSettings } from '#domain/settings.ts'
import { pendingMail } from '../mail/outbox'
import { staffUserIdOf } from './audit'
import { cancelInvoiceOfMove, issueCreditNote, issueInvoice, type Invoicing } from './invoices'
import { depositUnpaid, requestDeposit, withdrawDeposit } from './deposits'
import { planOrder, unplanOrder } from './productionPlan'
import type { Currency } from '#domain/locale.ts'

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
    .select(['at', 'staff_user_id', 'staff_name', 'from_status', 'to_status', 'note', 'undo'])
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
    undo: Number(row.undo) === 1,
    // Only when it was the customer: the history's other entries keep their shape.
    ...(row.staff_user_id === null && row.staff_name === CUSTOMER_ACTOR ? { customer: true } : {}),
  }))
}

/** The order's last change of status (the 409's "who changed it to what", the undo's subject), or null. */
async function lastChangeOf(db: Kysely<Schema>, orderId: number): Promise<LastStatusChange | null> {
  const row = await db
    .selectFrom('order_status_audit')
    .select(['at', 'staff_user_id', 'staff_name', 'to_status', 'undo'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!row) return null
  return {
    at: new Date(row.at).toISOString(),
    by: row.staff_user_id === null ? null : row.staff_name,
    to: row.to_status as FulfilmentStatus,
    undo: Number(row.undo) === 1,
  }
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
  compose: (
    status: StatusMailStatus,
    order: Omit<StatusMailOrder, 'locale' | 'deposit'> & { country: Country; currency: Currency; deposit: number },
  ) => Promise<Mail>
  /** The shop's domain, for stable Message-IDs. */
  mailDomain: string
  /**
   * The tax invoice's settings and e-mail (issue 37.3): the move to the settings' `invoiceAt` status (and to
   * delivered, whatever it says) issues the invoice; a refusal at the door (or a cancellation) cancels it with a credit note.
   */
  invoicing?: Invoicing
  /** The settings in force: a confirmation asks the deposit they name (issue 37.4); absent, none is asked. */
  settings?: ShopSettings
}

/** What became of a change: done, no such order, another change was first, or refused by the terms. */
export type StatusChangeResult =
  | { kind: 'changed'; order: FulfilmentOrder; mailed: boolean; undoUntil: string }
  | { kind: 'missing' }
  | { kind: 'conflict'; order: FulfilmentOrder; changedBy: LastStatusChange | null }
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
  'currency',
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
  courier: row.courier === 1,
})

/** The conflict answer: the order as it is now and its last change. */
async function conflictOf(trx: Transaction<Schema>, row: OrderRow) {
  return { kind: 'conflict' as const, order: fulfilmentOrderOf(row), changedBy: await lastChangeOf(trx, row.id) }
}

/** Moves an order to another status in one transaction (see the file's comment). */
export async function changeStatus(db: Kysely<Schema>, input: StatusChangeInput): Promise<StatusChangeResult> {
  const at = input.now.toISOString()
  return db.transaction().execute(async (trx): Promise<StatusChangeResult> => {
    const row = await readOrder(trx, input.number)
    if (!row) return { kind: 'missing' }
    const current = fulfilmentOrderOf(row)
    if (current.version !== input.version || current.status !== input.from) return conflictOf(trx, row)
    const confirmedAt = current.confirmedAt === null ? null : new Date(current.confirmedAt)
    const reason = refusalOf(
      current.status,
      input.to,
      confirmedAt,
      input.now,
      current.country,
      input.note,
      current.courier,
    )
    if (reason) return { kind: 'refused', reason, order: current }
    // Production waits for the deposit asked at the confirmation (issue 37.4).
    if (input.to === 'inProduction' && (await depositUnpaid(trx, row.id)))
      return { kind: 'refused', reason: 'deposit_unpaid', order: current }

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
      return conflictOf(trx, (await readOrder(trx, input.number))!)
    }
    await trx
      .insertInto('order_status_audit')
      .values({
        order_id: row.id,
        from_status: current.status,
        to_status: input.to,
        staff_user_id: await staffUserIdOf(trx, input.staff),
        staff_name: input.staff.name,
        note: input.note,
        at,
      })
      .execute()
    const deposit =
      input.to === 'confirmed' && input.settings
        ? await requestDeposit(trx, {
            orderId: row.id,
            gross: Number(row.total_gross),
            currency: row.currency as Currency,
            country: current.country,
            settings: input.settings,
            now: input.now,
          })
        : 0
    // The production calendar (issue 38.5): a confirmation takes a production day, a cancellation gives it back.
    if (input.to === 'confirmed' && input.settings)
      await planOrder(trx, { id: row.id, confirmedAt: at, country: current.country }, input.settings, input.now)
    if (input.to === 'cancelled') await unplanOrder(trx, row.id)
    const until = undoUntil(input.now)
    if (input.invoicing) await invoiceOnMove(trx, row.id, input, until)
    const order: FulfilmentOrder = {
      ...current,
      status: input.to,
      version: input.version + 1,
      confirmedAt: input.to === 'confirmed' ? at : current.confirmedAt,
    }
    if (!sendsCustomerEmail(input.to)) return { kind: 'changed', order, mailed: false, undoUntil: until }
    const mail = await input.compose(input.to as StatusMailStatus, {
      number: order.number,
      country: order.country,
      email: row.email,
      courier: row.courier === 1,
      totalGross: Number(row.total_gross),
      confirmedAt: order.confirmedAt,
      note: input.note,
      currency: row.currency as Currency,
      deposit,
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
        // Due when the undo window ends: an undo before then deletes it unsent.
        ...pendingMail(at, until),
      })
      .onConflict((conflict) => conflict.columns(['order_id', 'kind']).doNothing())
      .executeTakeFirst()
    return { kind: 'changed', order, mailed: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0, undoUntil: until }
  })
}

/**
 * The documents a move writes, in its transaction: the invoice at the moment the settings name or at delivery (its
 * e-mail due when the undo window ends, so an undo deletes it unsent), a credit note cancelling the invoice when the
 * customer refuses the goods at the door.
 */
async function invoiceOnMove(trx: Transaction<Schema>, orderId: number, input: StatusChangeInput, until: string) {
  const invoicing = input.invoicing!
  const createdBy = await staffUserIdOf(trx, input.staff)
  if (input.to === invoicing.settings.invoiceAt || input.to === 'delivered')
    await issueInvoice(trx, {
      orderId,
      invoicing,
      now: input.now,
      createdBy,
      mailDueAt: until,
      delivered: input.to === 'delivered',
    })
  else if (input.to === 'refused' || input.to === 'cancelled')
    await issueCreditNote(trx, {
      orderId,
      invoicing,
      now: input.now,
      createdBy,
      correction: () => ({ kind: 'cancel', reason: input.note }),
      mail: true,
    })
}

/** An undo as the staff API received it: the version the move left the order at, who asks and when. */
export interface StatusUndoInput {
  number: string
  version: number
  staff: StaffMe
  now: Date
  /** The settings in force: an invoice the undone move issued is cancelled by a credit note of their series. */
  settings?: ShopSettings
}

/** What became of an undo: done, no such order, the order moved on meanwhile, or too late / nothing to undo. */
export type StatusUndoResult =
  | { kind: 'undone'; order: FulfilmentOrder }
  | { kind: 'missing' }
  | { kind: 'conflict'; order: FulfilmentOrder; changedBy: LastStatusChange | null }
  | { kind: 'refused'; reason: UndoRefusal; order: FulfilmentOrder }

/**
 * Takes back the order's last move within the undo window, in one transaction: the previous status (a confirmation
 * undone forgets its time), the unsent e-mail deleted, and an undo row in the history. When the e-mail is no
 * longer pending and unclaimed (the worker took it at the window's very end) nothing changes: 422 undo_expired.
 */
export async function undoStatus(db: Kysely<Schema>, input: StatusUndoInput): Promise<StatusUndoResult> {
  return db
    .transaction()
    .execute(async (trx): Promise<StatusUndoResult> => {
      const row = await readOrder(trx, input.number)
      if (!row) return { kind: 'missing' }
      const current = fulfilmentOrderOf(row)
      if (current.version !== input.version) return conflictOf(trx, row)
      const move = await trx
        .selectFrom('order_status_audit')
        .select(['from_status', 'to_status', 'at', 'undo', 'staff_user_id', 'staff_name'])
        .where('order_id', '=', row.id)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
      const last: LastStatusChange | null = move
        ? {
            at: new Date(move.at).toISOString(),
            by: move.staff_user_id === null ? null : move.staff_name,
            to: move.to_status as FulfilmentStatus,
            undo: Number(move.undo) === 1,
          }
        : null
      const reason = move && last?.to === current.status ? undoRefusalOf(last, input.now) : 'nothing_to_undo'
      if (reason) return { kind: 'refused', reason, order: current }
      const previous = move!.from_status as FulfilmentStatus
      if (sendsCustomerEmail(current.status)) {
        const kind = statusMailKind(current.status as StatusMailStatus)
        const deleted = await trx
          .deleteFrom('outbox')
          .where('order_id', '=', row.id)
          .where('kind', '=', kind)
          .where('status', '=', 'pending')
          .where('attempts', '=', 0)
          .executeTakeFirst()
        if (Number(deleted.numDeletedRows) !== 1) return { kind: 'refused', reason: 'undo_expired', order: current }
      }
      const confirmedAt = current.status === 'confirmed' ? null : current.confirmedAt
      if (input.settings)
        await cancelInvoiceOfMove(trx, {
          orderId: row.id,
          movedAt: move!.at,
          settings: input.settings,
          now: input.now,
          createdBy: await staffUserIdOf(trx, input.staff),
        })
      // An undone confirmation asked nothing: its unpaid deposit goes with it, and its production day.
      if (current.status === 'confirmed') await withdrawDeposit(trx, row.id)
      if (current.status === 'confirmed' && previous === 'received') await unplanOrder(trx, row.id)
      const updated = await trx
        .updateTable('orders')
        .set({ status: previous, status_version: input.version + 1, confirmed_at: confirmedAt })
        .where('id', '=', row.id)
        .where('status_version', '=', input.version)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1) {
        // Another change committed since the read; the deleted e-mail comes back with the rollback.
        throw new UndoRaced()
      }
      await trx
        .insertInto('order_status_audit')
        .values({
          order_id: row.id,
          from_status: current.status,
          to_status: previous,
          staff_user_id: await staffUserIdOf(trx, input.staff),
          staff_name: input.staff.name,
          note: '',
          at: input.now.toISOString(),
          undo: 1,
        })
        .execute()
      return {
        kind: 'undone',
        order: { ...current, status: previous, version: input.version + 1, confirmedAt },
      }
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof UndoRaced)) throw error
      const row = await db
        .selectFrom('orders')
        .select(ORDER_COLUMNS)
        .where('number', '=', input.number)
        .executeTakeFirstOrThrow()
      return { kind: 'conflict', order: fulfilmentOrderOf(row), changedBy: await lastChangeOf(db, row.id) }
    })
}

/** Thrown inside the undo's transaction to roll back its deletion when another change won the race. */
class UndoRaced extends Error {}
