import { createActor } from 'xstate'
import { cartMachine } from '../../../machines/cart'
import { readStoredCart, writeStoredCart } from './storage'
import { inspect } from '../../debug/machineTraces'

/** The tab's cart: the cart machine with session storage behind it, restored from it (spec §4). */
export function startCart() {
  const actor = createActor(
    cartMachine.provide({ actions: { persist: (_, params) => writeStoredCart(params.items) } }),
    { inspect },
  ).start()
  actor.send({ type: 'cart.restore', items: readStoredCart() })
  return actor
}
