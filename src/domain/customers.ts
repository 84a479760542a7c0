/**
 * The back office's customers (issue 36.5): one customer is one e-mail address (lower-cased) across the orders
 * and the decor sample requests (issue 39.4: someone who only asked for samples is a customer with no order, so the
 * owner finds, exports and erases them too); the list and the detail are made from those rows, there is no
 * customer table. The erasure rules (what the law keeps of an order, what goes) are here too, so the server and the
 * tests read one definition (docs/decisions/0033-customers.md). No React, no I/O.
 */
import * as v from 'valibot'
import { FULFILMENT_STATUSES, type FulfilmentStatus } from './fulfilmentSchemas'
import { COUNTRIES, CURRENCIES, type Country, type Currency } from './locale'
import { formatPhone, nationalPhone } from './checkout'
import { SAMPLE_STATUSES, type SampleStatus } from './samples'
import type { Customer } from './schemas'

/** Rows per page of the list unless the caller asks for another number (at most CUSTOMERS_MAX_LIMIT). */
export const CUSTOMERS_LIMIT = 50
export const CUSTOMERS_MAX_LIMIT = 200

/** The list's sorts: by name, number of orders, money spent, or the last order (the default, newest first). */
export const CUSTOMER_SORTS = ['name', 'orders', 'spent', 'last'] as const
export type CustomerSort = (typeof CUSTOMER_SORTS)[number]

/**
 * Statuses whose money is no sale: a cancelled order, and one refused at delivery (issue 36.4 adds `refused`; a
 * string list, so this module is right before and after that status exists).
 */
export const UNSOLD_STATUSES: readonly string[] = ['cancelled', 'refused']
/** Statuses an order is finished in: anything else is still in progress and refuses an erasure. */
export const CLOSED_STATUSES: readonly string[] = ['delivered', ...UNSOLD_STATUSES]

/** The e-mail an erased order keeps: undeliverable (RFC 2606) and not the purge's, so a later purge still runs. */
export const ERASED_EMAIL = 'erased@invalid'
/** What every other erased text becomes (the purge's word, src/server/db/purge.ts). */
export const ERASED_TEXT = 'anonymised'
/** E-mails that are nobody's any more: erased or purged orders are no customer of the list. */
export const ANONYMOUS_EMAILS: readonly string[] = [ERASED_EMAIL, 'anonymised@invalid']

const digits = (max: number) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(0), v.maxValue(max)))

/** GET /api/staff/customers' query: the search, the sort either way and the page (offset and size). */
export const CustomersQuerySchema = v.object({
  /** Part of the name, company, IČO, e-mail, phone or city (case and the Slovak and Czech accents ignored). */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  sort: v.optional(v.picklist(CUSTOMER_SORTS)),
  dir: v.optional(v.picklist(['asc', 'desc'])),
  offset: digits(999_999),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(CUSTOMERS_MAX_LIMIT)),
  ),
})
export type CustomersQuery = v.InferInput<typeof CustomersQuerySchema>
export type CustomersFilter = v.InferOutput<typeof CustomersQuerySchema>

/** Money in one currency, in currency units (gross). */
const SpentSchema = v.object({ currency: v.picklist(CURRENCIES), gross: v.number() })

/** One customer of the list: the latest order's contact, the count of orders and what they spent. */
export const CustomerRowSchema = v.object({
  /** Opaque and stable: made from the e-mail address, so the address bar holds nothing personal. */
  id: v.string(),
  name: v.string(),
  company: v.nullable(v.string()),
  email: v.string(),
  phone: v.string(),
  city: v.string(),
  /** Every order of the address, cancelled ones too. */
  orderCount: v.number(),
  /** Every decor sample request of the address (issue 39.4), cancelled ones too. */
  sampleCount: v.number(),
  /** Gross per currency, without cancelled and refused orders; a currency with no sale is absent. */
  spent: v.array(SpentSchema),
  /** The latest order's time; null for someone who only asked for samples. */
  lastOrderAt: v.nullable(v.string()),
  /** The latest sample request's time; null for someone who never asked for one. */
  lastSampleAt: v.nullable(v.string()),
})
export type CustomerRow = v.InferOutput<typeof CustomerRowSchema>

/** A page of the list; `total` is every customer the search matches, `nextOffset` null on the last page. */
export const CustomersResponseSchema = v.object({
  customers: v.array(CustomerRowSchema),
  total: v.number(),
  nextOffset: v.nullable(v.number()),
})
export type CustomersResponse = v.InferOutput<typeof CustomersResponseSchema>

/** One order of a customer, as the detail lists it. */
export const CustomerOrderSchema = v.object({
  number: v.string(),
  createdAt: v.string(),
  country: v.picklist(COUNTRIES),
  currency: v.picklist(CURRENCIES),
  totalGross: v.number(),
  status: v.picklist(FULFILMENT_STATUSES),
  delivery: v.picklist(['courier', 'pickup']),
})

const AddressSchema = v.object({ address: v.string(), city: v.string(), zip: v.string() })

/** One decor sample request of a customer, as the detail lists it. */
export const CustomerSampleSchema = v.object({
  number: v.string(),
  createdAt: v.string(),
  status: v.picklist(SAMPLE_STATUSES),
  decors: v.array(v.string()),
  /** Where the samples went (the request's own address). */
  address: AddressSchema,
  country: v.picklist(COUNTRIES),
})

/** One customer in full: the list's row, the latest order's company and addresses, every order newest first. */
export const CustomerDetailSchema = v.object({
  ...CustomerRowSchema.entries,
  ico: v.nullable(v.string()),
  /** The latest order's billing address; null for someone who only asked for samples (no invoice, no billing). */
  billingAddress: v.nullable(AddressSchema),
  /** The latest order's separate delivery address; null when it went to the billing address or was picked up. */
  deliveryAddress: v.nullable(AddressSchema),
  orders: v.array(CustomerOrderSchema),
  /** The decor sample requests, newest first. */
  samples: v.array(CustomerSampleSchema),
  /** The orders still in progress: while any is, the customer cannot be erased. */
  inProgress: v.array(v.string()),
})
export type CustomerDetail = v.InferOutput<typeof CustomerDetailSchema>

/** The answer to an erasure: which orders were anonymised whole and which keep their invoice's data. */
export const CustomerErasureSchema = v.object({
  anonymised: v.array(v.string()),
  keptForAccounts: v.array(v.string()),
  mails: v.number(),
})
export type CustomerErasure = v.InferOutput<typeof CustomerErasureSchema>

/** The 422 answer while orders are in progress: their numbers. */
export const ErasureRefusedSchema = v.object({
  error: v.literal('orders_in_progress'),
  message: v.string(),
  orders: v.array(v.string()),
})

/** What the customer list needs of one order (money in minor units, as stored). */
export interface CustomerOrderFacts {
  number: string
  createdAt: string
  email: string
  customer: Customer
  country: Country
  currency: Currency
  courier: boolean
  totalGross: number
  status: FulfilmentStatus
}

/** What the customer list needs of one decor sample request (src/server/db/samples.ts's row). */
export interface CustomerSampleFacts {
  number: string
  createdAt: string
  email: string
  name: string
  surname: string
  address: string
  city: string
  zip: string
  country: Country
  status: SampleStatus
  decors: string[]
}

/** The e-mail address that makes a customer: trimmed and lower-cased. */
export const customerKey = (email: string) => email.trim().toLowerCase()

/** Text in lower case without the Slovak and Czech accents (what staff type is compared so). */
export const foldText = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')

/** One customer with its orders and sample requests (each newest first), before it is a row of the wire. */
export interface CustomerGroup {
  key: string
  orders: CustomerOrderFacts[]
  samples: CustomerSampleFacts[]
}

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? 1 : -1

/**
 * The orders and sample requests grouped by customer (e-mail address, any case), each list newest first; a person
 * with orders and samples is one customer. Erased and purged rows are nobody's.
 */
export function groupCustomers(
  orders: readonly CustomerOrderFacts[],
  samples: readonly CustomerSampleFacts[] = [],
): CustomerGroup[] {
  const groups = new Map<string, CustomerGroup>()
  const groupOf = (email: string) => {
    const key = customerKey(email)
    if (!key || ANONYMOUS_EMAILS.includes(key)) return undefined
    let group = groups.get(key)
    if (!group) groups.set(key, (group = { key, orders: [], samples: [] }))
    return group
  }
  for (const order of orders) groupOf(order.email)?.orders.push(order)
  for (const sample of samples) groupOf(sample.email)?.samples.push(sample)
  return [...groups.values()].map((group) => ({
    key: group.key,
    orders: group.orders.sort(newestFirst),
    samples: group.samples.sort(newestFirst),
  }))
}

/** What the customer spent, gross per currency (EUR first), without cancelled and refused orders; in units. */
export function spentOf(orders: readonly CustomerOrderFacts[]): CustomerRow['spent'] {
  return CURRENCIES.flatMap((currency) => {
    const sold = orders.filter((order) => order.currency === currency && !UNSOLD_STATUSES.includes(order.status))
    if (sold.length === 0) return []
    return [{ currency, gross: sold.reduce((sum, order) => sum + order.totalGross, 0) / 100 }]
  })
}

/**
 * The customer's row: the latest order's contact (people move and marry; an order's contact is the one checked at
 * the checkout), or, for someone who only asked for samples, the latest request's name and city and no phone (the
 * form asks none); counts and money over every order.
 */
export function customerRow(group: CustomerGroup, id: string): CustomerRow {
  const latest = group.orders[0]
  const sample = group.samples[0]
  const customer = latest?.customer
  return {
    id,
    name: customer
      ? `${customer.name} ${customer.surname}`.trim()
      : `${sample?.name ?? ''} ${sample?.surname ?? ''}`.trim(),
    company: group.orders.map((order) => order.customer.companyName).find(Boolean) ?? null,
    email: group.key,
    phone: customer ? formatPhone(customer.phone, customer.phonePrefix) : '',
    city: customer ? (customer.dodaciaAdresa ?? customer.fakturacnaAdresa).city : (sample?.city ?? ''),
    orderCount: group.orders.length,
    sampleCount: group.samples.length,
    spent: spentOf(group.orders),
    lastOrderAt: latest?.createdAt ?? null,
    lastSampleAt: sample?.createdAt ?? null,
  }
}

/** The customer in full: the row, the latest company ID and addresses, and every order. */
export function customerDetail(group: CustomerGroup, id: string): CustomerDetail {
  const latest = group.orders[0]?.customer
  const address = ({ address, city, zip }: { address: string; city: string; zip: string }) => ({ address, city, zip })
  return {
    ...customerRow(group, id),
    ico: group.orders.map((order) => order.customer.ico).find(Boolean) ?? null,
    billingAddress: latest ? address(latest.fakturacnaAdresa) : null,
    deliveryAddress: latest?.adresaDodaniaModel && latest.dodaciaAdresa ? address(latest.dodaciaAdresa) : null,
    orders: group.orders.map((order) => ({
      number: order.number,
      createdAt: order.createdAt,
      country: order.country,
      currency: order.currency,
      totalGross: order.totalGross / 100,
      status: order.status,
      delivery: order.courier ? 'courier' : 'pickup',
    })),
    samples: group.samples.map((sample) => ({
      number: sample.number,
      createdAt: sample.createdAt,
      status: sample.status,
      decors: sample.decors,
      address: address(sample),
      country: sample.country,
    })),
    inProgress: group.orders.filter((order) => !CLOSED_STATUSES.includes(order.status)).map((order) => order.number),
  }
}

/** Whether a customer matches every word of a search (name, company, IČO, e-mail, phone, city; accents ignored). */
export function matchesCustomer(group: CustomerGroup, q: string): boolean {
  // A whole phone number, written as customers do (+421 911…, 0911…), is the stored national number.
  const phone = nationalPhone(q, '+421') ?? nationalPhone(q, '+420')
  if (phone) return group.orders.some((order) => order.customer.phone.replace(/\s/g, '') === phone)
  const words = foldText(q).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = foldText(
    group.orders
      .flatMap(({ customer: c }) => [
        c.name,
        c.surname,
        c.companyName ?? '',
        c.ico ?? '',
        c.phone.replace(/\s/g, ''),
        c.fakturacnaAdresa.city,
        c.dodaciaAdresa?.city ?? '',
      ])
      .concat(group.samples.flatMap((sample) => [sample.name, sample.surname, sample.city]))
      .concat(group.key)
      .join(' '),
  )
  // A phone or IČO typed with dashes or slashes matches the stored digits.
  return words.every((word) => haystack.includes(word) || haystack.includes(word.replace(/[/-]/g, '')))
}

/**
 * The key a sort compares: the name in the alphabet of the screen's people (accents folded), the count of orders,
 * money spent (euros first, then crowns: the markets' sums are not added across currencies), the last order's time.
 */
function compareBy(sort: CustomerSort): (a: CustomerRow, b: CustomerRow) => number {
  const spent = (row: CustomerRow, currency: Currency) => row.spent.find((s) => s.currency === currency)?.gross ?? 0
  switch (sort) {
    case 'name':
      return (a, b) => foldText(a.name).localeCompare(foldText(b.name))
    case 'orders':
      return (a, b) => a.orderCount - b.orderCount
    case 'spent':
      return (a, b) => spent(a, 'EUR') - spent(b, 'EUR') || spent(a, 'CZK') - spent(b, 'CZK')
    case 'last':
      // Someone who only asked for samples is placed by their latest request.
      return (a, b) => {
        const [x, y] = [a.lastOrderAt ?? a.lastSampleAt ?? '', b.lastOrderAt ?? b.lastSampleAt ?? '']
        return x === y ? 0 : x < y ? -1 : 1
      }
  }
}

/** The list's rows sorted (the last order, newest first, unless asked), ties by e-mail so a page never shifts. */
export function sortCustomers(rows: readonly CustomerRow[], sort?: CustomerSort, dir?: 'asc' | 'desc'): CustomerRow[] {
  const by = compareBy(sort ?? 'last')
  const sign = (dir ?? (sort && sort !== 'last' ? 'asc' : 'desc')) === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => sign * by(a, b) || a.email.localeCompare(b.email))
}

/**
 * What an erasure does to one order's customer data (docs/decisions/0033-customers.md). A delivered order is an
 * invoice the accounts keep for 10 years (SK Act 431/2002 §35, SK VAT Act §76, CZ Act 563/1991 §31–32, CZ VAT Act
 * §35): the billing name, billing address and company IDs stay; the e-mail, phone, delivery address and note go. An
 * order that was never a sale (cancelled, refused) keeps nothing of the person.
 */
export function erasedCustomer(customer: Customer, keepInvoice: boolean): Customer {
  const { notes: _note, ...rest } = customer
  const erased = (address: { address: string; city: string; zip: string }) => ({
    ...address,
    address: ERASED_TEXT,
    city: ERASED_TEXT,
    zip: ERASED_TEXT,
  })
  const contact = {
    ...rest,
    email: ERASED_EMAIL,
    phone: ERASED_TEXT,
    ...(rest.dodaciaAdresa ? { dodaciaAdresa: erased(rest.dodaciaAdresa) } : {}),
  }
  if (keepInvoice) return contact
  return {
    ...contact,
    name: ERASED_TEXT,
    surname: ERASED_TEXT,
    fakturacnaAdresa: erased(rest.fakturacnaAdresa),
    ...(rest.ico !== undefined ? { ico: ERASED_TEXT } : {}),
    ...(rest.dic !== undefined ? { dic: ERASED_TEXT } : {}),
    ...(rest.icdph !== undefined ? { icdph: ERASED_TEXT } : {}),
    ...(rest.companyName !== undefined ? { companyName: ERASED_TEXT } : {}),
  }
}

/** Whether an order's invoice data is kept by an erasure: it was delivered (a sale the accounts hold). */
export const keepsInvoice = (status: string) => status === 'delivered'
