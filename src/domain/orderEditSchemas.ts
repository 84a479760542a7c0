/**
 * What the API table says of an order's edit (docs/decisions/0030-order-edit.md): the body, the answers and the
 * names of what can change. Apart from the rules (./orderEdit.ts), so the shop's first load, which holds the API
 * table, does not carry them (as ./fulfilmentSchemas.ts).
 */
import * as v from 'valibot'
import { FULFILMENT_STATUSES, type FulfilmentStatus } from './fulfilmentSchemas'
import { CustomerSchema } from './schemas'

/** The most pieces of one line (the cart's MAX_COUNT). */
const MAX_COUNT = 100

/** The statuses an order may be edited in: before production starts. */
export const ORDER_EDIT_STATUSES = ['received', 'confirmed'] as const satisfies readonly FulfilmentStatus[]

/** A line's price after the edit: the snapshot it was ordered at, or today's price list's. */
export const LINE_PRICINGS = ['keep', 'today'] as const
export type LinePricing = (typeof LINE_PRICINGS)[number]

const whole = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))

/** One line as the edit leaves it. */
export const OrderEditLineSchema = v.strictObject({
  position: whole(0, 999),
  count: whole(1, MAX_COUNT),
  price: v.picklist(LINE_PRICINGS),
})
export type OrderEditLine = v.InferOutput<typeof OrderEditLineSchema>

/** The edit's body (POST /api/staff/orders/:number/edit): the order's version it starts from, the customer, every line. */
export const OrderEditRequestSchema = v.strictObject({
  version: whole(0, 2 ** 31 - 1),
  customer: CustomerSchema,
  lines: v.pipe(v.array(OrderEditLineSchema), v.maxLength(100)),
})
export type OrderEditRequest = v.InferOutput<typeof OrderEditRequestSchema>

/** What the customer's e-mail and the audit name: the contact's parts as people read them. */
export const CONTACT_FIELDS = [
  'name',
  'surname',
  'email',
  'phone',
  'billingAddress',
  'deliveryAddress',
  'company',
  'companyId',
  'taxId',
  'vatId',
] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

const MoneySchema = v.object({ net: v.number(), gross: v.number() })

/** One change an edit made; money in minor units. */
export const OrderChangeSchema = v.variant('kind', [
  v.object({ kind: v.literal('field'), field: v.picklist(CONTACT_FIELDS), from: v.string(), to: v.string() }),
  v.object({
    kind: v.literal('line'),
    position: v.number(),
    title: v.string(),
    count: v.object({ from: v.number(), to: v.number() }),
    unit: v.object({ from: MoneySchema, to: MoneySchema }),
    /** The line took today's price. */
    repriced: v.boolean(),
  }),
  v.object({ kind: v.literal('total'), from: MoneySchema, to: MoneySchema }),
])
export type OrderChange = v.InferOutput<typeof OrderChangeSchema>

/** One edit as the order's history shows it: when, who (null for a script), what changed (none once erased). */
export const OrderEditEntrySchema = v.object({
  at: v.string(),
  by: v.nullable(v.string()),
  changes: v.array(OrderChangeSchema),
})
export type OrderEditEntry = v.InferOutput<typeof OrderEditEntrySchema>

/** 200: the order's new version and what changed (none: nothing was written, no e-mail). */
export const OrderEditResponseSchema = v.object({ version: v.number(), changes: v.array(OrderChangeSchema) })
export type OrderEditResponse = v.InferOutput<typeof OrderEditResponseSchema>

/** Why the shop refuses an edit (422). */
export const ORDER_EDIT_REFUSALS = [
  /** Production has started (or the order is further on): the workshop cuts what was ordered. */
  'after_production',
  'cancelled',
  /** The delivery's country would change: the shipping was priced for the other one. */
  'destination_changed',
  /** A line set to today's price can no longer be made as designed (or its decor is no longer sold). */
  'cannot_reprice',
  /** The lines sent are not the order's lines, one each. */
  'lines_mismatch',
] as const
export type OrderEditRefusal = (typeof ORDER_EDIT_REFUSALS)[number]

/** 422: the refusal with the order's status and version as they are. */
export const OrderEditRefusalSchema = v.object({
  error: v.picklist(ORDER_EDIT_REFUSALS),
  message: v.string(),
  status: v.picklist(FULFILMENT_STATUSES),
  version: v.number(),
})

/** 409: someone changed the order (its status or another edit) since the editor opened; as it is now. */
export const OrderEditConflictSchema = v.object({
  error: v.literal('edit_conflict'),
  message: v.string(),
  status: v.picklist(FULFILMENT_STATUSES),
  version: v.number(),
  by: v.nullable(v.string()),
})
export type OrderEditConflict = v.InferOutput<typeof OrderEditConflictSchema>

/** 400: the customer breaks the checkout's rules; each issue is the form's path and the problem's code (FieldProblem). */
export const OrderEditInvalidSchema = v.object({
  error: v.literal('invalid_customer'),
  message: v.string(),
  issues: v.array(v.object({ path: v.string(), message: v.string() })),
})
