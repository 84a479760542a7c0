/**
 * The production calendar's days (issue 38.5): which orders the workshop makes on a day. The board plans, labels and
 * batches of a day read it.
 */
import type { Kysely } from 'kysely'
import type { Schema } from './schema'

/**
 * The ids of the orders planned for production on `day` (YYYY-MM-DD), oldest first. Until the calendar plans days,
 * every confirmed or in-production order.
 */
export async function ordersOfProductionDay(db: Kysely<Schema>, day: string): Promise<number[]> {
  void day
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', 'in', ['confirmed', 'inProduction'])
    .where('number', 'is not', null)
    .orderBy('id')
    .execute()
  return rows.map((row) => Number(row.id))
}
