/**
 * What the server splices into a page's HTML for the first load (src/boot/README.md): the chunks the page
 * hydrates with, and the address it was rendered for. Plain strings: both sit outside React's head on purpose.
 */
import { HYDRATION_CHUNKS } from './hydrationChunks'

/**
 * Names in the head the chunks the page imports while it hydrates (the app, its catalog, its routes' components,
 * the cart), for the entry to fetch once the page has painted. Outside React's head on purpose: the client's
 * head is rendered without it, and React leaves such a tag be.
 */
export function withHydrationChunks(html: string, files: string[]): string {
  if (!files.length) return html
  return html.replace('</head>', `<meta name="${HYDRATION_CHUNKS}" content="${[...new Set(files)].join(' ')}"/></head>`)
}

/**
 * The page's first script: the address bar shows the address the page was rendered for, in place of the one
 * asked for (replaced, not pushed: Back skips the short address), before any of the app's code reads it. The
 * app then starts at that address: no navigation after hydration, which was a long task on a phone.
 */
export function withAddress(html: string, address: string, nonce: string | undefined): string {
  // JSON with `<` escaped: the address cannot end the script early.
  const literal = JSON.stringify(address).replace(/</g, '\\u003c')
  const script = `<script${nonce ? ` nonce="${nonce}"` : ''}>history.replaceState(history.state,"",${literal}+location.hash)</script>`
  return html.replace('<head>', `<head>${script}`)
}
