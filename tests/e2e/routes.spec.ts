import { test, expect, hydrated } from './fixtures'
import { BLOG } from '../fixtures/spec'
import { ROUTE_HISTORY_KEY } from '#site/storage.ts'

const CATEGORIES = ['na-mieru', 'do-obyvacky', 'do-kuchyne', 'do-chodby', 'do-kupelne'].flatMap((c) =>
  ['', '-bez-noziek', '-s-nozkami', '-zavesne'].map((suffix) => `/predaj/skrinky-${c}${suffix}`),
)
const PAGES = [
  '/',
  '/indexTest',
  '/blog',
  ...BLOG.map((slug) => `/blogy/${slug}`),
  '/cart',
  '/chodboveZostavy',
  '/chodby',
  '/conditions',
  '/privacy',
  '/detail/L1D',
  '/detail/TC1DH',
  '/detail/2VD1Z',
  '/gallery',
  '/kontakt',
  '/kuchynske-skrinky',
  '/kupelnove-skrinky',
  '/potvrdenie-objednavky',
  '/udrzba',
  '/videonavody',
  '/video/dvierka',
  '/video/HF',
  '/video/HK',
  '/video/suflik',
  ...CATEGORIES,
]
const SITEMAPS = ['/sitemap.xml', '/index-sitemap.xml', '/sk-sitemap.xml', '/cz-sitemap.xml']

test('every spec route answers 200 in both languages, with its own title, description, canonical, hreflang, Open Graph and JSON-LD', async ({
  request,
}) => {
  /** Which page has which title and description, per language: no two pages share one. */
  const heads = { sk: new Map<string, string>(), cs: new Map<string, string>() }
  const own = (lang: 'sk' | 'cs', value: string, path: string) => {
    expect(heads[lang].get(value), `${lang} ${path} shares "${value}"`).toBeUndefined()
    heads[lang].set(value, path)
  }
  for (const path of PAGES) {
    for (const [prefix, lang] of [
      ['', 'sk'],
      ['/cz', 'cs'],
    ] as const) {
      const url = prefix + (path === '/' && prefix ? '' : path)
      // The Slovak root needs a Slovak choice; everything else is decided by its prefix. The configurator
      // pages answer at their short address too: the browser, not the server, fills in the query
      // (docs/product.md#configurator-address).
      const response = await request.get(url, { headers: { 'accept-language': 'sk-SK' }, maxRedirects: 0 })
      expect(response.status(), url).toBe(200)
      const html = await response.text()
      expect(html, url).toContain(`<html lang="${lang}"`)
      expect(html, url).toMatch(/<title>[^<]+ \| Skrinka<\/title>/)
      // Its own localized description, canonical, hreflang alternates and Open Graph title.
      expect(html, url).toMatch(/<meta name="description" content="[^"]{20,}"/)
      expect(html, url).toMatch(/<link rel="canonical" href="[^"]+"/)
      expect(html, url).toMatch(/hreflang="sk"/i)
      expect(html, url).toMatch(/hreflang="cs"/i)
      expect(html, url).toMatch(/<meta property="og:title" content="[^"]+"/)
      if (path.startsWith('/detail/')) expect(html, url).toContain('"@type":"Product"')
      if (path.startsWith('/blogy/')) expect(html, url).toContain('"@type":"Article"')
      if (path === '/') expect(html, url).toContain('"@type":"FAQPage"')
      const title = html.match(/<title>([^<]+)<\/title>/)![1]!
      own(lang, title, url)
      own(lang, html.match(/<meta name="description" content="([^"]+)"/)![1]!, url)
    }
  }
})

test('sitemaps answer 200 with XML', async ({ request }) => {
  for (const path of SITEMAPS) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type']).toContain('xml')
    expect(await response.text()).toMatch(/^<\?xml/)
  }
  const cz = await (await request.get('/cz-sitemap.xml')).text()
  expect(cz).toContain('/cz/blogy/maximalizacia-ulozneho-priestoru-v-skrini-na-mieru</loc>')
  expect(cz).toContain('/cz/predaj/skrinky-do-kupelne-zavesne</loc>')
})

test('an unknown path is a real 404 naming the path, in Slovak', async ({ page }) => {
  const response = await page.goto('/toto-neexistuje?x=1')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stránka nenájdená: /toto-neexistuje?x=1')
  await expect(page.getByLabel('Stavový kód')).toHaveText('404')
  await expect(page).toHaveTitle('Stránka nenájdená | Skrinka')
  // The frame is still there to go on from.
  await expect(page.getByRole('navigation', { name: 'Kategórie' })).toBeVisible()
})

test('unknown blog slugs and product ids are 404, in Czech under /cz', async ({ page, request }) => {
  const response = await page.goto('/cz/blogy/neexistujuci-clanok')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stránka nenalezena: /cz/blogy/neexistujuci-clanok')
  for (const path of ['/detail/NOPE', '/cz/detail/l1d', '/video/kliky', '/predaj/skrinky-do-garaze', '/cz/nic']) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})

test('client navigation stays in the app and records the visited paths without /detail', async ({ page }) => {
  await page.goto('/cz')
  await hydrated(page)
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  await page.getByRole('navigation', { name: 'Kategorie' }).getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL(/\/cz\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
  await page.goto('/cz/detail/L1D')
  await hydrated(page)
  await page.getByRole('link', { name: 'Obchodní podmínky' }).click()
  await expect(page).toHaveURL(/\/cz\/conditions$/)
  // A full load starts the list anew (docs/product.md#events): /cz/detail/L1D was loaded, but is not listed. The
  // address changes before the page's content has loaded; the list is written once it has.
  await expect
    .poll(() => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown, ROUTE_HISTORY_KEY))
    .toEqual(['/cz/conditions'])
})

test('no request leaves for another host', async ({ page, baseURL }) => {
  const foreign: string[] = []
  page.on('request', (request) => {
    // data: and blob: URLs are made in the page itself (the 3D textures are blob: URLs of this origin).
    const url = request.url()
    if (!url.startsWith(baseURL!) && !url.startsWith('data:') && !url.startsWith(`blob:${baseURL}`)) foreign.push(url)
  })
  await page.goto('/')
  await hydrated(page)
  await page.goto('/cz/blog')
  await hydrated(page)
  expect(foreign).toEqual([])
})
