/**
 * Shared designs (issue 18.2): a short link `/n/{code}` to a configurator address. The code is
 * derived from the canonical design, so the same design always gets the same code.
 */
import * as v from 'valibot'
import type { LocaleCode } from './locale'
import { canonicalQuery, cabinetFromQuery } from './cabinet/query'
import { hallwayFromQuery, hallwayQuery } from './hallway/query'
import { isDecorCode } from './decors'
import { sameQuery } from './helpers'
import type { Issue } from './cabinet/validation'
import { boundedRecord } from './bounded'
import type { Cabinet } from './cabinet/model'
import type { Hallway } from './hallway/layout'

/** What can be shared: a cabinet (its /detail page) or a hallway (/chodby). */
export const SHARE_KINDS = ['cabinet', 'hallway'] as const
export type ShareKind = (typeof SHARE_KINDS)[number]

/** Length of a share code: the first characters of the base64url SHA-256 of the design. */
export const SHARE_CODE_LENGTH = 10
/** A share code as it may appear in an address (URL-safe base64 characters). */
export const SHARE_CODE = /^[A-Za-z0-9_-]{8,32}$/

/** The short link's path in a language: `/n/{code}` or `/cz/n/{code}`. */
export function sharePath(code: string, locale: LocaleCode): string {
  return `${locale === 'cz' ? '/cz' : ''}/n/${code}`
}

const MARKET_CODES = ['sk', 'cz'] as const satisfies readonly LocaleCode[]

const QuerySchema = boundedRecord(v.pipe(v.string(), v.maxLength(40)), v.pipe(v.string(), v.maxLength(400)), {
  max: 30,
})

/** POST share: the design as its configurator query, and the shopper's language for the link. */
export const ShareRequestSchema = v.strictObject({
  kind: v.picklist(SHARE_KINDS),
  query: QuerySchema,
  locale: v.picklist(MARKET_CODES),
})

/** The short link: its code, absolute URL, the design's own address and the QR code of the URL (SVG). */
export const ShareResponseSchema = v.object({
  code: v.pipe(v.string(), v.regex(SHARE_CODE)),
  url: v.string(),
  path: v.string(),
  qrSvg: v.pipe(v.string(), v.startsWith('<svg')),
})
export type ShareResponse = v.InferOutput<typeof ShareResponseSchema>

/** POST shareMail ("Send me this design"): the code, the address to send it to, the e-mail's language. */
export const ShareMailRequestSchema = v.strictObject({
  code: v.pipe(v.string(), v.regex(SHARE_CODE)),
  email: v.pipe(v.string(), v.maxLength(400)),
  locale: v.picklist(MARKET_CODES),
})

/** The e-mail is queued in the outbox. */
export const ShareMailResponseSchema = v.object({ queued: v.literal(true) })

/** A design's canonical address without the language prefix: the page's path and its query string. */
export interface ShareAddress {
  kind: ShareKind
  path: string
  /** The canonical query, `a=1&b=2` in the configurator's own order. */
  search: string
}

/**
 * The canonical address of a shared design, or the parameters that are not canonical: the browser
 * sends the query its configurator wrote, so anything else is not a design the shop shows.
 */
export function shareAddress(
  kind: ShareKind,
  query: Record<string, string>,
): { ok: true; address: ShareAddress } | { ok: false; issues: Issue[] } {
  const canonical: Record<string, string> =
    kind === 'cabinet'
      ? (canonicalQuery(cabinetFromQuery(query), true) as Record<string, string>)
      : hallwayQuery(hallwayFromQuery(query, isDecorCode))
  if (!sameQuery(query, canonical)) {
    const keys = new Set([...Object.keys(query), ...Object.keys(canonical)])
    const issues = [...keys]
      .filter((key) => (query[key] ?? '') !== (canonical[key] ?? ''))
      .map((key) => ({ path: `query.${key}`, message: `is not canonical (expected ${canonical[key] ?? 'none'})` }))
    return { ok: false, issues }
  }
  if (kind === 'hallway') return { ok: true, address: { kind, path: '/chodby', search: searchOf(canonical) } }
  // A cabinet opens on its product's own page: the product is the path, not a parameter.
  const { productId, ...rest } = canonical
  return { ok: true, address: { kind, path: `/detail/${productId}`, search: searchOf(rest) } }
}

const searchOf = (query: Record<string, string>) => new URLSearchParams(query).toString()

/** The share address of a design the shop holds (an order line, a PDF's design): canonical by construction. */
export function designShareAddress(design: Cabinet | Hallway): ShareAddress {
  const hallway = 'cabinets' in design
  const query: Record<string, string> = hallway
    ? hallwayQuery(design)
    : (canonicalQuery(design, true) as Record<string, string>)
  const made = shareAddress(hallway ? 'hallway' : 'cabinet', query)
  if (!made.ok) throw new Error(`A design's own query is not canonical: ${made.issues.map((i) => i.path).join(', ')}`)
  return made.address
}
