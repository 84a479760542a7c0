/**
 * The production sheets (issue 15): each order's cut list (CSV) and work order (PDF), and the same
 * for a production day's orders at once (the calendar's batch, issue 38.5). Staff only; files with personal data, so never cached.
 */
import { Hono, type Context } from 'hono'
import { API } from '#domain/endpoints.ts'
import { localeOfLanguage } from '#domain/locale.ts'
import { ordersCutListCsv } from '#domain/cutListCsv.ts'
import { batchOrders, sheetLine } from '#domain/productionSheet.ts'
import * as v from 'valibot'
import { DaySchema } from '#domain/delivery.ts'
import { ordersOfProductionDay, todaysProductionDay } from '../db/productionPlan'
import { orderIdOf, sheetOrders, type SheetOrder } from '../db/sheets'
import type { HeavyPool } from '../pool'
import { currentSettings, type SettingsCache } from '../config/settings'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError } from './json'

/** The CSV of these orders, from their stored designs through the domain's cut list. */
function csvOf(orders: readonly SheetOrder[]): string {
  return ordersCutListCsv(
    orders.map((order) => ({
      order: order.number,
      lines: order.lines.map((line) => sheetLine(line.position + 1, line.title, line.count, line.design).cutList),
    })),
  )
}

/** A file to download under a name. */
function download(c: Context, body: string | Uint8Array, type: string, filename: string): Response {
  return c.body(typeof body === 'string' ? body : (body as Uint8Array<ArrayBuffer>), 200, {
    'Content-Type': type,
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  })
}

const CSV = 'text/csv; charset=utf-8'
const PDF = 'application/pdf'

/** The sheet calls: one order's CSV and PDF, and the batch of a production day. */
export function sheetRoutes(deps: StaffAuthDeps & { pool: HeavyPool; settings: SettingsCache }) {
  const { db } = deps
  const { staffCutListCsv, staffWorkOrderPdf, staffBatchCutListCsv, staffBatchWorkOrderPdf } = API
  const staff = requireStaffSession(deps)
  /** The one order of the path, or a 404 answer. */
  const orderOf = async (c: Context): Promise<SheetOrder | Response> => {
    const number = c.req.param('number') ?? ''
    const id = await orderIdOf(db, number)
    const [order] = id === undefined ? [] : await sheetOrders(db, [id])
    return order ?? apiError(c, 404, 'not_found', `No order ${number}.`)
  }
  /**
   * The batch of `?day=` (default today's production day), from the production calendar (issue 38.5): the same day
   * prints the same orders again; a 400 answer for a malformed day.
   */
  const batch = async (c: Context): Promise<{ day: string; orders: SheetOrder[] } | Response> => {
    const asked = c.req.query('day')
    if (asked !== undefined && !v.is(DaySchema, asked))
      return apiError(c, 400, 'bad_date', `Not a day (YYYY-MM-DD): ${asked}.`)
    const day = asked ?? todaysProductionDay(await currentSettings(deps.settings))
    return { day, orders: batchOrders(await sheetOrders(db, await ordersOfProductionDay(db, day))) }
  }
  // Built in the worker pool, in the workshop's language (a setting); staff wait rather than be refused.
  const workOrderPdf = async (orders: SheetOrder[]) => {
    const { workshopLanguage, leadTimes } = await currentSettings(deps.settings)
    const locale = localeOfLanguage(workshopLanguage)
    const termsProduction = leadTimes.termsProduction
    return deps.pool.run({ kind: 'workOrderPdf', orders, locale, termsProduction }, { always: true })
  }

  return new Hono()
    .on(staffCutListCsv.method, staffCutListCsv.path, staff, async (c) => {
      c.header('Cache-Control', 'no-store')
      const order = await orderOf(c)
      if (order instanceof Response) return order
      return download(c, csvOf([order]), CSV, `rezny-plan-${order.number}.csv`)
    })
    .on(staffWorkOrderPdf.method, staffWorkOrderPdf.path, staff, async (c) => {
      c.header('Cache-Control', 'no-store')
      const order = await orderOf(c)
      if (order instanceof Response) return order
      return download(c, await workOrderPdf([order]), PDF, `pracovny-prikaz-${order.number}.pdf`)
    })
    .on(staffBatchCutListCsv.method, staffBatchCutListCsv.path, staff, async (c) => {
      c.header('Cache-Control', 'no-store')
      const day = await batch(c)
      if (day instanceof Response) return day
      return download(c, csvOf(day.orders), CSV, `rezny-plan-vyroba-${day.day}.csv`)
    })
    .on(staffBatchWorkOrderPdf.method, staffBatchWorkOrderPdf.path, staff, async (c) => {
      c.header('Cache-Control', 'no-store')
      const day = await batch(c)
      if (day instanceof Response) return day
      return download(c, await workOrderPdf(day.orders), PDF, `pracovne-prikazy-${day.day}.pdf`)
    })
}
