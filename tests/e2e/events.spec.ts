import type { Page } from '@playwright/test'
import { test, expect, hydrated, consentBanner, REMOTE_ORIGIN } from './fixtures'

// docs/product.md#events: nothing is sent from the local machine (127.0.0.1 included since issue 39), so these run on
// the shop by another name over plain HTTP, as a shopper's browser reaches it.
test.use(REMOTE_ORIGIN)

/** Counts the addEvent calls the page makes, by event name. */
function events(page: Page) {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/addEvent')) sent.push((request.postDataJSON() as { eventName: string }).eventName)
  })
  return sent
}

test.describe('consent and events', () => {
  test.use({ consent: 'none' })

  test('nothing is sent before consent, or after refusing; refusing is one click like accepting', async ({ page }) => {
    const sent = events(page)
    await page.goto('/predaj/skrinky-do-kuchyne')
    await hydrated(page)
    const banner = page.getByRole('region', { name: 'Súbory cookie' })
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Odmietnuť' })).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Prijať' })).toBeVisible()
    await page.goto('/cart')
    await hydrated(page)
    await banner.getByRole('button', { name: 'Odmietnuť' }).click()
    await expect(consentBanner(page)).toHaveCount(0)
    await page.goto('/blog')
    await hydrated(page)
    await expect(consentBanner(page)).toHaveCount(0)
    expect(sent).toEqual([])
  })

  test('with consent each event type is sent once per session, with the skrinka- prefix and the country', async ({
    page,
  }) => {
    const sent = events(page)
    const countries: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/api/addEvent')) countries.push((r.postDataJSON() as { country: string }).country)
    })
    await page.goto('/cz/blog')
    await hydrated(page)
    await page.getByRole('region', { name: 'Soubory cookie' }).getByRole('button', { name: 'Přijmout' }).click()
    await expect.poll(() => sent).toEqual(['skrinka-page-view'])
    await page.getByRole('navigation', { name: 'Kategorie' }).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/cz\/predaj\//)
    await expect.poll(() => sent).toEqual(['skrinka-page-view', 'skrinka-catalogue-view'])
    await page.goto('/cz/predaj/skrinky-do-kuchyne')
    await hydrated(page)
    await page.goto('/cz/detail/L1D')
    await hydrated(page)
    await expect.poll(() => sent).toEqual(['skrinka-page-view', 'skrinka-catalogue-view', 'skrinka-product-view'])
    expect(new Set(countries)).toEqual(new Set(['CZ']))
  })
})
