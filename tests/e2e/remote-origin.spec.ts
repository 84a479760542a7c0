import type { Page } from '@playwright/test'
import {
  test,
  expect,
  hydrated,
  addToCart,
  addedToCart,
  courierRadio,
  nextStep,
  orderNumber,
  priced,
  REMOTE_ORIGIN,
} from './fixtures'

// Issue 39: on a plain-HTTP address other than localhost the page is no secure context and has no
// crypto.randomUUID; the order button called it and did nothing.
test.use(REMOTE_ORIGIN)

const orderButton = (page: Page) => page.getByRole('button', { name: 'Objednať s povinnosťou platby', exact: true })

test('sk: the page is no secure context, and the order button still places the order', async ({ page }) => {
  await page.goto('/detail/L1D')
  await hydrated(page)
  expect(await page.evaluate(() => [window.isSecureContext, typeof crypto.randomUUID])).toEqual([false, 'undefined'])
  await priced(page)
  await addToCart(page).click()
  await expect(addedToCart(page)).toBeVisible()
  await page.goto('/cart')
  await hydrated(page)
  await nextStep(page).click()
  await courierRadio(page).check()
  await nextStep(page).click()
  const fields = {
    Meno: 'Oliver',
    Priezvisko: 'Sieťový',
    'E-mail': 'oliver@example.sk',
    Telefón: '0905 321 654',
    'Ulica a číslo': 'Sieťová 4',
    Mesto: 'Žilina',
    PSČ: '010 01',
  }
  for (const [label, value] of Object.entries(fields))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value)
  await page.getByRole('checkbox', { name: /^Prečítal\(a\) som si obchodn/ }).check()
  await orderButton(page).click()
  await expect(page).toHaveURL(/\/potvrdenie-objednavky\?order=\d{4}-\d{6}&token=[\w-]{32}$/)
  await expect(orderNumber(page)).toBeVisible()
})
