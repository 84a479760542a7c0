/**
 * Cash collected (issue 37.5): an order's amount to collect and its collection, recording it from the desk, the day's
 * report per driver and the delivered orders still without their cash. Staff only (session or bearer); never cached.
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import type { CashRefusal } from '#domain/cash.ts'
import { DaySchema } from '#domain/delivery.ts'
import { API } from '#domain/endpoints.ts'
import { toUnits } from '#domain/money.ts'
import type { Config } from '../env'
import { cashDay, cashMissing, orderCash, recordCash } from '../db/cash'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError, readJson } from './json'

export interface CashRouteDeps extends StaffAuthDeps {
  config: Pick<Config, 'staffToken' | 'siteUrl' | 'trustProxy'>
}

/** Why a record is refused, in a sentence for scripts (the desk says it in the staff's language). */
const REFUSALS: Record<CashRefusal, (due: string) => string> = {
  not_delivered: () => 'Cash is recorded for an order that is ready or delivered.',
  before_order: () => 'The day is before the order was placed.',
  in_future: () => 'The day has not come yet.',
  difference: (due) => `The amount differs from the amount to collect (${due}); confirm the difference.`,
}

export function cashRoutes(deps: CashRouteDeps) {
  const { db } = deps
  const { staffOrderCash, staffCashCollect, staffCashReport, staffCashMissing } = API
  const staff = requireStaffSession(deps)
  const app = new Hono()
  for (const path of new Set([staffOrderCash.path, staffCashReport.path, staffCashMissing.path]))
    app.use(path, async (c, next) => {
      // Set before the guard: a 401 is not to be cached either.
      c.header('Cache-Control', 'no-store')
      await next()
    })
  return app
    .on(staffOrderCash.method, staffOrderCash.path, staff, async (c) => {
      const number = c.req.param('number') ?? ''
      const cash = await orderCash(db, number)
      return cash ? c.json(cash) : apiError(c, 404, 'not_found', `No order number ${number}.`)
    })
    .on(staffCashCollect.method, staffCashCollect.path, staff, async (c) => {
      const number = c.req.param('number') ?? ''
      const body = await readJson(c, staffCashCollect.request)
      if (!body.ok) return body.response
      const result = await recordCash(db, {
        number,
        ...body.value,
        confirmDifference: body.value.confirmDifference ?? false,
        staff: c.get('staff'),
        now: new Date(),
      })
      switch (result.kind) {
        case 'missing':
          return apiError(c, 404, 'not_found', `No order number ${number}.`)
        case 'refused':
          return apiError(c, 422, result.reason, REFUSALS[result.reason](String(toUnits(result.due))))
        case 'done':
          return c.json(result.cash)
      }
    })
    .on(staffCashMissing.method, staffCashMissing.path, staff, async (c) => c.json({ orders: await cashMissing(db) }))
    .on(staffCashReport.method, staffCashReport.path, staff, async (c) => {
      const date = c.req.param('date') ?? ''
      if (!v.is(DaySchema, date)) return apiError(c, 400, 'bad_date', `Not a day (YYYY-MM-DD): ${date}.`)
      return c.json({ date, drivers: await cashDay(db, date) })
    })
}
