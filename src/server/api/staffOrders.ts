/**
 * The orders desk's calls (issue 15): a page of orders with filters and a search, and one order in
 * full. Staff only (the session or the script's bearer); personal data, so never stored by caches.
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { API } from '../../domain/api'
import type { Country } from '../../domain/locale'
import { priceListFor } from '../../domain/priceList'
import { StaffOrdersQuerySchema } from '../../domain/staffOrders'
import type { Config } from '../config'
import type { DialectKind } from '../db/migrations'
import { listStaffOrders, staffOrderDetail } from '../db/staffOrders'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError, issuesOf } from './json'

export interface StaffOrderDeps extends StaffAuthDeps {
  kind: DialectKind
  config: Pick<Config, 'staffToken' | 'siteUrl' | 'vatRates'>
}

export function staffOrderRoutes(deps: StaffOrderDeps) {
  const { db, kind, config } = deps
  const { staffOrders, staffOrder } = API
  const prices = (country: Country) => priceListFor(country, config.vatRates)
  return new Hono()
    .use(staffOrders.path, async (c, next) => {
      // Set before the guard: a 401 is not to be cached either.
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
      return c.json(await listStaffOrders(db, kind, query.output))
    })
    .on(staffOrder.method, staffOrder.path, requireStaffSession(deps), async (c) => {
      const order = await staffOrderDetail(db, c.req.param('number'), prices)
      return order ? c.json(order) : apiError(c, 404, 'not_found', 'No order has this number.')
    })
}
