/**
 * Fulfilment of an order in the back office: received → confirmed → inProduction → ready →
 * delivered, cancelled from any status before production, and refused at the door (a van's cash on delivery not
 * paid: from ready, courier orders only, with a note). The terms (docs/product.md#terms) let the customer
 * cancel until 10:00 the next working day after the confirmation and never once production has
 * started; the shop may cancel before production at any time, past the customer's window with a
 * note saying why. No React, no I/O.
 */
import * as v from 'valibot'
import type { Country } from './locale'
import { isWorkingDay } from './calendar'

export {
  FULFILMENT_STATUSES,
  StatusConflictSchema,
  type FulfilmentStatus,
  type FulfilmentOrder,
  type LastStatusChange,
} from './fulfilmentSchemas'
import {
  FORWARD_STATUSES,
  FulfilmentOrderSchema,
  type FulfilmentOrder,
  type FulfilmentStatus,
  type LastStatusChange,
} from './fulfilmentSchemas'

/** One change of status as the back office asks for it. */
export interface StatusChange {
  number: string
  from: FulfilmentStatus
  to: FulfilmentStatus
  /** The version the change was decided on; the server refuses it (409) when the order has moved on. */
  version: number
  /** Why the change was made (a cancellation's reason, kept with it); '' for a step forward. */
  note: string
}

/** The next status on the way to the customer; null once delivered or cancelled. */
export function nextStatus(status: FulfilmentStatus): FulfilmentStatus | null {
  const index = (FORWARD_STATUSES as readonly FulfilmentStatus[]).indexOf(status)
  return index >= 0 && index < FORWARD_STATUSES.length - 1 ? FORWARD_STATUSES[index + 1]! : null
}

/** Production has not started (and the order is not closed): the only statuses a cancellation may leave. */
export function isBeforeProduction(status: FulfilmentStatus): boolean {
  return status === 'received' || status === 'confirmed'
}

/**
 * A move the back office may ever make: one step forward, a cancellation before production, or a refusal at the
 * door of a ready order the shop's van took (a pickup order is not refused at a door: it waits to be picked up).
 */
export function isAllowedMove(from: FulfilmentStatus, to: FulfilmentStatus, courier: boolean): boolean {
  if (to === 'cancelled') return isBeforeProduction(from)
  if (to === 'refused') return from === 'ready' && courier
  return nextStatus(from) === to
}

/** The statuses nothing follows. */
export const isClosed = (status: FulfilmentStatus) =>
  status === 'delivered' || status === 'cancelled' || status === 'refused'

/**
 * How long a move may be undone, and its customer e-mail waits in the outbox before it leaves: one window for both,
 * so an undo inside it always stops the e-mail (docs/decisions/0031-status-undo.md).
 */
export const UNDO_WINDOW_MS = 10_000

/** The end of a move's undo window (ISO): the e-mail it wrote is due then. */
export const undoUntil = (movedAt: Date) => new Date(movedAt.getTime() + UNDO_WINDOW_MS).toISOString()

/** Why an undo is refused (422): the window has passed (the e-mail may be leaving), or the last change was an undo. */
export const UNDO_REFUSALS = ['undo_expired', 'nothing_to_undo'] as const
export type UndoRefusal = (typeof UNDO_REFUSALS)[number]

/** Whether the order's last change may still be undone at `now`: a move (not an undo) made less than the window ago. */
export function undoRefusalOf(last: LastStatusChange | null, now: Date): UndoRefusal | null {
  if (last === null || last.undo) return 'nothing_to_undo'
  return now.getTime() < new Date(last.at).getTime() + UNDO_WINDOW_MS ? null : 'undo_expired'
}

/** The moves after which the customer gets an e-mail (the others are the shop's own bookkeeping). */
export const CUSTOMER_EMAIL_ON = ['confirmed', 'ready', 'cancelled'] as const satisfies readonly FulfilmentStatus[]
/** A status the customer is e-mailed about. */
export type StatusMailStatus = (typeof CUSTOMER_EMAIL_ON)[number]

/** The outbox kind of a status e-mail (one row per order and kind: never sent twice). */
export const statusMailKind = (status: StatusMailStatus) => `status-${status}` as const

/** The status an outbox kind e-mails the customer about, or undefined for the order's own e-mails. */
export function statusMailOf(kind: string): StatusMailStatus | undefined {
  return CUSTOMER_EMAIL_ON.find((status) => statusMailKind(status) === kind)
}

/**
 * Production would start while the customer may still cancel free of charge (the terms' window): the desk warns and
 * asks for a second, explicit confirmation.
 */
export function startsInsideCancellationWindow(order: FulfilmentOrder, to: FulfilmentStatus, now: Date): boolean {
  if (to !== 'inProduction' || order.status !== 'confirmed') return false
  const confirmedAt = order.confirmedAt === null ? null : new Date(order.confirmedAt)
  return canCancel(order.status, confirmedAt, now, order.country)
}

/** Whether moving to `to` sends the customer an e-mail. */
export function sendsCustomerEmail(to: FulfilmentStatus): boolean {
  return (CUSTOMER_EMAIL_ON as readonly FulfilmentStatus[]).includes(to)
}

/** The shop's clock: Slovakia and Czechia share Central European time, 10:00 is 10:00 in both. */
export const SHOP_TIME_ZONE = 'Europe/Bratislava'

const isoDate = (date: Date) => date.toISOString().slice(0, 10)
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000)

// Working days (weekdays without the market's public holidays, from the date-holidays library) live in calendar.ts.
export { isWorkingDay } from './calendar'

// Made on first use: a formatter with a time zone costs ~40 ms to construct in Chromium (ICU's zone data), and
// every page's client bundle holds this module while only the order screens call shopTime.
let localFormat: Intl.DateTimeFormat | undefined
const localFormatOptions: Intl.DateTimeFormatOptions = {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
}

/** An instant as the shop's wall clock, 'YYYY-MM-DDTHH:MM:SS' (so two of them compare as strings). */
export function shopTime(instant: Date): string {
  localFormat ??= new Intl.DateTimeFormat('en-CA', localFormatOptions)
  const part = Object.fromEntries(localFormat.formatToParts(instant).map((p) => [p.type, p.value]))
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`
}

/** The end of the cancellation window, on the shop's wall clock: 10:00 the first working day after the confirmation's day. */
export function cancellableUntil(confirmedAt: Date, country: Country): string {
  let day = new Date(`${shopTime(confirmedAt).slice(0, 10)}T00:00:00Z`)
  do day = addDays(day, 1)
  while (!isWorkingDay(isoDate(day), country))
  return `${isoDate(day)}T10:00:00`
}

/**
 * The day an order is due from the workshop (docs/product.md#terms): the terms' production time in working days of
 * the order's market, counted from the day after the confirmation (shop's wall clock). The desk's due date and its
 * "due this week" and "late" read it.
 */
export function dueDay(confirmedAt: Date, workingDays: number, country: Country): string {
  let day = new Date(`${shopTime(confirmedAt).slice(0, 10)}T00:00:00Z`)
  for (let left = workingDays; left > 0;) {
    day = addDays(day, 1)
    if (isWorkingDay(isoDate(day), country)) left--
  }
  return isoDate(day)
}

/**
 * The customer's right under the terms: a received order may be cancelled at any time; a confirmed
 * one until 10:00 the next working day of the order's market (10:00 itself is too late); none once
 * production started. The back office's own rule is `refusalOf`.
 */
export function canCancel(status: FulfilmentStatus, confirmedAt: Date | null, now: Date, country: Country): boolean {
  if (status === 'received') return true
  if (status !== 'confirmed' || confirmedAt === null) return false
  return shopTime(now) < cancellableUntil(confirmedAt, country)
}

/**
 * Why a move is refused (422): not the next status, a cancellation once production started, a cancellation
 * after the customer's window without a note saying why the shop agreed to it, a refusal at the door without
 * a note (what happened there), or production before the deposit asked of the order is received (issue 37.4).
 */
export const MOVE_REFUSALS = ['not_next', 'after_production', 'note_required', 'deposit_unpaid'] as const
export type MoveRefusal = (typeof MOVE_REFUSALS)[number]

/**
 * The reason the back office may not move an order from `status` to `to` at `now`; null when it
 * may. The terms' window (`canCancel`) is the customer's right; past it the shop may still cancel
 * before production, but only with a note (kept in the audit and sent to the customer).
 */
export function refusalOf(
  status: FulfilmentStatus,
  to: FulfilmentStatus,
  confirmedAt: Date | null,
  now: Date,
  country: Country,
  note: string,
  courier: boolean,
): MoveRefusal | null {
  if (to === 'cancelled' && !isBeforeProduction(status)) return 'after_production'
  if (!isAllowedMove(status, to, courier)) return 'not_next'
  if (to === 'cancelled' && !canCancel(status, confirmedAt, now, country) && note.trim() === '') return 'note_required'
  if (to === 'refused' && note.trim() === '') return 'note_required'
  return null
}

/** The 422 answer to a refused move: why, and the order as it is (nothing was changed). */
export const StatusRefusalSchema = v.object({
  error: v.picklist(MOVE_REFUSALS),
  message: v.string(),
  order: FulfilmentOrderSchema,
})

/** The 422 answer to a refused undo: why, and the order as it is (nothing was changed). */
export const UndoRefusalSchema = v.object({
  error: v.picklist(UNDO_REFUSALS),
  message: v.string(),
  order: FulfilmentOrderSchema,
})

/** One change in an order's history (the audit), oldest first on the desk. */
export interface StatusHistoryEntry {
  /** ISO time of the change. */
  at: string
  /** The staff member's name as it was then; null for a script with the bearer token. */
  by: string | null
  from: FulfilmentStatus
  to: FulfilmentStatus
  /** The note given with the change; '' for none. */
  note: string
  /** The change took back the one before it (within the undo window). */
  undo: boolean
  /** The customer made it on the order's page (a cancellation, issue 39.2), not staff or a script. */
  customer?: boolean
}
