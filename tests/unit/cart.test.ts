import { describe, expect, it } from 'vitest'
import {
  addToCart,
  cartPieceCount,
  cartTotals,
  hallwayCartItem,
  inCurrencyOf,
  parseCart,
  removeAt,
  reprice,
  setCount,
} from '#domain/cart.ts'
import { priceOrder, priceDifferences } from '#domain/order.ts'
import { PRICE_LISTS, priceListOf, SEED_PRICES } from '#domain/priceList.ts'
import { cartLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { priceHallway } from '#domain/hallway/cutList.ts'
import { priceDataOf } from '#domain/priceData.ts'

describe('cart (docs/product.md#cart)', () => {
  const a = cartLine({ variant: 'L1D' })
  const b = cartLine({ variant: 'L1D', width: 50 })

  it('raises the count of an identical item and adds a different one with count 1', () => {
    const cart = addToCart(addToCart(addToCart([], a), a), b)
    expect(cart.map((i) => i.count)).toEqual([2, 1])
    expect(cart[0]!.cabinet.count).toBe(2)
    expect(cartPieceCount(cart)).toBe(3)
  })
  it('raises the count of an identical item added after a reload (the stored cart has its schema’s key order)', () => {
    const reloaded = parseCart(JSON.parse(JSON.stringify(addToCart([], a))))
    expect(Object.keys(reloaded[0]!.cabinet)).not.toEqual(Object.keys(a.cabinet))
    const cart = addToCart(reloaded, a)
    expect(cart.map((i) => i.count)).toEqual([2])
    const hallway = hallwayCartItem(
      defaultHallway(),
      priceDataOf(priceHallway(defaultHallway(), PRICE_LISTS.SK)),
      'sk',
      '/chodby',
    )
    const withHallway = addToCart(parseCart(JSON.parse(JSON.stringify(addToCart(cart, hallway)))), hallway)
    expect(withHallway.map((i) => i.count)).toEqual([2, 2])
    expect(addToCart(reloaded, b).map((i) => i.count)).toEqual([1, 1])
  })
  it('takes counts from 1 to 100 only and removes one line', () => {
    const cart = addToCart(addToCart([], a), b)
    expect(setCount(cart, 0, 5)[0]!.count).toBe(5)
    for (const bad of [0, -1, 1.5, 101, Number.NaN]) expect(setCount(cart, 0, bad)).toEqual(cart)
    expect(removeAt(cart, 0)).toEqual([b])
  })
  it('totals Σ price × count, with shipping only for the courier (SK and CZ amounts from the price lists)', () => {
    const cart = [{ ...a, count: 3 }, b]
    const pickup = cartTotals(cart, PRICE_LISTS.SK, { method: 'pickup' })
    expect(pickup.goods.net).toBe(Math.round(a.cabinet.price.price * 100) * 3 + Math.round(b.cabinet.price.price * 100))
    expect(pickup.shipping).toEqual({ net: 0, gross: 0 })
    const courier = cartTotals(cart, PRICE_LISTS.SK, { method: 'courier', to: 'SK' })
    expect(courier.shipping).toEqual({ net: 3900, gross: 4797 })
    expect(courier.total.gross).toBe(courier.goods.gross + 4797)
    expect(cartTotals([cartLine({}, 'CZ')], PRICE_LISTS.CZ, { method: 'courier', to: 'CZ' }).shipping).toEqual({
      net: 99000,
      gross: 119800,
    })
  })
  it('counts no shipping before a delivery is chosen (docs/product.md#delivery): the total is the goods alone', () => {
    const cart = [{ ...a, count: 3 }, b]
    const open = cartTotals(cart, PRICE_LISTS.SK, undefined)
    expect(open.shipping).toBeUndefined()
    expect(open.total).toEqual({ ...open.goods, vat: open.goods.gross - open.goods.net })
    const courier = cartTotals(cart, PRICE_LISTS.SK, { method: 'courier', to: 'SK' })
    expect(courier.total.gross - open.total.gross).toBe(4797)
    expect(courier.total.net - open.total.net).toBe(3900)
  })
  it('prices the courier by the destination country in the order’s currency (cross-border delivery)', () => {
    // SK/EUR order to Czechia: 990 Kč at 25 Kč/€ = 39,60 €; CZ/CZK order to Slovakia: 39 € × 25 = 975 Kč.
    expect(cartTotals([a], PRICE_LISTS.SK, { method: 'courier', to: 'CZ' }).shipping).toEqual({
      net: 3960,
      gross: 4871,
    })
    expect(cartTotals([cartLine({}, 'CZ')], PRICE_LISTS.CZ, { method: 'courier', to: 'SK' }).shipping).toEqual({
      net: 97500,
      gross: 118000,
    })
    expect(PRICE_LISTS.SK.currency).toBe('EUR')
    expect(PRICE_LISTS.CZ.currency).toBe('CZK')
  })
  it('drops stored items that no longer have the shape, and tells a cart in another currency', () => {
    expect(parseCart([a, { title: 'x' }, null, 1])).toEqual([a])
    expect(parseCart('nonsense')).toEqual([])
    expect(inCurrencyOf([a], 'SK')).toBe(true)
    expect(inCurrencyOf([a], 'CZ')).toBe(false)
    const czPrice = cartLine({}, 'CZ').cabinet.price
    expect(reprice([a], [czPrice])[0]!.cabinet.price).toEqual(czPrice)
  })
})

describe('the shop prices an order again', () => {
  it('writes each line itself: the browser’s title, decor names, picture, option texts and link are not kept', () => {
    const honest = orderBody({ country: 'CZ' })
    const forged = orderBody({ country: 'CZ' })
    forged.order.furniture = forged.order.furniture.map((item) => ({
      ...item,
      title: 'ZADARMO',
      corpusColorTitle: 'Zlato',
      doorColorTitle: 'Zlato',
      image: 'https://evil.example/a.png',
      link: 'https://evil.example/',
      cabinet: { ...item.cabinet, translation: { SK: 'ZADARMO', CZ: 'ZADARMO' } },
    }))
    const priced = priceOrder(forged.order, priceListOf(SEED_PRICES, 'CZ'))
    if (!priced.ok) throw new Error('not priced')
    const items = priced.value.lines.map((line) => line.item)
    expect(JSON.stringify(items)).not.toMatch(/ZADARMO|Zlato|evil/)
    expect(items.map((i) => [i.title, i.corpusColorTitle, i.count])).toEqual(
      honest.order.furniture.map((i) => [i.title, i.corpusColorTitle, i.count]),
    )
    for (const item of items) expect(item.link).toMatch(/^\/cz\/detail\/L[12]D\?/)
  })
  it('refuses a hallway line the configurator could not make, naming the module', () => {
    const hallway = defaultHallway()
    const line = hallwayCartItem(hallway, priceDataOf(priceHallway(hallway, PRICE_LISTS.SK)), 'sk', '/chodby')
    const moved = hallway.cabinets.map((m, i) => (i === 2 ? { ...m, x: m.x + 0.5 } : m))
    const cabinet = { ...line.cabinet, cabinets: moved } as typeof line.cabinet
    const body = orderBody({ lines: [{ ...line, cabinet }] })
    const priced = priceOrder(body.order, PRICE_LISTS.SK)
    expect(priced).toMatchObject({ ok: false, error: 'impossible_cabinet' })
    expect(priced.ok ? [] : priced.issues.map((i) => i.path)).toEqual(['order.furniture.0.cabinet.cabinets.2.x'])
  })
  it('finds no difference in an order at current prices and totals it like the cart', () => {
    const body = orderBody()
    const priced = priceOrder(body.order, priceListOf(SEED_PRICES, 'SK'))
    if (!priced.ok) throw new Error('not priced')
    expect(priceDifferences(body.order, priced.value)).toEqual([])
    const cart = cartTotals(body.order.furniture, PRICE_LISTS.SK, { method: 'courier', to: 'SK' })
    expect(priced.value.total).toEqual(cart.total)
  })
  it('names every tampered price: a line, the shipping and the total', () => {
    const body = orderBody()
    body.order.furniture[1]!.cabinet.price.price = 1
    body.order.cenaDopravy = 0
    const priced = priceOrder(body.order, priceListOf(SEED_PRICES, 'SK'))
    if (!priced.ok) throw new Error('not priced')
    expect(priceDifferences(body.order, priced.value)).toEqual(['order.furniture.1.cabinet.price', 'order.cenaDopravy'])
    body.order.calculatedPriceFrontend += 1
    expect(priceDifferences(body.order, priced.value)).toContain('order.calculatedPriceFrontend')
  })
  it('prices the shipping to the delivery address’s country and finds a tampered cross-border rate', () => {
    const body = orderBody({
      customer: {
        separateDeliveryAddress: true,
        deliveryAddress: { address: 'Dlouhá 5', city: 'Brno', zip: '602 00', country: 'CZ' },
      },
    })
    expect(body.order.cenaDopravy).toBe(39.6)
    expect(body.order.customer.dodaciaAdresa).toMatchObject({ country: 'CZ' })
    const priced = priceOrder(body.order, priceListOf(SEED_PRICES, 'SK'))
    if (!priced.ok) throw new Error('not priced')
    expect(priced.value.shipping).toEqual({ net: 3960, gross: 4871 })
    expect(priceDifferences(body.order, priced.value)).toEqual([])
    // The Slovak rate sent for a Czech address is refused, as is a missing country read as the order's.
    const domestic = {
      ...body.order,
      cenaDopravy: 39,
      calculatedPriceFrontend: body.order.calculatedPriceFrontend - 0.6,
    }
    expect(priceDifferences(domestic, priced.value)).toEqual(['order.cenaDopravy', 'order.calculatedPriceFrontend'])
    const { country: _country, ...withoutCountry } = body.order.customer.dodaciaAdresa!
    const asDomestic = priceOrder(
      { ...body.order, customer: { ...body.order.customer, dodaciaAdresa: withoutCountry } },
      priceListOf(SEED_PRICES, 'SK'),
    )
    expect(asDomestic.ok && asDomestic.value.shipping.net).toBe(3900)
  })
  it('refuses a design that cannot be made, naming the line', () => {
    const body = orderBody()
    body.order.furniture[0]!.cabinet.realWidth = 500
    const priced = priceOrder(body.order, priceListOf(SEED_PRICES, 'SK'))
    expect(priced.ok ? [] : priced.issues.map((i) => i.path)).toEqual(['order.furniture.0.cabinet.realWidth'])
  })
})
