/**
 * The orders desk's calls (issue 15): a page of orders with filters, a search and a sort, the same as CSV, and
 * one order in full. Staff only (the session or the script's bearer); personal data, so never stored by caches.
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { API, modelUrl } from '#domain/endpoints.ts'
import type { Cabinet } from '#domain/cabinet/model.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import type { Country } from '#domain/locale.ts'
import { orderPriceList, type PriceCache } from '../config/prices'
import type { VatTreatment } from '#domain/tax.ts'
import { ordersCsv, shopToday, StaffOrdersQuerySchema } from '#domain/staffOrders.ts'
import { currentSettings, type SettingsCache } from '../config/settings'
import type { Config } from '../env'
import type { ModelStore } from '../model/store'
import type { DialectKind } from '../db/migrations'
import { listStaffOrders, staffOrderDetail } from '../db/staffOrders'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError, issuesOf } from './json'

export interface StaffOrderDeps extends StaffAuthDeps {
  kind: DialectKind
  models: ModelStore
  config: Pick<Config, 'staffToken' | 'siteUrl' | 'trustProxy' | 'vatRates'>
  /** The published prices: the detail shows the shop's price today beside the order's snapshot. */
  prices: PriceCache
  /** The published settings: the due date counts their production time. */
  settings: SettingsCache
}

export function staffOrderRoutes(deps: StaffOrderDeps) {
  const { db, kind, models, config } = deps
  const { staffOrders, staffOrdersCsv, staffOrder } = API
  const context = async () => ({
    workingDays: (await currentSettings(deps.settings)).leadTimes.termsProduction,
    now: new Date(),
  })
  // Today's prices at the VAT each order was taxed at (issue 37), as a desk edit would charge them.
  const prices = (country: Country, treatment: VatTreatment | undefined) =>
    orderPriceList(deps.prices, country, config.vatRates, treatment)
  // The model as this server made it (by its content hash, so the second view finds it made), with its
  // decors embedded for the workshop; none when it fails.
  const modelOf = async (design: Cabinet | Hallway) => {
    try {
      return modelUrl(await models.renderTextured(design))
    } catch (error) {
      console.error('Order line model failed:', error instanceof Error ? error.message : error)
      return null
    }
  }
  return new Hono()
    .use(staffOrders.path, async (c, next) => {
      // Set before the guard: a 401 is not to be cached either.
      c.header('Cache-Control', 'no-store')
      await next()
    })
    .use(staffOrdersCsv.path, async (c, next) => {
      c.header('Cache-Control', 'no-store')
      await next()
    })
    .use(staffOrder.path, async (c, next) => {
      c.header('Cache-Control', 'no-store')
      await next()
    })
    .on(staffOrders.method, staffOrders.path, requireStaffSession(deps), async (c) => {
      const query = v.safeParse(StaffOrdersQuerySchema, c.req.query())
      if (!query.success) return apiError(c, 400, 'invalid_query', 'The filters are not valid.', issuesOf(query.issues))
      return c.json(await listStaffOrders(db, kind, query.output, await context()))
    })
    .on(staffOrdersCsv.method, staffOrdersCsv.path, requireStaffSession(deps), async (c) => {
      const query = v.safeParse(StaffOrdersQuerySchema, c.req.query())
      if (!query.success) return apiError(c, 400, 'invalid_query', 'The filters are not valid.', issuesOf(query.issues))
      const now = await context()
      const { orders } = await listStaffOrders(db, kind, { ...query.output, cursor: undefined }, now, true)
      return c.body(ordersCsv(orders), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="objednavky-${shopToday(now.now)}.csv"`,
      })
    })
    .on(staffOrder.method, staffOrder.path, requireStaffSession(deps), async (c) => {
      const order = await staffOrderDetail(db, c.req.param('number'), prices, modelOf)
      return order ? c.json(order) : apiError(c, 404, 'not_found', 'No order has this number.')
    })
}
