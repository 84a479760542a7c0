import { createActor } from 'xstate'
import { cartMachine } from '../../../machines/cart'
import { readStoredCart, writeStoredCart } from './storage'
import { inspector } from '../../debug/machineTraces'
import { pushDataLayer } from '../../site/browser/dataLayer'
import { linesPush } from '../../site/dataLayer'

/** The tab's cart: the cart machine with session storage behind it, restored from it (spec §4). */
export function startCart() {
  const actor = createActor(
    cartMachine.provide({ actions: { persist: (_, params) => writeStoredCart(params.items) } }),
    { inspect: inspector() },
  ).start()
  // Spec §7: each addition is its own add_to_cart push (not once per session).
  actor.on('cart.added', ({ item }) => pushDataLayer(linesPush('add_to_cart', [item])))
  actor.send({ type: 'cart.restore', items: readStoredCart() })
  return actor
}
