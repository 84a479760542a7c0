/**
 * Pushes to `window.dataLayer` (docs/product.md#events), where a tag manager the owner adds would read them. Only
 * with consent and the server's analytics switch (never localhost): before consent the array is not
 * even created. Page-type events go once per type per session, like addEvent's.
 */
import { ONCE_PER_SESSION, linesPush, pageEventPush, type DataLayerPush, type EcommerceEvent } from '../dataLayer'
import type { PageEvent } from '../events'
import { CART_KEY } from '../storage'
import { parseCart, type CartItem } from '#domain/cart.ts'
import type { LocaleCode } from '#domain/locale.ts'
import type { PriceList } from '#domain/priceList.ts'
import { mayTrack } from './consent'
import { firstThisSession, readStored } from './storedJson'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** Pushes one event if allowed (and, for a page-type event, not yet pushed this session). */
export function pushDataLayer(push: DataLayerPush | undefined): void {
  if (!push || !mayTrack()) return
  // Its own entry in the session's list, apart from addEvent's names (page-view vs page_view).
  if (ONCE_PER_SESSION.includes(push.event) && !firstThisSession(`dataLayer.${push.event}`)) return
  const layer = (window.dataLayer ??= [])
  // GA4's advice: clear the previous ecommerce object so its fields do not merge into this one.
  if ('ecommerce' in push) layer.push({ ecommerce: null })
  layer.push(push)
}

/** Pushes an ecommerce event for cart lines (add_to_cart, each time one is added), if allowed. */
export function pushLines(event: EcommerceEvent, lines: readonly CartItem[]): void {
  pushDataLayer(linesPush(event, lines))
}

/** Pushes what a page event stands for; the cart view takes the tab's cart from session storage. */
export function pushPageEvent(event: PageEvent, locale: LocaleCode, prices: PriceList): void {
  if (!mayTrack()) return
  const cart = event.name === 'cart-view' ? parseCart(readStored(CART_KEY)) : []
  pushDataLayer(pageEventPush(event, locale, cart, prices))
}
