/** Route-only: how a configurator page writes its design's full query into the address. */
import { useEffect } from 'react'
import { afterHydration } from '#boot/tasks.ts'

/** A route's navigate, as far as rewriting its search in place needs it. */
type ReplaceSearch<TSearch> = (options: { search: TSearch; replace: true; resetScroll: false }) => Promise<void>

/**
 * The address is rewritten (docs/product.md#configurator-address): a link inside the app to a short or partial address
 * is replaced by the design's full query once the page shows, so Back never returns to the short one. `canonical` is
 * null when the address already says everything, as it is on a first load: the server renders a short
 * address as its full one and writes that into the address bar before the app starts (entry-server.tsx).
 */
export function useAddressRewrite<TSearch>(canonical: TSearch | null, navigate: ReplaceSearch<TSearch>) {
  useEffect(() => {
    if (!canonical) return
    // In a task of its own: the navigation re-renders the page, and joined to hydration's effects it made
    // one long task (decision 0019).
    return afterHydration(() => void navigate({ search: canonical, replace: true, resetScroll: false }))
  }, [canonical, navigate])
}
