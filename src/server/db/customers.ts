/**
 * The back office's customers (issue 36.5), read from the orders and the decor sample requests (one customer = one
 * e-mail address): the list,
 * one customer, everything the shop holds about them (the export), and the erasure. The orders are grouped here
 * rather than in SQL: the rules (latest contact, money per currency, the search with accents folded) are the
 * domain's, and a workshop's few thousand orders are read in milliseconds (docs/decisions/0033-customers.md).
 */
import { createHash } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import {
  CLOSED_STATUSES,
  CUSTOMERS_LIMIT,
  customerDetail,
  customerRow,
  erasedCustomer,
  ERASED_EMAIL,
  ERASED_TEXT,
  groupCustomers,
  keepsInvoice,
  matchesCustomer,
  sortCustomers,
  type CustomerDetail,
  type CustomerErasure,
  type CustomerGroup,
  type CustomerOrderFacts,
  type CustomerSampleFacts,
  type CustomersFilter,
  type CustomersResponse,
} from '#domain/customers.ts'
import type { FulfilmentStatus } from '#domain/fulfilment.ts'
import type { Country, Currency } from '#domain/locale.ts'
import { sampleIdOf, sampleNumber, type SampleStatus } from '#domain/samples.ts'
import type { Customer, StaffMe } from '#domain/schemas.ts'
import { recordAudit, staffUserIdOf } from './audit'
import type { Schema } from './schema'
import { blankSampleRequests } from './samples'

/**
 * A customer's id in addresses and calls: part of the SHA-256 of the address, stable while the address is and
 * nothing personal to read in a URL or a log. Not a secret (an address can be tried), only staff resolve it.
 */
export const customerIdOf = (key: string) =>
  createHash('sha256').update(`skrinka-customer:${key}`).digest('hex').slice(0, 16)

/** Every placed order with what the customers need (the customer's JSON parsed). */
async function customerOrders(db: Kysely<Schema> | Transaction<Schema>): Promise<CustomerOrderFacts[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['number', 'created_at', 'email', 'customer', 'country', 'currency', 'courier', 'total_gross', 'status'])
    .where('number', 'is not', null)
    .execute()
  return rows.map((row) => ({
    number: row.number!,
    createdAt: row.created_at,
    email: row.email,
    customer: JSON.parse(row.customer) as Customer,
    country: row.country as Country,
    currency: row.currency as Currency,
    courier: Number(row.courier) === 1,
    // PostgreSQL's bigint arrives as text.
    totalGross: Number(row.total_gross),
    status: row.status as FulfilmentStatus,
  }))
}

/** Every decor sample request (issue 39.4) with what the customers need; blanked ones are dropped by the domain. */
async function customerSamples(db: Kysely<Schema> | Transaction<Schema>): Promise<CustomerSampleFacts[]> {
  const rows = await db
    .selectFrom('sample_order')
    .select(['id', 'created_at', 'email', 'name', 'surname', 'address', 'city', 'zip', 'country', 'status', 'decors'])
    .execute()
  return rows.map((row) => ({
    number: sampleNumber(Number(row.id)),
    createdAt: new Date(row.created_at).toISOString(),
    email: row.email,
    name: row.name,
    surname: row.surname,
    address: row.address,
    city: row.city,
    zip: row.zip,
    country: row.country as Country,
    status: row.status as SampleStatus,
    decors: row.decors.split(',').filter(Boolean),
  }))
}

/** Every customer: the orders and the sample requests grouped by address. */
const allCustomers = async (db: Kysely<Schema> | Transaction<Schema>) =>
  groupCustomers(await customerOrders(db), await customerSamples(db))

/** A page of customers matching the search, in the asked order. */
export async function listCustomers(db: Kysely<Schema>, filter: CustomersFilter): Promise<CustomersResponse> {
  const groups = (await allCustomers(db)).filter((group) => matchesCustomer(group, filter.q ?? ''))
  const rows = sortCustomers(
    groups.map((group) => customerRow(group, customerIdOf(group.key))),
    filter.sort,
    filter.dir,
  )
  const offset = filter.offset ?? 0
  const limit = filter.limit ?? CUSTOMERS_LIMIT
  return {
    customers: rows.slice(offset, offset + limit),
    total: rows.length,
    nextOffset: offset + limit < rows.length ? offset + limit : null,
  }
}

/** The customer with this id and their orders, or undefined (no such address, or erased since). */
async function customerGroup(db: Kysely<Schema> | Transaction<Schema>, id: string): Promise<CustomerGroup | undefined> {
  return (await allCustomers(db)).find((group) => customerIdOf(group.key) === id)
}

/** One customer in full, or undefined. */
export async function findCustomer(db: Kysely<Schema>, id: string): Promise<CustomerDetail | undefined> {
  const group = await customerGroup(db, id)
  return group && customerDetail(group, id)
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/**
 * Everything the shop holds about the customer (GDPR art. 15 and 20): each order with the customer's data as they
 * gave it, its lines (designs and prices), its status history with the staff's notes, the e-mails sent (texts) and
 * the hallway consultations saved for it, the messages sent from its page; the "send me this design" e-mails and the
 * decor sample requests of the address. Recorded in the audit log (`customer.export`). Undefined when no customer
 * has the id.
 */
export async function exportCustomer(
  db: Kysely<Schema>,
  id: string,
  staff: StaffMe,
  now: Date,
): Promise<Record<string, unknown> | undefined> {
  return db.transaction().execute(async (trx) => {
    const group = await customerGroup(trx, id)
    if (!group) return undefined
    // `in ()` is no SQL: someone who only asked for samples has no order, and a number no order has stands in.
    const numbers = group.orders.map((order) => order.number)
    const orders = await trx
      .selectFrom('orders')
      .selectAll()
      .where('number', 'in', numbers.length > 0 ? numbers : [''])
      .orderBy('id')
      .execute()
    const ids = orders.length > 0 ? orders.map((order) => Number(order.id)) : [0]
    const [lines, history, notes, messages, deliveries, mails, consultations, shareMails] = await Promise.all([
      trx.selectFrom('order_line').selectAll().where('order_id', 'in', ids).orderBy('position').execute(),
      trx.selectFrom('order_status_audit').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
      trx.selectFrom('order_note').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
      trx.selectFrom('order_message').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
      trx.selectFrom('order_delivery').selectAll().where('order_id', 'in', ids).execute(),
      trx.selectFrom('outbox').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
      trx
        .selectFrom('chodba_consultation')
        .selectAll()
        .where('order_id', 'in', numbers.length > 0 ? numbers : [''])
        .orderBy('id')
        .execute(),
      shareMailsOf(trx, group.key),
    ])
    // The group holds the person's sample requests already; the export lists them oldest first, as the orders.
    const samples = [...group.samples].sort((a, b) => (a.number < b.number ? -1 : 1))
    const of = <T extends { order_id: number | string | null }>(rows: T[], orderId: number | string) =>
      rows.filter((row) => String(row.order_id) === String(orderId))
    const mail = (row: (typeof mails)[number]) => ({
      kind: row.kind,
      to: row.recipient,
      subject: row.subject,
      status: row.status,
      createdAt: row.created_at,
      sentAt: row.sent_at,
      text: row.body_text,
    })
    const money = (value: number | string) => Number(value) / 100
    const data = {
      exportedAt: now.toISOString(),
      customer: { id, email: group.key },
      orders: orders.map((order) => ({
        number: order.number,
        createdAt: order.created_at,
        country: order.country,
        currency: order.currency,
        status: order.status,
        confirmedAt: order.confirmed_at,
        customer: parse(order.customer),
        delivery: Number(order.courier) === 1 ? 'courier' : 'pickup',
        shipping: { net: money(order.shipping_net), gross: money(order.shipping_gross) },
        total: { net: money(order.total_net), gross: money(order.total_gross) },
        lines: of(lines, order.id).map((line) => ({
          position: line.position,
          title: line.title,
          count: line.count,
          unit: { net: money(line.unit_net), gross: money(line.unit_gross) },
          design: parse(line.design),
        })),
        statusHistory: of(history, order.id).map((entry) => ({
          at: entry.at,
          from: entry.from_status,
          to: entry.to_status,
          by: entry.staff_name,
          note: entry.note,
        })),
        // The staff's internal notes are data about the person too (GDPR art. 15 covers them).
        notes: of(notes, order.id).map((note) => ({ at: note.at, by: note.staff_name, text: note.text })),
        // What the customer wrote to the shop from the order page (issue 39.2).
        messages: of(messages, order.id).map((message) => ({ at: message.at, text: message.text })),
        dispatch:
          of(deliveries, order.id).map((row) => ({
            method: row.method,
            day: row.day,
            window: row.window_from && row.window_to ? `${row.window_from}–${row.window_to}` : null,
            carrier: row.carrier_name ?? row.carrier,
            tracking: row.tracking,
          }))[0] ?? null,
        emails: of(mails, order.id).map(mail),
        consultations: of(consultations, order.number ?? '').map((row) => ({
          productId: row.product_id,
          savedAt: row.updated_at,
          hallway: parse(row.chodba),
        })),
      })),
      designEmails: shareMails.map(mail),
      sampleRequests: samples.map((sample) => ({
        number: sample.number,
        createdAt: sample.createdAt,
        status: sample.status,
        decors: sample.decors,
        name: sample.name,
        surname: sample.surname,
        email: sample.email,
        address: sample.address,
        city: sample.city,
        zip: sample.zip,
        country: sample.country,
      })),
    }
    await recordAudit(trx, {
      staff,
      action: 'customer.export',
      subject: `customer:${id}`,
      detail: { orders: numbers, samples: samples.length },
      at: now,
    })
    return data
  })
}

/** The "send me this design" e-mails (issue 18.2) to the address: they belong to no order. */
const shareMailsOf = (db: Kysely<Schema> | Transaction<Schema>, key: string) =>
  db
    .selectFrom('outbox')
    .selectAll()
    .where('order_id', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['recipient']), '=', key))
    .orderBy('id')
    .execute()

/** An erasure refused: orders of the customer still in progress. */
export class ErasureRefused extends Error {
  constructor(readonly orders: string[]) {
    super(`Orders in progress: ${orders.join(', ')}`)
  }
}

/** What an erasure did, and the names of the .eml files of its e-mails (DATA_DIR/outbox without SMTP_URL). */
export interface ErasureDone extends CustomerErasure {
  files: string[]
}

/**
 * Erases the customer (GDPR art. 17) in one transaction, or refuses while an order is in progress. A delivered
 * order keeps its invoice's data; every other personal text goes (src/domain/customers.ts `erasedCustomer`), as do
 * the e-mails' texts and addresses, the notes on status moves and the details of the order's audit rows. Undefined
 * when no customer has the id.
 */
export async function eraseCustomer(
  db: Kysely<Schema>,
  id: string,
  staff: StaffMe,
  now: Date,
): Promise<ErasureDone | undefined> {
  return db.transaction().execute(async (trx) => {
    const group = await customerGroup(trx, id)
    if (!group) return undefined
    const open = group.orders.filter((order) => !CLOSED_STATUSES.includes(order.status))
    if (open.length > 0) throw new ErasureRefused(open.map((order) => order.number))
    // `in ()` is no SQL: someone who only asked for samples has no order, and a number or id none has stands in.
    const numbers = group.orders.map((order) => order.number)
    const orders = await trx
      .selectFrom('orders')
      .select(['id', 'number', 'customer', 'status'])
      .where('number', 'in', numbers.length > 0 ? numbers : [''])
      .execute()
    const anonymised: string[] = []
    const keptForAccounts: string[] = []
    for (const order of orders) {
      const keep = keepsInvoice(order.status)
      const updated = await trx
        .updateTable('orders')
        .set({
          customer: JSON.stringify(erasedCustomer(JSON.parse(order.customer) as Customer, keep)),
          email: ERASED_EMAIL,
          // The hash of the request body (with the customer in it) only served replays, long over.
          request_hash: ERASED_TEXT,
        })
        .where('id', '=', order.id)
        // A status moved meanwhile (an undone cancellation) makes the order in progress again: refused.
        .where('status', '=', order.status)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1) throw new ErasureRefused([order.number!])
      ;(keep ? keptForAccounts : anonymised).push(order.number!)
    }
    const ids = orders.length > 0 ? orders.map((order) => order.id) : [0]
    const orderMails = await trx
      .selectFrom('outbox')
      .select(['order_id', 'kind'])
      .where('order_id', 'in', ids)
      .execute()
    // The .eml files are named `<number>-<kind>`, or `<id>-<kind>` for a mail of no order (src/server/mail/outbox.ts).
    const numberOf = new Map(orders.map((order) => [order.id, order.number!]))
    const files = orderMails.map((row) => `${numberOf.get(row.order_id!)}-${row.kind}.eml`)
    await trx
      .updateTable('outbox')
      .set({ body_text: '', body_html: '', last_error: null })
      .where('order_id', 'in', ids)
      .execute()
    // Every e-mail but the shop's own copy went to the customer.
    await trx
      .updateTable('outbox')
      .set({ recipient: ERASED_EMAIL })
      .where('order_id', 'in', ids)
      .where('kind', '!=', 'shop')
      .execute()
    // An e-mail not sent by now never will be (the worker takes only 'pending' rows).
    await trx
      .updateTable('outbox')
      .set({ status: 'purged' })
      .where('order_id', 'in', ids)
      .where('status', '=', 'pending')
      .execute()
    const shares = await shareMailsOf(trx, group.key)
    for (const row of shares) files.push(`${row.id}-${row.kind}.eml`)
    if (shares.length > 0)
      await trx
        .updateTable('outbox')
        .set({ recipient: ERASED_EMAIL, body_text: '', body_html: '', last_error: null })
        .where(
          'id',
          'in',
          shares.map((row) => row.id),
        )
        .execute()
    // The person's decor sample requests (issue 39.4) lose their name and address too; one not posted yet cannot be
    // any more (no address left): it is cancelled, as the desk would, so it leaves the desk's "to send".
    const unsent = group.samples.filter((sample) => sample.status === 'received').map((sample) => sample.number)
    if (unsent.length > 0)
      await trx
        .updateTable('sample_order')
        .set({ status: 'cancelled', done_at: now.toISOString(), done_by: await staffUserIdOf(trx, staff) })
        .where(
          'id',
          'in',
          unsent.map((number) => sampleIdOf(number)!),
        )
        .where('status', '=', 'received')
        .execute()
    const samples = await blankSampleRequests(trx, { email: group.key }, ERASED_TEXT, ERASED_EMAIL)
    // Staff notes (on status moves and internal ones) and the details of the orders' audit rows (an edit's old and new contact) may
    // quote the person: the moves and actions stay, their texts go.
    await trx
      .updateTable('order_status_audit')
      .set({ note: ERASED_TEXT })
      .where('order_id', 'in', ids)
      .where('note', '!=', '')
      .execute()
    await trx.updateTable('order_note').set({ text: ERASED_TEXT }).where('order_id', 'in', ids).execute()
    // The customer's own messages from the order page go too, and its links stop opening anything (issue 39.2).
    await trx.updateTable('order_message').set({ text: ERASED_TEXT }).where('order_id', 'in', ids).execute()
    await trx.deleteFrom('order_track_token').where('order_id', 'in', ids).execute()
    await trx
      .updateTable('staff_audit')
      .set({ detail: JSON.stringify({ erased: true }) })
      .where('subject', 'in', orders.length > 0 ? orders.map((order) => `order:${order.number}`) : [''])
      .execute()
    await recordAudit(trx, {
      staff,
      action: 'customer.erase',
      subject: `customer:${id}`,
      detail: { anonymised, keptForAccounts, samples },
      at: now,
    })
    return { anonymised, keptForAccounts, mails: orderMails.length + shares.length, files }
  })
}
