import { E2E_OWNER, E2E_STAFF } from '../../playwright.config'
import type { Page } from '@playwright/test'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

/** The banner on every staff screen while made-up company details remain (sk or cs). */
const placeholderBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Obchod stále zobrazuje (zákazníkom vymyslené|zákazníkům smyšlené)/ })
const publish = (page: Page) => page.getByRole('button', { name: /^(Zverejniť|Zveřejnit)$/ })

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in.
test.use({ expectedStatuses: [401] })
// One published version after another: the tests build on each other's versions.
test.describe.configure({ mode: 'serial' })

test('staff read the settings and the placeholder banner, and cannot publish', async ({ page }) => {
  await page.goto('/admin/nastavenia')
  await hydrated(page)
  await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
  await expect(page).toHaveURL('/admin/nastavenia')
  await expect(page.getByRole('heading', { name: 'Nastavenia obchodu' })).toBeVisible()
  await expect(placeholderBanner(page)).toContainText('vymyslené údaje o firme')
  await expect(placeholderBanner(page)).toContainText('Telefón pre Slovensko')
  const phone = page.getByLabel('Telefón pre Slovensko', { exact: true })
  await expect(phone).toHaveValue('+421 900 123 456')
  await expect(phone).toHaveAttribute('readonly', '')
  await expect(publish(page)).toBeDisabled()
  await expect(page.getByText('Nastavenia môže meniť iba majiteľ obchodu.')).toBeVisible()
})

test('sk: the owner changes the phone, a wrong IČO keeps every typed value, publishing shows it on /kontakt', async ({
  page,
}) => {
  await page.goto('/admin/nastavenia')
  await hydrated(page)
  await submitStaffSignIn(page, E2E_OWNER.email, E2E_OWNER.password)
  await expect(page).toHaveURL('/admin/nastavenia')
  const setting = (label: string) => page.getByLabel(label, { exact: true })
  await expect(placeholderBanner(page)).toContainText('Telefón pre Slovensko')
  await setting('Telefón pre Slovensko').fill('+421 41 500 60 70')
  await setting('IČO').fill('12345678')
  await publish(page).click()
  await expect(page.getByText('Zadajte IČO: osem číslic, posledná je platná kontrolná číslica.')).toBeVisible()
  await expect(setting('IČO')).toHaveAttribute('aria-invalid', 'true')
  await expect(setting('Telefón pre Slovensko')).toHaveValue('+421 41 500 60 70')
  await setting('IČO').fill('12345679')
  await publish(page).click()
  // Other specs of this project publish settings too (VAT, deposits): the version is whichever comes next.
  const published = page.getByText(/^Verzia \d+ je zverejnená a platí\.$/)
  await expect(published).toBeVisible()
  const version = /\d+/.exec((await published.textContent()) ?? '')![0]
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('cell', { name: version, exact: true }) }),
  ).toContainText(E2E_OWNER.name)
  // The Slovak phone is real now; the IČO and the rest are still the placeholders.
  await expect(placeholderBanner(page)).not.toContainText('Telefón pre Slovensko')
  await expect(placeholderBanner(page)).toContainText('IČO')

  await page.goto('/kontakt')
  await expect(page.getByRole('main').getByRole('link', { name: '+421 41 500 60 70' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('+421 41 500 60 70')
  await expect(page.getByRole('main')).not.toContainText('+421 900 123 456')
})

test('cz: the owner changes the Czech phone on /cz/admin/nastavenia and /cz/kontakt shows it', async ({ page }) => {
  await page.goto('/cz/admin/nastavenia')
  await hydrated(page)
  await expect(page).toHaveURL(/\/cz\/admin\/prihlaseni\?redirect=/)
  await submitStaffSignIn(page, E2E_OWNER.email, E2E_OWNER.password)
  await expect(page).toHaveURL('/cz/admin/nastavenia')
  await expect(placeholderBanner(page)).toContainText('Telefon pro Česko')
  const phone = page.getByLabel('Telefon pro Česko', { exact: true })
  await expect(phone).toHaveValue('+420 600 123 456')
  await phone.fill('+420 222 333 444')
  await publish(page).click()
  await expect(page.getByText(/^Verze \d+ je zveřejněna a platí\.$/)).toBeVisible()
  // Both phones are real now; the company's IDs and register entry are still placeholders.
  await expect(placeholderBanner(page)).not.toContainText('Telefon')
  await expect(placeholderBanner(page)).toContainText('IČO')

  await page.goto('/cz/kontakt')
  await expect(page.getByRole('main').getByRole('link', { name: '+420 222 333 444' })).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText('+420 600 123 456')
})
