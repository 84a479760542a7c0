/**
 * Stub of the fulfilment reads (issue 15): the status helper's branch owns this file and its
 * version replaces this one at merge. Until then every order counts as received, and the
 * production batch takes every order.
 */
import type { Kysely } from 'kysely'
import type { FulfilmentStatus } from '../../domain/fulfilment'
import type { Schema } from './schema'

/** An order's fulfilment status, its version for optimistic locking, and when it was confirmed. */
export async function fulfilmentOf(
  _db: Kysely<Schema>,
  _orderId: number,
): Promise<{ status: FulfilmentStatus; version: number; confirmedAt: string | null }> {
  return { status: 'received', version: 0, confirmedAt: null }
}

/** The ids of the orders in a status (the stub: every order, oldest first). */
export async function ordersInStatus(db: Kysely<Schema>, _status: FulfilmentStatus): Promise<number[]> {
  const rows = await db.selectFrom('orders').select('id').orderBy('id').execute()
  return rows.map((row) => Number(row.id))
}
