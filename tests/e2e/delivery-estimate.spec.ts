/**
 * The delivery date (issue 39.1) in Slovak and Czech: the configurators (a cabinet, a hallway counted as its modules)
 * show the date the shop's estimate answers, the cart the same date, the checkout moves it with pickup, and the
 * confirmation and the customer's e-mail show the date stored with the order.
 */
import type { Page } from '@playwright/test'
import { API } from '#domain/endpoints.ts'
import { hallwayFromQuery } from '#domain/hallway/query.ts'
import type { Country } from '#domain/locale.ts'
import type { DeliveryEstimate } from '#domain/production/plan.ts'
import { formatDay } from '#i18n/format.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { E2E_STAFF } from '../../playwright.config'
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
  submitStaffSignIn,
  fillFields,
} from './fixtures'

const promise = (page: Page) => page.getByTestId('delivery-estimate')

/** What the shop's estimate answers now (the page's own call, asked the same way). */
async function shopEstimate(page: Page, country: Country, pieces: number, pickup = false): Promise<DeliveryEstimate> {
  const response = await page.request.get(
    `${API.getDeliveryEstimate.path}?country=${country}&pieces=${pieces}&pickup=${pickup ? 1 : 0}`,
  )
  expect(response.status()).toBe(200)
  return (await response.json()) as DeliveryEstimate
}

const MARKETS = [
  {
    name: 'sk',
    locale: 'sk',
    country: 'SK',
    path: '',
    delivered: 'Dodáme do',
    pickup: 'Pripravené na vyzdvihnutie do',
    desk: 'Dodanie sľúbené pri objednaní:',
    pickupRadio: /^Osobný odber/,
    order: 'Objednať s povinnosťou platby',
    terms: /^Prečítal\(a\) som si obchodn/,
    customer: {
      Meno: 'Dana',
      Priezvisko: 'Termínová',
      'E-mail': 'dana.terminova@example.sk',
      Telefón: '905123456',
      'Ulica a číslo': 'Hlavná 12',
      Mesto: 'Trnava',
      PSČ: '917 01',
    },
  },
  {
    name: 'cz',
    locale: 'cz',
    country: 'CZ',
    path: '/cz',
    delivered: 'Doručíme do',
    pickup: 'Připraveno k vyzvednutí do',
    desk: 'Dodání slíbené při objednání:',
    pickupRadio: /^Osobní odběr/,
    order: 'Objednat s povinností platby',
    terms: /^Přečetl\(a\) jsem si obchodn/,
    customer: {
      Jméno: 'Dana',
      Příjmení: 'Termínová',
      'E-mail': 'dana.terminova@example.cz',
      Telefon: '602123456',
      'Ulice a číslo': 'Dlouhá 12',
      Město: 'Brno',
      PSČ: '602 00',
    },
  },
] as const

for (const market of MARKETS) {
  test.describe(`${market.name}: the delivery date`, () => {
    // Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in.
    test.use({ expectedStatuses: [401] })
    test(`${market.name}: the configurator, cart, checkout and confirmation show the date; the order keeps it`, async ({
      page,
    }) => {
      await page.goto(`${market.path}/detail/L1D`)
      await hydrated(page)
      await priced(page)
      // A cabinet is one piece: the date the shop's estimate answers, in the language's words.
      const expected = await shopEstimate(page, market.country, 1)
      await expect(promise(page)).toHaveAttribute('data-date', expected.delivery)
      await expect(promise(page)).toHaveText(`${market.delivered} ${formatDay(expected.delivery, market.locale)}`)

      await addToCart(page).click()
      await expect(addedToCart(page)).toBeVisible()
      await page.goto(`${market.path}/cart`)
      await hydrated(page)
      const cartDate = await shopEstimate(page, market.country, 1)
      await expect(promise(page)).toHaveAttribute('data-date', cartDate.delivery)

      // The delivery step: pickup is ready sooner (no van), the courier's date again when chosen back.
      await nextStep(page).click()
      await page.getByRole('radio', { name: market.pickupRadio }).check()
      const pickup = await shopEstimate(page, market.country, 1, true)
      expect(pickup.delivery < cartDate.delivery).toBe(true)
      await expect(promise(page)).toHaveAttribute('data-date', pickup.delivery)
      await expect(promise(page)).toHaveText(`${market.pickup} ${formatDay(pickup.delivery, market.locale)}`)
      await courierRadio(page).check()
      await expect(promise(page)).toHaveAttribute('data-date', cartDate.delivery)

      // The address step says it again right before the order button.
      await nextStep(page).click()
      await fillFields(page, market.customer)
      await page.getByRole('checkbox', { name: market.terms }).check()
      const shown = await promise(page).getAttribute('data-date')
      expect(shown).toBe((await shopEstimate(page, market.country, 1)).delivery)
      await page.getByRole('button', { name: market.order, exact: true }).click()

      // The confirmation shows the date stored with the order: the one the checkout showed.
      await expect(page).toHaveURL(/\/potvrdenie-objednavky\?/)
      await expect(promise(page)).toHaveAttribute('data-date', shown!)
      const day = formatDay(shown!, market.locale)
      await expect(promise(page)).toHaveText(`${market.delivered} ${day}`)
      const number = (await orderNumber(page).textContent())!
      const mailOf = async () =>
        (await readOutbox(process.env.E2E_DATA_DIR!)).find(
          (mail) => mail.file.startsWith(`${number}-`) && mail.to.includes(market.customer['E-mail']),
        )
      await expect.poll(async () => (await mailOf()) !== undefined).toBe(true)
      expect((await mailOf())!.text).toContain(day)

      // The desk's order page names the promised day beside the plan (signed out, its staff call answers 401 first).
      await page.goto(`${market.path}/admin/objednavky/${number}`)
      await hydrated(page)
      await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
      await expect(promise(page)).toHaveAttribute('data-date', shown!)
      await expect(promise(page)).toContainText(market.desk)
    })

    test(`${market.name}: the hallway's date counts its modules`, async ({ page }) => {
      await page.goto(`${market.path}/chodby`)
      await hydrated(page)
      const modules = hallwayFromQuery({}, () => true).cabinets.length
      const expected = await shopEstimate(page, market.country, modules)
      await expect(promise(page)).toHaveAttribute('data-date', expected.delivery)
      await expect(promise(page)).toHaveText(`${market.delivered} ${formatDay(expected.delivery, market.locale)}`)
    })
  })
}
