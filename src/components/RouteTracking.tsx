import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { appendRouteHistory } from '#site/routeHistory.ts'
import { ROUTE_HISTORY_KEY } from '#site/storage.ts'
import { readStoredStrings, writeStored } from '#site/browser/storedJson.ts'
import { localizePath } from '#domain/locale.ts'
import { useMarket } from '#i18n/useMarket.ts'
import { usePriceList } from '#queries/prices.ts'
import { emitPageEvents, onPageEvent } from '#site/browser/pageEvents.ts'
import { sendPageEvent } from '#queries/analytics.ts'
import { allowAnalytics, mayTrack, subscribeConsent } from '#site/browser/consent.ts'
import { pageEventsFor, type PageEvent } from '#site/events.ts'
import { useRouteContext } from '@tanstack/react-router'
import { loadDataLayer } from '#site/browser/loadDataLayer.ts'

/** docs/product.md#events: the list starts empty with each start of the app. Called once by the client entry. */
export function resetRouteHistory(): void {
  writeStored(ROUTE_HISTORY_KEY, [])
}

/** Records each resolved route in the visited-path list and sends its page events. Renders nothing. */
export function RouteTracking() {
  const { locale, country } = useMarket()
  const prices = usePriceList()
  const enabled = useRouteContext({ from: '__root__', select: (context) => context.env.analytics ?? false })
  const resolved = useRouterState({ select: (state) => state.resolvedLocation })
  const pathname = resolved?.pathname
  const search = resolved?.searchStr ?? ''
  // Events go out once the visitor consents: from then on, and for the page where they said yes.
  useEffect(() => {
    allowAnalytics(enabled)
    const track = (event: PageEvent) => {
      sendPageEvent(event, country)
      // The data layer's code (with the price list, for the product view) loads only once it may be used.
      if (mayTrack()) void loadDataLayer().then((layer) => layer.pushPageEvent(event, locale, prices))
    }
    const off = onPageEvent(track)
    const offConsent = subscribeConsent(() => {
      for (const event of pageEventsFor(window.location.pathname + window.location.search)) track(event)
    })
    return () => {
      off()
      offConsent()
    }
  }, [country, enabled, locale, prices])
  useEffect(() => {
    if (pathname === undefined) return
    const path = localizePath(pathname, locale) + search
    const history = readStoredStrings(ROUTE_HISTORY_KEY)
    const next = appendRouteHistory(history, path)
    // Written only when a path was added: a skipped page (the confirmation) leaves a cleared storage empty.
    if (next.length !== history.length) writeStored(ROUTE_HISTORY_KEY, next)
    emitPageEvents(path)
  }, [pathname, search, locale])
  return null
}
