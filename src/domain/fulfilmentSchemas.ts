/**
 * What the API table says of an order's fulfilment: its statuses and the status call's bodies. Apart
 * from the rules (./fulfilment.ts), so the shop's pages, whose first load holds the API table, do not
 * carry the back office's calendar and cancellation rules (issue 16).
 */
import * as v from 'valibot'
import { COUNTRIES } from './locale'

/** The statuses on the way to the customer, in order. */
export const FORWARD_STATUSES = ['received', 'confirmed', 'inProduction', 'ready', 'delivered'] as const
/** The ends off the way: cancelled before production, or refused at the door (cash on delivery not paid). */
export const FULFILMENT_STATUSES = [...FORWARD_STATUSES, 'cancelled', 'refused'] as const
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
  /** Delivered by the shop's van (else picked up at the workshop): the wording and a refusal at the door depend on it. */
  courier: v.boolean(),
})
export type FulfilmentOrder = v.InferOutput<typeof FulfilmentOrderSchema>

/** The order's last change of status as the conflict names it: when, who (null for a script), to what, an undo or not. */
export const LastStatusChangeSchema = v.object({
  at: v.string(),
  by: v.nullable(v.string()),
  to: v.picklist(FULFILMENT_STATUSES),
  undo: v.boolean(),
})
export type LastStatusChange = v.InferOutput<typeof LastStatusChangeSchema>

/** The 409 answer when another staff member changed the order first: the order as it is now and who changed it last. */
export const StatusConflictSchema = v.object({
  error: v.literal('status_conflict'),
  message: v.string(),
  order: FulfilmentOrderSchema,
  /** Null when the order has no recorded change (a script wrote it directly). */
  changedBy: v.optional(v.nullable(LastStatusChangeSchema)),
})

/** The body of a status change (POST /api/staff/orders/:number/status); the number is in the address. */
export const StatusChangeRequestSchema = v.strictObject({
  from: v.picklist(FULFILMENT_STATUSES),
  to: v.picklist(FULFILMENT_STATUSES),
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  note: v.optional(v.pipe(v.string(), v.maxLength(1000))),
})

/**
 * The answer to an accepted change: the order as it is now, and until when (ISO) the change may be undone and its
 * e-mail stopped (docs/decisions/0031-status-undo.md).
 */
export const StatusChangeResponseSchema = v.object({ order: FulfilmentOrderSchema, undoUntil: v.string() })

/** The body of an undo (POST /api/staff/orders/:number/status/undo): the version the change left the order at. */
export const StatusUndoRequestSchema = v.strictObject({
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

/** The answer to an undo: the order back in its previous status. */
export const StatusUndoResponseSchema = v.object({ order: FulfilmentOrderSchema })
