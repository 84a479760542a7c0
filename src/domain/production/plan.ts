/**
 * The production calendar (issue 38.5, docs/decisions/0045-calendar.md): each confirmed order's production day and
 * the day it is ready, the week's plan of the desk, and the warning when a plan is later than the terms allow. Pure:
 * the server stores the days it plans here.
 */
import * as v from 'valibot'
import { addDays, isPublicHoliday, isWorkingDay, isWorkshopDay, weekdayOf, workshopDayFrom } from '../calendar'
import type { WorkshopWeek } from '../calendar'
import { cancellableUntil, dueDay, isClosed, shopTime, type FulfilmentStatus } from '../fulfilment'
import { COUNTRIES, type Country } from '../locale'

/** Working days from the production day to ready: the day after it is for finishing and packing. */
export const PACKING_DAYS = 1

/** A line as the plan counts it: a hallway's design has its modules, a cabinet is one piece. */
export interface PlanLine {
  count: number
  design: object
}

/** The cabinet pieces of an order: each line's count, a hallway counting each of its modules. */
export function orderPieces(lines: readonly PlanLine[]): number {
  return lines.reduce((sum, line) => {
    const modules = 'cabinets' in line.design && Array.isArray(line.design.cabinets) ? line.design.cabinets.length : 1
    return sum + line.count * Math.max(1, modules)
  }, 0)
}

/** The pieces of a cart (its items as the order sends them): the same count the server plans the order with. */
export function cartPieces(items: readonly { count: number; cabinet: object }[]): number {
  return orderPieces(items.map((item) => ({ count: item.count, design: item.cabinet })))
}

/**
 * The first day production may start: the workshop day after the customer's cancellation window ends (10:00 on the
 * first working day after the confirmation, `cancellableUntil`), so nothing is cut that may still be cancelled, and
 * never before `today`.
 */
export function earliestProductionDay(confirmedAt: Date, country: Country, week: WorkshopWeek, today: string): string {
  const windowDay = cancellableUntil(confirmedAt, country).slice(0, 10)
  const after = addDays(windowDay, 1)
  return workshopDayFrom(after > today ? after : today, week)
}

/**
 * The production day of an order of `pieces`: the first workshop day from `earliest` with room. A day has room when
 * the pieces already planned on it and the order's stay within the capacity; an order larger than a whole day gets
 * an empty day of its own (the workshop finishes it over the days after, which the plan does not split).
 */
export function productionDay(
  earliest: string,
  pieces: number,
  planned: (day: string) => number,
  capacity: number,
  week: WorkshopWeek,
): string {
  let day = workshopDayFrom(earliest, week)
  for (let guard = 0; guard < 3660; guard++) {
    const used = planned(day)
    if (used === 0 || used + pieces <= capacity) return day
    day = workshopDayFrom(addDays(day, 1), week)
  }
  return day
}

/** The day an order produced on `day` is ready: the packing day after it, a working day of the order's market. */
export function readyDay(day: string, country: Country): string {
  return workingDaysAfter(day, PACKING_DAYS, country)
}

/** The plan is later than the terms promise: ready after the terms' production time from the confirmation. */
export function isLate(due: string, confirmedAt: Date, termsProduction: number, country: Country): boolean {
  return due > dueDay(confirmedAt, termsProduction, country)
}

/**
 * Working days of the customer's market from the ready day to the door (issue 39.1): the shop calls three to four
 * days ahead to agree the date (docs/product.md#delivery), so a van reaches a Slovak address on the second working
 * day after the cabinet is ready and a Czech one on the third. Pickup is the ready day itself.
 */
export const DELIVERY_DAYS: Record<Country, number> = { SK: 2, CZ: 3 }

/** The desk confirms an order placed on a working day by the next one (docs/product.md#orders). */
export function expectedConfirmation(placedAt: Date, country: Country): Date {
  let day = shopTime(placedAt).slice(0, 10)
  do day = addDays(day, 1)
  while (!isWorkingDay(day, country))
  // Midday in the shop's zone (10:00 UTC), far from midnight whatever the summer time.
  return new Date(`${day}T10:00:00Z`)
}

/** The day `days` working days of the market after `day`. */
export function workingDaysAfter(day: string, days: number, country: Country): string {
  let next = day
  for (let left = days; left > 0;) {
    next = addDays(next, 1)
    if (isWorkingDay(next, country)) left--
  }
  return next
}

/** What a shopper is promised before ordering (issue 39.1), all days 'YYYY-MM-DD'. */
export interface DeliveryEstimate {
  /** The day the order would be produced, with the workshop's load as it is now. */
  production: string
  /** Ready to go (or to pick up). */
  ready: string
  /** At the door: the ready day and the market's delivery days, or the ready day for pickup. */
  delivery: string
  /** The terms' binding limit: the ready day the terms promise counted from the expected confirmation. */
  termsDue: string
  /** The plan is past the terms' limit: the shop says so before the order is placed. */
  late: boolean
}

/**
 * The delivery date of an order of `pieces` placed at `now`: confirmed the next working day, produced on the first
 * workshop day after the cancellation window with room (`planned` = pieces already on a day), ready the working day
 * after, delivered `DELIVERY_DAYS` later. The same rules plan the order once it is confirmed (`planOrder`).
 */
export function estimateDelivery(input: {
  now: Date
  country: Country
  pieces: number
  planned: (day: string) => number
  capacity: number
  week: WorkshopWeek
  termsProduction: number
  pickup?: boolean
}): DeliveryEstimate {
  const { country, week } = input
  const confirmedAt = expectedConfirmation(input.now, country)
  const earliest = earliestProductionDay(confirmedAt, country, week, shopTime(input.now).slice(0, 10))
  const production = productionDay(earliest, Math.max(1, input.pieces), input.planned, input.capacity, week)
  const ready = readyDay(production, country)
  return {
    production,
    ready,
    delivery: input.pickup ? ready : workingDaysAfter(ready, DELIVERY_DAYS[country], country),
    termsDue: dueDay(confirmedAt, input.termsProduction, country),
    late: isLate(ready, confirmedAt, input.termsProduction, country),
  }
}

/**
 * The last delivery day the terms allow an order (issue 39.1): the terms' production time counted from its
 * confirmation (until the desk confirms it, the one the checkout expected: the next working day after it was placed),
 * then the market's delivery days (none for pickup), the way the checkout's estimate counts. A stored promise after
 * it is the checkout's `late`, and the desk agrees the date with the customer.
 */
export function promiseLimit(order: {
  placedAt: Date
  confirmedAt: Date | null
  country: Country
  pickup: boolean
  termsProduction: number
}): string {
  const confirmedAt = order.confirmedAt ?? expectedConfirmation(order.placedAt, order.country)
  const termsDue = dueDay(confirmedAt, order.termsProduction, order.country)
  return order.pickup ? termsDue : workingDaysAfter(termsDue, DELIVERY_DAYS[order.country], order.country)
}

/** The delivery day promised when an order was placed, checked against the terms (the desk's order detail). */
export interface PromiseCheck {
  /** The promised day, 'YYYY-MM-DD'. */
  date: string
  /** The last delivery day the terms allow (`promiseLimit`). */
  termsLimit: string
  /** The promise passes the terms' limit. */
  late: boolean
}

/**
 * A stored promise against the terms' limit; null for an order placed before promises were stored, and for a closed
 * one (delivered, cancelled, refused): nothing is left to agree with the customer.
 */
export function checkPromise(
  promised: string | null,
  order: Parameters<typeof promiseLimit>[0] & { status: FulfilmentStatus },
): PromiseCheck | null {
  if (!promised || isClosed(order.status)) return null
  const termsLimit = promiseLimit(order)
  return { date: promised, termsLimit, late: promised > termsLimit }
}

/** GET getDeliveryEstimate: the estimate of an order of `pieces` for the market, as the shop promises it now. */
export const DeliveryEstimateSchema = v.object({
  production: v.string(),
  ready: v.string(),
  delivery: v.string(),
  termsDue: v.string(),
  late: v.boolean(),
})

/**
 * The most pieces the public estimate takes: an order larger than a day's capacity (at most 100) gets a day of its
 * own, so any larger count has the same answer; the browser asks with at most this many.
 */
export const MAX_ESTIMATE_PIECES = 1000

/** getDeliveryEstimate's query: the market, the pieces (1–1000, digits only) and pickup (0 or 1, courier when absent). */
export const DeliveryEstimateQuerySchema = v.object({
  country: v.picklist(COUNTRIES),
  pieces: v.pipe(v.string(), v.regex(/^[1-9]\d{0,3}$/), v.transform(Number), v.maxValue(MAX_ESTIMATE_PIECES)),
  pickup: v.optional(v.picklist(['0', '1']), '0'),
})

/** The pieces the browser asks the estimate for: a cart's or a design's pieces within the call's bounds. */
export function estimatePieces(pieces: number): number {
  return Math.min(MAX_ESTIMATE_PIECES, Math.max(1, Math.round(pieces)))
}

/** An order as the week plan shows it. */
export interface PlanOrder {
  number: string
  surname: string
  status: string
  pieces: number
  due: string
  /** The terms' last day (`dueDay`), and whether the plan is past it. */
  termsDue: string
  late: boolean
  /** The shop floor's progress (issue 38.4): the order's boards, and how many are packed. */
  boards: number
  packed: number
}

/** One day of the week plan. */
export interface PlanDay {
  day: string
  /** The workshop works that day (its weekday and not a public holiday). */
  working: boolean
  /** A public holiday where the workshop is. */
  holiday: boolean
  orders: PlanOrder[]
  /** Pieces planned, and the day's capacity (0 on a day the workshop does not work). */
  used: number
  capacity: number
}

/**
 * The days of the week starting `monday`: Monday to Friday and any weekend day the workshop works, each with its
 * orders (as planned, in the order given).
 */
export function weekDays(
  monday: string,
  orders: ReadonlyArray<PlanOrder & { day: string }>,
  capacity: number,
  week: WorkshopWeek,
): PlanDay[] {
  const days: PlanDay[] = []
  for (let offset = 0; offset < 7; offset++) {
    const day = addDays(monday, offset)
    const working = isWorkshopDay(day, week)
    const mine = orders.filter((order) => order.day === day).map(({ day: _day, ...order }) => order)
    if (weekdayOf(day) > 5 && !working && mine.length === 0) continue
    days.push({
      day,
      working,
      holiday: isPublicHoliday(day, week.country),
      orders: mine,
      used: mine.reduce((sum, order) => sum + order.pieces, 0),
      capacity: working ? capacity : 0,
    })
  }
  return days
}

/** GET staffProductionWeek: the week from its Monday, the workshop's production day of today, and its days. */
export const StaffProductionWeekSchema = v.object({
  from: v.string(),
  to: v.string(),
  /** Today's production day (today, or the workshop's next day when it does not work today). */
  today: v.string(),
  capacity: v.number(),
  days: v.array(
    v.object({
      day: v.string(),
      working: v.boolean(),
      holiday: v.boolean(),
      used: v.number(),
      capacity: v.number(),
      orders: v.array(
        v.object({
          number: v.string(),
          surname: v.string(),
          status: v.string(),
          pieces: v.number(),
          due: v.string(),
          termsDue: v.string(),
          late: v.boolean(),
          boards: v.number(),
          packed: v.number(),
        }),
      ),
    }),
  ),
})
export type StaffProductionWeek = v.InferOutput<typeof StaffProductionWeekSchema>

/**
 * GET staffOrderPlan: an order's production day and ready day, and whether that is past the terms (null unplanned),
 * and whether the day promised at ordering is past them.
 */
export const StaffOrderPlanSchema = v.object({
  plan: v.nullable(
    v.object({
      day: v.string(),
      due: v.string(),
      termsDue: v.string(),
      late: v.boolean(),
    }),
  ),
  /** The delivery day promised at ordering against the terms (`checkPromise`); null when none was stored. */
  promise: v.optional(v.nullable(v.object({ date: v.string(), termsLimit: v.string(), late: v.boolean() }))),
})
export type StaffOrderPlan = v.InferOutput<typeof StaffOrderPlanSchema>
