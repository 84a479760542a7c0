/**
 * The back office's dashboard (issue 36): what needs the owner today, from the open orders and this month's orders.
 * Each figure matches a filter of the orders list (/admin/objednavky), so a figure and its list agree. No I/O.
 */
import * as v from 'valibot'
import { dueDay, shopTime, type FulfilmentStatus } from './fulfilment'
import { COUNTRIES, CURRENCIES, localeOfCountry, marketOf, type Country, type Currency } from './locale'
import { toUnits } from './money'
import { cashToCollect } from './delivery'
import { CrossBorderSchema } from './taxExport'

/** An order as the dashboard reads it: money in minor units (cents, haléře), times as stored (ISO). */
export interface DashboardOrder {
  status: FulfilmentStatus
  country: Country
  currency: Currency
  createdAt: string
  confirmedAt: string | null
  net: number
  gross: number
}

/** The statuses a due date still matters in (the orders list's `due` filter reads the same). */
export const DUE_STATUSES = ['received', 'confirmed', 'inProduction'] as const satisfies readonly FulfilmentStatus[]

/** The statuses an order is open in: the dashboard's query reads these and this month's orders. */
export const OPEN_STATUSES = [...DUE_STATUSES, 'ready'] as const satisfies readonly FulfilmentStatus[]

const Day = v.pipe(v.string(), v.isoDate())

/** GET /api/staff/dashboard's answer: counts, cash per currency and the month's sales per market (money in units). */
export const StaffDashboardSchema = v.object({
  /** Today on the shop's clock, YYYY-MM-DD. */
  today: Day,
  /** This month on the shop's clock: its first and last day (the list's from/to). */
  month: v.object({ from: Day, to: Day }),
  /** Orders received and not yet confirmed. */
  toConfirm: v.number(),
  inProduction: v.number(),
  /** Due from today to Sunday, still not ready. */
  dueThisWeek: v.number(),
  /** Due before today, still not ready. */
  late: v.number(),
  /** Ready orders: every order is paid in cash, so `gross` sums what the drivers collect (rounded for cash, 37.2). */
  cash: v.array(v.object({ currency: v.picklist(CURRENCIES), orders: v.number(), gross: v.number() })),
  /** Orders created this month, not cancelled nor refused at delivery, per market. */
  sales: v.array(
    v.object({
      country: v.picklist(COUNTRIES),
      currency: v.picklist(CURRENCIES),
      orders: v.number(),
      net: v.number(),
      gross: v.number(),
    }),
  ),
  /** This year's cross-border consumer sales against the EU's threshold (issue 37.6, from the tax documents). */
  crossBorder: CrossBorderSchema,
})
export type StaffDashboard = v.InferOutput<typeof StaffDashboardSchema>

const dayOf = (date: Date) => date.toISOString().slice(0, 10)
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`)

/** The Sunday ending the week (Monday to Sunday) of a day, YYYY-MM-DD. */
export function sundayOf(day: string): string {
  const date = utcDay(day)
  return dayOf(new Date(date.getTime() + ((7 - date.getUTCDay()) % 7) * 86_400_000))
}

/** The first and last day of the month of a day, YYYY-MM-DD. */
export function monthOf(day: string): { from: string; to: string } {
  const date = utcDay(day)
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0))
  return { from: `${day.slice(0, 7)}-01`, to: dayOf(last) }
}

/**
 * The earliest stored creation time that can fall in this month on the shop's clock: a day before the month's first
 * (the shop is at most two hours ahead of UTC), so the query reads a little more and `dashboardFigures` decides.
 */
export function monthQueryStart(now: Date): string {
  return new Date(utcDay(monthOf(shopTime(now).slice(0, 10)).from).getTime() - 86_400_000).toISOString()
}

/** The day an order is due, or null when it is not confirmed (the contract of issue 36). */
export function orderDueDay(order: Pick<DashboardOrder, 'confirmedAt' | 'country'>, termsProduction: number) {
  return order.confirmedAt === null ? null : dueDay(new Date(order.confirmedAt), termsProduction, order.country)
}

/**
 * The dashboard's figures at `now`: counts of the open orders by what they wait for, the cash the ready ones bring,
 * and the sales of the month (shop's clock) per market. Money sums in minor units, answered in units.
 */
export function dashboardFigures(
  orders: readonly DashboardOrder[],
  now: Date,
  /** The published terms' production time in working days (settings' leadTimes.termsProduction). */
  termsProduction: number,
): Omit<StaffDashboard, 'crossBorder'> {
  const today = shopTime(now).slice(0, 10)
  const sunday = sundayOf(today)
  const month = monthOf(today)
  let toConfirm = 0
  let inProduction = 0
  let dueThisWeek = 0
  let late = 0
  const cash = new Map<Currency, { currency: Currency; orders: number; gross: number }>(
    CURRENCIES.map((currency) => [currency, { currency, orders: 0, gross: 0 }]),
  )
  const sales = new Map<string, { country: Country; currency: Currency; orders: number; net: number; gross: number }>()
  for (const order of orders) {
    if (order.status === 'received') toConfirm++
    if (order.status === 'inProduction') inProduction++
    if ((DUE_STATUSES as readonly FulfilmentStatus[]).includes(order.status)) {
      const due = orderDueDay(order, termsProduction)
      if (due !== null && due < today) late++
      else if (due !== null && due <= sunday) dueThisWeek++
    }
    if (order.status === 'ready') {
      const sum = cash.get(order.currency)!
      sum.orders++
      sum.gross += cashToCollect(order.gross, order.currency)
    }
    const created = shopTime(new Date(order.createdAt)).slice(0, 10)
    // A refusal at the door is no sale either: nothing was paid.
    if (order.status !== 'cancelled' && order.status !== 'refused' && created >= month.from && created <= month.to) {
      const key = `${order.country}-${order.currency}`
      const sum = sales.get(key) ?? { country: order.country, currency: order.currency, orders: 0, net: 0, gross: 0 }
      sum.orders++
      sum.net += order.net
      sum.gross += order.gross
      sales.set(key, sum)
    }
  }
  return {
    today,
    month,
    toConfirm,
    inProduction,
    dueThisWeek,
    late,
    cash: [...cash.values()].map((sum) => ({ ...sum, gross: toUnits(sum.gross) })),
    // Both markets always, in the order of COUNTRIES (a market with no sale shows zero, not nothing).
    sales: COUNTRIES.flatMap((country) => {
      const found = [...sales.values()].filter((sum) => sum.country === country)
      const { currency } = marketOf(localeOfCountry(country))
      return found.length ? found : [{ country, currency, orders: 0, net: 0, gross: 0 }]
    }).map((sum) => ({ ...sum, net: toUnits(sum.net), gross: toUnits(sum.gross) })),
  }
}
