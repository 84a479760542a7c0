/**
 * Finished pages, remembered (docs/decisions/0020-server-speed.md, issue 16). A shopper's page is a
 * pure function of its address, language, consent choice, the client env and the published prices
 * and settings: the renderer reads no other cookie, no session and no clock. So the HTML is kept
 * with the response's nonce cut out and a fresh nonce is put back per response; a new price or
 * settings version is a new object and misses. Pages that set a cookie or their own Cache-Control
 * (the staff screens, the order confirmation) are never kept.
 */

import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { byteLru, MB } from './lru'

const gzipAsync = promisify(gzip)

/**
 * A page gzipped with node's zlib (off the event loop): about a third of the time of the web
 * CompressionStream in Hono's compress middleware, which leaves an encoded answer alone. The HTML
 * differs per response (its nonce), so the compressed bytes cannot be kept.
 */
export async function gzipPage(response: Response): Promise<Response> {
  const body = await gzipAsync(Buffer.from(await response.arrayBuffer()))
  const headers = new Headers(response.headers)
  headers.set('Content-Encoding', 'gzip')
  headers.delete('Content-Length')
  return new Response(body, { status: response.status, headers })
}

/** What a page render depends on besides the address (the cache key's parts). */
export interface PageInputs {
  locale: string
  consent: string | undefined
  analytics: boolean
  /** The published price list answer and settings: objects that change only with a new version. */
  priceList: object
  settings: object
}

interface CachedPage {
  priceList: object
  settings: object
  status: number
  headers: [string, string][]
  /** The HTML split where the nonce was. */
  parts: string[]
}

/**
 * How many bytes of pages are kept: ~300 pages of 35–60 KB. A limit in bytes, not addresses: the
 * configurator's addresses carry the design, so anyone can ask for as many distinct pages as they like.
 */
export const PAGE_CACHE_BYTES = 16 * MB

/** What a kept page costs: its text (one byte a character for the ASCII-heavy HTML), headers and key. */
const bytesOf = (key: string, page: CachedPage) =>
  key.length + page.parts.reduce((sum, part) => sum + part.length, 0) + page.headers.length * 64

export type PageCache = ReturnType<typeof createPageCache>

/** A page cache: `respond` answers from it or renders, keeps what may be kept, and sets the nonce. */
export function createPageCache(maxBytes = PAGE_CACHE_BYTES) {
  const pages = byteLru<CachedPage>(maxBytes)
  const keyOf = (url: string, inputs: PageInputs) =>
    `${inputs.locale} ${inputs.consent ?? '-'} ${inputs.analytics ? 'a' : '-'} ${url}`

  return {
    async respond(
      url: string,
      inputs: PageInputs,
      nonce: string,
      render: (nonce: string) => Promise<Response>,
    ): Promise<Response> {
      const key = keyOf(url, inputs)
      const known = pages.get(key)
      if (known && known.priceList === inputs.priceList && known.settings === inputs.settings) {
        return new Response(known.parts.join(nonce), { status: known.status, headers: known.headers })
      }
      const response = await render(nonce)
      if (response.status !== 200 || response.headers.has('Cache-Control') || response.headers.has('Set-Cookie')) {
        return response
      }
      const html = await response.text()
      const headers = [...response.headers]
      const page: CachedPage = {
        priceList: inputs.priceList,
        settings: inputs.settings,
        status: response.status,
        headers,
        parts: html.split(nonce),
      }
      pages.set(key, page, bytesOf(key, page))
      return new Response(html, { status: response.status, headers })
    },
    /** How many pages are kept (tests). */
    get size() {
      return pages.stats().entries
    },
    /** Entries and bytes kept, for metrics. */
    stats: () => pages.stats(),
  }
}
