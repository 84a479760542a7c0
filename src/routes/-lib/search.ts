/**
 * Route-only: the search params of the configurator pages and the consultation, as valibot schemas.
 * Every parameter falls back on its own: a malformed one is dropped (and the address rewritten by
 * the route), never an error page.
 */
import * as v from 'valibot'
import { CabinetQuerySchema } from '#domain/schemas.ts'
import { StaffOrdersQuerySchema } from '#domain/staffOrders.ts'
import { CustomersQuerySchema } from '#domain/customers.ts'
import { AuditFilterSchema } from '#domain/staffAccounts.ts'

type Lenient<TEntries extends v.ObjectEntries> = { [K in keyof TEntries]: v.SchemaWithFallback<TEntries[K], undefined> }

/** An object schema whose optional fields each fall back to undefined when invalid. */
function lenient<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(
    Object.fromEntries(
      Object.entries(entries).map(([key, schema]) => [key, v.fallback(schema, undefined)]),
    ) as Lenient<TEntries>,
  )
}

/**
 * The cabinet configurator's search (/detail/{id}, /predaj/skrinky-na-mieru): any strings
 * docs/product.md#configurator-address names, others dropped.
 */
export const CabinetSearchSchema = lenient(CabinetQuerySchema.entries)

const text = v.optional(v.pipe(v.string(), v.maxLength(400)))
/** The hallway configurator's address: a preset, or totals, plan, decors and modules (all optional). */
export const HallwaySearchSchema = lenient({
  preset: text,
  podorys: text,
  width: text,
  height: text,
  depth: text,
  corpusColor: text,
  doorColor: text,
  backColor: text,
  moduly: text,
  horne: text,
})

const id = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(80)), ''), '')
/** The consultation's address: the product and order whose hallway staff open (empty until chosen). */
export const ConsultationSearchSchema = v.object({ productId: id, orderId: id })

const token = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100)), ''), '')
/** The confirmation page's address: the order's number and its one-time token (saveOrderSkrinka's answer). */
export const ConfirmationSearchSchema = v.object({ order: token, token })

/** The staff sign-in's address: where to go back to once signed in (a path of this site). */
export const StaffSignInSearchSchema = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(1000)), ''), ''),
})

/**
 * The orders desk's address: status, country, search text and the page's cursor (each dropped when
 * malformed); the same filters GET /api/staff/orders takes.
 */
export const StaffOrdersSearchSchema = lenient(v.omit(StaffOrdersQuerySchema, ['limit']).entries)

/**
 * The customers list's address: search, sort and the page's offset (each dropped when malformed); the offset stays
 * text here, as the address holds it, and GET /api/staff/customers reads it as a number.
 */
export const StaffCustomersSearchSchema = lenient({
  ...v.omit(CustomersQuerySchema, ['limit', 'offset']).entries,
  offset: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/))),
})

/** The set-password page's address: the one-time link's token ('' when missing: the page says the link is bad). */
export const SetPasswordSearchSchema = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100)), ''), ''),
})

/** The audit screen's filter (each dropped when malformed); the same filter GET /api/staff/audit takes. */
export const AuditSearchSchema = lenient(AuditFilterSchema.entries)
