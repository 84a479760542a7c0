/**
 * Orders in the database. One transaction writes the order, its lines (design, cut list, price
 * snapshot) and its outbox e-mails; the order number comes from the row's own id. A checkout
 * attempt's Idempotency-Key is unique, so a repeat finds the first order instead of making one.
 */
import type { Kysely } from 'kysely'
import { toUnits } from '../../domain/money'
import type { PricedOrder } from '../../domain/order'
import type { SaveOrderRequest, SaveOrderResponse } from '../../domain/schemas'
import type { Mail } from '../mail/templates'
import type { Schema } from './schema'

/** What a key already stands for: its body's hash and the answer it got. */
export interface KeyedOrder {
  requestHash: string
  response: SaveOrderResponse
}

export async function findOrderByKey(db: Kysely<Schema>, key: string): Promise<KeyedOrder | undefined> {
  const row = await db
    .selectFrom('orders')
    .select(['request_hash', 'response'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
  if (!row?.response) return undefined
  return { requestHash: row.request_hash, response: JSON.parse(row.response) as SaveOrderResponse }
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
}

/** Writes the order, its lines and its e-mails in one transaction; returns the answer after commit. */
export async function createOrder(db: Kysely<Schema>, input: NewOrder): Promise<SaveOrderResponse> {
  const { request, priced } = input
  const order = request.order
  const createdAt = new Date()
  const now = createdAt.toISOString()
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
        courier: order.customer.dorucenie ? 1 : 0,
        shipping_net: priced.shipping.net,
        shipping_gross: priced.shipping.gross,
        total_net: priced.total.net,
        total_gross: priced.total.gross,
        response: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const number = orderNumber(Number(id), createdAt)
    const response: SaveOrderResponse = {
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
          title: order.furniture[position]!.title,
          count: line.count,
          design: JSON.stringify({ design: line.design, request: order.furniture[position] }),
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
          status: 'pending',
          attempts: 0,
          next_attempt_at: now,
          locked_until: null,
          sent_at: null,
          last_error: null,
          created_at: now,
        })),
      )
      .execute()
    return response
  })
}
