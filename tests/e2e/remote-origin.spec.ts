import type { Page } from '@playwright/test'
import {
  test,
  expect,
  hydrated,
  orderNumber,
  REMOTE_ORIGIN,
  addDesign,
  fillFields,
  acceptTerms,
  CONFIRMATION_URL,
  ORDER_BUTTON,
  courierToAddress,
} from './fixtures'

// Issue 39: on a plain-HTTP address other than localhost the page is no secure context and has no
// crypto.randomUUID; the order button called it and did nothing.
test.use(REMOTE_ORIGIN)

const orderButton = (page: Page) => page.getByRole('button', { name: ORDER_BUTTON.sk, exact: true })

test('sk: the page is no secure context, and the order button still places the order', async ({ page }) => {
  await addDesign(page, '/detail/L1D')
  expect(await page.evaluate(() => [window.isSecureContext, typeof crypto.randomUUID])).toEqual([false, 'undefined'])
  await page.goto('/cart')
  await hydrated(page)
  await courierToAddress(page)
  const fields = {
    Meno: 'Oliver',
    Priezvisko: 'Sieťový',
    'E-mail': 'oliver@example.sk',
    Telefón: '0905 321 654',
    'Ulica a číslo': 'Sieťová 4',
    Mesto: 'Žilina',
    PSČ: '010 01',
  }
  await fillFields(page, fields)
  await acceptTerms(page).check()
  await orderButton(page).click()
  await expect(page).toHaveURL(CONFIRMATION_URL)
  await expect(orderNumber(page)).toBeVisible()
})
