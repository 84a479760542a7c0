import { describe, expect, it } from 'vitest'
import { BLOG_SLUGS, expandRoutePatterns, SALES_PAGES, salesPage, salesPageSlug, VIDEO_GUIDES } from '#site/pages.ts'
import { VARIANT_IDS } from '#domain/cabinet/catalogue.ts'
import { appendRouteHistory } from '#site/routeHistory.ts'
import { pageEventsFor } from '#site/events.ts'

describe('site pages (docs/product.md#pages)', () => {
  it('has the 12 blog slugs with {product} as skrinky', () => {
    expect(BLOG_SLUGS).toHaveLength(12)
    expect(BLOG_SLUGS).toContain('skrinky-na-mieru-pre-obyvaciu-izbu')
    expect(BLOG_SLUGS.some((slug) => slug.includes('{product}'))).toBe(false)
  })
  it('has the four single video guides', () => {
    expect(VIDEO_GUIDES).toEqual(['dvierka', 'HF', 'HK', 'suflik'])
  })
  it('has made-to-measure plus four categories, each of the five with three sub-pages', () => {
    expect(SALES_PAGES).toHaveLength(20)
    expect(salesPage('skrinky-na-mieru-zavesne')).toEqual({ slug: 'skrinky-na-mieru-zavesne', mounting: 'zavesna' })
    expect(salesPageSlug(undefined, 'beznoziek')).toBe('skrinky-na-mieru-bez-noziek')
    expect(salesPageSlug(undefined, 'snozkami')).toBe('skrinky-na-mieru-s-nozkami')
    expect(salesPage('skrinky-do-obyvacky-s-nozkami')).toEqual({
      slug: 'skrinky-do-obyvacky-s-nozkami',
      designation: 'obyvacka',
      mounting: 'snozkami',
    })
    expect(salesPageSlug('kupelna', 'zavesna')).toBe('skrinky-do-kupelne-zavesne')
    expect(salesPageSlug('chodba', 'beznoziek')).toBe('skrinky-do-chodby-bez-noziek')
    expect(salesPageSlug()).toBe('skrinky-na-mieru')
    expect(salesPage('skrinky-do-garaze')).toBeUndefined()
  })
  // docs/product.md#catalogue: 2 upper, 9 lower and 16 high variants, 27 (issue 3 says "28" but lists these 27).
  it('has the 27 cabinet variants of docs/product.md#catalogue', () => {
    expect(VARIANT_IDS).toHaveLength(27)
    expect(new Set(VARIANT_IDS).size).toBe(27)
  })
  it('expands route patterns with the values of their parameters', () => {
    const paths = expandRoutePatterns(['/', '/blog', '/blogy/$slug', '/video/$guide', '/x/$unknown'])
    expect(paths).toContain('/')
    expect(paths).toContain('/blogy/maximalizacia-ulozneho-priestoru-v-skrini-na-mieru')
    expect(paths).toContain('/video/HK')
    expect(paths.filter((p) => p.startsWith('/blogy/'))).toHaveLength(12)
    expect(paths.some((p) => p.startsWith('/x'))).toBe(false)
  })
})

describe('route history (docs/product.md#events)', () => {
  it('records visited paths but never the product detail', () => {
    let list: string[] = []
    for (const path of ['/', '/blog', '/detail/L1D', '/cz/detail/L2D?width=600', '/cart', '/cart'])
      list = appendRouteHistory(list, path)
    expect(list).toEqual(['/', '/blog', '/cart'])
  })
  it('never records the order confirmation, whose address carries a one-time token', () => {
    const list = appendRouteHistory(['/cart'], '/cz/potvrdenie-objednavky?order=2026-000001&token=abc')
    expect(list).toEqual(['/cart'])
  })
})

describe('page events (docs/product.md#events)', () => {
  it.each([
    ['/', ['page-view']],
    ['/cz/predaj/skrinky-do-kuchyne', ['page-view', 'catalogue-view']],
    ['/detail/L1D', ['page-view', 'product-view']],
    ['/cz/cart', ['page-view', 'cart-view']],
    ['/cart?from=detail', ['page-view', 'cart-view']],
    ['/cartoons', ['page-view']],
  ])('%s sends %j', (path, names) => {
    expect(pageEventsFor(path).map((e) => e.name)).toEqual(names)
  })
})
