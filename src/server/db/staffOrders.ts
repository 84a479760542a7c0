/**
 * The orders desk's reads: a page of orders (newest first by id, or by a column then id, so a cursor never skips
 * or repeats a row) with filters and a search, and one order in full with its e-mails and today's prices.
 */
import { orderMessagesOf } from './orderTrack'
import { depositOf } from './deposits'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import { formatPhone, nationalPhone } from '#domain/checkout.ts'
import { toUnits } from '#domain/money.ts'
import { priceOrder } from '#domain/order.ts'
import type { Cabinet } from '#domain/cabinet/model.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import type { PriceList } from '#domain/priceList.ts'
import type { Country } from '#domain/locale.ts'
import type { VatTreatment } from '#domain/tax.ts'
import { dueDay, FULFILMENT_STATUSES, type FulfilmentStatus } from '#domain/fulfilment.ts'
import { COUNTRIES } from '#domain/locale.ts'
import type { CartItem, Customer } from '#domain/schemas.ts'
import {
  dueConfirmations,
  OPEN_STATUSES,
  shopDayEnd,
  shopDayStart,
  shopToday,
  STAFF_ORDERS_LIMIT,
  type StaffOrderSort,
  type StaffOrderDetail,
  type StaffOrderRow,
  type StaffOrdersFilter,
  type StaffOrdersResponse,
} from '#domain/staffOrders.ts'
import { fulfilmentOf, statusHistoryOf } from './fulfilment'
import { notesOf } from './orderNotes'
import { auditEntries } from './audit'
import type { OrderChange } from '#domain/orderEditSchemas.ts'
import type { DialectKind } from './migrations'
import type { Schema } from './schema'

/** A field of the customer's JSON as SQL text ('' when absent), on either database. */
const customerField = (kind: DialectKind, ...path: string[]) =>
  kind === 'postgres'
    ? sql<string>`coalesce(customer::json#>>${sql.lit(`{${path.join(',')}}`)}, '')`
    : sql<string>`coalesce(json_extract(customer, ${sql.lit(`$.${path.join('.')}`)}), '')`

/** LIKE's wildcards in what staff typed match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const UPPER = 'ÁÄČĎÉĚÍĹĽŇÓÔŔŘŠŤÚŮÝŽÖÜ'
const LOWER = UPPER.toLowerCase()
const BARE = 'AACDEEILLNOORRSTUUYZOU'
/**
 * Text in lower case without the Slovak and Czech accents, on either database: SQLite's fold() is the app's own
 * (src/server/db/index.ts); PostgreSQL's lower() follows the database's locale, which may be C (ASCII only), so
 * the letters are mapped first. `foldText` is the same in JavaScript, for what staff typed.
 */
const folded = (kind: DialectKind, text: RawBuilder<unknown>) =>
  kind === 'postgres'
    ? sql<string>`lower(translate(${text}, ${sql.lit(UPPER + LOWER)}, ${sql.lit(BARE + BARE.toLowerCase())}))`
    : sql<string>`fold(${text})`
const foldText = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')

/** `text LIKE pattern` with the backslash as escape (SQLite has none by default). */
const like = (text: RawBuilder<unknown>, pattern: string) => sql<boolean>`${text} like ${pattern} escape '\\'`

/** The largest id an order can have: the id column is a 32-bit integer on PostgreSQL. */
const MAX_ORDER_ID = 2 ** 31 - 1

/** Each sort's key as SQL: never null, so a page's last row continues the next page (key, then id). */
const sortKey = (sort: Exclude<StaffOrderSort, 'due'>): RawBuilder<unknown> => {
  switch (sort) {
    case 'number':
      return sql`number`
    case 'created':
      return sql`created_at`
    case 'total':
      return sql`total_gross`
    case 'status':
      // The statuses in the order of the work, not of the alphabet.
      return sql`case status ${sql.join(
        FULFILMENT_STATUSES.map((status, rank) => sql`when ${sql.lit(status)} then ${sql.lit(rank)}`),
        sql` `,
      )} else ${sql.lit(FULFILMENT_STATUSES.length)} end`
  }
}

/** What the list needs besides the filters: the lead time the due date counts and the time now. */
export interface StaffOrdersContext {
  /** The published settings' production time in working days (leadTimes.termsProduction). */
  workingDays: number
  now: Date
}

/** A page of orders, newest first unless sorted; `nextCursor` (the last row's id) continues after its last row. */
export async function listStaffOrders(
  db: Kysely<Schema>,
  kind: DialectKind,
  filter: StaffOrdersFilter,
  context: StaffOrdersContext,
  /** Every row the filters match (the CSV export) rather than a page. */
  all = false,
): Promise<StaffOrdersResponse> {
  const limit = all ? Number.MAX_SAFE_INTEGER : (filter.limit ?? STAFF_ORDERS_LIMIT)
  let query = db
    .selectFrom('orders')
    .select([
      'id',
      'number',
      'created_at',
      'customer',
      'email',
      'country',
      'currency',
      'courier',
      'total_net',
      'total_gross',
      'status',
      'confirmed_at',
    ])
    .where('number', 'is not', null)
  if (filter.country) query = query.where('country', '=', filter.country)
  if (filter.status) query = query.where('status', '=', filter.status)
  if (filter.from) query = query.where('created_at', '>=', shopDayStart(filter.from))
  if (filter.to) query = query.where('created_at', '<', shopDayEnd(filter.to))
  const today = shopToday(context.now)
  if (filter.due) {
    const due = filter.due
    query = query.where('status', 'in', OPEN_STATUSES).where((eb) =>
      eb.or(
        COUNTRIES.map((country) => {
          const window = dueConfirmations(due, today, context.workingDays, country)
          return eb.and([
            eb('country', '=', country),
            eb('confirmed_at', '<', window.before),
            ...(window.from ? [eb('confirmed_at', '>=', window.from)] : []),
          ])
        }),
      ),
    )
  }
  // A whole phone number, written as customers do (+421 911…, 0911…), is the stored national number.
  const phone = filter.q ? (nationalPhone(filter.q, '+421') ?? nationalPhone(filter.q, '+420')) : undefined
  if (phone) query = query.where(customerField(kind, 'phone'), '=', phone)
  // Each word must match one of the fields: "jana kováčová" finds the name split in two, "novak brno" a name
  // and a city. Numbers and e-mail addresses are ASCII, so only the texts people write are folded.
  const words = phone
    ? []
    : foldText(filter.q ?? '')
        .split(/\s+/)
        .filter(Boolean)
  for (const word of words) {
    const pattern = likePattern(word)
    const digits = likePattern(word.replace(/[\s/-]/g, ''))
    const name = sql`${customerField(kind, 'name')} || ' ' || ${customerField(kind, 'surname')}`
    const cities = sql`${customerField(kind, 'fakturacnaAdresa', 'city')} || ' ' || ${customerField(kind, 'dodaciaAdresa', 'city')}`
    // Only an e-mail holds an @: such a word skips the other fields (and their JSON reads).
    query = word.includes('@')
      ? query.where(like(sql`lower(email)`, pattern))
      : query.where((eb) =>
          eb.or([
            like(sql`lower(number)`, pattern),
            like(sql`lower(email)`, pattern),
            like(folded(kind, name), pattern),
            like(folded(kind, customerField(kind, 'companyName')), pattern),
            like(customerField(kind, 'ico'), digits),
            like(folded(kind, cities), pattern),
            like(sql`replace(${customerField(kind, 'phone')}, ' ', '')`, digits),
          ]),
        )
  }
  const dir = filter.dir ?? (filter.sort ? 'asc' : 'desc')
  // A cursor past every id is the first page; PostgreSQL refuses a number beyond its integer ids (fuzz, issue 17).
  const after = filter.cursor && Number(filter.cursor) <= MAX_ORDER_ID ? Number(filter.cursor) : undefined
  // One count of working days per market and hour of confirmation (the shop's offset is whole hours, so an hour
  // of UTC is within one shop day): a sort by due reads every matching order.
  const dues = new Map<string, string>()
  const dueOf = (country: string, confirmedAt: string | null) => {
    if (!confirmedAt) return null
    const at = new Date(confirmedAt)
    const key = `${country}${at.toISOString().slice(0, 13)}`
    let due = dues.get(key)
    if (due === undefined) dues.set(key, (due = dueDay(at, context.workingDays, country as Country)))
    return due
  }
  let rows: Awaited<ReturnType<typeof query.execute>>
  if (filter.sort === 'due') {
    // The due day counts each market's holidays, which the database does not know: the matching orders' ids are
    // sorted here by (due, id), none last, and the page's rows read by id. Light rows, so thousands take milliseconds.
    const keys = (await query.clearSelect().select(['id', 'country', 'confirmed_at']).execute())
      .map((row) => ({ id: Number(row.id), due: dueOf(row.country, row.confirmed_at) ?? '9999' }))
      .sort((a, b) => (a.due === b.due ? a.id - b.id : a.due < b.due ? -1 : 1) * (dir === 'asc' ? 1 : -1))
    const start = after === undefined ? 0 : keys.findIndex((row) => row.id === after) + 1
    const ids = keys.slice(start, all ? undefined : start + limit + 1).map((row) => row.id)
    const byId = new Map(
      ids.length ? (await query.where('id', 'in', ids).execute()).map((row) => [Number(row.id), row]) : [],
    )
    rows = ids.map((id) => byId.get(id)!)
  } else {
    const key = filter.sort ? sortKey(filter.sort) : sql`id`
    if (after !== undefined) {
      // The next page starts after the last row's key and id: the key read again from that row, so the cursor stays
      // the id alone whatever the sort.
      const last = sql`(select ${key} from orders where id = ${after})`
      query = query.where(
        dir === 'desc'
          ? sql<boolean>`(${key}, id) < (${last}, ${after})`
          : sql<boolean>`(${key}, id) > (${last}, ${after})`,
      )
    }
    let ordered = query.orderBy(key, dir).orderBy('id', dir)
    if (!all) ordered = ordered.limit(limit + 1)
    rows = await ordered.execute()
  }
  const page = rows.slice(0, limit)
  const orders: StaffOrderRow[] = page.map((row) => {
    const customer = JSON.parse(row.customer) as Customer
    const country = row.country as Country
    const status = row.status as FulfilmentStatus
    const due = dueOf(row.country, row.confirmed_at)
    return {
      number: row.number!,
      createdAt: row.created_at,
      name: `${customer.name} ${customer.surname}`,
      company: customer.companyName || null,
      ico: customer.ico || null,
      email: row.email,
      phone: formatPhone(customer.phone, customer.phonePrefix),
      city: (customer.dodaciaAdresa ?? customer.fakturacnaAdresa).city,
      country,
      currency: row.currency as StaffOrderRow['currency'],
      delivery: Number(row.courier) === 1 ? 'courier' : 'pickup',
      due,
      late: due !== null && due < today && (OPEN_STATUSES as readonly string[]).includes(status),
      totalNet: toUnits(Number(row.total_net)),
      totalGross: toUnits(Number(row.total_gross)),
      status,
    }
  })
  const last = page.at(-1)
  return { orders, nextCursor: rows.length > limit && last ? String(last.id) : null }
}

/** One order in full, or undefined when no order has the number. */
export async function staffOrderDetail(
  db: Kysely<Schema>,
  number: string,
  /** Today's list of the order's market at the VAT it was taxed at (its stored treatment; none before issue 37). */
  prices: (country: Country, treatment: VatTreatment | undefined) => Promise<PriceList>,
  /** The address of a design's 3D model (made when missing), or null. */
  modelOf: (design: Cabinet | Hallway) => Promise<string | null>,
): Promise<StaffOrderDetail | undefined> {
  const order = await db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirst()
  if (!order) return undefined
  const id = Number(order.id)
  const [lines, mails, fulfilment, history, notes, edits] = await Promise.all([
    db.selectFrom('order_line').selectAll().where('order_id', '=', id).orderBy('position').execute(),
    db
      .selectFrom('outbox')
      .select(['kind', 'recipient', 'status', 'sent_at'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute(),
    fulfilmentOf(db, id),
    statusHistoryOf(db, id),
    notesOf(db, id),
    auditEntries(db, { action: 'order.edit', subject: `order:${number}` }),
  ])
  const country = order.country as Country
  const customer = JSON.parse(order.customer) as Customer
  const stored = lines.map((line) => JSON.parse(line.design) as { design: Cabinet | Hallway; request: CartItem })
  const items = stored.map((line) => line.request)
  const modelsOf = await Promise.all(stored.map((line) => modelOf(line.design)))
  // Today's prices: the same designs through the shop's price function and today's price list.
  const today = priceOrder(
    { customer, furniture: items, country, calculatedPriceFrontend: 0, cenaDopravy: 0 },
    await prices(country, order.vat_treatment ? (JSON.parse(order.vat_treatment) as VatTreatment) : undefined),
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
      undo: entry.undo,
      ...(entry.customer ? { customer: true } : {}),
    })),
    notes,
    // The audit keeps each edit's changes (an erasure leaves none); newest first there, oldest first here.
    edits: edits.reverse().map((entry) => ({
      at: entry.at,
      by: entry.by,
      changes: Array.isArray(entry.detail.changes) ? (entry.detail.changes as OrderChange[]) : [],
    })),
    deposit: await depositOf(db, id),
    deliveryDate: order.delivery_date ?? null,
    messages: await orderMessagesOf(db, id),
  }
}
