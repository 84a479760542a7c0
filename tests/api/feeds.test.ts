import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { VARIANT_IDS } from '#domain/cabinet/catalogue.ts'
import { API } from '#domain/endpoints.ts'
import { FEEDS, feedCountry, feedPath, workingDaysBetween } from '#domain/feeds.ts'
import { OG_IMAGE } from '#domain/ogImage.ts'
import { DELIVERY_DAYS } from '#domain/production/plan.ts'
import { shopTime } from '#domain/fulfilment.ts'
import { SECURITY_HEADERS } from '#server/headers.ts'
import { openDatabase, type Database } from '#server/db/index.ts'
import { deliveryEstimate } from '#server/db/productionPlan.ts'
import type { ShopSettings, StaffSettings } from '#domain/settings.ts'
import { googleProblems, heurekaProblems, zboziProblems } from '../fixtures/feedSpecs'
import { dbKind, startServer, type TestServer } from './server'
import { addStaffAccount, staffSession } from './staffAccount'

let server: TestServer
let database: Database
beforeAll(async () => {
  server = await startServer()
  database = openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir })
})
afterAll(async () => {
  await database?.close()
  await server?.stop()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: 'manual' })

/** The security headers every answer carries, and a policy of its own (issue 39.7: as the pages have theirs). */
function headerGaps(what: string, response: Response): string[] {
  const gaps = SECURITY_HEADERS.filter(([name, value]) => response.headers.get(name) !== value).map(
    ([name]) => `${what}: ${name}`,
  )
  if (!/default-src 'none'/.test(response.headers.get('content-security-policy') ?? ''))
    gaps.push(`${what}: Content-Security-Policy`)
  return gaps
}

const problemsOf = { heureka: heurekaProblems, zbozi: zboziProblems, google: googleProblems }

describe(`product feeds on ${dbKind()} (issue 39.5)`, () => {
  for (const feed of FEEDS)
    it(`${feedPath(feed)}: the 27 cabinets, each with the elements its site requires`, async () => {
      const response = await get(feedPath(feed))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/xml; charset=UTF-8')
      expect(headerGaps(feedPath(feed), response)).toEqual([])
      const xml = await response.text()
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
      const { items, problems } = problemsOf[feed.format](xml)
      expect(problems).toEqual([])
      const id = feed.format === 'google' ? 'g:id' : 'ITEM_ID'
      expect(items.map((item) => item[id])).toEqual([...VARIANT_IDS])
      // Every address is the site's own (SITE_URL), never a request's Host.
      const link = feed.format === 'google' ? 'g:link' : 'URL'
      for (const item of items) expect(String(item[link])).toMatch(new RegExp(`^${server.url}/`))
    })

  it('states the delivery time of the production calendar: the date a one-cabinet order is promised today', async () => {
    const { settings } = (await (await get(API.getShopSettings.path)).json()) as { settings: ShopSettings }
    for (const feed of FEEDS) {
      const xml = await (await get(feedPath(feed))).text()
      const now = new Date()
      const country = feedCountry(feed)
      const estimate = await deliveryEstimate(database.db, settings, country, 1, { now })
      const today = shopTime(now).slice(0, 10)
      const days = Math.round((Date.parse(estimate.delivery) - Date.parse(today)) / 86_400_000)
      expect(days, feed.id).toBeGreaterThan(0)
      const { items } = problemsOf[feed.format](xml)
      if (feed.format === 'google')
        for (const item of items) {
          // Working days to readiness, then working days on the way (the market's delivery days).
          const handling = workingDaysBetween(today, estimate.ready, country)
          expect(handling, feed.id).toBeGreaterThan(0)
          expect([item['g:min_handling_time'], item['g:max_handling_time']], feed.id).toEqual([
            String(handling),
            String(handling),
          ])
          const shipping = item['g:shipping'] as Record<string, string>
          expect(shipping['g:country']).toBe(country)
          expect(shipping['g:max_transit_time'], feed.id).toBe(String(DELIVERY_DAYS[country]))
        }
      else for (const item of items) expect(Number(item.DELIVERY_DATE), feed.id).toBe(days)
    }
  })

  it('links every cabinet to its configurator at the very price of the feed', async () => {
    for (const feed of [FEEDS[0]!, FEEDS[2]!]) {
      const { items } = problemsOf[feed.format](await (await get(feedPath(feed))).text())
      for (const item of items) {
        const url = new URL(String(item.URL))
        const response = await get(url.pathname + url.search, { 'accept-language': 'sk' })
        expect(response.status, url.pathname).toBe(200)
        // The page's own offer (its JSON-LD) names the same amount, VAT included.
        const price = Number(String(item.PRICE_VAT).replace(',', '.')).toFixed(2)
        expect(await response.text(), url.pathname).toContain(`"price":"${price}"`)
      }
    }
  })

  it('serves each picture the feeds name as a PNG (the sites refuse SVG)', async () => {
    const { items } = heurekaProblems(await (await get(feedPath(FEEDS[0]!))).text())
    const images = new Set(items.map((item) => String(item.IMGURL)))
    expect(images.size).toBe(27)
    for (const image of images) {
      const response = await fetch(image)
      expect(response.status, image).toBe(200)
      expect(response.headers.get('content-type'), image).toBe('image/png')
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      expect(meta.format, image).toBe('png')
      expect([meta.width, meta.height], image).toEqual([OG_IMAGE.width, OG_IMAGE.height])
    }
    expect((await get('/feeds/nothing.xml')).status).toBe(404)
  })
})

describe(`the feeds follow the production calendar on ${dbKind()}`, () => {
  it('moves the delivery time as soon as the owner publishes another workshop week', async () => {
    await addStaffAccount(server, 'olga@skrinka.sk', 'Olga Majiteľová', 'owner')
    const owner = await staffSession(server, 'olga@skrinka.sk')
    const feed = FEEDS[1]! // heureka-cz
    const daysOf = async () =>
      heurekaProblems(await (await get(feedPath(feed))).text()).items.map((item) => Number(item.DELIVERY_DATE))
    const before = await daysOf()
    const current = (await (await get(API.staffSettings.path, owner)).json()) as StaffSettings
    // A workshop working one weekday only, not the one the plan would produce on now: production moves later.
    const now = new Date()
    const planned = await deliveryEstimate(database.db, current.data, 'CZ', 1, { now })
    const weekday = ((new Date(`${planned.production}T12:00:00Z`).getUTCDay() + 6) % 7) + 1
    const only = (weekday % 5) + 1
    const data = { ...current.data, workshop: { ...current.data.workshop, fromDay: only, toDay: only } }
    const published = await fetch(`${server.url}${API.staffPublishSettings.path}`, {
      method: API.staffPublishSettings.method,
      headers: { ...owner, 'content-type': 'application/json' },
      body: JSON.stringify({ baseVersion: current.version, data }),
    })
    expect(published.status).toBe(200)
    const after = await daysOf()
    const moved = await deliveryEstimate(database.db, data, 'CZ', 1, { now: new Date() })
    const today = shopTime(new Date()).slice(0, 10)
    const expected = Math.round((Date.parse(moved.delivery) - Date.parse(today)) / 86_400_000)
    expect(after).toEqual(before.map(() => expected))
    expect(after[0]!).toBeGreaterThan(before[0]!)
  })
})

describe(`sitemaps for a crawler on ${dbKind()} (issue 39.7)`, () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(server.url, ''))

  it('lists only addresses a crawler (no cookie, no Accept-Language) gets as pages, without a redirect', async () => {
    for (const sitemap of ['/sk-sitemap.xml', '/cz-sitemap.xml']) {
      const paths = locs(await (await get(sitemap)).text())
      expect(paths.length, sitemap).toBeGreaterThan(50)
      for (const path of paths) {
        const response = await get(path)
        await response.arrayBuffer()
        expect(response.status, `${sitemap} ${path}`).toBe(200)
      }
    }
    // The bare root chooses the language: here (not a .sk domain) a crawler is sent to /cz.
    expect((await get('/')).status).toBe(302)
    expect(locs(await (await get('/sk-sitemap.xml')).text())).not.toContain('/')
  })

  it('never lists a staff page', async () => {
    for (const sitemap of ['/sk-sitemap.xml', '/cz-sitemap.xml'])
      expect(locs(await (await get(sitemap)).text()).filter((path) => /^(\/cz)?\/admin(\/|$)/.test(path))).toEqual([])
  })

  it('gives /cz a sitemap of its own, named in robots.txt', async () => {
    const response = await get('/cz/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('xml')
    expect(locs(await response.text())).toEqual(['/cz-sitemap.xml'])
    const robots = await (await get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml\n`)
    expect(robots).toContain(`Sitemap: ${server.url}/cz/sitemap.xml\n`)
  })

  it('sends the sitemaps and robots.txt with the security headers and a policy of their own', async () => {
    const gaps: string[] = []
    for (const path of [
      '/sitemap.xml',
      '/index-sitemap.xml',
      '/sk-sitemap.xml',
      '/cz-sitemap.xml',
      '/cz/sitemap.xml',
      '/robots.txt',
    ]) {
      const response = await get(path)
      await response.arrayBuffer()
      gaps.push(...headerGaps(path, response))
    }
    expect(gaps).toEqual([])
  })
})
