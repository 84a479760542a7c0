/**
 * What crawlers and social sites read of the pages (issue 39.7): a 1200 × 630 PNG og:image on every page, articles'
 * dates, the shop's Organization and BreadcrumbLists in the JSON-LD, and the made-to-measure page's own text.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VARIANT_IDS } from '#domain/cabinet/catalogue.ts'
import { SEED_SETTINGS } from '#site/shop.ts'
import { startServer, type TestServer } from './server'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
}, 60_000)
afterAll(() => server?.stop())

// A Slovak browser: `/` without a language would send it to /cz.
const get = (path: string) =>
  fetch(`${server.url}${path}`, { redirect: 'manual', headers: { 'accept-language': 'sk' } })
const html = async (path: string) => {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  return response.text()
}
const metaOf = (page: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(page)?.[1]
type Node = Record<string, unknown> & { '@type': string }
/** Every JSON-LD node of a page (a `@graph`'s nodes one by one). */
const jsonLdOf = (page: string): Node[] =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as Node & { '@graph'?: Node[] }
    return data['@graph'] ?? [data]
  })
/** A PNG's width and height from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

const ARTICLE = 'skrinky-na-mieru-pre-obyvaciu-izbu'

describe('og:image (issue 39.7)', () => {
  it('is a 1200 × 630 PNG on every page, including the blog index, the cart, /chodby and /predaj/*', async () => {
    const pages = [
      '/',
      '/blog',
      '/cart',
      '/chodby',
      '/predaj/skrinky-na-mieru',
      '/predaj/skrinky-do-kuchyne',
      '/predaj/skrinky-na-mieru-zavesne',
      '/detail/L1D',
      `/blogy/${ARTICLE}`,
      '/gallery',
      '/cz/blog',
      '/cz/cart',
      '/cz/chodby',
      '/cz/predaj/skrinky-na-mieru',
    ]
    const images = new Set<string>()
    for (const path of pages) {
      const page = await html(path)
      const image = metaOf(page, 'og:image')
      expect(image, path).toMatch(new RegExp(`^${server.url}/og/[a-z]+/[A-Za-z0-9-]+\\.png$`))
      expect(metaOf(page, 'og:image:type'), path).toBe('image/png')
      expect(metaOf(page, 'og:image:width'), path).toBe('1200')
      expect(metaOf(page, 'og:image:height'), path).toBe('630')
      images.add(image!)
    }
    // The pictures differ by page (a product's, an article's, the hallway's), and each is a real PNG of that size.
    expect(images.size).toBeGreaterThan(3)
    for (const image of images) {
      const response = await fetch(image)
      expect(response.status, image).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      const png = Buffer.from(await response.arrayBuffer())
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
    }
  }, 120_000)

  it('names a PNG in the product JSON-LD, and makes share images only of the site’s own pictures', async () => {
    const product = jsonLdOf(await html('/detail/L2D')).find((node) => node['@type'] === 'Product')!
    expect(product.image).toBe(`${server.url}/og/products/L2D.png`)
    for (const path of [
      '/og/products/NOPE.png',
      '/og/secret/L2D.png',
      '/og/products/L2D.svg',
      '/og/products/..%2Fx.png',
    ])
      expect((await get(path)).status, path).toBe(404)
  })
})

describe('structured data (issue 39.7)', () => {
  it('gives an article its publication and change dates, and its breadcrumbs: home › blog › article', async () => {
    for (const [prefix, lang] of [
      ['', 'sk'],
      ['/cz', 'cs'],
    ] as const) {
      const nodes = jsonLdOf(await html(`${prefix}/blogy/${ARTICLE}`))
      const content = JSON.parse(readFileSync(`src/content/blog/${lang}/${ARTICLE}.json`, 'utf8')) as {
        datePublished: string
        dateModified: string
        articleTitle: string
      }
      const article = nodes.find((node) => node['@type'] === 'Article')!
      expect(article.datePublished).toBe(content.datePublished)
      expect(article.dateModified).toBe(content.dateModified)
      const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList')!
      expect(crumbs.itemListElement).toEqual([
        {
          '@type': 'ListItem',
          position: 1,
          name: lang === 'sk' ? 'Domov' : 'Domů',
          item: `${server.url}${prefix || '/'}`,
        },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${server.url}${prefix}/blog` },
        {
          '@type': 'ListItem',
          position: 3,
          name: content.articleTitle,
          item: `${server.url}${prefix}/blogy/${ARTICLE}`,
        },
      ])
    }
  })

  it('names the shop as an Organization from the published settings on the home page', async () => {
    for (const [path, market] of [
      ['/', 'sk'],
      ['/cz', 'cz'],
    ] as const) {
      const organization = jsonLdOf(await html(path)).find((node) => node['@type'] === 'Organization')!
      expect(organization).toMatchObject({
        name: 'Skrinka',
        legalName: SEED_SETTINGS.company.name,
        email: SEED_SETTINGS.contact[market].email,
        address: { streetAddress: SEED_SETTINGS.company.street, postalCode: SEED_SETTINGS.company.zip },
      })
      expect(organization.telephone).toMatch(/^\+42[01] \d{3} \d{3} \d{3}$/)
    }
  })

  it('puts a product under all made-to-measure cabinets, and a mounting page under its category', async () => {
    const names = (nodes: Node[]) =>
      (nodes.find((node) => node['@type'] === 'BreadcrumbList')!.itemListElement as Array<{ item: string }>).map(
        (item) => item.item.slice(server.url.length),
      )
    expect(names(jsonLdOf(await html('/detail/L1D')))).toEqual(['/', '/predaj/skrinky-na-mieru', '/detail/L1D'])
    expect(names(jsonLdOf(await html('/cz/predaj/skrinky-do-kuchyne-zavesne')))).toEqual([
      '/cz',
      '/cz/predaj/skrinky-do-kuchyne',
      '/cz/predaj/skrinky-do-kuchyne-zavesne',
    ])
    expect(names(jsonLdOf(await html('/predaj/skrinky-do-kuchyne')))).toEqual([
      '/',
      '/predaj/skrinky-na-mieru',
      '/predaj/skrinky-do-kuchyne',
    ])
  })
})

describe('/predaj/skrinky-na-mieru (issue 39.7)', () => {
  it("has its own text of the cabinet types by room and mounting, which /detail/L1D's lacks", async () => {
    const own = await html('/predaj/skrinky-na-mieru')
    const detail = await html('/detail/L1D')
    const heading = `${VARIANT_IDS.length} typov skriniek, každý na mieru`
    expect(own).toContain(heading)
    expect(detail).not.toContain(heading)
    for (const path of ['/predaj/skrinky-do-kuchyne', '/predaj/skrinky-na-mieru-zavesne'])
      expect(own).toContain(`href="${path}"`)
    expect(await html('/cz/predaj/skrinky-na-mieru')).toContain(`${VARIANT_IDS.length} typů skříněk, každý na míru`)
  })
})
