/**
 * Editing an order before production (issue 36, docs/decisions/0030-order-edit.md): the contact, the billing and
 * delivery addresses, and per line the count and whether it keeps the price it was ordered at or takes today's.
 * The same checkout rules check the customer, the same total function adds the order up; what changed is listed
 * field by field (old → new) for the customer's e-mail and the audit.
 */
import {
  checkCustomer,
  customerPayload,
  destinationOf,
  formatPhone,
  formOfCustomer,
  separateDelivery,
  type FieldIssue,
} from './checkout'
import type { CartItem } from './cart'
import type { FulfilmentStatus } from './fulfilmentSchemas'
import type { Country } from './locale'
import { orderTotals, type PricedOrder } from './order'
import type { Customer } from './schemas'
import {
  CONTACT_FIELDS,
  ORDER_EDIT_STATUSES,
  type ContactField,
  type OrderChange,
  type OrderEditRefusal,
  type OrderEditRequest,
} from './orderEditSchemas'

/** Whether an order in this status may still be edited, or why not. */
export function editRefusalOf(status: FulfilmentStatus): OrderEditRefusal | null {
  if ((ORDER_EDIT_STATUSES as readonly string[]).includes(status)) return null
  return status === 'cancelled' ? 'cancelled' : 'after_production'
}

/**
 * The customer as the edit stores it: the checkout's normal form (trimmed, the phone's national number, postcodes
 * `NNN NN`), with what the desk does not edit kept from the order: the delivery method (it priced the shipping),
 * the delivery address's country, the customer's own notes and the accepted terms.
 */
export function editedCustomer(before: Customer, after: Customer): Customer {
  const form = formOfCustomer({
    ...after,
    dorucenie: before.dorucenie,
    osobnyOdber: before.osobnyOdber,
    accept: true,
  })
  const country = before.dodaciaAdresa?.country
  return customerPayload({
    ...form,
    deliveryAddress: { ...form.deliveryAddress, ...(country ? { country } : {}) },
    notes: before.notes ?? '',
  })
}

/** The problems of an edited customer by the checkout's own rules (the terms were accepted with the order). */
export const editedCustomerIssues = (customer: Customer, country: Country): FieldIssue[] =>
  checkCustomer(formOfCustomer(customer), country)

const address = (a: { address: string; zip: string; city: string }) => `${a.address}, ${a.zip} ${a.city}`

/** The contact's parts as the e-mail names them ('' for a part the order has none of). */
export function contactValues(customer: Customer): Record<ContactField, string> {
  const form = formOfCustomer(customer)
  const company = form.isCompany
  return {
    name: form.name,
    surname: form.surname,
    email: form.email,
    phone: formatPhone(form.phone, form.phonePrefix),
    billingAddress: address(form.billingAddress),
    deliveryAddress: separateDelivery(form) ? address(form.deliveryAddress) : '',
    company: company ? form.companyName : '',
    companyId: company ? form.companyId : '',
    taxId: company ? form.taxId : '',
    vatId: company ? form.vatId : '',
  }
}

/** One line of the order as stored: its cart item, count and unit price (minor units) with the price's details. */
export interface StoredLine<P = unknown> {
  position: number
  title: string
  count: number
  item: CartItem
  unit: { net: number; gross: number }
  /** The stored price (its items and VAT rate), handed back untouched when the line keeps it. */
  price: P
}

/** An order as the edit reads it. */
export interface EditableOrder<P = unknown> {
  country: Country
  status: FulfilmentStatus
  customer: Customer
  lines: StoredLine<P>[]
  shipping: { net: number; gross: number }
  total: { net: number; gross: number }
}

/** What an edit leaves: the customer, the lines, the total and what changed; or why it cannot be made. */
export type EditOutcome<P> =
  | {
      kind: 'edited'
      customer: Customer
      lines: StoredLine<P | PricedOrder['lines'][number]['price']>[]
      total: PricedOrder['total']
      changes: OrderChange[]
    }
  | { kind: 'invalid'; problems: FieldIssue[] }
  | { kind: 'refused'; reason: OrderEditRefusal }

/**
 * Applies an edit to an order (pure): `today` is the same order priced with today's price list (null when it
 * cannot be priced), read only for the lines that take today's price.
 */
export function applyOrderEdit<P>(
  order: EditableOrder<P>,
  edit: Pick<OrderEditRequest, 'customer' | 'lines'>,
  today: PricedOrder | null,
): EditOutcome<P> {
  const refusal = editRefusalOf(order.status)
  if (refusal) return { kind: 'refused', reason: refusal }
  const customer = editedCustomer(order.customer, edit.customer)
  const problems = editedCustomerIssues(customer, order.country)
  if (problems.length > 0) return { kind: 'invalid', problems }
  const destination = (c: Customer) => destinationOf(formOfCustomer(c), order.country)
  if (destination(customer) !== destination(order.customer)) return { kind: 'refused', reason: 'destination_changed' }
  const positions = edit.lines.map((line) => line.position).sort((a, b) => a - b)
  if (positions.length !== order.lines.length || order.lines.some((line, index) => line.position !== positions[index]))
    return { kind: 'refused', reason: 'lines_mismatch' }

  const changes: OrderChange[] = []
  const before = contactValues(order.customer)
  const after = contactValues(customer)
  for (const field of CONTACT_FIELDS)
    if (before[field] !== after[field]) changes.push({ kind: 'field', field, from: before[field], to: after[field] })

  const lines: StoredLine<P | PricedOrder['lines'][number]['price']>[] = []
  for (const [index, line] of order.lines.entries()) {
    const wanted = edit.lines.find((candidate) => candidate.position === line.position)!
    const todays = wanted.price === 'today' ? today?.lines[index] : undefined
    if (wanted.price === 'today' && !todays) return { kind: 'refused', reason: 'cannot_reprice' }
    const unit = todays ? { net: todays.price.net, gross: todays.price.gross } : line.unit
    // The line as the shop writes it today (texts, link, the price shown) when re-priced; the count either way.
    const base = todays ? todays.item : line.item
    const item: CartItem = { ...base, count: wanted.count, cabinet: { ...base.cabinet, count: wanted.count } }
    lines.push({ ...line, count: wanted.count, unit, item, price: todays ? todays.price : line.price })
    if (wanted.count !== line.count || unit.net !== line.unit.net || unit.gross !== line.unit.gross)
      changes.push({
        kind: 'line',
        position: line.position,
        title: line.title,
        count: { from: line.count, to: wanted.count },
        unit: { from: line.unit, to: unit },
        repriced: todays !== undefined,
      })
  }
  const total = orderTotals(
    lines.map((line) => ({ price: line.unit, count: line.count })),
    order.shipping,
  )
  if (total.net !== order.total.net || total.gross !== order.total.gross)
    changes.push({
      kind: 'total',
      from: { net: order.total.net, gross: order.total.gross },
      to: { net: total.net, gross: total.gross },
    })
  return { kind: 'edited', customer, lines, total, changes }
}
