/**
 * The production calendar's days (issue 38.5, docs/decisions/0045-calendar.md): which orders the workshop makes on a
 * day. An order is planned once, at its confirmation (in the status move's transaction), on the first workshop day
 * after the cancellation window with room left; an order confirmed before the calendar existed (or by a path without
 * the settings) is planned on the next read. A plan never moves afterwards, so a day's batch prints the same again;
 * a cancellation or an undone confirmation removes it, which frees room for the orders confirmed after.
 */
import type { Kysely, Transaction } from 'kysely'
import { shopTime } from '#domain/fulfilment.ts'
import type { Country } from '#domain/locale.ts'
import type { Customer } from '#domain/schemas.ts'
import { SEED_SETTINGS } from '#site/shop.ts'
import type { ShopSettings } from '#domain/settings.ts'
import type { WorkshopWeek } from '#domain/calendar.ts'
import { addDays, workshopDayFrom } from '#domain/calendar.ts'
import {
  checkPromise,
  earliestProductionDay,
  estimateDelivery,
  isLate,
  orderPieces,
  productionDay,
  readyDay,
  weekDays,
  type DeliveryEstimate,
  type PlanDay,
  type PromiseCheck,
  type StaffOrderPlan,
} from '#domain/production/plan.ts'
import { dueDay, type FulfilmentStatus } from '#domain/fulfilment.ts'
import { SETTINGS } from '../config/settings'
import { latestConfig } from '../config/versions'
import type { Schema } from './schema'
import { sheetOrders } from './sheets'
import { productionParts } from '#domain/production/parts.ts'

type Db = Kysely<Schema> | Transaction<Schema>

/** The statuses an order keeps its plan in: confirmed and not yet through the workshop, or through it already. */
const PLANNED_STATUSES = ['confirmed', 'inProduction', 'ready', 'delivered', 'refused']
/** The statuses still waiting for a plan when they have none. */
const TO_PLAN = ['confirmed', 'inProduction']

const workshopWeek = (settings: ShopSettings): WorkshopWeek => ({
  fromDay: settings.workshop.fromDay,
  toDay: settings.workshop.toDay,
  country: settings.company.country,
})

/** Pieces already planned on each day from `from` on, of orders that keep their plan. */
async function plannedPieces(db: Db, from: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('production_plan')
    .innerJoin('orders', 'orders.id', 'production_plan.order_id')
    .select(['production_plan.day', 'production_plan.pieces'])
    .where('production_plan.day', '>=', from)
    .where('orders.status', 'in', PLANNED_STATUSES)
    .execute()
  const used = new Map<string, number>()
  for (const row of rows) used.set(row.day, (used.get(row.day) ?? 0) + Number(row.pieces))
  return used
}

/**
 * Plans one confirmed order (nothing when it has a plan already). Called in the confirmation's transaction; `now` is
 * the shop's clock's today for an order confirmed long ago.
 */
export async function planOrder(
  db: Db,
  order: { id: number; confirmedAt: string; country: string },
  settings: ShopSettings,
  now: Date,
): Promise<void> {
  const lines = await db.selectFrom('order_line').select(['count', 'design']).where('order_id', '=', order.id).execute()
  const pieces = orderPieces(
    lines.map((line) => ({
      count: line.count,
      design: (JSON.parse(line.design) as { design: object }).design,
    })),
  )
  const week = workshopWeek(settings)
  const country = order.country as Country
  const earliest = earliestProductionDay(new Date(order.confirmedAt), country, week, shopTime(now).slice(0, 10))
  const used = await plannedPieces(db, earliest)
  const day = productionDay(earliest, pieces, (d) => used.get(d) ?? 0, settings.workshop.capacity, week)
  await db
    .insertInto('production_plan')
    .values({ order_id: order.id, day, due_on: readyDay(day, country), pieces, planned_at: now.toISOString() })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute()
}

/** Removes an order's plan (a cancellation, an undone confirmation): its room goes to the orders confirmed after. */
export async function unplanOrder(db: Db, orderId: number): Promise<void> {
  await db.deleteFrom('production_plan').where('order_id', '=', orderId).execute()
}

/** The settings in force, read from the database (callers without the settings cache). */
async function settingsNow(db: Db): Promise<ShopSettings> {
  return (await latestConfig(db, SETTINGS))?.data ?? SEED_SETTINGS
}

/** Plans every confirmed or in-production order that has no plan yet, oldest confirmation first. */
export async function planPending(db: Db, settings?: ShopSettings, now = new Date()): Promise<void> {
  const pending = await db
    .selectFrom('orders')
    .leftJoin('production_plan', 'production_plan.order_id', 'orders.id')
    .select(['orders.id', 'orders.confirmed_at', 'orders.country'])
    .where('orders.status', 'in', TO_PLAN)
    .where('orders.number', 'is not', null)
    .where('orders.confirmed_at', 'is not', null)
    .where('production_plan.id', 'is', null)
    .orderBy('orders.confirmed_at')
    .orderBy('orders.id')
    .execute()
  if (pending.length === 0) return
  const current = settings ?? (await settingsNow(db))
  for (const row of pending)
    await planOrder(db, { id: Number(row.id), confirmedAt: row.confirmed_at!, country: row.country }, current, now)
}

/**
 * The ids of the orders planned for production on `day` (YYYY-MM-DD), in the order they were confirmed; cancelled
 * orders are never among them. The board plans, labels and batches of a day read it.
 */
export async function ordersOfProductionDay(db: Kysely<Schema>, day: string): Promise<number[]> {
  await planPending(db)
  const rows = await db
    .selectFrom('production_plan')
    .innerJoin('orders', 'orders.id', 'production_plan.order_id')
    .select('orders.id')
    .where('production_plan.day', '=', day)
    .where('orders.status', 'in', PLANNED_STATUSES)
    .orderBy('orders.confirmed_at')
    .orderBy('orders.id')
    .execute()
  return rows.map((row) => Number(row.id))
}

/** The production day of the shop's today or, on a day the workshop does not work, its next day. */
export function todaysProductionDay(settings: ShopSettings, now = new Date()): string {
  return workshopDayFrom(shopTime(now).slice(0, 10), workshopWeek(settings))
}

/** The week plan from `monday`: each day's orders with their pieces, the capacity, holidays, late orders. */
export async function productionWeek(db: Kysely<Schema>, monday: string, settings: ShopSettings): Promise<PlanDay[]> {
  await planPending(db, settings)
  const rows = await db
    .selectFrom('production_plan')
    .innerJoin('orders', 'orders.id', 'production_plan.order_id')
    .select([
      'orders.id',
      'production_plan.day',
      'production_plan.due_on',
      'production_plan.pieces',
      'orders.number',
      'orders.status',
      'orders.customer',
      'orders.country',
      'orders.confirmed_at',
    ])
    .where('production_plan.day', '>=', monday)
    .where('production_plan.day', '<=', addDays(monday, 6))
    .where('orders.status', 'in', PLANNED_STATUSES)
    .orderBy('orders.confirmed_at')
    .orderBy('orders.id')
    .execute()
  const terms = settings.leadTimes.termsProduction
  const progress = await packedBoards(
    db,
    rows.map((row) => Number(row.id)),
  )
  const orders = rows.map((row) => {
    const country = row.country as Country
    const confirmedAt = new Date(row.confirmed_at ?? row.day)
    return {
      day: row.day,
      number: row.number ?? '',
      surname: (JSON.parse(row.customer) as Customer).surname,
      status: row.status,
      pieces: Number(row.pieces),
      due: row.due_on,
      termsDue: dueDay(confirmedAt, terms, country),
      late: isLate(row.due_on, confirmedAt, terms, country),
      ...(progress.get(Number(row.id)) ?? { boards: 0, packed: 0 }),
    }
  })
  return weekDays(monday, orders, settings.workshop.capacity, workshopWeek(settings))
}

/** An order's plan as the order detail shows it; undefined for an unknown number, null when it has none. */
export async function orderPlan(
  db: Kysely<Schema>,
  number: string,
  settings: ShopSettings,
): Promise<StaffOrderPlan['plan'] | undefined> {
  const order = await db.selectFrom('orders').select('id').where('number', '=', number).executeTakeFirst()
  if (!order) return undefined
  await planPending(db, settings)
  const row = await db
    .selectFrom('production_plan')
    .innerJoin('orders', 'orders.id', 'production_plan.order_id')
    .select(['production_plan.day', 'production_plan.due_on', 'orders.country', 'orders.confirmed_at', 'orders.status'])
    .where('orders.id', '=', order.id)
    .executeTakeFirst()
  if (!row || !PLANNED_STATUSES.includes(row.status) || row.confirmed_at === null) return null
  const country = row.country as Country
  const confirmedAt = new Date(row.confirmed_at)
  const terms = settings.leadTimes.termsProduction
  return {
    day: row.day,
    due: row.due_on,
    termsDue: dueDay(confirmedAt, terms, country),
    late: isLate(row.due_on, confirmedAt, terms, country),
  }
}

/**
 * The delivery day promised when an order was placed, checked against the terms in force (`checkPromise`): the desk
 * sees a promise past them even before the order is confirmed and planned. Undefined for an unknown number.
 */
export async function orderPromise(
  db: Kysely<Schema>,
  number: string,
  settings: ShopSettings,
): Promise<PromiseCheck | null | undefined> {
  const order = await db
    .selectFrom('orders')
    .select(['created_at', 'confirmed_at', 'country', 'courier', 'delivery_date', 'status'])
    .where('number', '=', number)
    .executeTakeFirst()
  if (!order) return undefined
  return checkPromise(order.delivery_date ?? null, {
    placedAt: new Date(order.created_at),
    confirmedAt: order.confirmed_at === null ? null : new Date(order.confirmed_at),
    country: order.country as Country,
    pickup: Number(order.courier) !== 1,
    termsProduction: settings.leadTimes.termsProduction,
    status: order.status as FulfilmentStatus,
  })
}

/** Per order, its boards (the production parts of its lines) and how many the shop floor has packed. */
async function packedBoards(
  db: Kysely<Schema>,
  ids: number[],
): Promise<Map<number, { boards: number; packed: number }>> {
  const result = new Map<number, { boards: number; packed: number }>()
  if (ids.length === 0) return result
  const packed = await db
    .selectFrom('part_step')
    .select(['order_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('order_id', 'in', ids)
    .where('step', '=', 'packed')
    .groupBy('order_id')
    .execute()
  const byOrder = new Map(packed.map((row) => [Number(row.order_id), Number(row.count)]))
  const orders = await sheetOrders(db, ids)
  // sheetOrders keeps the ids' order and skips none here: every planned order has its number.
  for (const [index, order] of orders.entries())
    result.set(ids[index]!, { boards: productionParts(order).length, packed: byOrder.get(ids[index]!) ?? 0 })
  return result
}

/**
 * The delivery date a shopper of `country` is promised now for an order of `pieces` (issue 39.1): the plan's rules
 * with the workshop's load as it stands (`estimateDelivery`). The configurator, cart, checkout, the order's record
 * and the product feeds all ask here.
 */
export async function deliveryEstimate(
  db: Kysely<Schema>,
  settings: ShopSettings,
  country: Country,
  pieces: number,
  options: { now?: Date; pickup?: boolean } = {},
): Promise<DeliveryEstimate> {
  const now = options.now ?? new Date()
  await planPending(db, settings, now)
  const used = await plannedPieces(db, shopTime(now).slice(0, 10))
  return estimateDelivery({
    now,
    country,
    pieces,
    planned: (day) => used.get(day) ?? 0,
    capacity: settings.workshop.capacity,
    week: workshopWeek(settings),
    termsProduction: settings.leadTimes.termsProduction,
    pickup: options.pickup,
  })
}
