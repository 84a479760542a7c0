/**
 * Cash collected (issue 37.5): one `cash_collection` row per order (who, how much in minor units, which day), written
 * in one transaction with its audit row `cash.collect`; a second record corrects the first (audited again). The
 * amount to collect is the domain's `amountDue`, less a deposit received by transfer (its own table).
 */
import type { Kysely, Transaction } from 'kysely'
import {
  CASH_STATUSES,
  cashDifference,
  cashRefusal,
  cashReport,
  dueInUnits,
  type CashDriver,
  type CashRefusal,
  type StaffOrderCash,
} from '#domain/cash.ts'
import { amountDue } from '#domain/delivery.ts'
import { shopTime } from '#domain/fulfilment.ts'
import type { Currency } from '#domain/locale.ts'
import { toMinor, toUnits } from '#domain/money.ts'
import type { StaffMe } from '#domain/schemas.ts'
import { recordAudit, staffUserIdOf } from './audit'
import type { Schema } from './schema'

type Db = Kysely<Schema> | Transaction<Schema>

/** The order with what it has paid ahead (a deposit received) and its collection, if any. */
async function readOrder(db: Db, number: string) {
  return db
    .selectFrom('orders')
    .leftJoin('order_deposit', 'order_deposit.order_id', 'orders.id')
    .leftJoin('cash_collection', 'cash_collection.order_id', 'orders.id')
    .leftJoin('staff_user', 'staff_user.id', 'cash_collection.recorded_by')
    .select([
      'orders.id',
      'orders.number',
      'orders.status',
      'orders.currency',
      'orders.total_gross',
      'orders.created_at',
      'order_deposit.received_amount',
      'cash_collection.amount',
      'cash_collection.collected_by',
      'cash_collection.collected_on',
      'cash_collection.recorded_at',
      'staff_user.name as recorded_by_name',
    ])
    .where('orders.number', '=', number)
    .executeTakeFirst()
}
type OrderRow = NonNullable<Awaited<ReturnType<typeof readOrder>>>

/** The cash due of an order row (minor units): the total less a deposit received, rounded for cash. */
const dueOf = (row: Pick<OrderRow, 'total_gross' | 'received_amount' | 'currency'>) =>
  // PostgreSQL's bigint and numeric arrive as text.
  amountDue(Number(row.total_gross), row.currency as Currency, { paid: Number(row.received_amount ?? 0) })

function answerOf(row: OrderRow): StaffOrderCash {
  const currency = row.currency as Currency
  const due = dueOf(row)
  return {
    number: row.number!,
    currency,
    ...dueInUnits(due.total, currency),
    collectable: (CASH_STATUSES as readonly string[]).includes(row.status),
    collection:
      row.amount === null || row.amount === undefined
        ? null
        : {
            collectedBy: row.collected_by!,
            amount: toUnits(Number(row.amount)),
            currency,
            collectedOn: row.collected_on!,
            recordedAt: row.recorded_at!,
            recordedBy: row.recorded_by_name ?? null,
            difference: toUnits(cashDifference(Number(row.amount), due.due)),
          },
  }
}

/** An order's amount to collect and its collection; undefined for an unknown order. */
export async function orderCash(db: Db, number: string): Promise<StaffOrderCash | undefined> {
  const row = await readOrder(db, number)
  return row ? answerOf(row) : undefined
}

export type CashWriteResult =
  { kind: 'done'; cash: StaffOrderCash } | { kind: 'missing' } | { kind: 'refused'; reason: CashRefusal; due: number }

/** Records (or corrects) who collected how much on which day, with its audit row, in one transaction. */
export async function recordCash(
  db: Kysely<Schema>,
  input: {
    number: string
    collectedBy: string
    amount: number
    collectedOn: string
    confirmDifference: boolean
    staff: StaffMe
    now: Date
  },
): Promise<CashWriteResult> {
  return db.transaction().execute(async (trx): Promise<CashWriteResult> => {
    const row = await readOrder(trx, input.number)
    if (!row) return { kind: 'missing' }
    const due = dueOf(row).due
    const amount = toMinor(input.amount)
    const reason = cashRefusal({
      status: row.status,
      orderedOn: shopTime(new Date(row.created_at)).slice(0, 10),
      today: shopTime(input.now).slice(0, 10),
      collectedOn: input.collectedOn,
      amount,
      due,
      confirmDifference: input.confirmDifference,
    })
    if (reason) return { kind: 'refused', reason, due }
    const orderId = Number(row.id)
    const values = {
      amount,
      currency: row.currency,
      collected_on: input.collectedOn,
      collected_by: input.collectedBy,
      recorded_at: input.now.toISOString(),
      recorded_by: await staffUserIdOf(trx, input.staff),
    }
    const corrected = row.amount !== null && row.amount !== undefined
    if (corrected) await trx.updateTable('cash_collection').set(values).where('order_id', '=', orderId).execute()
    else
      await trx
        .insertInto('cash_collection')
        .values({ order_id: orderId, ...values })
        .execute()
    await recordAudit(trx, {
      staff: input.staff,
      action: 'cash.collect',
      subject: `order:${row.number}`,
      detail: {
        collectedBy: input.collectedBy,
        amount: input.amount,
        currency: row.currency,
        collectedOn: input.collectedOn,
        difference: toUnits(cashDifference(amount, due)),
        ...(corrected ? { corrects: { amount: toUnits(Number(row.amount)), collectedBy: row.collected_by } } : {}),
      },
      at: input.now,
    })
    return { kind: 'done', cash: answerOf((await readOrder(trx, input.number))!) }
  })
}

/** The day's collections per driver. */
export async function cashDay(db: Kysely<Schema>, date: string): Promise<CashDriver[]> {
  const rows = await db
    .selectFrom('cash_collection')
    .innerJoin('orders', 'orders.id', 'cash_collection.order_id')
    .leftJoin('order_deposit', 'order_deposit.order_id', 'orders.id')
    .select([
      'orders.number',
      'orders.total_gross',
      'orders.currency',
      'order_deposit.received_amount',
      'cash_collection.collected_by',
      'cash_collection.amount',
    ])
    .where('cash_collection.collected_on', '=', date)
    .execute()
  return cashReport(
    rows.map((row) => ({
      number: row.number!,
      driver: row.collected_by,
      amount: Number(row.amount),
      due: dueOf(row).due,
      currency: row.currency as Currency,
    })),
  )
}

/** Delivered orders without their cash recorded, oldest first, with what is still to collect (0 due: none). */
export async function cashMissing(db: Kysely<Schema>) {
  const rows = await db
    .selectFrom('orders')
    .leftJoin('cash_collection', 'cash_collection.order_id', 'orders.id')
    .leftJoin('order_deposit', 'order_deposit.order_id', 'orders.id')
    .select(['orders.number', 'orders.total_gross', 'orders.currency', 'order_deposit.received_amount'])
    .where('orders.status', '=', 'delivered')
    .where('orders.number', 'is not', null)
    .where('cash_collection.id', 'is', null)
    .orderBy('orders.id')
    .execute()
  return rows
    .map((row) => ({ number: row.number!, due: dueOf(row).due, currency: row.currency as Currency }))
    .filter((row) => row.due > 0)
    .map((row) => ({ ...row, due: toUnits(row.due) }))
}
