/**
 * What the shop keeps in the tab's session storage (docs/product.md#cart): the cart and the checkout form with
 * its current attempt, all of it cleared once an order is confirmed. Anything unreadable counts as absent.
 */
import * as v from 'valibot'
import { parseCart, type CartItem } from '#domain/cart.ts'
import { WIRE_NAMES, type CustomerForm } from '#domain/checkout.ts'
import type { Attempt } from '#machines/order.ts'
import { CART_KEY, CHECKOUT_KEY, STORAGE_KEYS } from '#site/storage.ts'
import { readStored, removeStored, writeStored } from '#site/browser/storedJson.ts'

export const readStoredCart = (): CartItem[] => parseCart(readStored(CART_KEY))
/** Stores the cart; an empty cart is no stored cart (so a confirmed order leaves the storage empty). */
export const writeStoredCart = (items: readonly CartItem[]) =>
  items.length > 0 ? writeStored(CART_KEY, items) : removeStored(CART_KEY)

/** The checkout in progress: the form as typed and the attempt's Idempotency-Key. */
export interface StoredCheckout {
  customer: CustomerForm
  attempt: Attempt | null
}

const StoredCheckoutSchema = v.object({
  customer: v.looseObject({ name: v.string(), billingAddress: v.looseObject({ address: v.string() }) }),
  attempt: v.nullable(v.object({ key: v.string(), body: v.string() })),
})

/** The form's top-level keys by their wire names: a tab open across the deploy of issue 35 kept those. */
const KEY_OF_WIRE = new Map(Object.entries(WIRE_NAMES).map(([path, wire]) => [wire.split('.')[0], path.split('.')[0]]))

/** A stored form under the names it had before the code's names turned English, renamed; others as they are. */
export function renamedForm(customer: unknown): unknown {
  if (typeof customer !== 'object' || customer === null || !('fakturacnaAdresa' in customer)) return customer
  return Object.fromEntries(Object.entries(customer).map(([key, value]) => [KEY_OF_WIRE.get(key) ?? key, value]))
}

export function readStoredCheckout(): StoredCheckout | undefined {
  const stored = readStored(CHECKOUT_KEY)
  const checkout =
    typeof stored === 'object' && stored !== null && 'customer' in stored
      ? { ...stored, customer: renamedForm(stored.customer) }
      : stored
  return v.is(StoredCheckoutSchema, checkout) ? (checkout as unknown as StoredCheckout) : undefined
}
export const writeStoredCheckout = (checkout: StoredCheckout) => writeStored(CHECKOUT_KEY, checkout)

/** After a confirmed order (docs/product.md#orders): the tab's session storage is cleared, every key of the shop's. */
export function finishCheckout() {
  removeStored(...STORAGE_KEYS)
}
