/**
 * Data-layer pushes (docs/product.md#events), in the GA4 e-commerce shape a tag manager reads from `window.dataLayer`.
 * Pure: each push is built here from what the shop knows; site/browser/dataLayer pushes them, with
 * consent and never from localhost. Prices are net of VAT (as the shop shows them), in currency units.
 */
import { isVariantId, PRODUCTS, type VariantId } from '#domain/cabinet/catalogue.ts'
import { variantsFor } from '#domain/cabinet/model.ts'
import { priceCabinet } from '#domain/cabinet/price.ts'
import { designFromSearch } from '#domain/cabinet/query.ts'
import type { CartItem } from '#domain/cart.ts'
import { marketOf, stripLocalePrefix, type Currency, type LocaleCode } from '#domain/locale.ts'
import { toUnits } from '#domain/money.ts'
import type { OrderSummary } from '#domain/orderSummary.ts'
import type { PriceList } from '#domain/priceList.ts'
import type { PageEvent } from './events'
import { salesPage } from './pages'

/** One product as GA4 names its fields. */
export interface DataLayerItem {
  item_id: string
  item_name: string
  price?: number
  quantity?: number
  index?: number
}

/** The `ecommerce` object of a push; GA4 reads only the fields its event defines. */
export interface Ecommerce {
  items: DataLayerItem[]
  currency?: Currency
  value?: number
  item_list_id?: string
  item_list_name?: string
  transaction_id?: string
  shipping?: number
  tax?: number
  shipping_tier?: 'courier' | 'pickup'
  payment_type?: 'cash_on_delivery'
}

export type EcommerceEvent =
  | 'view_item_list'
  | 'view_item'
  | 'view_cart'
  | 'add_to_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'

/** One push: a page view, or an e-commerce event with its ecommerce object. */
export type DataLayerPush =
  { event: 'page_view'; page_path: string; language: string } | { event: EcommerceEvent; ecommerce: Ecommerce }

/** docs/product.md#events: page-type events go once per type per session; the rest once per action. */
export const ONCE_PER_SESSION: readonly DataLayerPush['event'][] = [
  'page_view',
  'view_item_list',
  'view_item',
  'view_cart',
]

/** The checkout stepper's steps (machines/stepper), each pushed when the shopper completes it. */
export type CheckoutStep = 'cart' | 'delivery' | 'address'

const sum = (items: readonly DataLayerItem[]) =>
  Math.round(items.reduce((total, item) => total + (item.price ?? 0) * (item.quantity ?? 1), 0) * 100) / 100

/** A cart line as a GA4 item: variant, title, net unit price and count. */
export function itemOfLine(line: CartItem): DataLayerItem {
  return { item_id: line.cabinet.variant, item_name: line.title, price: line.cabinet.price.price, quantity: line.count }
}

/** An e-commerce push of cart lines, valued at their net prices in the lines' currency. */
export function linesPush(
  event: EcommerceEvent,
  lines: readonly CartItem[],
  extra: Partial<Ecommerce> = {},
): DataLayerPush {
  const items = lines.map(itemOfLine)
  const currency = lines[0]?.cabinet.price.currency
  return { event, ecommerce: { ...(currency ? { currency } : {}), value: sum(items), items, ...extra } }
}

/** Page view: the path without its query (the confirmation page's token stays out of any tag). */
export function pageViewPush(path: string, locale: LocaleCode): DataLayerPush {
  return { event: 'page_view', page_path: path.split(/[?#]/)[0] ?? path, language: marketOf(locale).lang }
}

/** Catalogue view (/predaj/{slug}): the cabinet types the page offers, in order. */
export function itemListPush(slug: string, locale: LocaleCode): DataLayerPush | undefined {
  const page = salesPage(slug)
  if (!page) return undefined
  const items = variantsFor(page.mounting).map((variant, index) => ({
    item_id: variant,
    item_name: PRODUCTS[variant].title[locale],
    index,
  }))
  return { event: 'view_item_list', ecommerce: { item_list_id: slug, item_list_name: slug, items } }
}

/** Product view (/detail/{variant}?design): the design on screen at the price list's net price, as the page shows it. */
export function viewItemPush(
  variant: VariantId,
  search: Partial<Record<string, string>>,
  locale: LocaleCode,
  prices: PriceList,
): DataLayerPush {
  const { cabinet } = designFromSearch(search, variant)
  const price = priceCabinet(cabinet, prices)
  const item = { item_id: variant, item_name: PRODUCTS[variant].title[locale], price: toUnits(price.net), quantity: 1 }
  return { event: 'view_item', ecommerce: { currency: price.currency, value: item.price, items: [item] } }
}

/** What a page event pushes, given the tab's cart (for the cart view); undefined when it pushes nothing. */
export function pageEventPush(
  event: PageEvent,
  locale: LocaleCode,
  cart: readonly CartItem[],
  /** The market's published price list (the product view's price). */
  prices: PriceList,
): DataLayerPush | undefined {
  const [pathname = '', query = ''] = event.path.split('?')
  const bare = stripLocalePrefix(pathname)
  switch (event.name) {
    case 'page-view':
      return pageViewPush(pathname, locale)
    case 'catalogue-view':
      return itemListPush(bare.split('/')[2] ?? '', locale)
    case 'product-view': {
      const id = bare.split('/')[2] ?? ''
      return isVariantId(id)
        ? viewItemPush(id, Object.fromEntries(new URLSearchParams(query)), locale, prices)
        : undefined
    }
    case 'cart-view':
      return linesPush('view_cart', cart)
  }
}

/**
 * The stepper's three steps as GA4's checkout events, each when the step is completed: the cart
 * (begin_checkout), the delivery choice (add_shipping_info with its tier) and the address form sent
 * as an order (add_payment_info: cash on delivery is the only payment).
 */
export function checkoutStepPush(
  step: CheckoutStep,
  lines: readonly CartItem[],
  delivery: 'courier' | 'pickup' | undefined,
): DataLayerPush {
  switch (step) {
    case 'cart':
      return linesPush('begin_checkout', lines)
    case 'delivery':
      return linesPush('add_shipping_info', lines, delivery ? { shipping_tier: delivery } : {})
    case 'address':
      return linesPush('add_payment_info', lines, { payment_type: 'cash_on_delivery' })
  }
}

/** Purchase: the order number, the goods' net value, shipping and VAT apart, as the shop confirmed them. */
export function purchasePush(summary: OrderSummary): DataLayerPush {
  const items = summary.lines.map((line) => ({
    item_id: line.variant,
    item_name: line.title,
    price: line.price,
    quantity: line.count,
  }))
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: summary.orderNumber,
      currency: summary.currency,
      value: Math.round((summary.totalNet - summary.shipping) * 100) / 100,
      shipping: summary.shipping,
      tax: Math.round((summary.total - summary.totalNet) * 100) / 100,
      items,
    },
  }
}
