import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { attemptFor, orderMachine, type OrderContext } from './order'
import { orderRequest } from '#domain/order.ts'
import { cartMachine } from './cart'
import { emptyCustomer } from '#domain/checkout.ts'
import type { PriceChangedResponse, SaveOrderRequest, SaveOrderResponse, ShownPrice } from '#domain/schemas.ts'
import type { CartItem } from '#domain/cart.ts'
import type { Country } from '#domain/locale.ts'
import { ApiRequestError } from '#queries/client.ts'
import { cartLine, customerForm } from '#scripts/harness/fixtures/order.ts'
import { takeConsoleErrors } from '#tests/setup/strict-console.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'

type Call = { request: SaveOrderRequest; key: string }

/** A fake shop: each order waits until the test answers it. */
function fakeShop() {
  const calls: Call[] = []
  const answers: Array<{ resolve: (r: SaveOrderResponse) => void; reject: (e: unknown) => void }> = []
  const logic = fromPromise<SaveOrderResponse, Call>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        calls.push(input)
        answers.push({ resolve, reject })
      }),
  )
  return { logic, calls, answers }
}

function setup(customer = customerForm('SK')) {
  const shop = fakeShop()
  const persisted: OrderContext[] = []
  let finished = 0
  const cart = createActor(cartMachine.provide({ actions: { persist: () => {} } })).start()
  const items = [cartLine({}, 'SK', 2)]
  cart.send({ type: 'cart.restore', items })
  const actor = createActor(
    orderMachine.provide({
      actors: { saveOrder: shop.logic },
      actions: { persist: ({ context }) => void persisted.push(context), finish: () => void finished++ },
    }),
    { input: { country: 'SK', customer, cart } },
  ).start()
  return { actor, cart, shop, items, persisted, finished: () => finished }
}

const ok: SaveOrderResponse = {
  orderNumber: '2026-000007',
  total: 100,
  totalNet: 81.3,
  currency: 'EUR',
  confirmationToken: 'one-time-token',
}

describe('order machine (docs/product.md#orders)', () => {
  it('starts empty; an empty form lists the fields and sends nothing', () => {
    const { actor, shop, items } = setup(emptyCustomer('sk'))
    expect(actor.getSnapshot().matches({ open: 'empty' })).toBe(true)
    actor.send({ type: 'order.submit', items, prices: PRICE_LISTS.SK, key: 'key-1' })
    expect(actor.getSnapshot().matches({ open: 'empty' })).toBe(true)
    expect(actor.getSnapshot().context.errors.map((e) => e.path)).toContain('email')
    expect(shop.calls).toEqual([])
    // The list follows the typing once shown.
    actor.send({ type: 'order.field', path: 'email', value: 'jana@example.sk' })
    expect(actor.getSnapshot().context.errors.map((e) => e.path)).not.toContain('email')
  })

  it("at the start asks the cart (its ref in the input) to price itself in the order's market", () => {
    const cart = createActor(
      cartMachine.provide({
        actions: { persist: () => {} },
        actors: {
          priceItems: fromPromise<ShownPrice[], { items: CartItem[]; country: Country }>(() => new Promise(() => {})),
        },
      }),
    ).start()
    cart.send({ type: 'cart.restore', items: [cartLine({}, 'SK', 1)] })
    createActor(orderMachine, { input: { country: 'SK', customer: customerForm('SK'), cart } }).start()
    expect(cart.getSnapshot().value).toBe('ready')
    createActor(orderMachine, { input: { country: 'CZ', customer: customerForm('CZ'), cart } }).start()
    expect(cart.getSnapshot().value).toBe('repricing')
    expect(cart.getSnapshot().context.country).toBe('CZ')
  })

  it('sends nothing for an empty cart', () => {
    const { actor, shop } = setup()
    actor.send({ type: 'order.submit', items: [], prices: PRICE_LISTS.SK, key: 'key-2' })
    expect(actor.getSnapshot().matches({ open: 'empty' })).toBe(true)
    expect(shop.calls).toEqual([])
  })

  it('empty → pending → confirmed: the cart is cleared and the checkout finished', async () => {
    const { actor, cart, shop, items, finished } = setup()
    const sent: string[] = []
    actor.on('order.sent', (event) => void sent.push(event.type))
    actor.send({ type: 'order.submit', items: [], prices: PRICE_LISTS.SK, key: 'key-0' })
    actor.send({ type: 'order.submit', items, prices: PRICE_LISTS.SK, key: 'key-3' })
    // Told once, when a complete form went out (the data layer's add_payment_info).
    expect(sent).toEqual(['order.sent'])
    expect(actor.getSnapshot().value).toBe('pending')
    expect(shop.calls[0]!.request).toEqual(orderRequest(items, customerForm('SK'), PRICE_LISTS.SK))
    expect(shop.calls[0]!.key).toBe('key-3')
    shop.answers[0]!.resolve(ok)
    await waitFor(actor, (s) => s.matches('confirmed'))
    // The result carries the one-time token the confirmation page opens the order with.
    expect(actor.getSnapshot().context.result).toEqual(ok)
    expect(cart.getSnapshot().context.items).toEqual([])
    expect(finished()).toBe(1)
  })

  it('pending → failed keeps everything; a retry sends the same order with the same key', async () => {
    const { actor, shop, items } = setup()
    actor.send({ type: 'order.submit', items, prices: PRICE_LISTS.SK, key: 'key-4' })
    shop.answers[0]!.reject(new TypeError('Failed to fetch'))
    await waitFor(actor, (s) => s.matches({ open: 'failed' }))
    expect(actor.getSnapshot().context.failure).toBe('network')
    expect(takeConsoleErrors()).toHaveLength(1)
    expect(actor.getSnapshot().context.customer.name).toBe('Jana')
    actor.send({ type: 'order.retry' })
    expect(shop.calls).toHaveLength(2)
    expect(shop.calls[1]!.key).toBe(shop.calls[0]!.key)
    expect(shop.calls[1]!.request).toEqual(shop.calls[0]!.request)
    shop.answers[1]!.resolve(ok)
    await waitFor(actor, (s) => s.matches('confirmed'))
  })

  it('a changed order after a failure is a new attempt with a new key', async () => {
    const { actor, shop, items } = setup()
    actor.send({ type: 'order.submit', items, prices: PRICE_LISTS.SK, key: 'key-5' })
    shop.answers[0]!.reject(new ApiRequestError(503, undefined))
    await waitFor(actor, (s) => s.matches({ open: 'failed' }))
    expect(actor.getSnapshot().context.failure).toBe('server')
    takeConsoleErrors()
    actor.send({ type: 'order.field', path: 'notes', value: 'Zvoniť dvakrát.' })
    actor.send({ type: 'order.submit', items, prices: PRICE_LISTS.SK, key: 'key-6' })
    expect(shop.calls[1]!.key).not.toBe(shop.calls[0]!.key)
    expect(shop.calls[1]!.request.order.customer.notes).toBe('Zvoniť dvakrát.')
  })

  it('tells a rate limit apart', async () => {
    const { actor, shop, items } = setup()
    actor.send({ type: 'order.submit', items, prices: PRICE_LISTS.SK, key: 'key-7' })
    shop.answers[0]!.reject(new ApiRequestError(429, { error: 'too_many_orders', message: '' }))
    await waitFor(actor, (s) => s.matches({ open: 'failed' }))
    expect(actor.getSnapshot().context.failure).toBe('rateLimited')
    takeConsoleErrors()
  })

  it('on 409 shows the shop prices; accepting updates the cart and sends the order at those prices', async () => {
    const { actor, cart, shop, items } = setup()
    actor.send({ type: 'order.submit', items, prices: PRICE_LISTS.SK, key: 'key-8' })
    const newPrice = { ...items[0]!.cabinet.price, price: 80, priceGross: 98.4 }
    const change: PriceChangedResponse = {
      error: 'price_changed',
      message: 'Prices changed',
      lines: [newPrice],
      cenaDopravy: 39,
      calculatedPriceFrontend: 199,
      totalGross: 244.77,
    }
    shop.answers[0]!.reject(new ApiRequestError(409, change as never))
    await waitFor(actor, (s) => s.matches({ open: 'priceChanged' }))
    expect(actor.getSnapshot().context.priceChange).toEqual(change)
    expect(shop.calls).toHaveLength(1)
    actor.send({ type: 'order.prices.accept', key: 'key-accept' })
    expect(actor.getSnapshot().value).toBe('pending')
    expect(cart.getSnapshot().context.items[0]!.cabinet.price).toEqual(newPrice)
    expect(shop.calls[1]!.request.order.furniture[0]!.cabinet.price).toEqual(newPrice)
    expect(shop.calls[1]!.request.order.calculatedPriceFrontend).toBe(199)
    expect(shop.calls[1]!.key).not.toBe(shop.calls[0]!.key)
  })

  it('an attempt keeps its key for the same body and makes a new one for another', () => {
    const body = orderRequest([cartLine()], customerForm('SK'), PRICE_LISTS.SK)
    const first = attemptFor(null, body, 'key-1')
    expect(attemptFor(first, structuredClone(body), 'key-2')).toBe(first)
    expect(attemptFor(first, { ...body, kontrola: 'x' }, 'key-2').key).toBe('key-2')
  })

  it('persists the form as it is typed', () => {
    const { actor, persisted } = setup(emptyCustomer('sk'))
    actor.send({ type: 'order.field', path: 'billingAddress.city', value: 'Nitra' })
    actor.send({ type: 'order.delivery', courier: false })
    expect(persisted.at(-1)!.customer.billingAddress.city).toBe('Nitra')
    expect(persisted.at(-1)!.customer.delivery).toBe('pickup')
  })

  it('cannot be placed before a delivery is chosen: the check names it first and nothing is sent', () => {
    const { actor, shop, items } = setup(customerForm('SK', { delivery: undefined }))
    actor.send({ type: 'order.submit', items, prices: PRICE_LISTS.SK, key: 'key-1' })
    expect(actor.getSnapshot().context.errors).toEqual([{ path: 'delivery', problem: 'delivery' }])
    expect(shop.calls).toEqual([])
    actor.send({ type: 'order.delivery', courier: true })
    expect(actor.getSnapshot().context.errors).toEqual([])
    actor.send({ type: 'order.submit', items, prices: PRICE_LISTS.SK, key: 'key-2' })
    expect(shop.calls[0]!.request.order).toMatchObject({
      cenaDopravy: 39,
      customer: { dorucenie: true, osobnyOdber: false },
    })
  })
})

describe('the order goes out at the VAT it pays (issue 37)', () => {
  it('a Czech company with its VAT number on the Slovak shop: the lines at 0 %, their net as the cart had it', async () => {
    const company = customerForm('SK', {
      isCompany: true,
      companyName: 'Truhlářství s.r.o.',
      companyId: '12345679',
      vatId: 'CZ12345679',
      billingAddress: { address: 'Dlouhá 5', city: 'Brno', zip: '602 00', country: 'CZ' },
    })
    const { actor, shop, items } = setup(company)
    const tax = { seller: { country: 'SK', vatPayer: true, oss: false }, rates: { SK: 0.23, CZ: 0.21 } } as const
    actor.send({ type: 'order.submit', items, prices: PRICE_LISTS.SK, tax, key: 'key-vat' })
    await waitFor(actor, (s) => s.matches('pending'))
    const sent = shop.calls[0]!.request.order
    expect(sent.furniture.map((item) => item.cabinet.price.vatRate)).toEqual([0])
    expect(sent.furniture[0]!.cabinet.price.priceGross).toBe(items[0]!.cabinet.price.price)
    expect(sent.furniture[0]!.cabinet.price.price).toBe(items[0]!.cabinet.price.price)
    expect(sent.customer.fakturacnaAdresa.country).toBe('CZ')
  })
})
