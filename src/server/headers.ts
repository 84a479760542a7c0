import { PERMISSIONS_POLICY } from './csp'

/** A hashed file (a build chunk, a stored model) never changes content: cached for a year, never revalidated. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'

/**
 * The policy of the documents that are no page (robots.txt, the sitemaps, the product feeds): nothing to load or run,
 * framed only by the site itself as the pages are (X-Frame-Options SAMEORIGIN).
 */
export const DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'self'"

/**
 * Headers every answer carries: pages, API calls and their refusals, sitemaps, files, redirects and 404s
 * (issue 34.8). The one list: app.ts's first middleware puts it on whatever Hono answers, the fast path
 * (fast.ts) writes it with its own answers, and requestErrorAnswer with the node adapter's.
 */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
]

/**
 * The node adapter's answer to a request it cannot turn into a web Request (a Host that is no host name,
 * a backslash in the path): 400, with the headers, as getRequestListener's errorHandler.
 */
export function requestErrorAnswer(error: unknown): Response {
  const status = error instanceof Error && error.name === 'RequestError' ? 400 : 500
  return new Response(null, { status, headers: new Headers(SECURITY_HEADERS as Array<[string, string]>) })
}
