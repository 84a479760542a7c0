/**
 * Orders in the database. One transaction writes the order, its lines (design, cut list, price
 * snapshot) and its outbox e-mails; the order number comes from the row's own id. A checkout
 * attempt's Idempotency-Key is unique, so a repeat finds the first order instead of making one.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import { formOfCustomer } from '#domain/checkout.ts'
import { toUnits } from '#domain/money.ts'
import type { PricedOrder } from '#domain/order.ts'
import { orderSummary, type OrderSummary } from '#domain/orderSummary.ts'
import type { CartItem, SaveOrderRequest, SaveOrderResponse } from '#domain/schemas.ts'
import { vatLines, type VatTreatment } from '#domain/tax.ts'
import type { Mail } from '../mail/templates'
import type { Schema } from './schema'
import { pendingMail } from '../mail/outbox'

/** The answer as stored with the order: everything but the token, which is kept as its hash only. */
type StoredAnswer = Omit<SaveOrderResponse, 'confirmationToken'>

/** What a key already stands for: its body's hash and the answer it got. */
export interface KeyedOrder {
  requestHash: string
  response: StoredAnswer
}

export async function findOrderByKey(db: Kysely<Schema>, key: string): Promise<KeyedOrder | undefined> {
  const row = await db
    .selectFrom('orders')
    .select(['request_hash', 'response'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
  if (!row?.response) return undefined
  return { requestHash: row.request_hash, response: JSON.parse(row.response) as StoredAnswer }
}

/** How long after the order its confirmation token opens the summary (once). */
export const CONFIRMATION_MINUTES = 30

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A fresh one-time token (192 random bits) and the hash the database keeps of it. */
function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url')
  return { token, hash: sha256(token) }
}

/**
 * A replayed order answer gets a new token (the first answer, and its token, never reached the
 * shopper); a token already used stays used.
 */
export async function renewConfirmationToken(db: Kysely<Schema>, key: string): Promise<string> {
  const { token, hash } = newConfirmationToken()
  await db.updateTable('orders').set({ confirmation_token_hash: hash }).where('idempotency_key', '=', key).execute()
  return token
}

/** The confirmation page's answer: the summary, a token used or expired (gone), or no such order and token. */
export type ConfirmationRead = { status: 'ok'; summary: OrderSummary } | { status: 'gone' } | { status: 'missing' }

/** Reads an order's summary with its token: the first read within CONFIRMATION_MINUTES uses the token up. */
export async function readConfirmation(
  db: Kysely<Schema>,
  number: string,
  token: string,
  now = new Date(),
): Promise<ConfirmationRead> {
  const order = await db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirst()
  const expected = order?.confirmation_token_hash
  if (!order || !expected || !timingSafeEqual(Buffer.from(sha256(token)), Buffer.from(expected))) {
    return { status: 'missing' }
  }
  if (order.confirmation_read_at || now.getTime() - Date.parse(order.created_at) > CONFIRMATION_MINUTES * 60_000) {
    return { status: 'gone' }
  }
  // Only the request that marks it first gets the summary, even when two arrive together.
  const marked = await db
    .updateTable('orders')
    .set({ confirmation_read_at: now.toISOString() })
    .where('id', '=', order.id)
    .where('confirmation_read_at', 'is', null)
    .executeTakeFirst()
  if (Number(marked.numUpdatedRows) !== 1) return { status: 'gone' }
  const lines = await db
    .selectFrom('order_line')
    .select(['design', 'price', 'count', 'unit_net', 'unit_gross'])
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute()
  const furniture = lines.map((line) => (JSON.parse(line.design) as { request: CartItem }).request)
  // Each line at its own rate, the shipping at the goods' (as saveOrder priced them).
  const amounts = lines.map((line) => ({
    net: Number(line.unit_net) * line.count,
    gross: Number(line.unit_gross) * line.count,
    rate: (JSON.parse(line.price) as { vatRate: number }).vatRate,
  }))
  amounts.push({
    net: Number(order.shipping_net),
    gross: Number(order.shipping_gross),
    rate: amounts[0]?.rate ?? 0,
  })
  const vat = order.vat_treatment
    ? {
        treatment: JSON.parse(order.vat_treatment) as VatTreatment,
        lines: vatLines(amounts).map((line) => ({ ...line, base: toUnits(line.base), vat: toUnits(line.vat) })),
      }
    : undefined
  const summary = orderSummary(
    {
      furniture,
      country: order.country as OrderSummary['country'],
      cenaDopravy: toUnits(Number(order.shipping_net)),
      courier: order.courier === 1,
    },
    {
      orderNumber: number,
      currency: order.currency as OrderSummary['currency'],
      total: toUnits(Number(order.total_gross)),
      totalNet: toUnits(Number(order.total_net)),
    },
    vat,
    order.delivery_date,
  )
  return { status: 'ok', summary }
}

/** The order number of a database id: the year (Bratislava time) and the id, e.g. 2026-000123. */
export function orderNumber(id: number, createdAt: Date): string {
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Bratislava' }).format(createdAt)
  return `${year}-${String(id).padStart(6, '0')}`
}

/** A unique-key violation on either database: another request with the same key got there first. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

export interface NewOrder {
  key: string
  requestHash: string
  request: SaveOrderRequest
  priced: PricedOrder
  /** The e-mails, made once the number is known. */
  mails: (number: string, createdAt: Date) => Mail[]
  /** The shop's domain, for stable Message-IDs. */
  mailDomain: string
  /** The published price version the order was priced with (0: the code's seed). */
  priceVersion: number
  /** How the order is taxed (issue 37): kept with it for its documents and the accountant's overview. */
  vatTreatment: VatTreatment
  /** The delivery day promised now (issue 39.1, the server's estimate of the order's pieces). */
  deliveryDate: string
}

/** Writes the order, its lines and its e-mails in one transaction; returns the answer after commit. */
export async function createOrder(db: Kysely<Schema>, input: NewOrder): Promise<SaveOrderResponse> {
  const { request, priced } = input
  const order = request.order
  const createdAt = new Date()
  const now = createdAt.toISOString()
  const confirmation = newConfirmationToken()
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('orders')
      .values({
        number: null,
        idempotency_key: input.key,
        request_hash: input.requestHash,
        country: order.country,
        currency: priced.currency,
        customer: JSON.stringify(order.customer),
        email: order.customer.email,
        courier: formOfCustomer(order.customer).delivery === 'courier' ? 1 : 0,
        shipping_net: priced.shipping.net,
        shipping_gross: priced.shipping.gross,
        total_net: priced.total.net,
        total_gross: priced.total.gross,
        response: null,
        created_at: now,
        confirmation_token_hash: confirmation.hash,
        confirmation_read_at: null,
        price_version: input.priceVersion,
        vat_treatment: JSON.stringify(input.vatTreatment),
        delivery_date: input.deliveryDate,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const number = orderNumber(Number(id), createdAt)
    const response: StoredAnswer = {
      orderNumber: number,
      total: toUnits(priced.total.gross),
      totalNet: toUnits(priced.total.net),
      currency: priced.currency,
    }
    await trx
      .updateTable('orders')
      .set({ number, response: JSON.stringify(response) })
      .where('id', '=', id)
      .execute()
    await trx
      .insertInto('order_line')
      .values(
        priced.lines.map((line, position) => ({
          order_id: id,
          position,
          // The shop's texts and link for the line (issue 34), never the ones the browser sent.
          title: line.item.title,
          count: line.count,
          design: JSON.stringify({ design: line.design, request: line.item }),
          cut_list: JSON.stringify(line.cutList),
          price: JSON.stringify(line.price),
          unit_net: line.price.net,
          unit_gross: line.price.gross,
        })),
      )
      .execute()
    await trx
      .insertInto('outbox')
      .values(
        input.mails(number, createdAt).map((mail) => ({
          order_id: id,
          kind: mail.kind,
          recipient: mail.to,
          subject: mail.subject,
          body_text: mail.text,
          body_html: mail.html,
          message_id: `<order-${number}-${mail.kind}@${input.mailDomain}>`,
          ...pendingMail(now),
        })),
      )
      .execute()
    return { ...response, confirmationToken: confirmation.token }
  })
}
