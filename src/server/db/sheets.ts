/** The orders as the production sheets read them: header, customer and each line's stored design. */
import type { Kysely } from 'kysely'
import type { Cabinet } from '#domain/cabinet/model.ts'
import type { Price } from '#domain/cabinet/price.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import type { Customer } from '#domain/schemas.ts'
import type { Schema } from './schema'

/** One order for its sheets: lines in their order, designs as the shop checked and priced them. */
export interface SheetOrder {
  number: string
  createdAt: string
  country: string
  /** The fulfilment status now (a cancelled order's sheet says so) and when it was confirmed (the due date's start). */
  status: string
  confirmedAt: string | null
  customer: Customer
  /** Each line's design and its unit price as ordered. */
  lines: Array<{ position: number; title: string; count: number; design: Cabinet | Hallway; price: Price }>
}

/** The orders with these ids (in that order; ids without a numbered order are skipped). */
export async function sheetOrders(db: Kysely<Schema>, ids: readonly number[]): Promise<SheetOrder[]> {
  if (ids.length === 0) return []
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'number', 'created_at', 'country', 'status', 'confirmed_at', 'customer'])
    .where('id', 'in', ids)
    .execute()
  const lines = await db
    .selectFrom('order_line')
    .select(['order_id', 'position', 'title', 'count', 'design', 'price'])
    .where('order_id', 'in', ids)
    .orderBy('order_id')
    .orderBy('position')
    .execute()
  const byId = new Map(orders.map((order) => [Number(order.id), order]))
  return ids.flatMap((id) => {
    const order = byId.get(id)
    if (!order?.number) return []
    return [
      {
        number: order.number,
        createdAt: order.created_at,
        country: order.country,
        status: order.status,
        confirmedAt: order.confirmed_at,
        customer: JSON.parse(order.customer) as Customer,
        lines: lines
          .filter((line) => Number(line.order_id) === id)
          .map((line) => ({
            position: line.position,
            title: line.title,
            count: line.count,
            design: (JSON.parse(line.design) as { design: Cabinet | Hallway }).design,
            price: JSON.parse(line.price) as Price,
          })),
      },
    ]
  })
}

/** The database id of an order number, or undefined. */
export async function orderIdOf(db: Kysely<Schema>, number: string): Promise<number | undefined> {
  const row = await db.selectFrom('orders').select('id').where('number', '=', number).executeTakeFirst()
  return row ? Number(row.id) : undefined
}
