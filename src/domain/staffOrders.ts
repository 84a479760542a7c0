/**
 * The back office's orders desk (issue 15): the list staff filter and search, one order in full,
 * and the query the list call takes (the same filters in the screen's address and the script's).
 */
import { OrderEditEntrySchema } from './orderEditSchemas'
import * as v from 'valibot'
import { OrderDepositSchema } from './deposit'
import { FULFILMENT_STATUSES } from './fulfilmentSchemas'
import { csvField } from './cutListCsv'
import { dueDay, shopTime } from './fulfilment'
import { COUNTRIES, CURRENCIES, type Country } from './locale'
import { CartItemSchema, CustomerSchema } from './schemas'
import { OrderNoteSchema } from './orderNotes'

/** Rows per page unless the caller asks for another number (at most STAFF_ORDERS_MAX_LIMIT). */
export const STAFF_ORDERS_LIMIT = 20
export const STAFF_ORDERS_MAX_LIMIT = 100

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)))

/** The columns the list sorts by (`sort`), each either way (`dir`); none is newest first. */
export const STAFF_ORDER_SORTS = ['number', 'created', 'due', 'total', 'status'] as const
export type StaffOrderSort = (typeof STAFF_ORDER_SORTS)[number]
/** `due`: due from today to Sunday of this week, or due before today, and still open (the shop's clock). */
export const STAFF_ORDER_DUE = ['week', 'late'] as const
export type StaffOrderDue = (typeof STAFF_ORDER_DUE)[number]
/** The statuses an order can be late in: the workshop still owes it. */
export const OPEN_STATUSES = ['received', 'confirmed', 'inProduction'] as const

const day = v.optional(v.pipe(v.string(), v.isoDate()))

/** GET /api/staff/orders' query: filters, a search text, the sort, the cursor of the page and its size. */
export const StaffOrdersQuerySchema = v.object({
  status: v.optional(v.picklist(FULFILMENT_STATUSES)),
  due: v.optional(v.picklist(STAFF_ORDER_DUE)),
  /** The order's creation day on the shop's clock, from and to inclusive (YYYY-MM-DD). */
  from: day,
  to: day,
  country: v.optional(v.picklist(COUNTRIES)),
  /**
   * Matches the number, the customer's name, company, IČO, e-mail, phone or city (part of it; case and the
   * Slovak and Czech accents ignored).
   */
  q: optionalText(200),
  sort: v.optional(v.picklist(STAFF_ORDER_SORTS)),
  dir: v.optional(v.picklist(['asc', 'desc'])),
  /** The previous page's nextCursor (opaque to callers). */
  cursor: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/))),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(STAFF_ORDERS_MAX_LIMIT)),
  ),
})
export type StaffOrdersQuery = v.InferInput<typeof StaffOrdersQuerySchema>

/** The filters the database query takes (the query's output). */
export type StaffOrdersFilter = v.InferOutput<typeof StaffOrdersQuerySchema>

/** One row of the list: money in currency units. */
export const StaffOrderRowSchema = v.object({
  number: v.string(),
  createdAt: v.string(),
  name: v.string(),
  company: v.nullable(v.string()),
  ico: v.nullable(v.string()),
  email: v.string(),
  phone: v.string(),
  city: v.string(),
  country: v.picklist(COUNTRIES),
  currency: v.picklist(CURRENCIES),
  delivery: v.picklist(['courier', 'pickup']),
  /** The day the workshop owes the order (YYYY-MM-DD), null until it is confirmed. */
  due: v.nullable(v.string()),
  /** Due before today and still open. */
  late: v.boolean(),
  totalNet: v.number(),
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
  /** The change took back the one before it (the desk's undo); absent in older answers. */
  undo: v.optional(v.boolean()),
  /** The customer made it on the order's page (issue 39.2: a cancellation); absent in older answers. */
  customer: v.optional(v.boolean()),
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
  /** The desk's internal notes, oldest first (issue 36): staff only, never e-mailed. */
  notes: v.array(OrderNoteSchema),
  /** The edits before production, oldest first (issue 36): who changed what. */
  edits: v.array(OrderEditEntrySchema),
  /** The deposit asked before production (issue 37.4); null or absent when none was asked. */
  deposit: v.optional(v.nullable(OrderDepositSchema)),
  /** The delivery day promised when the order was placed (issue 39.1); null for orders placed before. */
  deliveryDate: v.optional(v.nullable(v.string())),
  /** What the customer wrote from the order's page (issue 39.2), oldest first; absent in older answers. */
  messages: v.optional(v.array(v.object({ at: v.string(), text: v.string() }))),
})
export type StaffOrderDetail = v.InferOutput<typeof StaffOrderDetailSchema>

/** Today on the shop's clock (YYYY-MM-DD). */
export const shopToday = (now: Date) => shopTime(now).slice(0, 10)

const addDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The instant (ISO, UTC) the shop's day begins: midnight in Bratislava, never on a daylight-saving switch. */
export function shopDayStart(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`)
  const offset = Date.parse(`${shopTime(new Date(utcMidnight))}Z`) - utcMidnight
  return new Date(utcMidnight - offset).toISOString()
}

/** The instant (ISO, UTC) the shop's day ends: the next day's start. */
export const shopDayEnd = (day: string) => shopDayStart(addDay(day, 1))

/**
 * The last confirmation day whose order is due on or before `by` (dueDay only grows with the confirmation day,
 * so "due by" is "confirmed by" this day, which the database compares without knowing the holidays).
 */
export function lastConfirmationDueBy(by: string, workingDays: number, country: Country): string {
  let confirmed = addDay(by, -1)
  while (dueDay(new Date(`${confirmed}T12:00:00Z`), workingDays, country) > by) confirmed = addDay(confirmed, -1)
  return confirmed
}

/**
 * The confirmation instants (ISO, half-open) of open orders due in the window: late (due before today) or this
 * week (today to Sunday), for one market.
 */
export function dueConfirmations(
  due: StaffOrderDue,
  today: string,
  workingDays: number,
  country: Country,
): { from: string | null; before: string } {
  const lateUntil = addDay(lastConfirmationDueBy(addDay(today, -1), workingDays, country), 1)
  if (due === 'late') return { from: null, before: shopDayStart(lateUntil) }
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay()
  const sunday = addDay(today, (7 - weekday) % 7)
  return {
    from: shopDayStart(lateUntil),
    before: shopDayStart(addDay(lastConfirmationDueBy(sunday, workingDays, country), 1)),
  }
}

/** The CSV export's header: what the list shows, a row per order. */
export const ORDERS_CSV_HEADER = [
  'number',
  'created',
  'status',
  'delivery',
  'due',
  'customer',
  'company',
  'ico',
  'email',
  'phone',
  'city',
  'country',
  'net',
  'vat',
  'gross',
  'currency',
] as const

/**
 * The orders as CSV for a spreadsheet in SK/CZ (as the cut list's file: UTF-8 with a BOM, `;`, CRLF); money with a
 * decimal point, times on the shop's clock.
 */
export function ordersCsv(rows: readonly StaffOrderRow[]): string {
  const money = (units: number) => units.toFixed(2)
  const records = [
    [...ORDERS_CSV_HEADER],
    ...rows.map((row) => [
      row.number,
      shopTime(new Date(row.createdAt)).replace('T', ' '),
      row.status,
      row.delivery,
      row.due ?? '',
      row.name,
      row.company ?? '',
      row.ico ?? '',
      row.email,
      row.phone,
      row.city,
      row.country,
      money(row.totalNet),
      money(Math.round((row.totalGross - row.totalNet) * 100) / 100),
      money(row.totalGross),
      row.currency,
    ]),
  ]
  return `\uFEFF${records.map((record) => record.map(csvField).join(';')).join('\r\n')}\r\n`
}
