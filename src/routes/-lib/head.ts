/** Route-only: the head builder every route's head() uses. */
import type { MessageDescriptor } from '@lingui/core'
import { marketOf, LOCALE_CODES, localizePath } from '#domain/locale.ts'
import { DEFAULT_SHARE_SOURCE, OG_IMAGE, ogImagePath } from '#domain/ogImage.ts'
import { SITE_NAME } from '#site/shop.ts'
import type { RouterContext } from '#app/routerContext.ts'
import { shopSettingsQueryOptions } from '#queries/settings.ts'

/** The part of a route's head() argument this helper needs. */
export interface HeadInput {
  match: { context: RouterContext; pathname: string }
}

/** What a page adds to its head: a picture for sharing, its Open Graph type, structured data. */
export interface HeadExtra {
  /** The site picture the share image is made from (`/products/L2D.svg`); the shop's own when absent. */
  image?: string
  type?: 'website' | 'article' | 'product'
  /** schema.org JSON-LD (Product, Article, FAQPage…); several become one `@graph`. */
  jsonLd?: Record<string, unknown> | Array<Record<string, unknown>>
  robots?: string
}

/** A page's address in the page's language, absolute: the breadcrumbs' items. */
export function pageUrl({ match }: HeadInput, path: string): string {
  return match.context.env.siteUrl + localizePath(path, match.context.locale)
}

/** The published settings the page was rendered with (the root loader warms them), for the shop's Organization. */
export function headSettings({ match }: HeadInput) {
  return match.context.queryClient.getQueryData(shopSettingsQueryOptions().queryKey)?.settings
}

/** A route's `headers` for a page that shows personal data (staff screens, the order confirmation): kept by no cache. */
export const personalPageHeaders = () => ({ 'Cache-Control': 'no-store' })

/** JSON safe inside a <script> element: nothing in it can close the element or start markup. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/**
 * A page's localized title and description, with canonical and hreflang alternates for both
 * languages (x-default is the unprefixed address, where `/` chooses the language).
 */
export function pageHead(
  { match }: HeadInput,
  title: MessageDescriptor | string,
  description: MessageDescriptor | string,
  extra: HeadExtra = {},
) {
  const { i18n, locale, env } = match.context
  const text = (d: MessageDescriptor | string) => (typeof d === 'string' ? d : i18n._(d))
  const path = match.pathname
  const url = (code: typeof locale) => env.siteUrl + localizePath(path, code)
  const fullTitle = `${text(title)} | ${SITE_NAME}`
  const desc = text(description)
  // Every page shares a PNG (social sites refuse SVG): its own picture's, else the shop's.
  const image = ogImagePath(extra.image ?? DEFAULT_SHARE_SOURCE) ?? ogImagePath(DEFAULT_SHARE_SOURCE)!
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: desc },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: desc },
      { property: 'og:url', content: url(locale) },
      { property: 'og:locale', content: marketOf(locale).intl.replace('-', '_') },
      ...(extra.type ? [{ property: 'og:type', content: extra.type }] : []),
      { property: 'og:image', content: env.siteUrl + image },
      { property: 'og:image:type', content: OG_IMAGE.type },
      { property: 'og:image:width', content: String(OG_IMAGE.width) },
      { property: 'og:image:height', content: String(OG_IMAGE.height) },
      ...(extra.robots ? [{ name: 'robots', content: extra.robots }] : []),
    ],
    // A head script rather than the router's `script:ld+json` meta: only head scripts get the page's CSP nonce.
    ...(extra.jsonLd
      ? {
          scripts: [
            {
              type: 'application/ld+json',
              children: scriptJson(
                Array.isArray(extra.jsonLd)
                  ? { '@context': 'https://schema.org', '@graph': extra.jsonLd }
                  : { '@context': 'https://schema.org', ...extra.jsonLd },
              ),
            },
          ],
        }
      : {}),
    links: [
      { rel: 'canonical', href: url(locale) },
      ...LOCALE_CODES.map((code) => ({ rel: 'alternate', hrefLang: marketOf(code).lang, href: url(code) })),
      { rel: 'alternate', hrefLang: 'x-default', href: url('sk') },
    ],
  }
}
