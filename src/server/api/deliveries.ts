/**
 * The deliveries desk (issue 36, docs/decisions/0032-deliveries.md): a day's van stops and the ready courier orders
 * still to plan, planning one onto the day in a window, the "on the way" e-mails, the day's route sheet (PDF), an
 * order's delivery and sending it by a parcel carrier. Staff only (session or bearer); never cached.
 */
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { API } from '#domain/endpoints.ts'
import { DaySchema, routeOrder, trackingUrl, type DeliveryRefusal } from '#domain/delivery.ts'
import { localeOfCountry, type LocaleCode } from '#domain/locale.ts'
import type { Config } from '../env'
import { currentSettings, type SettingsCache } from '../config/settings'
import { deliveryDay, notifyDay, orderDelivery, planVan, sendParcel, type DeliveryWriteResult } from '../db/deliveries'
import { mailI18n } from '../mail/i18n'
import { onTheWayMail, parcelMail } from '../mail/templates'
import type { HeavyPool } from '../pool'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError, readJson } from './json'

export interface DeliveryRouteDeps extends StaffAuthDeps {
  config: Pick<Config, 'staffToken' | 'siteUrl' | 'trustProxy'>
  /** The published settings: the e-mails name the seller and its contacts. */
  settings: SettingsCache
  /** Tells the outbox worker there is mail to send. */
  onMail: () => void
  pool: HeavyPool
}

/** Why the desk may not plan an order, in a sentence for scripts (the desk says it in the staff's language). */
const REFUSALS: Record<DeliveryRefusal, string> = {
  not_ready: 'Only an order that is ready can be planned for delivery or sent.',
  not_courier: 'The customer picks this order up at the workshop: there is nothing to deliver.',
}

export function deliveryRoutes(deps: DeliveryRouteDeps) {
  const { db, config } = deps
  const {
    staffDeliveryDay,
    staffDeliveryPlan,
    staffDeliveryNotify,
    staffRouteSheetPdf,
    staffOrderDelivery,
    staffOrderParcel,
  } = API
  const staff = requireStaffSession(deps)
  const mailDomain = () => new URL(config.siteUrl).hostname
  /** The path's day, or a 400 answer. */
  const dayOf = (c: Context): string | Response => {
    const date = c.req.param('date') ?? ''
    return v.is(DaySchema, date) ? date : apiError(c, 400, 'bad_date', `Not a day (YYYY-MM-DD): ${date}.`)
  }
  /** The answer to a plan or a parcel. */
  const answer = (c: Context, number: string, result: DeliveryWriteResult) => {
    switch (result.kind) {
      case 'missing':
        return apiError(c, 404, 'not_found', `No order number ${number}.`)
      case 'refused':
        return apiError(c, 422, result.reason, REFUSALS[result.reason])
      case 'done':
        if (result.mailed) deps.onMail()
        return c.json({ delivery: result.delivery, plannable: result.plannable })
    }
  }

  const app = new Hono()
  for (const entry of [
    staffDeliveryDay,
    staffDeliveryPlan,
    staffDeliveryNotify,
    staffRouteSheetPdf,
    staffOrderDelivery,
    staffOrderParcel,
  ])
    app.use(entry.path, async (c, next) => {
      // Set before the guard: a 401 is not to be cached either.
      c.header('Cache-Control', 'no-store')
      await next()
    })
  return app
    .on(staffDeliveryDay.method, staffDeliveryDay.path, staff, async (c) => {
      const date = dayOf(c)
      if (date instanceof Response) return date
      const { stops, unplanned } = await deliveryDay(db, date)
      return c.json({ date, stops: routeOrder(stops), unplanned })
    })
    .on(staffDeliveryPlan.method, staffDeliveryPlan.path, staff, async (c) => {
      const date = dayOf(c)
      if (date instanceof Response) return date
      const body = await readJson(c, staffDeliveryPlan.request)
      if (!body.ok) return body.response
      const { number, from, to } = body.value
      const result = await planVan(db, {
        number,
        date,
        from,
        to,
        staff: c.get('staff'),
        now: new Date(),
        mailDomain: mailDomain(),
      })
      return answer(c, number, result)
    })
    .on(staffDeliveryNotify.method, staffDeliveryNotify.path, staff, async (c) => {
      const date = dayOf(c)
      if (date instanceof Response) return date
      const body = await readJson(c, staffDeliveryNotify.request)
      if (!body.ok) return body.response
      // Read before the transaction: SQLite's one connection is the transaction's (see api/fulfilment.ts).
      const settings = await currentSettings(deps.settings)
      const sent = await notifyDay(db, {
        date,
        numbers: body.value.numbers,
        staff: c.get('staff'),
        now: new Date(),
        mailDomain: mailDomain(),
        compose: async (order, plan) => {
          const locale = localeOfCountry(order.country)
          return onTheWayMail({ ...order, locale }, plan, await mailI18n(locale), settings)
        },
      })
      if (sent.length > 0) deps.onMail()
      return c.json({ sent })
    })
    .on(staffRouteSheetPdf.method, staffRouteSheetPdf.path, staff, async (c) => {
      const date = dayOf(c)
      if (date instanceof Response) return date
      // The workshop's language by default; the desk asks for its own (a Czech desk prints Czech).
      const locale: LocaleCode = c.req.query('locale') === 'cz' ? 'cz' : 'sk'
      const { stops } = await deliveryDay(db, date)
      const pdf = await deps.pool.run({ kind: 'routeSheetPdf', input: { date, locale, stops } }, { always: true })
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="rozvoz-${date}.pdf"`,
        'Cache-Control': 'no-store',
      })
    })
    .on(staffOrderDelivery.method, staffOrderDelivery.path, staff, async (c) => {
      const number = c.req.param('number') ?? ''
      const found = await orderDelivery(db, number)
      return found ? c.json(found) : apiError(c, 404, 'not_found', `No order number ${number}.`)
    })
    .on(staffOrderParcel.method, staffOrderParcel.path, staff, async (c) => {
      const number = c.req.param('number') ?? ''
      const body = await readJson(c, staffOrderParcel.request)
      if (!body.ok) return body.response
      const settings = await currentSettings(deps.settings)
      const { carrier, tracking } = body.value
      const result = await sendParcel(db, {
        number,
        carrier,
        carrierName: body.value.carrierName,
        tracking,
        staff: c.get('staff'),
        now: new Date(),
        mailDomain: mailDomain(),
        compose: async (order, parcel) => {
          const locale = localeOfCountry(order.country)
          const url = trackingUrl(carrier, parcel.tracking)
          return parcelMail({ ...order, locale }, { ...parcel, url }, await mailI18n(locale), settings)
        },
      })
      return answer(c, number, result)
    })
}
