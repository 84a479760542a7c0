/**
 * The desk's internal notes on an order (issue 36): written with their audit row in one transaction, read
 * with the order's detail. Nothing here reaches the outbox: a note is for staff, never for the customer.
 */
import type { Kysely, Transaction } from 'kysely'
import type { OrderNote } from '#domain/orderNotes.ts'
import type { StaffMe } from '#domain/schemas.ts'
import { recordAudit, staffUserIdOf } from './audit'
import type { Schema } from './schema'

/** An order's notes, oldest first; the time as ISO whichever way the driver reads it. */
export async function notesOf(db: Kysely<Schema> | Transaction<Schema>, orderId: number): Promise<OrderNote[]> {
  const rows = await db
    .selectFrom('order_note')
    .select(['at', 'staff_user_id', 'staff_name', 'text'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    // As the status history: a script with the bearer token is no person.
    by: row.staff_user_id === null ? null : row.staff_name,
    text: row.text,
  }))
}

/** Writes a note on the order with this number and its `order.note` audit row; undefined when no order has it. */
export async function addOrderNote(
  db: Kysely<Schema>,
  { number, text, staff, now }: { number: string; text: string; staff: StaffMe; now: Date },
): Promise<OrderNote[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select('id').where('number', '=', number).executeTakeFirst()
    if (!order) return undefined
    const orderId = Number(order.id)
    await trx
      .insertInto('order_note')
      .values({
        order_id: orderId,
        staff_user_id: await staffUserIdOf(trx, staff),
        staff_name: staff.name.slice(0, 80),
        text,
        at: now.toISOString(),
      })
      .execute()
    // The audit says that a note was written, not what it says: the text stays with the order (and its erasure).
    await recordAudit(trx, {
      staff,
      action: 'order.note',
      subject: `order:${number}`,
      detail: { chars: text.length },
      at: now,
    })
    return notesOf(trx, orderId)
  })
}
