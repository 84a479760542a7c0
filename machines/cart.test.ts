import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { cartMachine } from './cart'
import type { CartItem } from '#domain/cart.ts'
import type { Country } from '#domain/locale.ts'
import type { ShownPrice } from '#domain/schemas.ts'
import { cartLine } from '#scripts/harness/fixtures/order.ts'
import { takeConsoleErrors } from '#tests/setup/strict-console.ts'

/** A cart whose persist action records what would be stored. */
function cartActor(
  priceItems = fromPromise<ShownPrice[], { items: CartItem[]; country: Country }>(async ({ input }) =>
    input.items.map(() => cartLine({}, input.country).cabinet.price),
  ),
) {
  const stored: CartItem[][] = []
  const actor = createActor(
    cartMachine.provide({
      actions: { persist: (_, params) => void stored.push(params.items) },
      actors: { priceItems },
    }),
  ).start()
  return { actor, stored }
}

describe('cart machine (docs/product.md#cart)', () => {
  const a = cartLine()
  const b = cartLine({ width: 50 })

  it('is restored at start without writing, then stores every change', () => {
    const { actor, stored } = cartActor()
    actor.send({ type: 'cart.restore', items: [a] })
    expect(actor.getSnapshot().context.items).toEqual([a])
    expect(stored).toEqual([])
    actor.send({ type: 'cart.add', item: a })
    actor.send({ type: 'cart.add', item: b })
    expect(actor.getSnapshot().context.items.map((i) => i.count)).toEqual([2, 1])
    actor.send({ type: 'cart.count', index: 1, count: 4 })
    expect(stored.at(-1)!.map((i) => i.count)).toEqual([2, 4])
    expect(stored).toHaveLength(3)
  })
  it('tells its listeners each item added (the data layer’s add_to_cart), and nothing else', () => {
    const { actor } = cartActor()
    const added: CartItem[] = []
    actor.on('cart.added', ({ item }) => void added.push(item))
    actor.send({ type: 'cart.restore', items: [b] })
    actor.send({ type: 'cart.add', item: a })
    actor.send({ type: 'cart.add', item: a })
    actor.send({ type: 'cart.count', index: 0, count: 3 })
    expect(added).toEqual([a, a])
  })
  it('asks before removing: cancel keeps the line, confirm removes it', () => {
    const { actor, stored } = cartActor()
    actor.send({ type: 'cart.restore', items: [a, b] })
    actor.send({ type: 'cart.remove', index: 1 })
    expect(actor.getSnapshot().value).toBe('confirmingRemoval')
    expect(actor.getSnapshot().context.removing).toBe(1)
    // Counts wait while the question is open.
    actor.send({ type: 'cart.count', index: 0, count: 9 })
    actor.send({ type: 'cart.remove.cancel' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.items).toEqual([a, b])
    actor.send({ type: 'cart.remove', index: 0 })
    actor.send({ type: 'cart.remove.confirm' })
    expect(actor.getSnapshot().context.items).toEqual([b])
    expect(stored.at(-1)).toEqual([b])
    // A line that is not there cannot be removed.
    actor.send({ type: 'cart.remove', index: 7 })
    expect(actor.getSnapshot().value).toBe('ready')
  })
  it('prices a cart in another market again, and takes the prices the shop confirmed', async () => {
    const { actor, stored } = cartActor()
    actor.send({ type: 'cart.restore', items: [a] })
    actor.send({ type: 'cart.market', country: 'SK' })
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'cart.market', country: 'CZ' })
    expect(actor.getSnapshot().value).toBe('repricing')
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.items[0]!.cabinet.price.currency).toBe('CZK')
    expect(stored.at(-1)![0]!.cabinet.price.currency).toBe('CZK')
    actor.send({ type: 'cart.reprice', prices: [a.cabinet.price] })
    expect(actor.getSnapshot().context.items[0]!.cabinet.price).toEqual(a.cabinet.price)
  })
  it('keeps the cart as it was when pricing fails, and logs it', async () => {
    const { actor } = cartActor(fromPromise(() => Promise.reject(new Error('offline'))))
    actor.send({ type: 'cart.restore', items: [a] })
    actor.send({ type: 'cart.market', country: 'CZ' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.items).toEqual([a])
    expect(takeConsoleErrors()).toHaveLength(1)
  })
  it('empties itself on clear', () => {
    const { actor, stored } = cartActor()
    actor.send({ type: 'cart.restore', items: [a, b] })
    actor.send({ type: 'cart.clear' })
    expect(actor.getSnapshot().context.items).toEqual([])
    expect(stored.at(-1)).toEqual([])
  })
})
