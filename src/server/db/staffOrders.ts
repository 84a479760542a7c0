/**
 * The orders desk's reads: a page of orders (newest first, by id, so a cursor never skips or
 * repeats a row) with filters and a search, and one order in full with its e-mails and today's prices.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely'
import { nationalPhone } from '#domain/checkout.ts'
import { toUnits } from '#domain/money.ts'
import { priceOrder } from '#domain/order.ts'
import type { Cabinet } from '#domain/cabinet/model.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import type { PriceList } from '#domain/priceList.ts'
import type { Country } from '#domain/locale.ts'
import type { FulfilmentStatus } from '#domain/fulfilment.ts'
import type { CartItem, Customer } from '#domain/schemas.ts'
import {
  STAFF_ORDERS_LIMIT,
  type StaffOrderDetail,
  type StaffOrderRow,
  type StaffOrdersFilter,
  type StaffOrdersResponse,
} from '#domain/staffOrders.ts'
import { fulfilmentOf, statusHistoryOf } from './fulfilment'
import type { DialectKind } from './migrations'
import type { Schema } from './schema'

/** A field of the customer's JSON as SQL text, on either database. */
const customerField = (kind: DialectKind, field: 'name' | 'surname' | 'phone') =>
  kind === 'postgres'
    ? sql<string>`coalesce(customer::json->>${sql.lit(field)}, '')`
    : sql<string>`coalesce(json_extract(customer, ${sql.lit(`$.${field}`)}), '')`

/** LIKE's wildcards in what staff typed match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const UPPER = 'ÁÄČĎÉĚÍĹĽŇÓÔŔŘŠŤÚŮÝŽÖÜ'
/**
 * Text in lower case on either database: SQLite's lower() is the app's own (JavaScript's); PostgreSQL's
 * follows the database's locale, which may be C (ASCII only), so the Slovak and Czech capitals are mapped first.
 */
const folded = (kind: DialectKind, text: RawBuilder<unknown>) =>
  kind === 'postgres'
    ? sql<string>`lower(translate(${text}, ${sql.lit(UPPER)}, ${sql.lit(UPPER.toLowerCase())}))`
    : sql<string>`lower(${text})`

/** `text LIKE pattern` with the backslash as escape (SQLite has none by default). */
const like = (text: RawBuilder<unknown>, pattern: string) => sql<boolean>`${text} like ${pattern} escape '\\'`

/** The largest id an order can have: the id column is a 32-bit integer on PostgreSQL. */
const MAX_ORDER_ID = 2 ** 31 - 1

/** A page of orders, newest first; `nextCursor` continues after its last row. */
export async function listStaffOrders(
  db: Kysely<Schema>,
  kind: DialectKind,
  filter: StaffOrdersFilter,
): Promise<StaffOrdersResponse> {
  const limit = filter.limit ?? STAFF_ORDERS_LIMIT
  let query = db
    .selectFrom('orders')
    .select(['id', 'number', 'created_at', 'customer', 'email', 'country', 'currency', 'total_gross', 'status'])
    .where('number', 'is not', null)
  if (filter.country) query = query.where('country', '=', filter.country)
  // A cursor past every id is the first page; PostgreSQL refuses a number beyond its integer ids (fuzz, issue 17).
  const below = filter.cursor ? Number(filter.cursor) : undefined
  if (below !== undefined && below <= MAX_ORDER_ID) query = query.where('id', '<', below)
  if (filter.status) query = query.where('status', '=', filter.status)
  // A whole phone number, written as customers do (+421 911…, 0911…), is the stored national number.
  const phone = filter.q ? (nationalPhone(filter.q, '+421') ?? nationalPhone(filter.q, '+420')) : undefined
  if (phone) query = query.where(customerField(kind, 'phone'), '=', phone)
  // Each word must match one of the fields: "jana kováčová" finds the name split in two. Numbers and
  // e-mail addresses are ASCII, so only the name needs the Slovak and Czech capitals folded.
  const words = phone ? [] : (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  for (const word of words) {
    const pattern = likePattern(word)
    const digits = likePattern(word.replace(/[\s/-]/g, ''))
    const name = sql<string>`${customerField(kind, 'name')} || ' ' || ${customerField(kind, 'surname')}`
    // Only an e-mail holds an @: such a word skips the other fields (and their JSON reads).
    query = word.includes('@')
      ? query.where(like(sql`lower(email)`, pattern))
      : query.where((eb) =>
          eb.or([
            like(sql`number`, pattern),
            like(sql`lower(email)`, pattern),
            like(folded(kind, name), pattern),
            like(sql`replace(${customerField(kind, 'phone')}, ' ', '')`, digits),
          ]),
        )
  }
  const rows = await query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute()
  const page = rows.slice(0, limit)
  const orders: StaffOrderRow[] = page.map((row) => {
    const customer = JSON.parse(row.customer) as Customer
    return {
      number: row.number!,
      createdAt: row.created_at,
      name: `${customer.name} ${customer.surname}`,
      email: row.email,
      country: row.country as Country,
      currency: row.currency as StaffOrderRow['currency'],
      totalGross: toUnits(Number(row.total_gross)),
      status: row.status as FulfilmentStatus,
    }
  })
  const last = page.at(-1)
  return { orders, nextCursor: rows.length > limit && last ? String(last.id) : null }
}

/** One order in full, or undefined when no order has the number. */
export async function staffOrderDetail(
  db: Kysely<Schema>,
  number: string,
  prices: (country: Country) => Promise<PriceList>,
  /** The address of a design's 3D model (made when missing), or null. */
  modelOf: (design: Cabinet | Hallway) => Promise<string | null>,
): Promise<StaffOrderDetail | undefined> {
  const order = await db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirst()
  if (!order) return undefined
  const id = Number(order.id)
  const [lines, mails, fulfilment, history] = await Promise.all([
    db.selectFrom('order_line').selectAll().where('order_id', '=', id).orderBy('position').execute(),
    db
      .selectFrom('outbox')
      .select(['kind', 'recipient', 'status', 'sent_at'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute(),
    fulfilmentOf(db, id),
    statusHistoryOf(db, id),
  ])
  const country = order.country as Country
  const customer = JSON.parse(order.customer) as Customer
  const stored = lines.map((line) => JSON.parse(line.design) as { design: Cabinet | Hallway; request: CartItem })
  const items = stored.map((line) => line.request)
  const modelsOf = await Promise.all(stored.map((line) => modelOf(line.design)))
  // Today's prices: the same designs through the shop's price function and today's price list.
  const today = priceOrder(
    { customer, furniture: items, country, calculatedPriceFrontend: 0, cenaDopravy: 0 },
    await prices(country),
  )
  const money = (net: number | string, gross: number | string) => ({
    net: toUnits(Number(net)),
    gross: toUnits(Number(gross)),
  })
  return {
    number,
    createdAt: order.created_at,
    country,
    currency: order.currency as StaffOrderDetail['currency'],
    ...fulfilment,
    customer,
    shipping: money(order.shipping_net, order.shipping_gross),
    total: money(order.total_net, order.total_gross),
    lines: lines.map((line, index) => {
      const now = today.ok ? today.value.lines[index]?.price : undefined
      return {
        position: line.position,
        title: line.title,
        count: line.count,
        item: items[index]!,
        model: modelsOf[index] ?? null,
        snapshot: money(line.unit_net, line.unit_gross),
        today: now ? money(now.net, now.gross) : null,
      }
    }),
    mails: mails.map((mail) => ({ kind: mail.kind, to: mail.recipient, status: mail.status, sentAt: mail.sent_at })),
    // Only the wire's fields, whatever else the audit keeps; the time as ISO whichever way the driver reads it.
    history: history.map((entry) => ({
      at: new Date(entry.at).toISOString(),
      by: entry.by,
      from: entry.from,
      to: entry.to,
      note: entry.note,
    })),
  }
}
