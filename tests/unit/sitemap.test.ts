import { describe, expect, it } from 'vitest'
import {
  CZ_SITEMAP_INDEX,
  czSitemapIndex,
  localeSitemap,
  robotsTxt,
  rootLocale,
  sitemapIndex,
} from '#server/sitemap.ts'

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

describe('the bare root in the sitemaps (issue 39.7)', () => {
  const paths = ['/', '/blog']
  it('lists / as the Slovak home only where a crawler without a language stays on it (the .sk domain)', () => {
    expect(rootLocale('https://skrinka.sk')).toBe('sk')
    const sk = localeSitemap('https://skrinka.sk', paths, 'sk', '2026-11-22')
    expect(sk).toContain('<loc>https://skrinka.sk/</loc>')
    expect(sk).toContain('hreflang="x-default" href="https://skrinka.sk/"')
  })
  it('leaves / out where it sends a crawler to /cz, and names it only as the language choice', () => {
    for (const site of ['https://skrinka.cz', 'https://shop.example.com', 'http://127.0.0.1:4751']) {
      expect(rootLocale(site), site).toBe('cz')
      const sk = localeSitemap(site, paths, 'sk', '2026-11-22')
      expect(sk, site).not.toContain(`<loc>${site}/</loc>`)
      expect(sk, site).toContain(`<loc>${site}/blog</loc>`)
      const cz = localeSitemap(site, paths, 'cz', '2026-11-22')
      expect(cz, site).toContain(`<loc>${site}/cz</loc>`)
      // The Czech home's alternates: no Slovak page at /, the root as the default.
      expect(cz, site).not.toContain(`hreflang="sk" href="${site}/"`)
      expect(cz, site).toContain(`hreflang="x-default" href="${site}/"`)
    }
  })
  it('gives the Czech site its own index, and robots.txt names both', () => {
    const index = czSitemapIndex('https://skrinka.sk', '2026-11-22')
    expect(index).toContain('<loc>https://skrinka.sk/cz-sitemap.xml</loc>')
    expect(index).not.toContain('sk-sitemap')
    const robots = robotsTxt('https://skrinka.sk')
    expect(robots).toContain('Sitemap: https://skrinka.sk/sitemap.xml\n')
    expect(robots).toContain(`Sitemap: https://skrinka.sk${CZ_SITEMAP_INDEX}\n`)
  })
})
