/**
 * Every key the shop keeps in the browser, in one place. All of them live in the tab's session
 * storage, so closing the tab clears them all; the shop uses no local storage (the consent choice
 * is a cookie, CONSENT_COOKIE in ./consent). The strings are fixed: renaming one loses what
 * shoppers have stored under it.
 */
import { LOCALE_COOKIE } from '#domain/locale.ts'
import { CONSENT_COOKIE } from './consent'

/** The cart's items (docs/product.md#cart); cleared when an order is confirmed. */
export const CART_KEY = 'skrinka.cart'
/** The checkout form as typed and the current attempt's Idempotency-Key; cleared when an order is confirmed. */
export const CHECKOUT_KEY = 'skrinka.checkout'
/**
 * Retired: the last order's summary, which the confirmation page used to read (it now asks the shop
 * with a one-time token). Listed so a confirmed order clears it from tabs that still hold one.
 */
export const LAST_ORDER_KEY = 'skrinka.lastOrder'
/**
 * The visited-path list (docs/product.md#events); reset to empty at each start of the app and cleared when an order is
 * confirmed.
 */
export const ROUTE_HISTORY_KEY = 'skrinka.routeHistory'
/**
 * Page event types already sent to addEvent or pushed to the data layer this session (docs/product.md#events: once
 * per type per session); cleared when an order is confirmed (docs/product.md#orders), which starts the count again.
 */
export const SENT_EVENTS_KEY = 'skrinka.events'
/** When a failed chunk last reloaded the page (ms since epoch), so it reloads once in 10 s; cleared with the rest on a confirmed order. */
export const RELOADED_AT_KEY = 'skrinka.reloadedAt'

/** Every key, for checks that they stay distinct. */
export const STORAGE_KEYS = [
  CART_KEY,
  CHECKOUT_KEY,
  LAST_ORDER_KEY,
  ROUTE_HISTORY_KEY,
  SENT_EVENTS_KEY,
  RELOADED_AT_KEY,
] as const
export type StorageKey = (typeof STORAGE_KEYS)[number]

/**
 * Not the shop's own but stored by it: TanStack Router's scroll restoration (the router's `scrollRestoration`) keeps
 * each visited page's scroll position in the tab's session storage under this key (@tanstack/router-core's
 * `storageKey`). The privacy notice names it (issue 39); tests/e2e/privacy-storage.spec.ts reads the real storage.
 */
export const ROUTER_SCROLL_KEY = 'tsr-scroll-restoration-v1_3'

/**
 * Every name the shop stores in a shopper's browser (cookies, then session storage), as the privacy notice lists
 * them (src/content/pages/{sk,cs}/privacy.json); the retired LAST_ORDER_KEY is only ever removed.
 */
export const STORED_ITEMS = [
  LOCALE_COOKIE,
  CONSENT_COOKIE,
  CART_KEY,
  CHECKOUT_KEY,
  ROUTE_HISTORY_KEY,
  SENT_EVENTS_KEY,
  RELOADED_AT_KEY,
  ROUTER_SCROLL_KEY,
] as const
