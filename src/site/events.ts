/**
 * Page events (docs/product.md#events): every route change is a page view; some routes add their own event.
 * Issue 7 sends them (addEvent, consent); here they are named and derived once.
 */
import { stripLocalePrefix } from '#domain/locale.ts'

export const PAGE_EVENT_NAMES = ['page-view', 'catalogue-view', 'product-view', 'cart-view'] as const
export type PageEventName = (typeof PAGE_EVENT_NAMES)[number]

/** One page event: its name and the visible path it happened on. */
export interface PageEvent {
  name: PageEventName
  path: string
}

/** The events a visit to `pathname` (with or without the /cz prefix, and its query) sends, page view first. */
export function pageEventsFor(pathname: string): PageEvent[] {
  const bare = stripLocalePrefix(pathname.split(/[?#]/)[0] ?? pathname)
  const events: PageEvent[] = [{ name: 'page-view', path: pathname }]
  if (bare === '/predaj' || bare.startsWith('/predaj/')) events.push({ name: 'catalogue-view', path: pathname })
  if (bare.startsWith('/detail/')) events.push({ name: 'product-view', path: pathname })
  if (bare === '/cart') events.push({ name: 'cart-view', path: pathname })
  return events
}
