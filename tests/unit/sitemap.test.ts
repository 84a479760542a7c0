import { describe, expect, it } from 'vitest'
import { localeSitemap, sitemapIndex } from '#server/sitemap.ts'

describe('sitemaps', () => {
  it('lists each page in its language with both alternates', () => {
    const xml = localeSitemap('https://skrinka.sk', ['/', '/blog', '/cart'], 'cz', '2026-11-22')
    expect(xml).toContain('<loc>https://skrinka.sk/cz</loc>')
    expect(xml).toContain('<loc>https://skrinka.sk/cz/blog</loc>')
    expect(xml).toContain('hreflang="sk" href="https://skrinka.sk/blog"')
    expect(xml).toContain('<lastmod>2026-11-22</lastmod>')
    // The cart is not a page to find.
    expect(xml).not.toContain('/cart<')
  })
  it('leaves out the whole back office, the dashboard included', () => {
    const xml = localeSitemap('https://skrinka.sk', ['/admin', '/admin/cennik', '/administrativa'], 'sk', '2026-11-22')
    expect(xml).not.toMatch(/skrinka\.sk\/admin[/<]/)
    expect(xml).toContain('<loc>https://skrinka.sk/administrativa</loc>')
  })
  it('indexes the language sitemaps', () => {
    const xml = sitemapIndex('https://skrinka.sk', '2026-11-22')
    expect(xml).toContain('<loc>https://skrinka.sk/sk-sitemap.xml</loc>')
    expect(xml).toContain('<loc>https://skrinka.sk/cz-sitemap.xml</loc>')
  })
})
