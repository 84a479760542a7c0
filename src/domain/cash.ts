/**
 * Cash collected (issue 37.5): the desk records who collected how much on which day for a cash order, the day's
 * report per driver, and the delivered orders whose cash nobody recorded yet. The amount to collect is `amountDue`
 * (src/domain/delivery.ts), the same the e-mails and the route sheet ask for. Wire shapes and pure rules; no I/O.
 */
import * as v from 'valibot'
import { amountDue } from './delivery'
import { CURRENCIES, type Currency } from './locale'
import { toMinor, toUnits } from './money'

/** The statuses an order's cash may be recorded in: ready (handed over, the desk not yet moved on) or delivered. */
export const CASH_STATUSES = ['ready', 'delivered'] as const

/** Why the desk may not record: the order not handed over, a day before the order or after today, an unconfirmed difference. */
export const CASH_REFUSALS = ['not_delivered', 'before_order', 'in_future', 'difference'] as const
export type CashRefusal = (typeof CASH_REFUSALS)[number]

/** The largest sum the desk may type (currency units): far above any cabinet order, a typo's guard. */
export const CASH_LIMIT = 1_000_000

/** A day that exists (valibot's isoDate takes 2026-02-30). */
const Day = v.pipe(
  v.string(),
  v.isoDate(),
  v.check((day) => !Number.isNaN(Date.parse(day)) && new Date(day).toISOString().slice(0, 10) === day, 'No such day.'),
)

/** POST /api/staff/orders/:number/cash: the driver's name, the amount (currency units, whole cents) and the day. */
export const CashCollectRequestSchema = v.object({
  collectedBy: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
  amount: v.pipe(
    v.number(),
    v.finite(),
    v.minValue(0),
    v.maxValue(CASH_LIMIT),
    v.check((amount) => Math.abs(toMinor(amount) - amount * 100) < 1e-6, 'Whole cents only.'),
  ),
  collectedOn: Day,
  /** The amount differs from the amount to collect and the desk said so; without it such an amount is refused. */
  confirmDifference: v.optional(v.boolean()),
})

/** A recorded collection (money in currency units). */
export const CashCollectionSchema = v.object({
  collectedBy: v.string(),
  amount: v.number(),
  currency: v.picklist(CURRENCIES),
  collectedOn: v.string(),
  recordedAt: v.string(),
  /** The staff member who recorded it; null for a script or a deleted account. */
  recordedBy: v.nullable(v.string()),
  /** amount − the amount to collect (0 when they agree). */
  difference: v.number(),
})

/** GET/POST /api/staff/orders/:number/cash: what is due (the rounding its own figure) and what was recorded. */
export const StaffOrderCashSchema = v.object({
  number: v.string(),
  currency: v.picklist(CURRENCIES),
  total: v.number(),
  rounding: v.number(),
  due: v.number(),
  /** The order is ready or delivered: its cash may be recorded. */
  collectable: v.boolean(),
  collection: v.nullable(CashCollectionSchema),
})
export type StaffOrderCash = v.InferOutput<typeof StaffOrderCashSchema>

/** One driver's day: the orders, each amount, and the sum per currency (the driver hands each currency over). */
export const CashDriverSchema = v.object({
  driver: v.string(),
  orders: v.array(
    v.object({ number: v.string(), amount: v.number(), due: v.number(), currency: v.picklist(CURRENCIES) }),
  ),
  totals: v.array(v.object({ currency: v.picklist(CURRENCIES), amount: v.number() })),
})
export type CashDriver = v.InferOutput<typeof CashDriverSchema>

/** GET /api/staff/cash/day/:date: the day's cash per driver. */
export const StaffCashReportSchema = v.object({ date: Day, drivers: v.array(CashDriverSchema) })
export type StaffCashReport = v.InferOutput<typeof StaffCashReportSchema>

/** GET /api/staff/cash/missing: delivered cash orders without their cash recorded (the dashboard's list). */
export const StaffCashMissingSchema = v.object({
  orders: v.array(v.object({ number: v.string(), due: v.number(), currency: v.picklist(CURRENCIES) })),
})
export type StaffCashMissing = v.InferOutput<typeof StaffCashMissingSchema>

/** An amount as the desk types it ("602,25", "1 234.5", "15082"): currency units, or undefined when it is none. */
export function parseAmount(typed: string): number | undefined {
  const text = typed.replace(/[\s\u00a0]/g, '').replace(',', '.')
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined
  return Number(text)
}

/** The difference of a recorded amount from the amount to collect, in minor units (positive: more was handed over). */
export function cashDifference(amount: number, due: number): number {
  return amount - due
}

/**
 * Whether the desk may record this amount on this day for an order (minor units, days YYYY-MM-DD on the shop's
 * clock): the order handed over, the day neither before the order nor after today, an amount other than the amount
 * to collect only when confirmed. Null when it may.
 */
export function cashRefusal(input: {
  status: string
  orderedOn: string
  today: string
  collectedOn: string
  amount: number
  due: number
  confirmDifference: boolean
}): CashRefusal | null {
  if (!(CASH_STATUSES as readonly string[]).includes(input.status)) return 'not_delivered'
  if (input.collectedOn < input.orderedOn) return 'before_order'
  if (input.collectedOn > input.today) return 'in_future'
  if (cashDifference(input.amount, input.due) !== 0 && !input.confirmDifference) return 'difference'
  return null
}

/** An order's amount to collect in currency units, as the desk shows it: total, rounding, due. */
export function dueInUnits(totalGross: number, currency: Currency) {
  const due = amountDue(totalGross, currency)
  return { total: toUnits(due.total), rounding: toUnits(due.rounding), due: toUnits(due.due) }
}

/** A collection as stored, for the report (minor units). */
export interface CollectedRow {
  number: string
  driver: string
  amount: number
  due: number
  currency: Currency
}

/**
 * The day's report: per driver (by name, as typed; case and spaces do not split one driver), the orders by number and
 * the sum per currency, in currency units. Drivers sorted by name.
 */
export function cashReport(rows: readonly CollectedRow[]): CashDriver[] {
  const byDriver = new Map<string, { driver: string; rows: CollectedRow[] }>()
  for (const row of rows) {
    const key = row.driver.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sk')
    const entry = byDriver.get(key) ?? { driver: row.driver.trim().replace(/\s+/g, ' '), rows: [] }
    entry.rows.push(row)
    byDriver.set(key, entry)
  }
  return [...byDriver.values()]
    .sort((a, b) => a.driver.localeCompare(b.driver, 'sk'))
    .map(({ driver, rows: own }) => {
      const sums = new Map<Currency, number>()
      for (const row of own) sums.set(row.currency, (sums.get(row.currency) ?? 0) + row.amount)
      return {
        driver,
        orders: [...own]
          .sort((a, b) => a.number.localeCompare(b.number))
          .map((row) => ({
            number: row.number,
            amount: toUnits(row.amount),
            due: toUnits(row.due),
            currency: row.currency,
          })),
        totals: CURRENCIES.filter((currency) => sums.has(currency)).map((currency) => ({
          currency,
          amount: toUnits(sums.get(currency)!),
        })),
      }
    })
}
