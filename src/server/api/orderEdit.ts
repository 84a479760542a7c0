/**
 * POST /api/staff/orders/:number/edit (issue 36): staff edit an order before production: the contact, the
 * addresses, each line's count and price. 200 with the new version and the changes; 400 naming the customer's
 * problems by the checkout's rules; 409 when the order moved on; 422 naming why the edit cannot be made; 404.
 */
import { Hono } from 'hono'
import { API } from '#domain/endpoints.ts'
import { localeOfCountry, type Country } from '#domain/locale.ts'
import type { OrderEditRefusal } from '#domain/orderEditSchemas.ts'
import type { Config } from '../env'
import { orderPriceList, type PriceCache } from '../config/prices'
import type { VatTreatment } from '#domain/tax.ts'
import { currentSettings, type SettingsCache } from '../config/settings'
import { documentMailComposer } from '../mail/documents'
import { editOrder } from '../db/orderEdit'
import { mailI18n } from '../mail/i18n'
import { orderEditMail } from '../mail/templates'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError, readJson } from './json'

export interface OrderEditRouteDeps extends StaffAuthDeps {
  config: Pick<Config, 'staffToken' | 'siteUrl' | 'trustProxy' | 'vatRates'>
  /** The published prices: a line may take today's price. */
  prices: PriceCache
  /** The published settings: the e-mail names the seller and its contacts. */
  settings: SettingsCache
  /** Tells the outbox worker there is mail to send. */
  onMail: () => void
}

/** Why an edit is refused, in a sentence for scripts (the desk says it in the staff's language by `error`). */
const REFUSALS: Record<OrderEditRefusal, string> = {
  after_production: 'Production has started: the order can no longer be edited.',
  cancelled: 'The order is cancelled: it can no longer be edited.',
  destination_changed: 'The delivery country cannot change: the shipping was priced for it.',
  cannot_reprice: "A line cannot be priced today (its design or decor is no longer sold): keep the order's price.",
  lines_mismatch: "The lines sent are not the order's lines.",
}

/** The order edit route (see the file's comment). */
export function orderEditRoutes(deps: OrderEditRouteDeps) {
  const { db, config } = deps
  const { staffOrderEdit } = API
  return new Hono()
    .use(staffOrderEdit.path, async (c, next) => {
      // Set before the guard: a 401 is not to be cached either.
      c.header('Cache-Control', 'no-store')
      await next()
    })
    .on(staffOrderEdit.method, staffOrderEdit.path, requireStaffSession(deps), async (c) => {
      const body = await readJson(c, staffOrderEdit.request)
      if (!body.ok) return body.response
      const number = c.req.param('number') ?? ''
      // Read before the transaction: a stale cache's query inside it would wait for SQLite's one connection.
      const settings = await currentSettings(deps.settings)
      const order = number ? await orderCountry(deps, number) : undefined
      if (!order) return apiError(c, 404, 'not_found', `No order number ${number}.`)
      const { country } = order
      // Today's prices at the VAT the order was taxed at (issue 37).
      const list = await orderPriceList(deps.prices, country, config.vatRates, order.treatment)
      const result = await editOrder(db, {
        number,
        request: body.value,
        staff: c.get('staff'),
        now: new Date(),
        prices: list,
        mailDomain: new URL(config.siteUrl).hostname,
        invoicing: { settings, compose: documentMailComposer(settings), mailDomain: new URL(config.siteUrl).hostname },
        compose: async ({ country, customer, changes }) => {
          const locale = localeOfCountry(country)
          return orderEditMail({ number, locale, email: customer.email, changes }, await mailI18n(locale), settings)
        },
      })
      switch (result.kind) {
        case 'missing':
          return apiError(c, 404, 'not_found', `No order number ${number}.`)
        case 'invalid':
          return apiError(
            c,
            400,
            'invalid_customer',
            "The customer's details break the checkout's rules.",
            result.problems.map((problem) => ({ path: problem.path, message: problem.problem })),
          )
        case 'conflict':
          return c.json(
            {
              error: 'edit_conflict' as const,
              message: 'Someone else changed this order first; read it again.',
              status: result.status,
              version: result.version,
              by: result.by,
            },
            409,
          )
        case 'refused':
          return c.json(
            { error: result.reason, message: REFUSALS[result.reason], status: result.status, version: result.version },
            422,
          )
        case 'edited':
          if (result.mailed) deps.onMail()
          return c.json({ version: result.version, changes: result.changes })
      }
    })
}

/** The market of an order (its price list), or undefined when no order has the number. */
async function orderCountry(deps: OrderEditRouteDeps, number: string) {
  const row = await deps.db
    .selectFrom('orders')
    .select(['country', 'vat_treatment'])
    .where('number', '=', number)
    .executeTakeFirst()
  if (!row) return undefined
  const treatment = row.vat_treatment ? (JSON.parse(row.vat_treatment) as VatTreatment) : undefined
  return { country: row.country as Country, treatment }
}
