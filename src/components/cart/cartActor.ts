import { createActor } from 'xstate'
import { cartMachine } from '#machines/cart.ts'
import { readStoredCart, writeStoredCart } from './storage'
import { inspector } from '#debug/machineTraces.ts'
import { mayTrack } from '#site/browser/consent.ts'
import { loadDataLayer } from '#site/browser/loadDataLayer.ts'
import { cartActors } from '#queries/actors.ts'

/** The tab's cart: the cart machine with session storage behind it, restored from it (docs/product.md#cart). */
export function startCart() {
  const actor = createActor(
    cartMachine.provide({ actors: cartActors, actions: { persist: (_, params) => writeStoredCart(params.items) } }),
    { inspect: inspector() },
  ).start()
  // docs/product.md#events: each addition is its own add_to_cart push (not once per session). The data layer's code
  // loads only once it may be used, so no page loads it with the cart before consent.
  actor.on('cart.added', ({ item }) => {
    if (mayTrack()) void loadDataLayer().then((layer) => layer.pushLines('add_to_cart', [item]))
  })
  actor.send({ type: 'cart.restore', items: readStoredCart() })
  return actor
}
