/**
 * The chunks a page imports while it hydrates (the app, its catalog, its routes' components, the cart), named by
 * the server in a meta tag and fetched from the moment the page has painted (issue 16).
 */

import { pageNonce } from '#site/browser/nonce.ts'
import { nextTask } from './tasks'

/** The meta tag's name; its content is the chunks' addresses, separated by spaces. */
export const HYDRATION_CHUNKS = 'hydration-chunks'

/** Links inserted a task: a link's request costs the main thread ~3 ms while the browser is busy. */
const LINKS_PER_TASK = 3

/**
 * Module-preloads the page's hydration chunks, a few links a task in the order named, and resolves once each
 * has loaded or failed. Not in the server's head: requests started before the first paint delay it on a slow
 * line. Not left to Vite's preload helper either: it would add the same links one by one inside hydration's
 * long tasks; finding them here, it adds none.
 */
export async function preloadHydrationChunks(): Promise<void> {
  const hrefs = document.querySelector(`meta[name="${HYDRATION_CHUNKS}"]`)?.getAttribute('content')?.split(' ') ?? []
  // The page's script policy names this nonce (a link without it would be refused).
  const nonce = pageNonce() ?? ''
  const settled: Promise<unknown>[] = []
  for (let first = 0; first < hrefs.length; first += LINKS_PER_TASK) {
    // All 18–23 links in one task made a task of 50 ms on a loaded phone-sized run (issue 16).
    if (first > 0) await nextTask()
    for (const href of hrefs.slice(first, first + LINKS_PER_TASK)) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, nonce })
      // A browser without module preloads fetches nothing here and fires no event: the imports fetch then.
      if (link.relList.supports('modulepreload'))
        settled.push(new Promise((resolve) => (link.onload = link.onerror = resolve)))
      document.head.append(link)
    }
  }
  await Promise.all(settled)
}
