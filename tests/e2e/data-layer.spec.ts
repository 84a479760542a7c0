import type { Page } from '@playwright/test'
import {
  test,
  expect,
  hydrated,
  addToCart,
  consentBanner,
  orderNumber,
  priced,
  REMOTE_ORIGIN,
  addDesign,
  fillFields,
  acceptTerms,
  CONFIRMATION_URL,
  ORDER_BUTTON,
  courierToAddress,
} from './fixtures'
import type { DataLayerItem, Ecommerce } from '#site/dataLayer.ts'

// docs/product.md#events: nothing is pushed from the local machine (127.0.0.1 included since issue 39), so these run
// on the shop by another name over plain HTTP, as a shopper's browser reaches it.
test.use(REMOTE_ORIGIN)

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** The events pushed to window.dataLayer so far in this document (undefined: none, not even the array). */
const layerEvents = (page: Page) =>
  page.evaluate(() =>
    window.dataLayer?.map((entry) => (entry as { event?: string }).event).filter((event) => event !== undefined),
  )
/** A push as the tests read it: every ecommerce field optional. */
interface Pushed {
  page_path?: string
  ecommerce: Ecommerce & { value: number; items: (DataLayerItem & { price: number })[] }
}

/** The last push of an event, as the tag manager would read it. */
const lastPush = (page: Page, event: string) =>
  page.evaluate(
    (name) => window.dataLayer?.findLast((entry) => (entry as { event?: string }).event === name) as Pushed,
    event,
  )

test.describe('data layer (docs/product.md#events)', () => {
  test.use({ consent: 'none' })

  test('sk: nothing before consent; after Accept, page, list, product, cart, checkout steps and purchase', async ({
    page,
  }) => {
    await page.goto('/predaj/skrinky-do-kuchyne')
    await hydrated(page)
    await expect(consentBanner(page)).toBeVisible()
    expect(await layerEvents(page)).toBeUndefined()
    await page.getByRole('region', { name: 'Súbory cookie' }).getByRole('button', { name: 'Prijať' }).click()
    await expect.poll(() => layerEvents(page)).toEqual(['page_view', 'view_item_list'])
    expect((await lastPush(page, 'page_view')).page_path).toBe('/predaj/skrinky-do-kuchyne')

    // Page-type events once per session: the next page pushes its product view, not another page view.
    await addDesign(page, '/detail/L1D', 2)
    await expect.poll(() => layerEvents(page)).toEqual(['view_item', 'add_to_cart', 'add_to_cart'])
    const item = await lastPush(page, 'view_item')
    expect(item.ecommerce).toMatchObject({ currency: 'EUR', items: [{ item_id: 'L1D', quantity: 1 }] })
    expect(item.ecommerce.value).toBe(item.ecommerce.items[0]!.price)

    await page.goto('/cart')
    await hydrated(page)
    await expect.poll(() => layerEvents(page)).toEqual(['view_cart'])
    await courierToAddress(page)
    await fillFields(page, {
      Meno: 'Mária',
      Priezvisko: 'Dátová',
      'E-mail': 'maria@example.sk',
      Telefón: '0905 555 666',
      'Ulica a číslo': 'Nová 3',
      Mesto: 'Trenčín',
      PSČ: '911 01',
    })
    await acceptTerms(page).check()
    await button(page, ORDER_BUTTON.sk).click()
    await expect(page).toHaveURL(CONFIRMATION_URL)
    const number = (await orderNumber(page).textContent())!
    await expect
      .poll(() => layerEvents(page))
      .toEqual(['view_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'page_view', 'purchase'])
    expect((await lastPush(page, 'add_shipping_info')).ecommerce.shipping_tier).toBe('courier')
    const purchase = (await lastPush(page, 'purchase')).ecommerce
    expect(purchase).toMatchObject({
      transaction_id: number,
      currency: 'EUR',
      items: [{ item_id: 'L1D', quantity: 2 }],
    })
    expect(purchase.value).toBeGreaterThan(0)
    // The page view names the path only: the one-time token never reaches a tag.
    expect((await lastPush(page, 'page_view')).page_path).toBe('/potvrdenie-objednavky')
  })

  test('cz: nothing before consent; after Accept the product view and additions in crowns', async ({ page }) => {
    await page.goto('/cz/detail/L2D')
    await hydrated(page)
    await priced(page)
    expect(await layerEvents(page)).toBeUndefined()
    await page.getByRole('region', { name: 'Soubory cookie' }).getByRole('button', { name: 'Přijmout' }).click()
    await expect.poll(() => layerEvents(page)).toEqual(['page_view', 'view_item'])
    expect((await lastPush(page, 'view_item')).ecommerce).toMatchObject({
      currency: 'CZK',
      items: [{ item_id: 'L2D', quantity: 1 }],
    })
    await addToCart(page).click()
    await expect.poll(() => layerEvents(page)).toEqual(['page_view', 'view_item', 'add_to_cart'])
    const added = (await lastPush(page, 'add_to_cart')).ecommerce
    expect(added).toMatchObject({ currency: 'CZK', items: [{ item_id: 'L2D', quantity: 1 }] })
    expect(added.value).toBe(added.items[0]!.price)
  })
})
