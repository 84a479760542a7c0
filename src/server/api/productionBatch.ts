/** Which orders a production call is about: a production day's, or the numbers named. */
import type { Context } from 'hono'
import { orderIdOf, sheetOrders, type SheetOrder } from '../db/sheets'
import { ordersOfProductionDay } from '../db/productionPlan'
import type { StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError } from './json'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const ORDER_NUMBER = /^\d{4}-\d{6,}$/
/** More orders than a workshop cuts in a week: a longer list is a mistake, not a batch. */
const MAX_ORDERS = 200

/**
 * The batch a query names (board plans, labels): `?day=` (the production plan's day) or `?orders=` (numbers); an
 * answer when it is wrong. A cancelled order is left out even when named: it is never made.
 */
export async function productionBatch(
  c: Context,
  db: StaffAuthDeps['db'],
): Promise<{ orders: SheetOrder[]; subject: string } | Response> {
  const day = c.req.query('day')
  const list = c.req.query('orders')
  let ids: number[]
  let subject: string
  if (day !== undefined) {
    if (!DAY.test(day) || Number.isNaN(Date.parse(day)))
      return apiError(c, 400, 'bad_request', 'day must be a date YYYY-MM-DD.')
    ids = await ordersOfProductionDay(db, day)
    subject = day
  } else if (list !== undefined) {
    const numbers = [
      ...new Set(
        list
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean),
      ),
    ]
    if (numbers.length === 0 || numbers.length > MAX_ORDERS || !numbers.every((n) => ORDER_NUMBER.test(n)))
      return apiError(c, 400, 'bad_request', `orders must be 1 to ${MAX_ORDERS} order numbers, comma-separated.`)
    ids = []
    for (const number of numbers) {
      const id = await orderIdOf(db, number)
      if (id === undefined) return apiError(c, 404, 'not_found', `No order ${number}.`)
      ids.push(id)
    }
    subject = numbers.join(', ')
  } else return apiError(c, 400, 'bad_request', 'Name a production day (?day=) or orders (?orders=).')
  const orders = (await sheetOrders(db, ids)).filter((order) => order.status !== 'cancelled')
  return { orders, subject }
}
