/**
 * POST /api/staff/orders/:number/pagelink (issue 39.2): the desk sends the customer the link to the order's page
 * again. 200 `{ to, at }`, 429 `page_link_too_soon` with Retry-After within 10 minutes of the last one, 409
 * `order_anonymised` for an erased or purged order, 404 for an unknown number.
 */
import { Hono } from 'hono'
import { API } from '#domain/endpoints.ts'
import type { PageLinkRefusal } from '#domain/orderPageLinkResend.ts'
import type { Config } from '../env'
import { currentSettings, type SettingsCache } from '../config/settings'
import { resendOrderPageLink } from '../db/orderPageLink'
import { mailI18n } from '../mail/i18n'
import { orderPageLinkMail } from '../mail/templates'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError } from './json'

export interface OrderPageLinkRouteDeps extends StaffAuthDeps {
  config: Pick<Config, 'staffToken' | 'siteUrl' | 'trustProxy'>
  /** The published shop settings: the e-mail names the shop's contact. */
  settings: SettingsCache
  /** Tells the outbox worker there is mail to send. */
  onMail: () => void
}

/** The resend route (see the file's comment). */
export function orderPageLinkRoutes(deps: OrderPageLinkRouteDeps) {
  const { staffOrderPageLink } = API
  // The codes the desk's machine tells apart (machines/orderPageLink.ts).
  const anonymised: PageLinkRefusal = 'order_anonymised'
  const tooSoon: PageLinkRefusal = 'page_link_too_soon'
  return new Hono()
    .use(staffOrderPageLink.path, async (c, next) => {
      // Set before the guard: a 401 is not to be cached either.
      c.header('Cache-Control', 'no-store')
      await next()
    })
    .on(staffOrderPageLink.method, staffOrderPageLink.path, requireStaffSession(deps), async (c) => {
      const number = c.req.param('number') ?? ''
      const settings = await currentSettings(deps.settings)
      const result = await resendOrderPageLink(deps.db, {
        number,
        staff: c.get('staff'),
        now: new Date(),
        compose: async (order) => orderPageLinkMail(order, await mailI18n(order.locale), settings),
        // Read when an e-mail is written: a refusal needs no site address.
        mailDomain: () => new URL(deps.config.siteUrl).hostname,
      })
      switch (result.kind) {
        case 'missing':
          return apiError(c, 404, 'not_found', `No order number ${number}.`)
        case 'anonymised':
          return apiError(c, 409, anonymised, "The order's customer data has been erased: nobody to write to.")
        case 'tooSoon':
          c.header('Retry-After', String(result.wait))
          return apiError(c, 429, tooSoon, `The link was sent less than 10 minutes ago; again in ${result.wait} s.`)
        case 'sent':
          deps.onMail()
          return c.json({ to: result.to, at: result.at })
      }
    })
}
