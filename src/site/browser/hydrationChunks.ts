/**
 * The chunks a page imports while it hydrates (its routes' components, the cart), named by the server in a
 * meta tag and fetched from the moment the page has painted (issue 16).
 */

/** The meta tag's name; its content is the chunks' addresses, separated by spaces. */
export const HYDRATION_CHUNKS = 'hydration-chunks'

/**
 * Module-preloads the page's hydration chunks, in one insertion. Not in the server's head: requests started
 * before the first paint delay it on a slow line. Not left to Vite's preload helper either: it would add
 * the same links one by one inside hydration's long tasks (about 1 ms of main thread each); finding them
 * here, it adds none.
 */
export function preloadHydrationChunks(): void {
  const files = document.querySelector(`meta[name="${HYDRATION_CHUNKS}"]`)?.getAttribute('content')
  if (!files) return
  // The page's script policy names this nonce (a link without it would be refused).
  const nonce = document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? ''
  const links = document.createDocumentFragment()
  for (const href of files.split(' ')) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    link.nonce = nonce
    links.append(link)
  }
  document.head.append(links)
}
