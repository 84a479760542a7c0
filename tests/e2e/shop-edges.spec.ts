import type { Locator, Page } from '@playwright/test'
import {
  test,
  expect,
  hydrated,
  addToCart,
  cartLines,
  cartLink,
  consentBanner,
  expectCartCount,
  priced,
  addDesign,
  orderButton,
  courierToAddress,
} from './fixtures'
import { STORED_ITEMS } from '#site/storage.ts'

// Issue 39, point 7: the rough edges a shopper trips over, each a test that failed before its fix.

/** Goes from the cart to the checkout's address step with courier delivery. */
async function toAddressStep(page: Page, prefix: '' | '/cz') {
  await page.goto(`${prefix}/cart`)
  await hydrated(page)
  await courierToAddress(page)
  await expect(orderButton(page)).toBeVisible()
}

/** Whether two boxes overlap (by more than a hair). */
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1

const box = async (locator: Locator) => (await locator.boundingBox())!

test.describe('shop edges (issue 39)', () => {
  test('sk: the same cabinet added again after a reload raises the count of its line', async ({ page }) => {
    await addDesign(page, '/detail/L1D')
    await page.reload()
    await hydrated(page)
    await priced(page)
    await addToCart(page).click()
    await expectCartCount(page, 2)
    await page.goto('/cart')
    await hydrated(page)
    await expect(cartLines(page)).toHaveCount(1)
    await expect(page.getByRole('spinbutton', { name: /^Počet kusov:/ })).toHaveValue('2')
  })

  for (const width of [1280, 1366])
    for (const prefix of ['', '/cz'] as const)
      test(`${prefix || 'sk'} at ${width} px: the hallway's module selects fit their panel`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(`${prefix}/chodby`)
        await hydrated(page)
        const panel = page.getByRole('group', { name: /^Moduly zľava doprava|^Moduly zleva doprava/ })
        const selects = panel.getByRole('combobox')
        expect(await selects.count()).toBeGreaterThan(1)
        const { x, width: panelWidth } = await box(panel)
        for (const select of await selects.all()) {
          const own = await box(select)
          expect(own.x).toBeGreaterThanOrEqual(x)
          expect(own.x + own.width, (await select.getAttribute('name')) ?? 'select').toBeLessThanOrEqual(x + panelWidth)
        }
        // Nothing scrolls sideways either.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      })

  for (const market of [
    {
      prefix: '',
      note: /^Každý modul je hlboký ako stena \(45 cm\)\. Výška zahŕňa aj nožičky pod dolnými modulmi, vysoké 1,8 cm\.$/,
      depth: 'Hĺbka',
      deeper: '50 cm',
    },
    {
      prefix: '/cz',
      note: /^Každý modul je hluboký jako stěna \(45 cm\)\. Výška zahrnuje i nožičky pod spodními moduly, vysoké 1,8 cm\.$/,
      depth: 'Hloubka',
      deeper: '50 cm',
    },
  ])
    test(`${market.prefix || 'sk'}: the hallway says what it builds: modules as deep as the wall, 1.8 cm legs`, async ({
      page,
    }) => {
      await page.goto(`${market.prefix}/chodby`)
      await hydrated(page)
      const note = page.getByText(market.note)
      await expect(note).toBeVisible()
      const depth = page.getByRole('spinbutton', { name: new RegExp(`^${market.depth}`) })
      await depth.fill('50')
      await depth.press('Enter')
      await expect(note).toHaveCount(0)
      await expect(page.getByText(new RegExp(`\\(${market.deeper}\\)`))).toBeVisible()
    })

  test.describe('with the cookie banner still open', () => {
    test.use({ consent: 'none' })
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ])
      test(`sk at ${viewport.width} × ${viewport.height}: the banner never covers the total, the legal note or the order button`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        await addDesign(page, '/detail/L1D')
        await toAddressStep(page, '')
        await expect(consentBanner(page)).toBeVisible()
        const covered = [
          page.getByText(/^Na úhradu spolu:/),
          page.getByText(/^Skrinky vyrábame na mieru/),
          orderButton(page),
        ]
        // Scroll through the whole page as a shopper would, checking each position.
        const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
        for (let y = 0; y <= height + 80; y += 80) {
          await page.evaluate((top) => window.scrollTo(0, top), y)
          const banner = await box(consentBanner(page))
          for (const locator of covered) {
            const own = await box(locator)
            expect(overlaps(banner, own), `at ${y}: ${await locator.textContent()}`).toBe(false)
          }
        }
      })
  })

  test('sk and cz: the cart link shows the shop’s SVG cart, not an emoji', async ({ page }) => {
    for (const prefix of ['', '/cz']) {
      await page.goto(`${prefix}/`)
      await hydrated(page)
      const link = page.getByRole('link', { name: /^(Košík|Košík) \d+ ks$/ })
      const icon = link.locator('svg')
      await expect(icon).toBeVisible()
      await expect(icon).toHaveAttribute('aria-hidden', 'true')
      expect((await box(icon)).width).toBeGreaterThan(10)
      expect(await link.textContent()).not.toMatch(/\p{Emoji_Presentation}/u)
    }
    await expect(cartLink(page)).toBeVisible()
  })

  test.describe('analytics on the local machine', () => {
    test.use({ consent: 'none' })
    test('sk: at 127.0.0.1 nothing is pushed to the data layer, even after Accept', async ({ page }) => {
      await page.goto('/predaj/skrinky-do-kuchyne')
      await hydrated(page)
      expect(new URL(page.url()).hostname).toBe('127.0.0.1')
      await consentBanner(page).getByRole('button', { name: 'Prijať' }).click()
      await addDesign(page, '/detail/L1D')
      // The same steps push page_view, view_item and add_to_cart on another host (data-layer.spec.ts).
      expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()
    })
  })

  test.describe('what the browser keeps', () => {
    test.use({ consent: 'none' })
    test('sk and cz: every cookie and session item the shop stores is named in the privacy notice', async ({
      page,
      context,
    }) => {
      // A visit that stores all it can: the consent, a design in the cart, the checkout typed into, pages and back.
      await page.goto('/')
      await hydrated(page)
      await consentBanner(page).getByRole('button', { name: 'Prijať' }).click()
      await addDesign(page, '/detail/L1D')
      await toAddressStep(page, '')
      await page.getByRole('textbox', { name: 'Meno', exact: true }).fill('Ema')
      await page.goBack()
      await page.goto('/cz/detail/L2D')
      await hydrated(page)
      await page.goBack()
      await hydrated(page)
      const session = await page.evaluate(() => Object.keys(window.sessionStorage))
      const cookies = (await context.cookies()).map((cookie) => cookie.name)
      const stored = [...new Set([...cookies, ...session])]
      // The router's scroll key is there: the notice must name it (it did not, issue 39).
      expect(stored).toContain('tsr-scroll-restoration-v1_3')
      expect(STORED_ITEMS).toEqual(expect.arrayContaining(stored))
      for (const [path, heading] of [
        ['/privacy', /Cookies a úložisko prehliadača/],
        ['/cz/privacy', /Cookies a úložiště prohlížeče/],
      ] as const) {
        await page.goto(path)
        await hydrated(page)
        const list = page.getByRole('main').getByRole('listitem')
        await expect(page.getByRole('heading', { name: heading })).toBeVisible()
        const names = (await list.allTextContents()).map((item) => /^(\S+) \(/.exec(item)?.[1]).filter(Boolean)
        for (const name of stored) expect(names, `${path} names ${name}`).toContain(name)
      }
    })
  })
})
