/**
 * The customer's order page in the database (issue 39.2, docs/decisions/0048-track.md): each customer e-mail mints
 * a random token when it is sent and only its SHA-256 is kept; a token opens its order's page, its documents, the
 * cancellation the terms allow and a message to the shop.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { canCancel, cancellableUntil, type FulfilmentStatus } from '#domain/fulfilment.ts'
import { staffDocumentsOf } from '#domain/invoice.ts'
import { localeOfCountry, type Country, type Currency } from '#domain/locale.ts'
import { orderTimeline, productionShare } from '#domain/orderTrack.ts'
import { orderPagePath, TRACK_TOKEN_PATTERN, type OrderTrack, type TrackDocument } from '#domain/orderTrackSchemas.ts'
import { productionParts } from '#domain/production/parts.ts'
import { orderProgress } from '#domain/production/steps.ts'
import type { Cabinet } from '#domain/cabinet/model.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import type { CartItem } from '#domain/schemas.ts'
import type { Schema } from './schema'
import { statusHistoryOf } from './fulfilment'
import { deliveryOf } from './deliveries'
import { documentsOfOrder } from './documents'
import { stepsOfOrder } from './partSteps'
import { sheetOrders } from './sheets'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** Statuses whose order has its assembly instructions: made once the cabinets are ready (the ready e-mail's). */
const WITH_INSTRUCTIONS: readonly FulfilmentStatus[] = ['ready', 'delivered']

/** A new link's token for the order (256 random bits); only its hash is written. */
export async function mintTrackToken(db: Kysely<Schema>, orderId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db
    .insertInto('order_track_token')
    .values({ order_id: orderId, token_hash: sha256(token), created_at: now.toISOString() })
    .execute()
  return token
}

/** The outbox's maker of links (ORDER_PAGE_LINK): a fresh token per e-mail, the page in the order's language. */
export function orderPageLinks(db: Kysely<Schema>, siteUrl: string) {
  return async (orderId: number): Promise<string> => {
    const order = await db.selectFrom('orders').select('country').where('id', '=', orderId).executeTakeFirstOrThrow()
    const token = await mintTrackToken(db, orderId, new Date())
    return siteUrl + orderPagePath(token, localeOfCountry(order.country as Country))
  }
}

/** The order a token opens, or undefined (a malformed token is not looked up). */
export async function orderOfToken(db: Kysely<Schema>, token: string): Promise<number | undefined> {
  if (!TRACK_TOKEN_PATTERN.test(token)) return undefined
  const row = await db
    .selectFrom('order_track_token')
    .innerJoin('orders', 'orders.id', 'order_track_token.order_id')
    .select('orders.id')
    .where('order_track_token.token_hash', '=', sha256(token))
    .where('orders.number', 'is not', null)
    .executeTakeFirst()
  return row ? Number(row.id) : undefined
}

/** The order's customer-facing data the page and the cancellation read. */
export async function trackedOrderRow(db: Kysely<Schema>, id: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'number', 'country', 'currency', 'created_at', 'status', 'status_version', 'confirmed_at'])
    .select(['courier', 'total_gross', 'delivery_date'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}

/** The documents the page offers: each line's design PDF, the tax documents issued, the instructions once ready. */
export async function trackDocuments(
  db: Kysely<Schema>,
  id: number,
  status: FulfilmentStatus,
  lines: ReadonlyArray<{ position: number; title: string }>,
): Promise<TrackDocument[]> {
  const taxDocuments = staffDocumentsOf(await documentsOfOrder(db, id), status).documents
  return [
    ...lines.map((line) => ({ key: `design-${line.position}`, kind: 'design' as const, label: line.title })),
    ...taxDocuments.map((document) => ({
      key: document.number,
      kind: document.kind,
      label: document.number,
    })),
    ...(WITH_INSTRUCTIONS.includes(status) ? [{ key: 'assembly', kind: 'assembly' as const, label: '' }] : []),
  ]
}

/** The page's answer for the order (see OrderTrackSchema); `modelOf` makes each line's 3D model (null on failure). */
export async function orderTrack(
  db: Kysely<Schema>,
  id: number,
  now: Date,
  modelOf: (design: Cabinet | Hallway) => Promise<string | null>,
): Promise<OrderTrack> {
  const order = await trackedOrderRow(db, id)
  const status = order.status as FulfilmentStatus
  const country = order.country as Country
  const courier = order.courier === 1
  const [lineRows, history, delivery, messages, [sheet], steps] = await Promise.all([
    db.selectFrom('order_line').selectAll().where('order_id', '=', id).orderBy('position').execute(),
    statusHistoryOf(db, id),
    db
      .selectFrom('order_delivery')
      .selectAll()
      .where('order_id', '=', id)
      .where('notified_at', 'is not', null)
      .executeTakeFirst(),
    db.selectFrom('order_message').select(['at', 'text']).where('order_id', '=', id).orderBy('id').execute(),
    sheetOrders(db, [id]),
    stepsOfOrder(db, id),
  ])
  const stored = lineRows.map((line) => JSON.parse(line.design) as { design: Cabinet | Hallway; request: CartItem })
  const models = await Promise.all(stored.map((line) => modelOf(line.design)))
  const parts = sheet ? productionParts(sheet) : []
  const share =
    status === 'inProduction'
      ? productionShare(
          orderProgress(
            order.number!,
            parts.length,
            parts.flatMap((part) => steps.get(part.id) ?? []),
          ),
        )
      : null
  const confirmedAt = order.confirmed_at === null ? null : new Date(order.confirmed_at)
  const cancellable = canCancel(status, confirmedAt, now, country)
  return {
    number: order.number!,
    country,
    currency: order.currency as Currency,
    createdAt: new Date(order.created_at).toISOString(),
    status,
    version: Number(order.status_version),
    courier,
    totalGross: Number(order.total_gross),
    deliveryDate: order.delivery_date ?? null,
    // Only a plan the customer was told of (its e-mail written); a re-plan shows its new day.
    dispatch: deliveryOf(delivery),
    timeline: orderTimeline({
      status,
      createdAt: new Date(order.created_at).toISOString(),
      courier,
      history: history.map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() })),
      leftAt: delivery?.notified_at ? new Date(delivery.notified_at).toISOString() : null,
    }),
    progress: share,
    lines: lineRows.map((line, index) => ({
      position: line.position,
      title: line.title,
      count: line.count,
      item: stored[index]!.request,
      model: models[index] ?? null,
      unitGross: Number(line.unit_gross),
    })),
    documents: await trackDocuments(db, id, status, lineRows),
    cancellable,
    cancellableUntil: cancellable && confirmedAt ? cancellableUntil(confirmedAt, country) : null,
    messages: messages.map((message) => ({ at: new Date(message.at).toISOString(), text: message.text })),
  }
}

/** Stores the customer's message to the shop. */
export async function addOrderMessage(db: Kysely<Schema>, orderId: number, text: string, now: Date): Promise<void> {
  await db.insertInto('order_message').values({ order_id: orderId, text, at: now.toISOString() }).execute()
}

/** The customer's messages of an order, oldest first (the desk's order detail). */
export async function orderMessagesOf(db: Kysely<Schema>, orderId: number) {
  const rows = await db
    .selectFrom('order_message')
    .select(['at', 'text'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ at: new Date(row.at).toISOString(), text: row.text }))
}
