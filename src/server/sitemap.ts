import { chooseLocale, LOCALE_CODES, localizePath, marketOf, type LocaleCode } from '#domain/locale.ts'

/** Paths the route table serves that are not pages for visitors to find (and the whole back office, below). */
const UNLISTED = new Set(['/indexTest', '/cart', '/potvrdenie-objednavky', '/chodby/konzultacia'])

/** The back office (/admin and all under it): staff pages answer a visitor with the sign-in, never a page. */
const isBackOffice = (path: string) => path === '/admin' || path.startsWith('/admin/')

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

/**
 * The language the bare root `/` answers a crawler in: it sends no cookie and no Accept-Language, so the site's
 * domain decides (docs/product.md#markets: skrinka.sk stays Slovak, anything else goes to /cz). Only where that is
 * Slovak is `/` the Slovak home page; elsewhere it is the language choice (hreflang x-default), no page of its own.
 */
export function rootLocale(siteUrl: string): LocaleCode {
  // A site address that is no URL (a stand-in configuration) names no domain: the default applies.
  const host = URL.canParse(siteUrl) ? new URL(siteUrl).host : undefined
  return chooseLocale({ pathname: '/', host }).locale
}

/** A urlset of one language's pages, each with its hreflang alternates (sitemaps.org + xhtml:link). */
export function localeSitemap(siteUrl: string, paths: readonly string[], locale: LocaleCode, lastmod: string): string {
  const root = rootLocale(siteUrl)
  // A language's page at `path`, unless it is the bare root that a crawler is sent away from.
  const addressOf = (path: string, code: LocaleCode) =>
    path === '/' && code === 'sk' && root !== 'sk' ? undefined : siteUrl + localizePath(path, code)
  const urls = paths
    .filter((path) => !UNLISTED.has(path) && !isBackOffice(path))
    .flatMap((path) => {
      const loc = addressOf(path, locale)
      if (!loc) return []
      const alternates = LOCALE_CODES.flatMap((code) => {
        const href = addressOf(path, code)
        return href ? [`<xhtml:link rel="alternate" hreflang="${marketOf(code).lang}" href="${escapeXml(href)}"/>`] : []
      })
      // The root chooses the language: the home pages name it as the default for everyone else.
      if (path === '/')
        alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + '/')}"/>`)
      return [`<url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod}</lastmod>${alternates.join('')}</url>`]
    })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** A sitemap index of the given sitemaps (the site's paths). */
function indexOf(siteUrl: string, paths: readonly string[], lastmod: string): string {
  const entries = paths.map(
    (path) => `<sitemap><loc>${escapeXml(siteUrl + path)}</loc><lastmod>${lastmod}</lastmod></sitemap>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
}

/** A language's own sitemap (/sk-sitemap.xml, /cz-sitemap.xml). */
export const localeSitemapPath = (locale: LocaleCode) => `/${locale}-sitemap.xml`

/** A sitemap index pointing at the language sitemaps. */
export function sitemapIndex(siteUrl: string, lastmod: string): string {
  return indexOf(siteUrl, LOCALE_CODES.map(localeSitemapPath), lastmod)
}

/**
 * The Czech site's own index at /cz/sitemap.xml, where a crawler of the /cz site looks (robots.txt names it too): the
 * Czech sitemap only.
 */
export const CZ_SITEMAP_INDEX = '/cz/sitemap.xml'
export function czSitemapIndex(siteUrl: string, lastmod: string): string {
  return indexOf(siteUrl, [localeSitemapPath('cz')], lastmod)
}

/** robots.txt: the site-wide index and the Czech site's own. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${siteUrl}/sitemap.xml\nSitemap: ${siteUrl}${CZ_SITEMAP_INDEX}\n`
}
