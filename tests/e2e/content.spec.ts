import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect, hydrated } from './fixtures'
import { BLOG } from '../fixtures/spec'
import { LEAD_TIMES, SEED_SETTINGS, SHOP_COMPANY, SHOP_CONTACT } from '#site/shop.ts'
import { contentFacts, fillFacts } from '#site/content.ts'

test('the sitemaps list every public page of both languages with lastmod, and no private one', async ({ request }) => {
  const locs = async (path: string) => {
    const xml = await (await request.get(path)).text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)].map(
      (m) => new URL(m[1]!).pathname,
    )
    expect(urls.length, path).toBe((xml.match(/<url>/g) ?? []).length)
    return urls
  }
  const sk = await locs('/sk-sitemap.xml')
  const cz = await locs('/cz-sitemap.xml')
  // The bare root is a Slovak page only where a crawler stays on it (the .sk domain, decision 0051); the Czech home
  // is always /cz.
  expect(cz.filter((p) => p !== '/cz')).toEqual(sk.filter((p) => p !== '/').map((p) => `/cz${p}`))
  expect(cz).toContain('/cz')
  for (const path of [
    '/blog',
    '/gallery',
    '/chodby',
    '/chodboveZostavy',
    '/conditions',
    '/privacy',
    '/kontakt',
    '/udrzba',
    '/videonavody',
    '/video/HK',
    '/detail/L1D',
    '/predaj/skrinky-do-kuchyne-zavesne',
    ...BLOG.map((s) => `/blogy/${s}`),
  ])
    expect(sk, path).toContain(path)
  for (const path of ['/cart', '/potvrdenie-objednavky', '/indexTest', '/chodby/konzultacia'])
    expect(sk, path).not.toContain(path)
  const index = await (await request.get('/sitemap.xml')).text()
  expect(index).toContain('/sk-sitemap.xml</loc>')
  expect(index).toContain('/cz-sitemap.xml</loc>')
})

test('home counts come from the catalogue; gallery designs open in the configurator', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('home-counts').locator('li').nth(1)).toHaveAttribute('data-count', '27')
  await expect(page.getByText(`Doručenie do ${LEAD_TIMES.homeDelivery} pracovných dní.`)).toBeVisible()
  await expect(page.getByTestId('home-catalogue').locator('li')).toHaveCount(27)
  await page.goto('/gallery')
  await hydrated(page)
  const items = page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.getByRole('img') })
  expect(await items.count()).toBeGreaterThanOrEqual(6)
  await items.first().click()
  await expect(page).toHaveURL(/\/detail\/L2D\?.*width=1000/)
})

test('each page states the lead time of its place (docs/product.md#delivery) and the seller as src/site/shop.ts has it', async ({
  page,
}) => {
  const main = page.getByRole('main')
  await page.goto('/conditions')
  await expect(main).toContainText(`vyrobíme do ${LEAD_TIMES.termsProduction} pracovných dní od potvrdenia objednávky`)
  await expect(main).toContainText(`IČO: ${SHOP_COMPANY.ico}`)
  await expect(main).toContainText(`Zápis: ${SHOP_COMPANY.register}`)
  await expect(main).toContainText(SHOP_CONTACT.sk.phone)
  await expect(main).not.toContainText('{')
  await page.goto('/cz/kontakt')
  await expect(main).toContainText(`vyrobíme do ${LEAD_TIMES.termsProduction} pracovních dnů od potvrzení objednávky`)
  await page.goto('/cz')
  await expect(main).toContainText(`Doručení do ${LEAD_TIMES.homeDelivery} pracovních dnů.`)
  await expect(main).toContainText(`výroba trvá do ${LEAD_TIMES.faqProduction} pracovních dnů od potvrzení objednávky`)
  await expect(page.getByRole('contentinfo')).toContainText(SHOP_CONTACT.cz.phone)
})

test('the update prompt appears when builds/latest.json names a newer build', async ({ page }) => {
  const file = join(process.cwd(), 'dist/client/builds/latest.json')
  const original = readFileSync(file, 'utf8')
  await page.goto('/blog')
  await hydrated(page)
  await expect(page.getByRole('status').filter({ hasText: 'Vyšla nová verzia obchodu.' })).toHaveCount(0)
  try {
    writeFileSync(file, JSON.stringify({ id: 'newer-build', timestamp: Date.now() }))
    // The page checks when the tab comes back into view (and every few minutes).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await expect(page.getByRole('status').filter({ hasText: 'Vyšla nová verzia obchodu.' })).toBeVisible()
  } finally {
    writeFileSync(file, original)
  }
})

test.describe('blog articles as served (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false })

  test('each of the 12 articles is there in Slovak and Czech, listed, with its own head and Article JSON-LD', async ({
    page,
  }) => {
    // 26 page loads: more time than one page needs on a busy two-core machine.
    test.setTimeout(120_000)
    // As the page shows it: the shop's facts filled into the written placeholders.
    const written = (lang: 'sk' | 'cs', slug: string) =>
      fillFacts(
        JSON.parse(readFileSync(join(process.cwd(), `src/content/blog/${lang}/${slug}.json`), 'utf8')),
        contentFacts(lang, SEED_SETTINGS),
      ) as {
        articleTitle: string
        cardTitle: string
        seoTitle: string
        seoDescription: string
        seoOgDescription: string
        datePublished: string
        dateModified: string
        sections: { heading: string }[]
      }
    for (const [prefix, lang] of [
      ['', 'sk'],
      ['/cz', 'cs'],
    ] as const) {
      await page.goto(`${prefix}/blog`)
      const cards = page.getByTestId('blog-list').getByRole('link')
      await expect(cards).toHaveCount(BLOG.length)
      for (const slug of BLOG)
        await expect(cards.filter({ hasText: written(lang, slug).cardTitle })).toHaveAttribute(
          'href',
          `${prefix}/blogy/${slug}`,
        )
      for (const slug of BLOG) {
        const article = written(lang, slug)
        const response = await page.goto(`${prefix}/blogy/${slug}`)
        expect(response?.status(), slug).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.articleTitle)
        await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
          article.sections.map((s) => s.heading),
        )
        await expect(page).toHaveTitle(article.seoTitle)
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.seoDescription)
        await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
          'content',
          article.seoOgDescription,
        )
        await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
        const jsonLd = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
        ) as Record<string, unknown> & { '@graph'?: Array<Record<string, unknown>> }
        // The article beside its breadcrumbs (one @graph), with its dates (issue 39.7).
        expect((jsonLd['@graph'] ?? [jsonLd]).find((node) => node['@type'] === 'Article')).toMatchObject({
          headline: article.articleTitle,
          inLanguage: lang,
          datePublished: article.datePublished,
          dateModified: article.dateModified,
        })
      }
    }
  })
})
