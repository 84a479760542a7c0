import { PRODUCTS } from './catalogue'
import type { Cabinet } from './cabinet'
import { decor } from './decors'
import type { LocaleCode } from './locale'
import { toPriceCabinet } from './requests'
import type { PriceCabinetInput, PriceData } from './schemas'

/** Spec §4: the cart lives in session storage under this key (issue 5 owns its full shape). */
export const CART_STORAGE_KEY = 'skrinka.cart'

/** The number of pieces in a stored cart: the sum of counts; anything unreadable counts as empty. */
export function cartPieceCount(stored: unknown): number {
  if (!Array.isArray(stored)) return 0
  return stored.reduce<number>((sum, item: unknown) => {
    const count = typeof item === 'object' && item !== null ? (item as { count?: unknown }).count : undefined
    return sum + (typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0)
  }, 0)
}

/** Spec §3 cart item: what the cart shows and what the order sends for one cabinet. */
export interface CartItem {
  title: string
  image: string
  count: number
  corpusColorTitle: string
  doorColorTitle: string
  /** The design (as getPrice takes it) with the price the shopper saw, net in currency units. */
  cabinet: Omit<PriceCabinetInput, 'price'> & { price: { price: number; priceGross: number; currency: 'EUR' | 'CZK' }; count: number }
  /** The configurator address of this design, to go back to it from the cart. */
  link: string
}

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
    cabinet: { ...toPriceCabinet(cabinet), price: { price: price.price, priceGross: price.priceGross, currency: price.currency }, count: 1 },
    link,
  }
}

/** Spec §4: an identical item (title, variant, shelves, price, options, sizes, colours) raises the count; else it is added. */
export function addToCart(items: readonly CartItem[], item: CartItem): CartItem[] {
  const key = (i: CartItem) => JSON.stringify([i.title, { ...i.cabinet, count: 0, translation: undefined }])
  const index = items.findIndex((existing) => key(existing) === key(item))
  if (index < 0) return [...items, item]
  return items.map((existing, i) => (i === index ? { ...existing, count: existing.count + 1, cabinet: { ...existing.cabinet, count: existing.count + 1 } } : existing))
}
