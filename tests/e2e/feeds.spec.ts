import { E2E_OWNER } from '../../playwright.config'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in.
test.use({ expectedStatuses: [401] })

/** Issue 39.5: the settings page names the product feeds' addresses, and each answers with its feed. */
for (const [path, heading, sites] of [
  ['/admin/nastavenia', 'Produktové feedy', ['Heureka.sk', 'Heureka.cz', 'Zboží.cz']],
  ['/cz/admin/nastavenia', 'Produktové feedy', ['Heureka.sk', 'Heureka.cz', 'Zboží.cz']],
] as const)
  test(`${path}: the owner finds the product feeds' addresses, and each answers its XML`, async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    await submitStaffSignIn(page, E2E_OWNER.email, E2E_OWNER.password)
    await expect(page).toHaveURL(path)
    const feeds = page.getByRole('region', { name: heading })
    await expect(feeds).toBeVisible()
    await expect(
      feeds.getByText(/^(Tieto adresy zadajte porovnávačom cien|Tyto adresy zadejte srovnávačům cen)\./),
    ).toBeVisible()
    for (const site of sites) await expect(feeds.getByRole('listitem').filter({ hasText: site })).toHaveCount(1)
    const links = feeds.getByRole('link')
    await expect(links).toHaveCount(5)
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href'))!
      // The link's text is the address to copy into the comparison site.
      await expect(link).toHaveText(href)
      const answer = await page.request.get(href)
      expect(answer.status(), href).toBe(200)
      expect(answer.headers()['content-type'], href).toContain('application/xml')
      const xml = await answer.text()
      expect(xml, href).toMatch(/<(SHOPITEM|item)>/)
    }
  })
