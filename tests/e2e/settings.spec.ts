import { E2E_OWNER, E2E_STAFF } from '../../playwright.config'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

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
  await expect(page.getByTestId('placeholder-banner')).toContainText('vymyslené údaje o firme')
  await expect(page.getByTestId('placeholder-banner')).toContainText('Telefón pre Slovensko')
  const phone = page.locator('[data-testid="setting"][data-setting-key="contact.sk.phone"]')
  await expect(phone).toHaveValue('+421 900 123 456')
  await expect(phone).toHaveAttribute('readonly', '')
  await expect(page.getByTestId('settings-publish')).toBeDisabled()
  await expect(page.getByText('Nastavenia môže meniť iba majiteľ obchodu.')).toBeVisible()
})

test('sk: the owner changes the phone, a wrong IČO keeps every typed value, publishing shows it on /kontakt', async ({
  page,
}) => {
  await page.goto('/admin/nastavenia')
  await hydrated(page)
  await submitStaffSignIn(page, E2E_OWNER.email, E2E_OWNER.password)
  await expect(page).toHaveURL('/admin/nastavenia')
  const setting = (key: string) => page.locator(`[data-testid="setting"][data-setting-key="${key}"]`)
  await expect(page.getByTestId('placeholder-banner')).toContainText('Telefón pre Slovensko')
  await setting('contact.sk.phone').fill('+421 41 500 60 70')
  await setting('company.ico').fill('12345678')
  await page.getByTestId('settings-publish').click()
  await expect(page.getByText('Zadajte IČO: osem číslic, posledná je platná kontrolná číslica.')).toBeVisible()
  await expect(setting('company.ico')).toHaveAttribute('aria-invalid', 'true')
  await expect(setting('contact.sk.phone')).toHaveValue('+421 41 500 60 70')
  await setting('company.ico').fill('12345679')
  await page.getByTestId('settings-publish').click()
  await expect(page.getByTestId('settings-published')).toHaveText('Verzia 1 je zverejnená a platí.')
  await expect(page.locator('[data-testid="settings-version"][data-version="1"]')).toContainText(E2E_OWNER.name)
  // The Slovak phone is real now; the IČO and the rest are still the placeholders.
  await expect(page.getByTestId('placeholder-banner')).not.toContainText('Telefón pre Slovensko')
  await expect(page.getByTestId('placeholder-banner')).toContainText('IČO')

  await page.goto('/kontakt')
  await expect(page.getByTestId('contact-card').first()).toContainText('+421 41 500 60 70')
  await expect(page.locator('footer')).toContainText('+421 41 500 60 70')
  await expect(page.locator('main')).not.toContainText('+421 900 123 456')
})

test('cz: the owner changes the Czech phone on /cz/admin/nastavenia and /cz/kontakt shows it', async ({ page }) => {
  await page.goto('/cz/admin/nastavenia')
  await hydrated(page)
  await expect(page).toHaveURL(/\/cz\/admin\/prihlaseni\?redirect=/)
  await submitStaffSignIn(page, E2E_OWNER.email, E2E_OWNER.password)
  await expect(page).toHaveURL('/cz/admin/nastavenia')
  await expect(page.getByTestId('placeholder-banner')).toContainText('Telefon pro Česko')
  const phone = page.locator('[data-testid="setting"][data-setting-key="contact.cz.phone"]')
  await expect(phone).toHaveValue('+420 600 123 456')
  await phone.fill('+420 222 333 444')
  await page.getByTestId('settings-publish').click()
  await expect(page.getByTestId('settings-published')).toHaveText('Verze 2 je zveřejněna a platí.')
  // Both phones are real now; the company's IDs and register entry are still placeholders.
  await expect(page.getByTestId('placeholder-banner')).not.toContainText('Telefon')
  await expect(page.getByTestId('placeholder-banner')).toContainText('IČO')

  await page.goto('/cz/kontakt')
  await expect(page.getByTestId('contact-card').first()).toContainText('+420 222 333 444')
  await expect(page.locator('main')).not.toContainText('+420 600 123 456')
})
