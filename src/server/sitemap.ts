import { LOCALE_CODES, localizePath, marketOf, type LocaleCode } from '#domain/locale.ts'

/** Paths the route table serves that are not pages for visitors to find (and the whole back office, below). */
const UNLISTED = new Set(['/indexTest', '/cart', '/potvrdenie-objednavky', '/chodby/konzultacia'])

/** The back office (/admin and all under it): staff pages answer a visitor with the sign-in, never a page. */
const isBackOffice = (path: string) => path === '/admin' || path.startsWith('/admin/')

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

/** A urlset of one language's pages, each with its hreflang alternates (sitemaps.org + xhtml:link). */
export function localeSitemap(siteUrl: string, paths: readonly string[], locale: LocaleCode, lastmod: string): string {
  const urls = paths
    .filter((path) => !UNLISTED.has(path) && !isBackOffice(path))
    .map((path) => {
      const alternates = LOCALE_CODES.map(
        (code) =>
          `<xhtml:link rel="alternate" hreflang="${marketOf(code).lang}" href="${escapeXml(siteUrl + localizePath(path, code))}"/>`,
      ).join('')
      return `<url><loc>${escapeXml(siteUrl + localizePath(path, locale))}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`
    })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** A sitemap index pointing at the language sitemaps. */
export function sitemapIndex(siteUrl: string, lastmod: string): string {
  const entries = LOCALE_CODES.map(
    (code) =>
      `<sitemap><loc>${escapeXml(`${siteUrl}/${code}-sitemap.xml`)}</loc><lastmod>${lastmod}</lastmod></sitemap>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
}
