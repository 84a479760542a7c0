/** The dashboard's read (issue 36): the open orders and this month's, with only the columns its figures need. */
import type { Kysely } from 'kysely'
import { monthQueryStart, OPEN_STATUSES, type DashboardOrder } from '#domain/dashboard.ts'
import type { FulfilmentStatus } from '#domain/fulfilment.ts'
import type { Country, Currency } from '#domain/locale.ts'
import type { Schema } from './schema'

/** Orders still open, and those created since a day before this month began (the figures sort out the rest). */
export async function dashboardOrders(db: Kysely<Schema>, now: Date): Promise<DashboardOrder[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['status', 'country', 'currency', 'created_at', 'confirmed_at', 'total_net', 'total_gross'])
    .where('number', 'is not', null)
    .where((eb) => eb.or([eb('status', 'in', OPEN_STATUSES), eb('created_at', '>=', monthQueryStart(now))]))
    .execute()
  return rows.map((row) => ({
    status: row.status as FulfilmentStatus,
    country: row.country as Country,
    currency: row.currency as Currency,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    // PostgreSQL's numeric arrives as text.
    net: Number(row.total_net),
    gross: Number(row.total_gross),
  }))
}
