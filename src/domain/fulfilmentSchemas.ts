/**
 * What the API table says of an order's fulfilment: its statuses and the status call's bodies. Apart
 * from the rules (./fulfilment.ts), so the shop's pages, whose first load holds the API table, do not
 * carry the back office's calendar and cancellation rules (issue 16).
 */
import * as v from 'valibot'
import { COUNTRIES } from './locale'

/** The statuses on the way to the customer, in order. */
export const FORWARD_STATUSES = ['received', 'confirmed', 'inProduction', 'ready', 'delivered'] as const
export const FULFILMENT_STATUSES = [...FORWARD_STATUSES, 'cancelled'] as const
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number]

/** An order as the back office sees it; `version` rises with every change (optimistic concurrency). */
export const FulfilmentOrderSchema = v.object({
  number: v.string(),
  /** The market the order was placed in: its public holidays count. */
  country: v.picklist(COUNTRIES),
  status: v.picklist(FULFILMENT_STATUSES),
  version: v.number(),
  /** ISO time of the confirmation; null before it. */
  confirmedAt: v.nullable(v.string()),
})
export type FulfilmentOrder = v.InferOutput<typeof FulfilmentOrderSchema>

/** The 409 answer when another staff member changed the order first: the order as it is now. */
export const StatusConflictSchema = v.object({
  error: v.literal('status_conflict'),
  message: v.string(),
  order: FulfilmentOrderSchema,
})

/** The body of a status change (POST /api/staff/orders/:number/status); the number is in the address. */
export const StatusChangeRequestSchema = v.strictObject({
  from: v.picklist(FULFILMENT_STATUSES),
  to: v.picklist(FULFILMENT_STATUSES),
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  note: v.optional(v.pipe(v.string(), v.maxLength(1000))),
})

/** The answer to an accepted change: the order as it is now. */
export const StatusChangeResponseSchema = v.object({ order: FulfilmentOrderSchema })
