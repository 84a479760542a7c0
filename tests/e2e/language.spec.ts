import { test, expect, hydrated } from './fixtures'

test.describe('language', () => {
  test('Slovak home without prefix', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sk')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skrinky na mieru, dodané zmontované')
    await expect(page).toHaveTitle('Skrinky na mieru s 3D konfigurátorom | Skrinka')
    await expect(
      page.getByRole('navigation', { name: 'Kategórie' }).getByRole('link', { name: 'Skrinky do obývačky' }),
    ).toBeVisible()
  })

  test('Czech home under /cz', async ({ page }) => {
    await page.goto('/cz')
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skříňky na míru, dodané smontované')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/cz$/)
    await expect(page.locator('link[rel="alternate"][hreflang="sk"]')).toHaveAttribute('href', /:\d+\/$/)
    // Links the router writes keep the prefix.
    await expect(
      page.getByRole('navigation', { name: 'Kategorie' }).getByRole('link', { name: 'Skříňky do chodby' }),
    ).toHaveAttribute('href', '/cz/predaj/skrinky-do-chodby')
  })

  test.describe('a first visit with a Czech browser', () => {
    test.use({ locale: 'cs-CZ' })
    test('lands on /cz', async ({ page }) => {
      await page.goto('/?utm_source=test')
      await expect(page).toHaveURL(/\/cz\?utm_source=test$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'cs')
    })

    test('the cookie choice wins over the browser', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'i18n_redirected', value: 'sk', url: baseURL! }])
      await page.goto('/')
      await expect(page).toHaveURL(/:\d+\/$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'sk')
    })
  })

  test.describe('a browser in neither language', () => {
    test.use({ locale: 'en-GB' })
    test('gets the default, Czech', async ({ page }) => {
      await page.goto('/')
      await expect(page).toHaveURL(/\/cz$/)
    })
  })

  test('the switch keeps the page and the query, and remembers the choice', async ({ page, context }) => {
    await page.goto('/predaj/skrinky-do-kuchyne?width=600&baseColor=H1303ST12')
    await hydrated(page)
    await page.getByRole('navigation', { name: 'Jazyk' }).getByRole('link', { name: 'Česky' }).click()
    await expect(page).toHaveURL(/\/cz\/predaj\/skrinky-do-kuchyne\?width=600&baseColor=H1303ST12$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kuchyňské skříňky')
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('cz')
    expect(cookie?.sameSite).toBe('Lax')
    expect(cookie?.path).toBe('/')
    // About 365 days from now.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400)

    await hydrated(page)
    await page.getByRole('navigation', { name: 'Jazyk' }).getByRole('link', { name: 'Slovensky' }).click()
    await expect(page).toHaveURL(/:\d+\/predaj\/skrinky-do-kuchyne\?width=600&baseColor=H1303ST12$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sk')
  })
})
