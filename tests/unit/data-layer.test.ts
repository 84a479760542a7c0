import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkoutStepPush, linesPush, pageEventPush, purchasePush, type DataLayerPush } from '#site/dataLayer.ts'
import { allowAnalytics } from '#site/browser/consent.ts'
import { pushDataLayer, pushPageEvent } from '#site/browser/dataLayer.ts'
import { pageEventsFor } from '#site/events.ts'
import { CART_KEY, SENT_EVENTS_KEY } from '#site/storage.ts'
import { variantsFor } from '#domain/cabinet/model.ts'
import { priceCabinet } from '#domain/cabinet/price.ts'
import { cabinetFromQuery } from '#domain/cabinet/query.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'
import { toUnits } from '#domain/money.ts'
import { orderSummary } from '#domain/orderSummary.ts'
import { cartLine, orderBody } from '#scripts/harness/fixtures/order.ts'

const event = (path: string, name: string) => pageEventsFor(path).find((e) => e.name === name)!

describe('data-layer pushes (docs/product.md#events, GA4 e-commerce shape)', () => {
  it('a page view names the path without its query, and the language', () => {
    expect(
      pageEventPush(
        event('/cz/potvrdenie-objednavky?order=2026-000001&token=secret', 'page-view'),
        'cz',
        [],
        PRICE_LISTS.CZ,
      ),
    ).toEqual({ event: 'page_view', page_path: '/cz/potvrdenie-objednavky', language: 'cs' })
  })

  it('a catalogue view lists the cabinet types of its page, in order', () => {
    const push = pageEventPush(event('/predaj/skrinky-do-kuchyne-zavesne', 'catalogue-view'), 'sk', [], PRICE_LISTS.SK)
    expect(push?.event).toBe('view_item_list')
    const ecommerce = push && 'ecommerce' in push ? push.ecommerce : undefined
    expect(ecommerce?.item_list_id).toBe('skrinky-do-kuchyne-zavesne')
    expect(ecommerce?.items.map((item) => item.item_id)).toEqual(variantsFor('zavesna'))
    expect(ecommerce?.items[0]).toMatchObject({ index: 0, item_name: expect.stringMatching(/\S/) })
  })

  it('a product view is the design in the address at the price list’s net price, in the market’s currency', () => {
    const push = pageEventPush(event('/cz/detail/L2D?width=800&height=700', 'product-view'), 'cz', [], PRICE_LISTS.CZ)
    const expected = toUnits(
      priceCabinet(cabinetFromQuery({ productId: 'L2D', width: '800', height: '700' }), PRICE_LISTS.CZ).net,
    )
    expect(push).toMatchObject({
      event: 'view_item',
      ecommerce: { currency: 'CZK', value: expected, items: [{ item_id: 'L2D', price: expected, quantity: 1 }] },
    })
    expect(pageEventPush(event('/detail/NOPE', 'product-view'), 'sk', [], PRICE_LISTS.SK)).toBeUndefined()
  })

  it('the cart view, add to cart and the three checkout steps carry the lines at net price × count', () => {
    const lines = [cartLine({}, 'SK', 2), cartLine({ variant: 'L2D', width: 80 }, 'SK')]
    const value = Math.round((lines[0]!.cabinet.price.price * 2 + lines[1]!.cabinet.price.price) * 100) / 100
    const cart = pageEventPush(event('/cart', 'cart-view'), 'sk', lines, PRICE_LISTS.SK)
    expect(cart).toMatchObject({ event: 'view_cart', ecommerce: { currency: 'EUR', value } })
    expect(linesPush('add_to_cart', [lines[0]!])).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { items: [{ item_id: 'L1D', item_name: lines[0]!.title, quantity: 2 }] },
    })
    expect(checkoutStepPush('cart', lines, 'courier').event).toBe('begin_checkout')
    expect(checkoutStepPush('delivery', lines, 'pickup')).toMatchObject({
      event: 'add_shipping_info',
      ecommerce: { shipping_tier: 'pickup', value },
    })
    // Continuing without a delivery choice (docs/product.md#checkout: next always moves on) names no tier.
    expect(checkoutStepPush('delivery', lines, undefined)).not.toHaveProperty('ecommerce.shipping_tier')
    expect(checkoutStepPush('address', lines, 'courier')).toMatchObject({
      event: 'add_payment_info',
      ecommerce: { payment_type: 'cash_on_delivery' },
    })
  })

  it('a purchase carries the order number, currency, the goods’ net value, shipping and VAT apart', () => {
    const { order } = orderBody({ country: 'CZ' })
    const summary = orderSummary(
      { ...order, courier: true },
      { orderNumber: '2026-000042', currency: 'CZK', total: 12100, totalNet: 10000 },
    )
    expect(purchasePush(summary)).toMatchObject({
      event: 'purchase',
      ecommerce: {
        transaction_id: '2026-000042',
        currency: 'CZK',
        value: Math.round((10000 - order.cenaDopravy) * 100) / 100,
        shipping: order.cenaDopravy,
        tax: 2100,
        items: order.furniture.map((item) => ({ item_id: item.cabinet.variant, quantity: item.count })),
      },
    })
  })
})

/** A browser with a session storage in a Map, a consent cookie (or none) and a host. */
function fakeBrowser(consent: 'granted' | 'denied' | null, host = 'skrinka.sk') {
  const items = new Map<string, string>()
  const win: { dataLayer?: unknown[]; location: { host: string }; sessionStorage: Storage } = {
    location: { host },
    sessionStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    } as Storage,
  }
  vi.stubGlobal('window', win)
  vi.stubGlobal('document', { cookie: consent ? `skrinka-consent=${consent}` : '' })
  return { win, items }
}

const events = (layer: unknown[] | undefined) =>
  (layer ?? []).map((entry) => (entry as { event?: string }).event).filter(Boolean)

describe('pushing to window.dataLayer', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    allowAnalytics(false)
  })
  const pageView: DataLayerPush = { event: 'page_view', page_path: '/', language: 'sk' }
  const added = linesPush('add_to_cart', [cartLine()])

  it('pushes nothing before consent, after refusing, on the local machine (localhost, 127.0.0.1, [::1]) or with the server’s switch off', () => {
    for (const [consent, host, on] of [
      [null, 'skrinka.sk', true],
      ['denied', 'skrinka.sk', true],
      ['granted', 'localhost:3000', true],
      ['granted', '127.0.0.1:4771', true],
      ['granted', '[::1]:4771', true],
      ['granted', 'skrinka.sk', false],
    ] as const) {
      const { win } = fakeBrowser(consent, host)
      allowAnalytics(on)
      pushDataLayer(pageView)
      pushDataLayer(added)
      expect(win.dataLayer, `${consent} ${host} ${on}`).toBeUndefined()
    }
  })

  it('with consent: page-type events once per session, add to cart each time, ecommerce cleared before each', () => {
    const { win, items } = fakeBrowser('granted')
    allowAnalytics(true)
    pushDataLayer(pageView)
    pushDataLayer(pageView)
    pushDataLayer(added)
    pushDataLayer(added)
    expect(events(win.dataLayer)).toEqual(['page_view', 'add_to_cart', 'add_to_cart'])
    expect(win.dataLayer?.[1]).toEqual({ ecommerce: null })
    expect(JSON.parse(items.get(SENT_EVENTS_KEY)!)).toEqual(['dataLayer.page_view'])
  })

  it('the cart view takes the tab’s cart from session storage', () => {
    const { win, items } = fakeBrowser('granted')
    allowAnalytics(true)
    items.set(CART_KEY, JSON.stringify([cartLine({}, 'SK', 3)]))
    pushPageEvent(event('/cart', 'cart-view'), 'sk', PRICE_LISTS.SK)
    expect(win.dataLayer?.at(-1)).toMatchObject({ event: 'view_cart', ecommerce: { items: [{ quantity: 3 }] } })
  })
})
