/**
 * The cart (docs/product.md#cart): what it holds, how an item is added, counted and removed,
 * and what it costs: goods, and shipping once the shopper chose courier or pickup. Amounts are summed in minor units
 * (cents, haléře), so a total is exactly Σ price × count + shipping.
 */
import * as v from 'valibot'
import { PRODUCTS } from './cabinet/catalogue'
import type { Cabinet } from './cabinet/model'
import { decor } from './decors'
import { localeOfCountry, marketOf, perCountry, type Country, type Currency, type LocaleCode } from './locale'
import { toMinor } from './money'
import type { Hallway } from './hallway/layout'
import { hallwayPhotoUrl } from './hallway/requests'
import { hallwayPath } from './hallway/designPdf'
import { designPath } from './cabinet/designPdf'
import { shippingPrice } from './cabinet/price'
import type { PriceList } from './priceList'
import { deliveryOf, type Delivery } from './checkout'
import { toPriceCabinet } from './cabinet/requests'
import {
  orderTax,
  taxedItems,
  vatLines,
  vatTreatment,
  vatRateOf,
  type OrderTax,
  type TaxSettings,
  type VatLine,
} from './tax'
import { CartItemSchema, type CartItem, type HallwayLine, type PriceData, type ShownPrice } from './schemas'

export type { CartItem }

/** Most pieces of one design in an order. */
export const MAX_COUNT = 100

/** Whether a cart line is a whole hallway (docs/product.md#hallway) rather than one cabinet. */
export const isHallwayLine = (line: CartItem['cabinet']): line is HallwayLine => 'cabinets' in line

/** A stored cart read back: items that no longer fit the shape are dropped, never trusted. */
export function parseCart(stored: unknown): CartItem[] {
  if (!Array.isArray(stored)) return []
  return stored.flatMap((item) => {
    const parsed = v.safeParse(CartItemSchema, item)
    return parsed.success ? [parsed.output] : []
  })
}

/** The number of pieces in the cart: the sum of counts. */
export function cartPieceCount(items: readonly Pick<CartItem, 'count'>[]): number {
  return items.reduce((sum, item) => sum + item.count, 0)
}

const shownPrice = (price: PriceData): ShownPrice => ({
  price: price.price,
  priceGross: price.priceGross,
  currency: price.currency,
  vatRate: price.vatRate,
})

/** A cart item for a configured cabinet at the shown price. */
export function cartItemOf(cabinet: Cabinet, price: PriceData, locale: LocaleCode, link: string): CartItem {
  const definition = PRODUCTS[cabinet.variant]
  const title = (code: string) => {
    const d = decor(code)
    return (locale === 'cz' ? d?.titleCZ : d?.title) ?? code
  }
  return {
    title: definition.title[locale],
    image: cabinet.legs ? definition.imgNozky : definition.img,
    count: 1,
    corpusColorTitle: title(cabinet.corpusColor),
    doorColorTitle: title(cabinet.doorColor),
    cabinet: { ...toPriceCabinet(cabinet), price: shownPrice(price), count: 1 },
    link,
  }
}

/** The hallway line's title in each language, as the catalogue names its cabinets. */
export const HALLWAY_TITLE: Readonly<Record<LocaleCode, string>> = { sk: 'Chodbová zostava', cz: 'Chodbová sestava' }

/**
 * A hallway cart item (docs/product.md#hallway): the whole wall at the shown price, count 1, pictured by its own
 * drawing.
 */
export function hallwayCartItem(hallway: Hallway, price: PriceData, locale: LocaleCode, link: string): CartItem {
  const name = (code: string) => {
    const d = decor(code)
    return (locale === 'cz' ? d?.titleCZ : d?.title) ?? code
  }
  return {
    title: HALLWAY_TITLE[locale],
    image: hallwayPhotoUrl(hallway),
    count: 1,
    corpusColorTitle: name(hallway.corpusColor),
    doorColorTitle: name(hallway.doorColor),
    link,
    cabinet: {
      variant: 'chodba',
      type: 'chodbovaZostava',
      podorys: hallway.podorys,
      realWidth: hallway.realWidth,
      realHeight: hallway.realHeight,
      depth: hallway.depth,
      corpusColor: hallway.corpusColor,
      doorColor: hallway.doorColor,
      backColor: hallway.backColor,
      designation: 'chodba',
      tipon: true,
      translation: perCountry(HALLWAY_TITLE),
      cabinets: hallway.cabinets,
      price: shownPrice(price),
      count: 1,
    },
  }
}

/**
 * An order's line as the shop writes it (issue 34): title, decor names, picture, option texts and
 * the same-site link made from the checked design by the configurator's own functions; what the
 * browser sent for them is never kept.
 */
export function orderLineItem(
  design: Cabinet | Hallway,
  price: PriceData,
  locale: LocaleCode,
  count: number,
): CartItem {
  const item =
    'cabinets' in design
      ? hallwayCartItem(design, price, locale, hallwayPath(design, locale))
      : cartItemOf(design, price, locale, designPath(design, locale))
  return { ...item, count, cabinet: { ...item.cabinet, count } }
}

/** A value with its objects' keys sorted, so two equal designs compare equal whatever order their keys came in. */
const sortedKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortedKeys)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  )
}

/**
 * What makes two items the same (docs/product.md#cart): title, variant, shelves, price, options, sizes, colours.
 * Keys are sorted: a cart read back from storage has its schema's key order, a new item the configurator's.
 */
const sameKey = (item: CartItem) => JSON.stringify(sortedKeys([item.title, { ...item.cabinet, count: 0 }]))

/** docs/product.md#cart: an identical item raises the count by one; anything else is added with count 1. */
export function addToCart(items: readonly CartItem[], item: CartItem): CartItem[] {
  const index = items.findIndex((existing) => sameKey(existing) === sameKey(item))
  if (index < 0) return [...items, { ...item, count: 1, cabinet: { ...item.cabinet, count: 1 } }]
  return setCount(items, index, Math.min(MAX_COUNT, items[index]!.count + 1))
}

/** Whether a typed count can be taken: a whole number from 1 to 100. */
export function isValidCount(count: number): boolean {
  return Number.isInteger(count) && count >= 1 && count <= MAX_COUNT
}

/** The cart with one line's count changed; an impossible count changes nothing. */
export function setCount(items: readonly CartItem[], index: number, count: number): CartItem[] {
  if (!isValidCount(count) || !items[index]) return [...items]
  return items.map((item, i) => (i === index ? { ...item, count, cabinet: { ...item.cabinet, count } } : item))
}

/** The cart without one line. */
export function removeAt(items: readonly CartItem[], index: number): CartItem[] {
  return items.filter((_, i) => i !== index)
}

/** The cart with the server's prices (after a 409): each line's price replaced, in order. */
export function reprice(items: readonly CartItem[], prices: readonly ShownPrice[]): CartItem[] {
  return items.map((item, i) => (prices[i] ? { ...item, cabinet: { ...item.cabinet, price: prices[i] } } : item))
}

/** Money in minor units, net and with VAT. */
export interface Amount {
  net: number
  gross: number
}

/**
 * Totals of a cart (docs/product.md#delivery): lines, shipping (undefined until a delivery is chosen) and the sum, in
 * minor units.
 */
export interface CartTotals {
  currency: Currency
  lines: Amount[]
  goods: Amount
  shipping: Amount | undefined
  total: Amount & { vat: number }
}

/**
 * Shipping is counted only once a delivery is chosen (docs/product.md#delivery): undefined before the choice, nothing
 * for personal pickup, the courier's rate to the destination country in the list's currency.
 */
export function deliveryPrice(
  delivery: Delivery | undefined,
  prices: Pick<PriceList, 'shipping' | 'roundTo'>,
  vatRate: number,
): Amount | undefined {
  if (!delivery) return undefined
  return delivery.method === 'courier' ? shippingPrice(prices, delivery.to, vatRate) : { net: 0, gross: 0 }
}

/**
 * Σ price × count (net and gross), plus the delivery once chosen (the market of the published price
 * list `list`, its currency). The shipping's VAT is the rate of the goods (as the server priced them); the list's otherwise.
 */
export function cartTotals(
  items: readonly CartItem[],
  list: Pick<PriceList, 'currency' | 'vatRate' | 'shipping' | 'roundTo'>,
  delivery: Delivery | undefined,
): CartTotals {
  const lines = items.map((item) => ({
    net: toMinor(item.cabinet.price.price) * item.count,
    gross: toMinor(item.cabinet.price.priceGross) * item.count,
  }))
  const goods = lines.reduce((sum, line) => ({ net: sum.net + line.net, gross: sum.gross + line.gross }), {
    net: 0,
    gross: 0,
  })
  const vatRate = items[0]?.cabinet.price.vatRate ?? list.vatRate
  const shipping = deliveryPrice(delivery, list, vatRate)
  const net = goods.net + (shipping?.net ?? 0)
  const gross = goods.gross + (shipping?.gross ?? 0)
  return { currency: list.currency, lines, goods, shipping, total: { net, gross, vat: gross - net } }
}

/** Whether every line is priced in the currency of the market the order goes to. */
export function inCurrencyOf(items: readonly CartItem[], country: Country): boolean {
  const { currency } = marketOf(localeOfCountry(country))
  return items.every((item) => item.cabinet.price.currency === currency)
}

/**
 * The cart at the VAT the order will pay (issue 37): the lines and totals at the treatment's rate as the form stands
 * (delivery country, the company's VAT number), the VAT per rate, and the rate a consumer at the market's address would
 * pay (what the cart showed before the address was known), so the checkout can say when the address changed the total.
 */
export interface TaxedCart {
  items: CartItem[]
  totals: CartTotals
  tax: OrderTax
  vat: VatLine[]
  /** The total (gross) at the rate before the address was known, when the address changed it; else undefined. */
  changedFrom: number | undefined
}

export function taxedCart(
  items: readonly CartItem[],
  form: Parameters<typeof orderTax>[0],
  list: Pick<PriceList, 'country' | 'currency' | 'vatRate' | 'shipping' | 'roundTo'>,
  tax: TaxSettings,
): TaxedCart {
  const market = list.country
  const delivery = deliveryOf(form, market)
  const applied = orderTax(form, market, tax)
  const taxed = taxedItems(items, applied.rate, list.roundTo)
  const totals = cartTotals(taxed, { ...list, vatRate: applied.rate }, delivery)
  const amounts = totals.lines.map((line) => ({ ...line, rate: applied.rate }))
  if (totals.shipping) amounts.push({ ...totals.shipping, rate: applied.rate })
  const before = vatRateOf(vatTreatment(tax.seller, { company: false }, market), tax.rates)
  const changedFrom =
    before === applied.rate
      ? undefined
      : cartTotals(taxedItems(items, before, list.roundTo), { ...list, vatRate: before }, delivery).total.gross
  return { items: taxed, totals, tax: applied, vat: vatLines(amounts), changedFrom }
}
