/**
 * POST /api/saveOrderSkrinka (docs/product.md#orders). In order: rate limit per IP (429 + Retry-After), Origin,
 * JSON body against the shared schema (unknown fields refused), Idempotency-Key, honeypot, the
 * customer's fields, the designs, then the prices: the shop prices every line again and answers
 * 409 with its prices when the shopper saw others. The answer is sent after the commit only.
 */
import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { API } from '#domain/endpoints.ts'
import { localeOfCountry, type Country } from '#domain/locale.ts'
import { currentPrices, customerIssues, priceDifferences, priceOrder, pricedVatLines, sizeOf } from '#domain/order.ts'
import { formOfCustomer } from '#domain/checkout.ts'
import { priceListOf, vatRatesOf } from '#domain/priceList.ts'
import { orderTax, sellerTaxOf } from '#domain/tax.ts'
import type { PriceCache } from '../config/prices'
import type { Config } from '../env'
import { createOrder, findOrderByKey, isUniqueViolation, readConfirmation, renewConfirmationToken } from '../db/orders'
import type { Schema } from '../db/schema'
import { mailI18n } from '../mail/i18n'
import { orderMails } from '../mail/templates'
import { apiError, describe, readJson } from './json'
import { clientIp, foreignOrigin } from './origin'
import { secondsToWait } from '../db/rateLimit'
import type { ConversionForwarder } from './events'
import type { SettingsCache } from '../config/settings'
import { orderPieces } from '#domain/production/plan.ts'
import { deliveryEstimate } from '../db/productionPlan'
import type { RateLimiterFactory } from '../db/rateLimit'

export interface OrderRouteDeps {
  db: Kysely<Schema>
  config: Pick<Config, 'vatRates' | 'siteUrl' | 'shopEmail' | 'orderRateLimit' | 'trustProxy'>
  /** Tells the outbox worker there is mail to send. */
  onOrder: () => void
  /** The ads API, told of a purchase when the customer consented. */
  conversions: ConversionForwarder
  /** The published price versions: every line is priced again with the version in force. */
  prices: PriceCache
  /** The published shop settings: the e-mails name the seller, its contacts and lead time. */
  settings: SettingsCache
  /** Where the per-address order limit is counted (shared by every server on PostgreSQL). */
  rateLimiters: RateLimiterFactory
}

const KEY = /^[A-Za-z0-9_-]{8,100}$/

export function orderRoutes(deps: OrderRouteDeps) {
  const { db, config } = deps
  const limiter = deps.rateLimiters({ name: 'order', ...config.orderRateLimit })

  const { saveOrderSkrinka, getOrderConfirmation } = API

  return new Hono()
    .on(getOrderConfirmation.method, getOrderConfirmation.path, async (c) => {
      // The order's lines and prices are the shopper's own: never kept by a cache.
      c.header('Cache-Control', 'no-store')
      const body = await readJson(c, getOrderConfirmation.request)
      if (!body.ok) return body.response
      const read = await readConfirmation(db, body.value.orderNumber, body.value.token)
      if (read.status === 'ok') return c.json(read.summary)
      return read.status === 'gone'
        ? c.json({ error: 'confirmation_used', message: 'This confirmation was already shown or has expired.' }, 410)
        : apiError(c, 404, 'not_found', 'No order with this number and token.')
    })
    .on(saveOrderSkrinka.method, saveOrderSkrinka.path, async (c) => {
      const wait = await secondsToWait(limiter, clientIp(c, config.trustProxy))
      if (wait !== undefined) {
        c.header('Retry-After', String(wait))
        return apiError(c, 429, 'too_many_orders', 'Too many orders from this address; try again later.')
      }
      // Browsers always send Origin on a POST; one from another site is refused (no cross-site orders).
      const origin = foreignOrigin(c, config)
      if (origin) {
        return apiError(
          c,
          403,
          'forbidden_origin',
          `Orders are accepted from this shop's pages only, not from ${origin}.`,
        )
      }
      const body = await readJson(c, saveOrderSkrinka.request)
      if (!body.ok) return body.response
      const key = c.req.header('idempotency-key') ?? ''
      if (!KEY.test(key)) {
        return apiError(
          c,
          400,
          'idempotency_key_required',
          'Send an Idempotency-Key header (8 to 100 letters, digits, - or _), one per checkout attempt.',
          [{ path: 'Idempotency-Key', message: 'is required: 8 to 100 letters, digits, - or _' }],
        )
      }
      if (body.value.kontrola) return apiError(c, 422, 'rejected', 'The order was not accepted.')

      const request = body.value
      const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex')
      const replay = async () => {
        const existing = await findOrderByKey(db, key)
        if (!existing) return undefined
        if (existing.requestHash !== requestHash) {
          return apiError(
            c,
            422,
            'idempotency_key_reused',
            'This Idempotency-Key was used for another order; make a new key for a new order.',
            [{ path: 'Idempotency-Key', message: 'was used with another body' }],
          )
        }
        c.header('Idempotent-Replayed', 'true')
        return c.json({ ...existing.response, confirmationToken: await renewConfirmationToken(db, key) }, 201)
      }
      const earlier = await replay()
      if (earlier) return earlier

      const order = request.order
      const fieldIssues = customerIssues(order)
      if (fieldIssues.length > 0) return apiError(c, 422, 'invalid_customer', describe(fieldIssues), fieldIssues)
      const market = order.country as Country
      const settings = (await deps.settings.get()).data
      const { version: priceVersion, data: priceData } = await deps.prices.get()
      // Issue 37: the VAT follows the delivery and the buyer, not the market; the net stays the market's price list.
      const tax = orderTax(formOfCustomer(order.customer), market, {
        seller: sellerTaxOf(settings),
        rates: vatRatesOf(priceData, config.vatRates),
      })
      const list = priceListOf(priceData, market, { ...config.vatRates, [market]: tax.rate })
      const priced = priceOrder(order, list)
      if (!priced.ok) return apiError(c, 422, priced.error, describe(priced.issues), priced.issues)
      const changed = priceDifferences(order, priced.value)
      if (changed.length > 0) {
        return c.json(
          {
            error: 'price_changed',
            message: `Prices changed: ${changed.join(', ')}. Confirm the current prices.`,
            issues: changed.map((path) => ({ path, message: 'differs from the current price' })),
            ...currentPrices(priced.value),
          },
          409,
        )
      }

      // Issue 39.1: the date promised is the shop's own estimate of the order's pieces now, never the browser's.
      const estimate = await deliveryEstimate(
        db,
        settings,
        market,
        orderPieces(priced.value.lines.map((line) => ({ count: line.count, design: line.design }))),
        { pickup: formOfCustomer(order.customer).delivery !== 'courier' },
      )
      const locale = localeOfCountry(order.country as Country)
      const i18n = await mailI18n(locale)
      const { siteUrl } = config
      try {
        const response = await createOrder(db, {
          key,
          requestHash,
          request,
          priced: priced.value,
          priceVersion,
          vatTreatment: tax.treatment,
          deliveryDate: estimate.delivery,
          mailDomain: new URL(siteUrl).hostname,
          mails: (number, createdAt) =>
            orderMails(
              {
                number,
                createdAt: createdAt.toISOString(),
                locale,
                customer: order.customer,
                siteUrl,
                deliveryDate: estimate.delivery,
                shipping: priced.value.shipping,
                total: priced.value.total,
                vat: { treatment: tax.treatment, lines: pricedVatLines(priced.value) },
                // The shop's texts (issue 34): what the browser sent for titles and decors is ignored.
                lines: priced.value.lines.map((line) => ({
                  title: line.item.title,
                  corpusColorTitle: line.item.corpusColorTitle,
                  doorColorTitle: line.item.doorColorTitle,
                  size: sizeOf(line.design),
                  count: line.count,
                  unit: { net: line.price.net, gross: line.price.gross },
                })),
              },
              i18n,
              config.shopEmail,
              settings,
            ),
        })
        deps.onOrder()
        if (request.marketingConsent) deps.conversions.purchase(order.customer, response.currency, response.total)
        return c.json(response, 201)
      } catch (error) {
        // Another request with the same key committed first: answer as it was answered.
        if (isUniqueViolation(error)) {
          const again = await replay()
          if (again) return again
        }
        throw error
      }
    })
}
