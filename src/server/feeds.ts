/**
 * The product feeds (issue 39.5, decision 0051): /feeds/{heureka-sk,heureka-cz,zbozi,google-sk,google-cz}.xml and
 * their pictures are the products' share pictures (/og/products/{variant}.png). The domain builds each document's element tree
 * (src/domain/feeds.ts); fast-xml-parser's builder writes it, so every text is escaped by the library.
 */
import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PRODUCTS } from '#domain/cabinet/catalogue.ts'
import {
  feedCountry,
  feedDelivery,
  feedOffers,
  feedOfFile,
  feedShipping,
  feedTree,
  type Feed,
  type FeedItem,
  type FeedOffer,
} from '#domain/feeds.ts'
import { shopTime } from '#domain/fulfilment.ts'
import { sellerTaxOf } from '#domain/tax.ts'
import { createI18n } from '#i18n/i18n.ts'
import type { LocaleCode } from '#domain/locale.ts'
import type { Config } from './env'
import type { Schema } from './db/schema'
import { currentPriceList, type PriceCache } from './config/prices'
import { currentSettings, type SettingsCache } from './config/settings'
import { deliveryEstimate } from './db/productionPlan'
import { xmlOf } from './export/xml'

/** How long a written feed is served again: the sites fetch a few times a day; prices and the plan move slower. */
const FEED_MAX_AGE_S = 600

/** Headers of a feed or a picture besides the security headers every answer carries. */
const cacheFor = (seconds: number) => `public, max-age=${seconds}`

// One instance per language with the server's texts, loaded once.
const i18ns = new Map<LocaleCode, Promise<I18n>>()
const i18nOf = (locale: LocaleCode) => {
  let i18n = i18ns.get(locale)
  if (!i18n) i18ns.set(locale, (i18n = createI18n(locale, { server: true })))
  return i18n
}

/** A size range as the descriptions write it ("15–60 cm"). */
const range = ({ min, max }: { min: number; max: number }) => (min === max ? `${min} cm` : `${min}–${max} cm`)

/** An offer's name and description in the feed's language. */
function itemOf(offer: FeedOffer, i18n: I18n): FeedItem {
  const title = offer.title
  const rules = PRODUCTS[offer.id].cabinetSizeRules
  const width = range(rules.width)
  const height = range(rules.height)
  const depth = range(rules.depth)
  return {
    ...offer,
    name: i18n._(msg`${title}, made to measure`),
    description: i18n._(
      msg`${title} made to measure to the centimetre: width ${width}, height ${height}, depth ${depth}. Laminated chipboard with a 1 mm edge band in more than 100 decors, delivered assembled. The price is for the smallest size in the most affordable decor without options; you choose the size, decors and options in the 3D configurator.`,
    ),
  }
}

/** What the feeds need of the server. */
export interface FeedDeps {
  db: Kysely<Schema>
  config: Pick<Config, 'siteUrl' | 'vatRates'>
  prices: PriceCache
  settings: SettingsCache
}

/** A feed's XML as of `now`: the published prices and settings, the workshop's load, the catalogue. */
export async function feedXml(feed: Feed, deps: FeedDeps, now = new Date()): Promise<string> {
  const settings = await currentSettings(deps.settings)
  const country = feedCountry(feed)
  const { list } = await currentPriceList(deps.prices, country, deps.config.vatRates, sellerTaxOf(settings))
  // One cabinet: the time the shop promises the smallest order today (the configurator's own estimate).
  const estimate = await deliveryEstimate(deps.db, settings, country, 1, { now })
  const i18n = await i18nOf(feed.locale)
  return xmlOf(
    feedTree(feed, {
      siteUrl: deps.config.siteUrl,
      items: feedOffers(feed.locale, list).map((offer) => itemOf(offer, i18n)),
      delivery: feedDelivery(shopTime(now).slice(0, 10), estimate, country),
      shipping: feedShipping(list),
      labels: {
        title: i18n._(msg`Skrinka – made-to-measure cabinets`),
        description: i18n._(msg`Cabinets made to measure to the centimetre, delivered assembled.`),
        courier: i18n._(msg`The shop's own courier`),
      },
    }),
  )
}

/** The feed routes; each feed is written at most once per FEED_MAX_AGE_S, each picture once per process. */
export function feedRoutes(deps: FeedDeps) {
  const written = new Map<string, { at: number; versions: string; xml: Promise<string> }>()
  return new Hono().get('/feeds/:file', async (c) => {
    const feed = feedOfFile(c.req.param('file'))
    if (!feed) return c.text('Not Found', 404)
    const now = Date.now()
    // A published price list or settings version is in the next answer at once: the sites compare the feed's
    // price with the page's.
    const versions = `${(await deps.prices.get()).version}:${(await deps.settings.get()).version}`
    let entry = written.get(feed.id)
    if (!entry || entry.versions !== versions || now - entry.at > FEED_MAX_AGE_S * 1000) {
      entry = { at: now, versions, xml: feedXml(feed, deps, new Date(now)) }
      written.set(feed.id, entry)
      entry.xml.catch(() => written.delete(feed.id))
    }
    return c.body(await entry.xml, 200, {
      'Content-Type': 'application/xml; charset=UTF-8',
      'Cache-Control': cacheFor(FEED_MAX_AGE_S),
    })
  })
}
