/**
 * Deliveries in the database (issue 36, docs/decisions/0032-deliveries.md): one `order_delivery` row per order (a van
 * on a day in a window, or a parcel). Each write is one transaction with its audit row and, where the customer is
 * told, the e-mail in the outbox, whose (order, kind) key lets each plan's e-mail in once.
 */
import type { Kysely, Transaction } from 'kysely'
import { formatPhone, formOfCustomer, separateDelivery } from '#domain/checkout.ts'
import {
  carrierName,
  deliveryRefusal,
  normalTime,
  trackingUrl,
  type Carrier,
  type DeliveryCandidate,
  type DeliveryRefusal,
  type DeliveryStop,
  type OrderDelivery,
} from '#domain/delivery.ts'
import type { Country, Currency } from '#domain/locale.ts'
import { toUnits } from '#domain/money.ts'
import type { Customer, StaffMe } from '#domain/schemas.ts'
import type { DeliveryMail } from '../mail/templates'
import { pendingMail } from '../mail/outbox'
import { recordAudit } from './audit'
import type { Schema } from './schema'

type Db = Kysely<Schema> | Transaction<Schema>

const ORDER_COLUMNS = [
  'id',
  'number',
  'country',
  'currency',
  'status',
  'courier',
  'email',
  'customer',
  'total_gross',
] as const

async function readOrder(db: Db, number: string) {
  return db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('number', '=', number)
    .where('number', 'is not', null)
    .executeTakeFirst()
}
type OrderRow = NonNullable<Awaited<ReturnType<typeof readOrder>>>

/** What a delivery e-mail needs of its order: who, in which market, the cash to pay (minor units). */
export interface DeliveryMailInput {
  number: string
  country: Country
  email: string
  totalGross: number
}

const mailInputOf = (row: OrderRow): DeliveryMailInput => ({
  number: row.number!,
  country: row.country as Country,
  email: row.email,
  // PostgreSQL's numeric arrives as text.
  totalGross: Number(row.total_gross),
})

type DeliveryRow = Awaited<ReturnType<typeof deliveryRowOf>>

async function deliveryRowOf(db: Db, orderId: number) {
  return db.selectFrom('order_delivery').selectAll().where('order_id', '=', orderId).executeTakeFirst()
}

/** The stored plan as the desk and the customer's order page read it. */
export const deliveryOf = (row: DeliveryRow): OrderDelivery => {
  if (!row) return null
  if (row.method === 'van')
    return { method: 'van', date: row.day!, from: row.window_from!, to: row.window_to!, notifiedAt: row.notified_at }
  const carrier = row.carrier as Carrier
  return {
    method: 'parcel',
    carrier,
    carrierName: row.carrier_name ?? '',
    tracking: row.tracking ?? '',
    url: trackingUrl(carrier, row.tracking ?? '') ?? null,
    notifiedAt: row.notified_at,
  }
}

/** What the desk reads of an order's delivery: undefined for an unknown order. */
export async function orderDelivery(
  db: Kysely<Schema>,
  number: string,
): Promise<{ delivery: OrderDelivery; plannable: boolean } | undefined> {
  const row = await readOrder(db, number)
  if (!row) return undefined
  return {
    delivery: deliveryOf(await deliveryRowOf(db, Number(row.id))),
    plannable: deliveryRefusal(row.status, row.courier === 1) === null,
  }
}

/** What became of a delivery write: done, no such order, or refused (not ready, picked up). */
export type DeliveryWriteResult =
  | { kind: 'done'; delivery: OrderDelivery; plannable: boolean; mailed: boolean }
  | { kind: 'missing' }
  | { kind: 'refused'; reason: DeliveryRefusal }

/** Writes the order's delivery row: a new plan (its e-mail not yet sent) unless nothing changed. */
async function upsertDelivery(
  trx: Transaction<Schema>,
  orderId: number,
  values: {
    method: 'van' | 'parcel'
    day: string | null
    window_from: string | null
    window_to: string | null
    carrier: string | null
    carrier_name: string | null
    tracking: string | null
  },
  at: string,
): Promise<{ plan: number; changed: boolean }> {
  const existing = await deliveryRowOf(trx, orderId)
  if (!existing) {
    await trx
      .insertInto('order_delivery')
      .values({ order_id: orderId, ...values, plan: 1, notified_at: null, updated_at: at })
      .execute()
    return { plan: 1, changed: true }
  }
  const same = (Object.keys(values) as Array<keyof typeof values>).every((key) => existing[key] === values[key])
  if (same) return { plan: Number(existing.plan), changed: false }
  const plan = Number(existing.plan) + 1
  await trx
    .updateTable('order_delivery')
    .set({ ...values, plan, notified_at: null, updated_at: at })
    .where('order_id', '=', orderId)
    .execute()
  return { plan, changed: true }
}

/** Puts the order in the outbox once per (order, kind); true when this call wrote it. */
async function enqueue(
  trx: Transaction<Schema>,
  orderId: number,
  number: string,
  mail: DeliveryMail,
  at: string,
  mailDomain: string,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('outbox')
    .values({
      order_id: orderId,
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      body_html: mail.html,
      message_id: `<order-${number}-${mail.kind}@${mailDomain}>`,
      ...pendingMail(at),
    })
    .onConflict((conflict) => conflict.columns(['order_id', 'kind']).doNothing())
    .executeTakeFirst()
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
}

/** Who asked, when, and the shop's domain for stable Message-IDs. */
interface WriteContext {
  staff: StaffMe
  now: Date
  mailDomain: string
}

/** Plans a ready courier order on the van of a day in a window (again: moves it; its e-mail may go again). */
export async function planVan(
  db: Kysely<Schema>,
  input: WriteContext & { number: string; date: string; from: string; to: string },
): Promise<DeliveryWriteResult> {
  const at = input.now.toISOString()
  return db.transaction().execute(async (trx): Promise<DeliveryWriteResult> => {
    const row = await readOrder(trx, input.number)
    if (!row) return { kind: 'missing' }
    const reason = deliveryRefusal(row.status, row.courier === 1)
    if (reason) return { kind: 'refused', reason }
    const from = normalTime(input.from)
    const to = normalTime(input.to)
    const { plan, changed } = await upsertDelivery(
      trx,
      Number(row.id),
      {
        method: 'van',
        day: input.date,
        window_from: from,
        window_to: to,
        carrier: null,
        carrier_name: null,
        tracking: null,
      },
      at,
    )
    if (changed)
      await recordAudit(trx, {
        staff: input.staff,
        action: 'delivery.plan',
        subject: `order:${row.number}`,
        detail: { date: input.date, from, to, plan },
        at: input.now,
      })
    return {
      kind: 'done',
      delivery: deliveryOf(await deliveryRowOf(trx, Number(row.id))),
      plannable: true,
      mailed: false,
    }
  })
}

/** Sends a ready courier order by a parcel carrier and e-mails the customer its tracking number, once per plan. */
export async function sendParcel(
  db: Kysely<Schema>,
  input: WriteContext & {
    number: string
    carrier: Carrier
    carrierName?: string | undefined
    tracking: string
    compose: (
      order: DeliveryMailInput,
      parcel: { plan: number; carrier: string; tracking: string },
    ) => Promise<DeliveryMail>
  },
): Promise<DeliveryWriteResult> {
  const at = input.now.toISOString()
  return db.transaction().execute(async (trx): Promise<DeliveryWriteResult> => {
    const row = await readOrder(trx, input.number)
    if (!row) return { kind: 'missing' }
    const reason = deliveryRefusal(row.status, row.courier === 1)
    if (reason) return { kind: 'refused', reason }
    const name = carrierName(input.carrier, input.carrierName)
    const tracking = input.tracking.trim()
    const orderId = Number(row.id)
    const { plan, changed } = await upsertDelivery(
      trx,
      orderId,
      {
        method: 'parcel',
        day: null,
        window_from: null,
        window_to: null,
        carrier: input.carrier,
        carrier_name: name,
        tracking,
      },
      at,
    )
    const mail = await input.compose(mailInputOf(row), { plan, carrier: name, tracking })
    const mailed = await enqueue(trx, orderId, row.number!, mail, at, input.mailDomain)
    if (mailed)
      await trx.updateTable('order_delivery').set({ notified_at: at }).where('order_id', '=', orderId).execute()
    if (changed)
      await recordAudit(trx, {
        staff: input.staff,
        action: 'delivery.parcel',
        subject: `order:${row.number}`,
        detail: { carrier: input.carrier, carrierName: name, tracking, plan },
        at: input.now,
      })
    return {
      kind: 'done',
      delivery: deliveryOf(await deliveryRowOf(trx, orderId)),
      plannable: true,
      mailed,
    }
  })
}

/** A stop's or candidate's customer: name, company, where the van goes, the phone. */
function whereOf(customerJson: string, orderCountry: Country) {
  const form = formOfCustomer(JSON.parse(customerJson) as Customer)
  const separate = separateDelivery(form)
  const address = separate ? form.deliveryAddress : form.billingAddress
  const country = (separate ? form.deliveryAddress.country : undefined) ?? orderCountry
  return {
    name: `${form.name} ${form.surname}`.trim(),
    company: form.isCompany && form.companyName ? form.companyName : null,
    address: address.address,
    zip: address.zip,
    city: address.city,
    country: country,
    phone: formatPhone(form.phone, form.phonePrefix),
  }
}

/** The van's stops of a day (not yet in route order) and the ready courier orders not planned anywhere. */
export async function deliveryDay(
  db: Kysely<Schema>,
  date: string,
): Promise<{ stops: DeliveryStop[]; unplanned: DeliveryCandidate[] }> {
  const stopRows = await db
    .selectFrom('order_delivery')
    .innerJoin('orders', 'orders.id', 'order_delivery.order_id')
    .select([
      'orders.number',
      'orders.country',
      'orders.currency',
      'orders.customer',
      'orders.total_gross',
      'order_delivery.window_from',
      'order_delivery.window_to',
      'order_delivery.notified_at',
    ])
    .where('order_delivery.method', '=', 'van')
    .where('order_delivery.day', '=', date)
    .execute()
  const candidateRows = await db
    .selectFrom('orders')
    .leftJoin('order_delivery', 'order_delivery.order_id', 'orders.id')
    .select(['orders.number', 'orders.country', 'orders.currency', 'orders.customer', 'orders.total_gross'])
    .where('orders.status', '=', 'ready')
    .where('orders.courier', '=', 1)
    .where('orders.number', 'is not', null)
    .where('order_delivery.id', 'is', null)
    .orderBy('orders.id')
    .execute()
  const stops = stopRows.map((row): DeliveryStop => {
    const where = whereOf(row.customer, row.country as Country)
    return {
      number: row.number!,
      ...where,
      from: row.window_from!,
      to: row.window_to!,
      cash: { gross: toUnits(Number(row.total_gross)), currency: row.currency as Currency },
      notifiedAt: row.notified_at,
    }
  })
  const unplanned = candidateRows.map((row): DeliveryCandidate => {
    const { name, zip, city, country } = whereOf(row.customer, row.country as Country)
    return {
      number: row.number!,
      name,
      zip,
      city,
      country,
      gross: toUnits(Number(row.total_gross)),
      currency: row.currency as Currency,
    }
  })
  return { stops, unplanned }
}

/**
 * The "on the way" e-mail to the day's van stops still ready and not yet told (only `numbers` when given): one
 * transaction, an outbox row per order and plan, an audit row per order. Answers the numbers written.
 */
export async function notifyDay(
  db: Kysely<Schema>,
  input: WriteContext & {
    date: string
    numbers?: readonly string[] | undefined
    compose: (
      order: DeliveryMailInput,
      plan: { number: number; date: string; from: string; to: string },
    ) => Promise<DeliveryMail>
  },
): Promise<string[]> {
  const at = input.now.toISOString()
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('order_delivery')
      .innerJoin('orders', 'orders.id', 'order_delivery.order_id')
      .select([
        ...ORDER_COLUMNS.map((column) => `orders.${column}` as const),
        'order_delivery.plan',
        'order_delivery.window_from',
        'order_delivery.window_to',
      ])
      .where('order_delivery.method', '=', 'van')
      .where('order_delivery.day', '=', input.date)
      .where('order_delivery.notified_at', 'is', null)
      .where('orders.status', '=', 'ready')
      .orderBy('orders.id')
    if (input.numbers) {
      if (input.numbers.length === 0) return []
      query = query.where('orders.number', 'in', input.numbers)
    }
    const rows = await query.execute()
    const sent: string[] = []
    for (const row of rows) {
      const plan = { number: Number(row.plan), date: input.date, from: row.window_from!, to: row.window_to! }
      const mail = await input.compose(mailInputOf(row), plan)
      const orderId = Number(row.id)
      if (!(await enqueue(trx, orderId, row.number!, mail, at, input.mailDomain))) continue
      await trx.updateTable('order_delivery').set({ notified_at: at }).where('order_id', '=', orderId).execute()
      await recordAudit(trx, {
        staff: input.staff,
        action: 'delivery.notify',
        subject: `order:${row.number}`,
        detail: { date: input.date, from: plan.from, to: plan.to, plan: plan.number },
        at: input.now,
      })
      sent.push(row.number!)
    }
    return sent
  })
}
