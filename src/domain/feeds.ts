/**
 * Product feeds for the comparison sites SK and CZ shoppers use (issue 39.5, decision 0051): Heureka (sk, cz),
 * Zboží.cz and Google Merchant Center. The 27 catalogue cabinets, each at its "from" price in the market's currency,
 * with the delivery time of the production calendar. The XML itself is written on the server (src/server/feeds.ts).
 */
import { ogImagePath } from './ogImage'
import { DESIGNATIONS, PRODUCTS, VARIANT_IDS, type CabinetType, type VariantId } from './cabinet/catalogue'
import { allowedMountingTypes, type Cabinet } from './cabinet/model'
import { canonicalQuery, designFromSearch } from './cabinet/query'
import { priceCabinet, shippingPrice, type Price } from './cabinet/price'
import { addDays, isWorkingDay } from './calendar'
import { localizePath, marketOf, type Country, type LocaleCode } from './locale'
import { fromDesign } from './offers'
import type { PriceList } from './priceList'
import type { DeliveryEstimate } from './production/plan'
import { moneyDecimals, toUnits } from './money'

/** The feed formats: each site's documented XML (decision 0051 names the specifications). */
export type FeedFormat = 'heureka' | 'zbozi' | 'google'

/** One feed: its file name under /feeds, its format and the market (language, currency, country) it is written for. */
export interface Feed {
  id: string
  format: FeedFormat
  locale: LocaleCode
  /** Who reads it, for the settings page. */
  site: string
}

/** Zboží.cz is Czech only; Heureka and Google have a feed per market. */
export const FEEDS: readonly Feed[] = [
  { id: 'heureka-sk', format: 'heureka', locale: 'sk', site: 'Heureka.sk' },
  { id: 'heureka-cz', format: 'heureka', locale: 'cz', site: 'Heureka.cz' },
  { id: 'zbozi', format: 'zbozi', locale: 'cz', site: 'Zboží.cz' },
  { id: 'google-sk', format: 'google', locale: 'sk', site: 'Google Merchant Center (SK)' },
  { id: 'google-cz', format: 'google', locale: 'cz', site: 'Google Merchant Center (CZ)' },
]

/** A feed's address (the settings page links it; the server answers it). */
export const feedPath = (feed: Pick<Feed, 'id'>) => `/feeds/${feed.id}.xml`

/** The feed by its file name ('heureka-sk.xml'), if there is one. */
export function feedOfFile(file: string): Feed | undefined {
  return FEEDS.find((feed) => `${feed.id}.xml` === file)
}

/**
 * A product's picture as the feeds give it: its share picture (a 1200 × 630 PNG made from the catalogue's drawing;
 * the sites refuse SVG), the one og:image and the structured data name too.
 */
export const feedImagePath = (variant: VariantId) => ogImagePath(PRODUCTS[variant].img)!

/** One catalogue cabinet as a feed offers it. */
export interface FeedOffer {
  id: VariantId
  type: CabinetType
  /** The catalogue's title in the feed's language. */
  title: string
  /** The design of the "from" price: its smallest size in the cheapest decor, without options. */
  cabinet: Cabinet
  price: Price
  /** The configurator showing that very design (so the landing page shows the feed's price), in the feed's language. */
  path: string
}

/**
 * The 27 cabinets at their "from" price (`fromDesign`, the category pages' price, over every room and mounting the
 * cabinet allows; the first of equal prices), in the market of `prices`.
 */
export function feedOffers(locale: LocaleCode, prices: PriceList): FeedOffer[] {
  return VARIANT_IDS.map((id) => {
    const product = PRODUCTS[id]
    let best: { cabinet: Cabinet; price: Price } | undefined
    for (const designation of DESIGNATIONS)
      for (const mounting of allowedMountingTypes(product)) {
        const cabinet = fromDesign(id, designation, mounting, prices)
        const price = priceCabinet(cabinet, prices)
        if (!best || price.gross < best.price.gross) best = { cabinet, price }
      }
    const { cabinet, price } = best!
    return {
      id,
      type: product.type,
      title: product.title[locale],
      cabinet,
      price,
      path: shortDesignPath(cabinet, locale),
    }
  })
}

/**
 * The configurator address of a design with only the parameters its page cannot fill in itself: each one the page
 * would read back as the same design without is left out (docs/product.md#configurator-address: missing ones are
 * filled with defaults). The sites limit a URL's length (Heureka: 300 characters); the full query is ~230.
 */
export function shortDesignPath(cabinet: Cabinet, locale: LocaleCode): string {
  const target = JSON.stringify(cabinet)
  const query: Record<string, string> = { ...canonicalQuery(cabinet, false) }
  for (const key of Object.keys(query)) {
    const { [key]: _left, ...without } = query
    if (JSON.stringify(designFromSearch(without, cabinet.variant).cabinet) === target) delete query[key]
  }
  const search = new URLSearchParams(query).toString()
  return localizePath(`/detail/${cabinet.variant}`, locale) + (search ? `?${search}` : '')
}

/** The courier's delivery to the market's own country, VAT included (minor units): what the checkout adds. */
export function feedShipping(prices: PriceList): number {
  return shippingPrice(prices, prices.country, prices.vatRate).gross
}

/** Calendar days from `from` to `to` ('YYYY-MM-DD'), 0 when `to` is not later. */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)
  return Math.max(0, Math.round(ms / 86_400_000))
}

/** Working days of `country` after `from` up to and including `to` (Google's handling and transit times count these). */
export function workingDaysBetween(from: string, to: string, country: Country): number {
  let count = 0
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isWorkingDay(day, country)) count++
  return count
}

/** The delivery times a feed states, from the estimate the shop promises a one-cabinet order today. */
export interface FeedDelivery {
  /** Calendar days until the cabinet is at the door (Heureka's and Zboží's DELIVERY_DATE). */
  days: number
  /** The day itself. */
  date: string
  /** Working days until it is ready to go (Google's handling time). */
  handlingDays: number
  /** Working days on the way (Google's transit time). */
  transitDays: number
}

/** `today` is the shop's day ('YYYY-MM-DD'); the estimate is `deliveryEstimate`'s for the feed's country. */
export function feedDelivery(today: string, estimate: DeliveryEstimate, country: Country): FeedDelivery {
  return {
    days: daysBetween(today, estimate.delivery),
    date: estimate.delivery,
    handlingDays: workingDaysBetween(today, estimate.ready, country),
    transitDays: workingDaysBetween(estimate.ready, estimate.delivery, country),
  }
}

/** The country a feed's market delivers to. */
export const feedCountry = (feed: Pick<Feed, 'locale'>): Country => marketOf(feed.locale).country

/** An amount as the feeds write it: a dot and two decimals, whole crowns without them (Heureka: "25000", "25000.50"). */
export function feedAmount(minor: number, currency: Price['currency']): string {
  return toUnits(minor).toFixed(moneyDecimals(minor, currency))
}

/** A cabinet as a feed lists it: the offer with its name and description in the feed's language. */
export interface FeedItem extends FeedOffer {
  name: string
  description: string
}

/** Everything a feed's document is written from. */
export interface FeedInput {
  /** The site's own address (SITE_URL), never a request's Host. */
  siteUrl: string
  items: readonly FeedItem[]
  delivery: FeedDelivery
  /** The courier's price to the market's country, VAT included (minor units). */
  shipping: number
  /** The feed's title and description (Google's channel) and the name of the delivery service, translated. */
  labels: { title: string; description: string; courier: string }
}

/**
 * Heureka's category of every cabinet (CATEGORYTEXT must start with the site's name; the path is Heureka's own tree,
 * so it stays in the site's language whatever the shop's texts are). Furniture sits under the tree's top-level
 * "Bývanie a doplnky" / "Bydlení a doplňky" (not "Dom a záhrada", which holds household goods and the garden); the
 * path stops at furniture, the deepest level checked (decision 0051).
 */
export const HEUREKA_CATEGORY: Record<LocaleCode, string> = {
  sk: 'Heureka.sk | Bývanie a doplnky | Nábytok',
  cz: 'Heureka.cz | Bydlení a doplňky | Nábytek',
}

/** Google's product category of every cabinet: Google's taxonomy path, in English as Google accepts it. */
export const GOOGLE_CATEGORY = 'Furniture > Cabinets & Storage'

/** The shop's brand; the cabinets are its own make. */
export const FEED_BRAND = 'Skrinka'

/** Heureka's carrier code of the shop's own delivery ("own transport"). */
const HEUREKA_OWN_DELIVERY = 'VLASTNI_PREPRAVA'

/**
 * One SHOPITEM of a Heureka or Zboží.cz feed: Zboží's format grew out of Heureka's, so they share the item; Heureka
 * (`heurekaLocale`) adds the VAT rate, its category and the carrier. The elements keep their documented order.
 */
function shopItem(input: FeedInput, item: FeedItem, heurekaLocale?: LocaleCode): Record<string, unknown> {
  const { currency } = item.price
  const shipping = feedAmount(input.shipping, currency)
  return {
    ITEM_ID: item.id,
    PRODUCTNAME: item.name,
    PRODUCT: item.name,
    DESCRIPTION: item.description,
    URL: input.siteUrl + item.path,
    IMGURL: input.siteUrl + feedImagePath(item.id),
    PRICE_VAT: feedAmount(item.price.gross, currency),
    ...(heurekaLocale && { VAT: `${Math.round(item.price.vatRate * 100)}` }),
    MANUFACTURER: FEED_BRAND,
    ...(heurekaLocale && { CATEGORYTEXT: HEUREKA_CATEGORY[heurekaLocale] }),
    DELIVERY_DATE: String(input.delivery.days),
    ...(heurekaLocale && {
      DELIVERY: {
        DELIVERY_ID: HEUREKA_OWN_DELIVERY,
        DELIVERY_PRICE: shipping,
        // Cash on delivery is the shop's way of paying (docs/product.md): no surcharge.
        DELIVERY_PRICE_COD: shipping,
      },
    }),
  }
}

/**
 * A Heureka feed (sluzby.heureka.sk/napoveda/xml-feed; the required fields as heureka/xml-feed-specs defines them):
 * SHOP of SHOPITEMs. No EAN: a made-to-measure cabinet has none.
 */
export function heurekaTree(feed: Feed, input: FeedInput): Record<string, unknown> {
  return {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    SHOP: { SHOPITEM: input.items.map((item) => shopItem(input, item, feed.locale)) },
  }
}

/** A Zboží.cz feed (napoveda.zbozi.cz/specifikace): SHOP in Zboží's namespace, of SHOPITEMs. */
export function zboziTree(input: FeedInput): Record<string, unknown> {
  return {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    SHOP: {
      '@_xmlns': 'http://www.zbozi.cz/ns/offer/1.0',
      SHOPITEM: input.items.map((item) => shopItem(input, item)),
    },
  }
}

/** Google's price notation: two decimals, a space and the ISO 4217 code ("15.00 EUR"). */
const googlePrice = (minor: number, currency: Price['currency']) => `${toUnits(minor).toFixed(2)} ${currency}`

/**
 * A Google Merchant Center feed (support.google.com/merchants/answer/7052112): RSS 2.0 with the g: namespace.
 * No GTIN or MPN exists for a made-to-measure cabinet: identifier_exists no. Made to order, so in stock with the
 * workshop's time as the handling time.
 */
export function googleTree(feed: Feed, input: FeedInput): Record<string, unknown> {
  const country = feedCountry(feed)
  const { handlingDays, transitDays } = input.delivery
  return {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:g': 'http://base.google.com/ns/1.0',
      channel: {
        title: input.labels.title,
        link: input.siteUrl + localizePath('/', feed.locale),
        description: input.labels.description,
        item: input.items.map((item) => ({
          'g:id': item.id,
          'g:title': item.name,
          'g:description': item.description,
          'g:link': input.siteUrl + item.path,
          'g:image_link': input.siteUrl + feedImagePath(item.id),
          'g:availability': 'in_stock',
          'g:price': googlePrice(item.price.gross, item.price.currency),
          'g:condition': 'new',
          'g:brand': FEED_BRAND,
          'g:identifier_exists': 'no',
          'g:google_product_category': GOOGLE_CATEGORY,
          'g:min_handling_time': handlingDays,
          'g:max_handling_time': handlingDays,
          'g:shipping': {
            'g:country': country,
            'g:service': input.labels.courier,
            'g:price': googlePrice(input.shipping, item.price.currency),
            'g:min_transit_time': transitDays,
            'g:max_transit_time': transitDays,
          },
        })),
      },
    },
  }
}

/** The document of a feed. */
export function feedTree(feed: Feed, input: FeedInput): Record<string, unknown> {
  if (feed.format === 'heureka') return heurekaTree(feed, input)
  if (feed.format === 'zbozi') return zboziTree(input)
  return googleTree(feed, input)
}
