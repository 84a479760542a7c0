/**
 * Issue 37, point 1 in the browser, under the seed settings (a Slovak VAT payer outside the One-Stop-Shop): the VAT
 * follows the delivery and the buyer, the cart, the checkout and the confirmation show it per rate, and the checkout
 * says so when the address changes the total before the order is placed.
 */
import type { Page } from '@playwright/test'
import { test, expect, hydrated, addDesign, fillFields, acceptTerms, orderButton, courierToAddress } from './fixtures'

const vatLines = (page: Page) => page.getByTestId('vat-line')
const totals = (page: Page) => page.getByTestId('cart-totals')
/** The checkout's notice that the address changed the total. */
const vatNotice = (page: Page) => page.getByRole('status').filter({ hasText: /(sa zmenila|se změnila) z/ })
/** The confirmation's total: what is to pay on delivery. */
const confirmedTotal = (page: Page) => page.getByText(/^(Na úhradu pri doručení|K úhradě při doručení):/)

/** The totals' VAT (gross − net, minor units) as the table states them. */
async function vatOfTotals(page: Page) {
  const table = totals(page)
  return Number(await table.getAttribute('data-gross')) - Number(await table.getAttribute('data-net'))
}

test('cz: a Czech-market order delivered to Slovakia pays the Slovak seller’s 23 % in crowns', async ({ page }) => {
  await addDesign(page, '/cz/detail/L1D')
  await page.goto('/cz/cart')
  await hydrated(page)
  // A consumer of the Czech market, the seller Slovak and outside the One-Stop-Shop: the seller's rate.
  await expect(vatLines(page)).toHaveCount(1)
  await expect(vatLines(page)).toHaveAttribute('data-rate', '0.23')
  await expect(vatLines(page)).toContainText('DPH 23 %')
  await courierToAddress(page)
  await fillFields(page, {
    Jméno: 'Tereza',
    Příjmení: 'Nováková',
    'E-mail': 'tereza.vat@example.cz',
    Telefon: '602 123 456',
    'Ulice a číslo': 'Dlouhá 5',
    Město: 'Brno',
    PSČ: '602 00',
  })
  await page.getByRole('checkbox', { name: 'Doručit na jinou adresu' }).check()
  await page.getByRole('combobox', { name: 'Země doručení' }).selectOption('SK')
  await fillFields(page, {
    'Ulice a číslo (doručení)': 'Námestie slobody 3',
    'Město (doručení)': 'Skalica',
    'PSČ (doručení)': '909 01',
  })
  // Delivered in Slovakia: a domestic Slovak supply, still 23 % (the total did not change by the VAT: no notice).
  await expect(vatLines(page)).toHaveCount(1)
  await expect(vatLines(page)).toContainText('DPH 23 %')
  await expect(vatNotice(page)).toHaveCount(0)
  const vat = await vatOfTotals(page)
  const net = Number(await totals(page).getAttribute('data-net'))
  // Each line and the shipping are taxed and rounded to whole crowns: the VAT is 23 % of the base within the roundings.
  expect(Math.abs(vat - net * 0.23)).toBeLessThan(100 * 3)
  await acceptTerms(page).check()
  await orderButton(page).click()

  await expect(page).toHaveURL(/\/cz\/potvrdenie-objednavky\?/)
  await expect(vatLines(page)).toHaveCount(1)
  await expect(vatLines(page)).toContainText('DPH 23 %')
  await expect(vatLines(page)).toContainText('Kč')
  await expect(confirmedTotal(page)).toContainText('Kč')
})

test('sk: a Czech company with a Czech VAT number buys exempt on the Slovak shop, told before it orders', async ({
  page,
}) => {
  await addDesign(page, '/detail/L1D')
  await page.goto('/cart')
  await hydrated(page)
  await expect(vatLines(page)).toContainText('DPH 23 %')
  await courierToAddress(page)
  await fillFields(page, {
    Meno: 'Tomáš',
    Priezvisko: 'Dvořák',
    'E-mail': 'tomas.vat@example.cz',
    Telefón: '602 987 654',
  })
  await page.getByRole('combobox', { name: 'Krajina fakturačnej adresy' }).selectOption('CZ')
  await fillFields(page, { 'Ulica a číslo': 'Dlouhá 5', Mesto: 'Brno', PSČ: '602 00' })
  await page.getByRole('checkbox', { name: 'Objednávam na firmu' }).check()
  const grossBefore = Number(await totals(page).getAttribute('data-gross'))
  await fillFields(page, {
    'Názov firmy': 'Truhlářství Brno s.r.o.',
    IČO: '12345679',
    DIČ: 'CZ12345679',
    'IČ DPH': 'CZ12345679',
  })
  // The notice: exempt, and the total before and after, before the order is placed.
  await expect(vatNotice(page)).toBeVisible()
  await expect(vatNotice(page)).toContainText('je oslobodená od DPH')
  await expect(vatLines(page)).toHaveCount(1)
  await expect(vatLines(page)).toContainText('DPH 0 %')
  await expect(totals(page)).toHaveAttribute('data-gross', (await totals(page).getAttribute('data-net'))!)
  expect(Number(await totals(page).getAttribute('data-gross'))).toBeLessThan(grossBefore)
  const exempt = page.getByText(/^Oslobodené od dane podľa § 43 ods\. 1 písm\. a\) zákona č\. 222\/2004 Z\. z\./)
  await expect(exempt).toContainText('IČ DPH odberateľa: CZ12345679')
  await expect(exempt).toContainText('IČ DPH dodávateľa: SK')
  await expect(exempt).toContainText('VIES')
  await acceptTerms(page).check()
  await orderButton(page).click()

  await expect(page).toHaveURL(/\/potvrdenie-objednavky\?/)
  await expect(vatLines(page)).toContainText('DPH 0 %')
  await expect(
    page.getByText(/^Oslobodené od dane podľa § 43 ods\. 1 písm\. a\) zákona č\. 222\/2004 Z\. z\./),
  ).toContainText('CZ12345679')
})
