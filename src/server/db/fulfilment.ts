/**
 * An order's fulfilment status. Stub of the orders desk's branch (issue 15 contract): the status
 * helper's version, with the status columns and the audit table, replaces this file at merge.
 */
import type { Kysely } from 'kysely'
import type { FulfilmentStatus } from '../../domain/fulfilment'
import type { Schema } from './schema'

/** An order's status, its version (optimistic concurrency) and when it was confirmed. */
export async function fulfilmentOf(
  _db: Kysely<Schema>,
  _orderId: number,
): Promise<{ status: FulfilmentStatus; version: number; confirmedAt: string | null }> {
  return { status: 'received', version: 0, confirmedAt: null }
}

/** The ids of the orders in a status (every order is received until statuses are stored). */
export async function ordersInStatus(db: Kysely<Schema>, status: FulfilmentStatus): Promise<number[]> {
  if (status !== 'received') return []
  const rows = await db.selectFrom('orders').select('id').execute()
  return rows.map((row) => Number(row.id))
}

/** One change of an order's status as the audit table keeps it; `by` is the staff member's name (null for a script). */
export interface StatusHistoryEntry {
  at: string
  by: string | null
  from: FulfilmentStatus
  to: FulfilmentStatus
  note: string | null
}

/** An order's changes of status, oldest first (none until the audit table exists). */
export async function statusHistoryOf(_db: Kysely<Schema>, _orderId: number): Promise<StatusHistoryEntry[]> {
  return []
}
