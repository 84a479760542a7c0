/**
 * The customer's order page (issue 39.2): its timeline from the order's status history and the share of the
 * shop floor's steps done. No React, no I/O.
 */
import type { FulfilmentStatus, StatusHistoryEntry } from './fulfilment'
import { PART_STEPS, type OrderProgress } from './production/steps'
import { TRACK_STEPS, type OrderTrack, type TrackEntry, type TrackStep } from './orderTrackSchemas'

/** What the timeline is made from: the order as it is and what happened to it. */
export interface TimelineInput {
  status: FulfilmentStatus
  createdAt: string
  courier: boolean
  /** The status history, oldest first (undone moves included: an undo takes its move's time back). */
  history: ReadonlyArray<Pick<StatusHistoryEntry, 'at' | 'from' | 'to' | 'undo'>>
  /** When the order left the workshop (the on-the-way or parcel e-mail was written); null before. */
  leftAt: string | null
}

/** The index of a forward status on the timeline. */
const stepIndex = (step: TrackStep) => TRACK_STEPS.indexOf(step)

/**
 * The timeline as the customer reads it: each step done with its time, the current one, those to come. A pickup
 * order has no "on the way"; a cancelled or refused order ends in that step after the last one it reached.
 */
export function orderTimeline(input: TimelineInput): TrackEntry[] {
  // The time each status was last reached; an undo forgets the move it took back.
  const reached = new Map<string, string>([['received', input.createdAt]])
  for (const entry of input.history) {
    if (entry.undo) reached.delete(entry.from)
    else reached.set(entry.to, entry.at)
  }
  const steps = TRACK_STEPS.filter((step) => step !== 'onTheWay' || input.courier)
  if (input.leftAt !== null) reached.set('onTheWay', input.leftAt)
  const closed = input.status === 'cancelled' || input.status === 'refused'
  // How far the order got: its status, or "on the way" once a ready order has left.
  const current: TrackStep = closed
    ? // The last forward step it reached before it was closed.
      (steps.filter((step) => reached.has(step)).at(-1) ?? 'received')
    : input.status === 'ready' && input.leftAt !== null && input.courier
      ? 'onTheWay'
      : (input.status as TrackStep)
  const entries: TrackEntry[] = steps.flatMap((step): TrackEntry[] => {
    const index = stepIndex(step)
    const at = reached.get(step) ?? null
    if (closed) return index <= stepIndex(current) ? [{ step, state: 'done', at }] : []
    if (index < stepIndex(current)) return [{ step, state: 'done', at }]
    if (step === current) return [{ step, state: step === 'delivered' ? 'done' : 'current', at }]
    return [{ step, state: 'upcoming', at: null }]
  })
  if (closed)
    entries.push({
      step: input.status as 'cancelled' | 'refused',
      state: 'done',
      at: reached.get(input.status) ?? null,
    })
  return entries
}

/** The share of the shop floor's work done on an order, 0–100: every board's steps (cut … packed) count alike. */
export function productionShare(progress: OrderProgress): number {
  if (progress.total === 0) return 0
  const done = PART_STEPS.reduce((sum, step) => sum + Math.min(progress.steps[step], progress.total), 0)
  return Math.floor((done * 100) / (progress.total * PART_STEPS.length))
}

/**
 * What the order page says of the delivery: the day and window or the parcel the customer was told of once the
 * delivery is planned, else the day promised at placing (ready for pickup, for a pickup order); nothing once the
 * order is delivered, cancelled or refused, or for an order placed before the shop promised dates.
 */
export type TrackDelivery =
  | { method: 'promised'; date: string; pickup: boolean }
  | Extract<NonNullable<OrderTrack['dispatch']>, { method: 'van' }>
  | Extract<NonNullable<OrderTrack['dispatch']>, { method: 'parcel' }>

const DONE: readonly FulfilmentStatus[] = ['delivered', 'cancelled', 'refused']

export function trackDelivery(
  order: Pick<OrderTrack, 'status' | 'courier' | 'deliveryDate' | 'dispatch'>,
): TrackDelivery | null {
  if (DONE.includes(order.status)) return null
  if (order.dispatch) return order.dispatch
  return order.deliveryDate ? { method: 'promised', date: order.deliveryDate, pickup: !order.courier } : null
}
