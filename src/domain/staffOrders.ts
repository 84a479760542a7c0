/**
 * The back office's orders desk (issue 15): the list staff filter and search, one order in full,
 * and the query the list call takes (the same filters in the screen's address and the script's).
 */
import * as v from 'valibot'
import { FULFILMENT_STATUSES } from './fulfilmentSchemas'
import { COUNTRIES, CURRENCIES } from './locale'
import { CartItemSchema, CustomerSchema } from './schemas'

/** Rows per page unless the caller asks for another number (at most STAFF_ORDERS_MAX_LIMIT). */
export const STAFF_ORDERS_LIMIT = 20
export const STAFF_ORDERS_MAX_LIMIT = 100

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)))

/** GET /api/staff/orders' query: filters, a search text, the cursor of the page and its size. */
export const StaffOrdersQuerySchema = v.object({
  status: v.optional(v.picklist(FULFILMENT_STATUSES)),
  country: v.optional(v.picklist(COUNTRIES)),
  /** Matches the number, the customer's name, e-mail or phone (case-insensitive, part of it). */
  q: optionalText(200),
  /** The previous page's nextCursor (opaque to callers). */
  cursor: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/))),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(STAFF_ORDERS_MAX_LIMIT)),
  ),
})
export type StaffOrdersQuery = v.InferInput<typeof StaffOrdersQuerySchema>

/** The filters the database query takes (the query's output). */
export type StaffOrdersFilter = v.InferOutput<typeof StaffOrdersQuerySchema>

/** One row of the list: money in currency units, VAT included. */
export const StaffOrderRowSchema = v.object({
  number: v.string(),
  createdAt: v.string(),
  name: v.string(),
  email: v.string(),
  country: v.picklist(COUNTRIES),
  currency: v.picklist(CURRENCIES),
  totalGross: v.number(),
  status: v.picklist(FULFILMENT_STATUSES),
})
export type StaffOrderRow = v.InferOutput<typeof StaffOrderRowSchema>

/** A page of the list, newest first; nextCursor is null on the last page. */
export const StaffOrdersResponseSchema = v.object({
  orders: v.array(StaffOrderRowSchema),
  nextCursor: v.nullable(v.string()),
})
export type StaffOrdersResponse = v.InferOutput<typeof StaffOrdersResponseSchema>

const MoneySchema = v.object({ net: v.number(), gross: v.number() })

/** One line as ordered: the cart item (design, link, picture), the unit price then, and the shop's price today. */
export const StaffOrderLineSchema = v.object({
  position: v.number(),
  title: v.string(),
  count: v.number(),
  item: CartItemSchema,
  /** The address of the design's 3D model (GLB), null when it could not be made. */
  model: v.nullable(v.string()),
  /** The unit price stored with the order. */
  snapshot: MoneySchema,
  /** The unit price today's price list gives the same design; null when it can no longer be made. */
  today: v.nullable(MoneySchema),
})
export type StaffOrderLine = v.InferOutput<typeof StaffOrderLineSchema>

/** An e-mail of the order: its template, the recipient, and whether it has gone out. */
export const StaffOrderMailSchema = v.object({
  kind: v.string(),
  to: v.string(),
  status: v.string(),
  sentAt: v.nullable(v.string()),
})

/** One change of status: when, who (the staff member's name; null for a script), from what to what, and the note. */
export const StaffOrderHistoryEntrySchema = v.object({
  at: v.string(),
  by: v.nullable(v.string()),
  /** Null for the order's first status, when the history records it. */
  from: v.nullable(v.picklist(FULFILMENT_STATUSES)),
  to: v.picklist(FULFILMENT_STATUSES),
  note: v.nullable(v.string()),
})

/** One order in full for the back office. */
export const StaffOrderDetailSchema = v.object({
  number: v.string(),
  createdAt: v.string(),
  country: v.picklist(COUNTRIES),
  currency: v.picklist(CURRENCIES),
  status: v.picklist(FULFILMENT_STATUSES),
  version: v.number(),
  confirmedAt: v.nullable(v.string()),
  customer: CustomerSchema,
  shipping: MoneySchema,
  total: MoneySchema,
  lines: v.array(StaffOrderLineSchema),
  mails: v.array(StaffOrderMailSchema),
  history: v.array(StaffOrderHistoryEntrySchema),
})
export type StaffOrderDetail = v.InferOutput<typeof StaffOrderDetailSchema>
