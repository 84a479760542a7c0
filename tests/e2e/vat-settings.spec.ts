/**
 * Issue 37: a shop not registered for VAT. The owner publishes vatPayer = no; the cart, the checkout and the
 * confirmation then charge no VAT and say so ("Nie sme platiteľ DPH."), the settings page explains the EU's 10 000 €
 * cross-border threshold; at the end the owner publishes the setting back as it was.
 */
import type { Page } from '@playwright/test'
import { E2E_OWNER } from '../../playwright.config'
import {
  test,
  expect,
  hydrated,
  addToCart,
  addedToCart,
  courierRadio,
  nextStep,
  priced,
  submitStaffSignIn,
} from './fixtures'

const publish = (page: Page) => page.getByRole('button', { name: /^(Zverejniť|Zveřejnit)$/ })
const vatPayer = (page: Page) => page.getByLabel('Platiteľ DPH', { exact: true })
const notPayer = (page: Page) => page.getByText('Nie sme platiteľ DPH.')
const totals = (page: Page) => page.getByTestId('cart-totals')

/** Signs the owner in on the settings page and publishes vatPayer as given; answers what it was before. */
async function publishVatPayer(page: Page, value: 'true' | 'false', signIn: boolean): Promise<string> {
  await page.goto('/admin/nastavenia')
  await hydrated(page)
  if (signIn) await submitStaffSignIn(page, E2E_OWNER.email, E2E_OWNER.password)
  await expect(page.getByRole('heading', { name: 'Nastavenia obchodu' })).toBeVisible()
  const before = await vatPayer(page).inputValue()
  await vatPayer(page).selectOption(value)
  await publish(page).click()
  await expect(page.getByText(/^Verzia \d+ je zverejnená a platí\.$/)).toBeVisible()
  return before
}

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in.
test.use({ expectedStatuses: [401] })

test('sk: a shop not registered for VAT charges none and says so on the cart, checkout and confirmation', async ({
  page,
}) => {
  const before = await publishVatPayer(page, 'false', true)
  try {
    // The settings page explains what OSS and the EU threshold mean.
    await expect(page.getByText(/10 000 €/)).toContainText('jednotného kontaktného miesta (OSS)')

    await page.goto('/detail/L1D')
    await hydrated(page)
    await priced(page)
    await addToCart(page).click()
    await expect(addedToCart(page)).toBeVisible()
    await page.goto('/cart')
    await hydrated(page)
    await expect(notPayer(page)).toBeVisible()
    await expect(page.getByTestId('vat-line')).toHaveCount(0)
    await expect(totals(page)).toHaveAttribute('data-gross', (await totals(page).getAttribute('data-net'))!)

    await nextStep(page).click()
    await courierRadio(page).check()
    await nextStep(page).click()
    await expect(notPayer(page)).toBeVisible()
    await expect(page.getByTestId('vat-line')).toHaveCount(0)
    for (const [label, value] of Object.entries({
      Meno: 'Jana',
      Priezvisko: 'Kováčová',
      'E-mail': 'jana.nevat@example.sk',
      Telefón: '0905 123 456',
      'Ulica a číslo': 'Hlavná 12',
      Mesto: 'Trnava',
      PSČ: '917 01',
    }))
      await page.getByRole('textbox', { name: label, exact: true }).fill(value)
    // The amount to pay names no VAT either.
    await expect(page.getByText(/^Na úhradu spolu:/)).toContainText('s dopravou')
    await expect(page.getByText(/^Na úhradu spolu:/)).not.toContainText('DPH')
    await page.getByRole('checkbox', { name: /^Prečítal\(a\) som si obchodn/ }).check()
    await page.getByRole('button', { name: 'Objednať s povinnosťou platby', exact: true }).click()

    await expect(page).toHaveURL(/\/potvrdenie-objednavky\?/)
    await expect(notPayer(page)).toBeVisible()
    await expect(page.getByText(/^Na úhradu pri doručení:/)).not.toContainText('DPH')
    await expect(page.getByTestId('vat-line')).toHaveCount(0)
  } finally {
    await publishVatPayer(page, before as 'true' | 'false', false)
  }
})
