/**
 * The production calendar's week on the desk and an order's place in it (issue 38.5, docs/decisions/0045-calendar.md). Staff only; names
 * customers, so never cached.
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { addDays, mondayOf } from '#domain/calendar.ts'
import { DaySchema } from '#domain/delivery.ts'
import { API } from '#domain/endpoints.ts'
import { shopTime } from '#domain/fulfilment.ts'
import type { StaffProductionWeek } from '#domain/production/plan.ts'
import { currentSettings, type SettingsCache } from '../config/settings'
import { orderPlan, orderPromise, productionWeek, todaysProductionDay } from '../db/productionPlan'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError } from './json'

export function productionWeekRoutes(deps: StaffAuthDeps & { settings: SettingsCache }) {
  const { staffProductionWeek, staffOrderPlan } = API
  const staff = requireStaffSession(deps)
  const app = new Hono()
  for (const entry of [staffProductionWeek, staffOrderPlan])
    app.use(entry.path, async (c, next) => {
      // Set before the guard: a 401 is not to be cached either.
      c.header('Cache-Control', 'no-store')
      await next()
    })
  return app
    .on(staffOrderPlan.method, staffOrderPlan.path, staff, async (c) => {
      const number = c.req.param('number') ?? ''
      const settings = await currentSettings(deps.settings)
      const plan = await orderPlan(deps.db, number, settings)
      if (plan === undefined) return apiError(c, 404, 'not_found', `No order ${number}.`)
      return c.json({ plan, promise: await orderPromise(deps.db, number, settings) })
    })
    .on(staffProductionWeek.method, staffProductionWeek.path, staff, async (c) => {
      const asked = c.req.query('from')
      if (asked !== undefined && !v.is(DaySchema, asked))
        return apiError(c, 400, 'bad_date', `Not a day (YYYY-MM-DD): ${asked}.`)
      const settings = await currentSettings(deps.settings)
      const now = new Date()
      const from = mondayOf(asked ?? shopTime(now).slice(0, 10))
      const answer: StaffProductionWeek = {
        from,
        to: addDays(from, 6),
        today: todaysProductionDay(settings, now),
        capacity: settings.workshop.capacity,
        days: await productionWeek(deps.db, from, settings),
      }
      return c.json(answer)
    })
}
