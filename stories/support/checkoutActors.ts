import { createActor, fromPromise } from 'xstate'
import { cartMachine } from '#machines/cart.ts'
import { orderMachine } from '#machines/order.ts'
import { emptyCustomer, type CustomerForm } from '#domain/checkout.ts'
import { cartTotals, reprice, type CartItem } from '#domain/cart.ts'
import { toUnits } from '#domain/money.ts'
import type { PriceChangedResponse, SaveOrderRequest, SaveOrderResponse } from '#domain/schemas.ts'
import { ApiRequestError } from '#queries/client.ts'
import { cartActors } from '#queries/actors.ts'
import { cartLine, customerForm } from '#scripts/harness/fixtures/order.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'

/** Two designs as a shopper would have them in the cart. */
export const storyItems = (): CartItem[] => [
  cartLine({ variant: 'L1D' }, 'SK', 2),
  cartLine({ variant: 'L2D', width: 80, mounting: 'snozkami' }, 'SK', 1),
]

/** A cart actor holding `items`, optionally asking whether to delete the second line. */
export function cartActorWith(items: CartItem[], asking = false) {
  const actor = createActor(cartMachine.provide({ actors: cartActors, actions: { persist: () => {} } })).start()
  actor.send({ type: 'cart.restore', items })
  if (asking) actor.send({ type: 'cart.remove', index: items.length - 1 })
  return actor
}

/** Every state of the order machine a story can start in. */
export type OrderState = 'empty' | 'errors' | 'pending' | 'failed' | 'priceChanged' | 'confirmed'

/** A Slovak order delivered to a separate address in Czechia (cross-border courier rate). */
export const crossBorderCustomer = (): CustomerForm =>
  customerForm('SK', {
    separateDeliveryAddress: true,
    deliveryAddress: { address: 'Dlouhá 5', city: 'Brno', zip: '602 00', country: 'CZ' },
  })

/** An order actor brought into `state` by a stand-in for the shop (no network in Storybook); `given` replaces the form. */
export function orderActorIn(state: OrderState, items: CartItem[], given?: CustomerForm) {
  const cart = cartActorWith(items)
  const customer: CustomerForm =
    given ?? (state === 'empty' || state === 'errors' ? emptyCustomer('sk') : customerForm('SK'))
  // The shop's list went up by 5 € a piece since the cabinets were added.
  const lines = items.map((item) => ({
    ...item.cabinet.price,
    price: item.cabinet.price.price + 5,
    priceGross: toUnits(Math.round((item.cabinet.price.price + 5) * 123)),
  }))
  const totals = cartTotals(reprice(items, lines), PRICE_LISTS.SK, { method: 'courier', to: 'SK' })
  const changed: PriceChangedResponse = {
    error: 'price_changed',
    message: 'Prices changed (story)',
    lines,
    cenaDopravy: toUnits(totals.shipping?.net ?? 0),
    calculatedPriceFrontend: toUnits(totals.total.net),
    totalGross: toUnits(totals.total.gross),
  }
  const saveOrder = fromPromise<SaveOrderResponse, { request: SaveOrderRequest; key: string }>(() => {
    if (state === 'pending') return new Promise(() => {})
    if (state === 'failed') return Promise.reject(new TypeError('Failed to fetch (story)'))
    if (state === 'priceChanged') return Promise.reject(new ApiRequestError(409, changed as never))
    return Promise.resolve({
      orderNumber: '2026-000123',
      total: 359.17,
      totalNet: 292,
      currency: 'EUR',
      confirmationToken: 'story-token',
    })
  })
  const actor = createActor(
    orderMachine.provide({
      actors: { saveOrder },
      actions: { logError: () => {}, persist: () => {}, finish: () => {} },
    }),
    {
      input: { country: 'SK', customer, cart },
    },
  ).start()
  if (state !== 'empty') actor.send({ type: 'order.submit', items, prices: PRICE_LISTS.SK, key: 'story-key' })
  return { actor, cart }
}
