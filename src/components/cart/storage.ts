/**
 * What the shop keeps in the tab's session storage (spec §4): the cart, the checkout form with
 * its current attempt, and the last order's summary for the confirmation page. Anything
 * unreadable counts as absent.
 */
import * as v from 'valibot'
import { parseCart, type CartItem } from '../../domain/cart'
import type { CustomerForm } from '../../domain/checkout'
import type { Attempt } from '../../../machines/order'
import type { OrderSummary } from '../../domain/orderSummary'
import { CART_KEY, CHECKOUT_KEY, LAST_ORDER_KEY } from '../../site/storage'
import { readStored, removeStored, writeStored } from '../../site/browser/storedJson'

export const readStoredCart = (): CartItem[] => parseCart(readStored(CART_KEY))
export const writeStoredCart = (items: readonly CartItem[]) => writeStored(CART_KEY, items)

/** The checkout in progress: the form as typed and the attempt's Idempotency-Key. */
export interface StoredCheckout {
  customer: CustomerForm
  attempt: Attempt | null
}

const StoredCheckoutSchema = v.object({
  customer: v.looseObject({ name: v.string(), fakturacnaAdresa: v.looseObject({ address: v.string() }) }),
  attempt: v.nullable(v.object({ key: v.string(), body: v.string() })),
})

export function readStoredCheckout(): StoredCheckout | undefined {
  const stored = readStored(CHECKOUT_KEY)
  return v.is(StoredCheckoutSchema, stored) ? (stored as unknown as StoredCheckout) : undefined
}
export const writeStoredCheckout = (checkout: StoredCheckout) => writeStored(CHECKOUT_KEY, checkout)

/** After a confirmed order: the cart and the personal data go, the summary stays for the confirmation page. */
export function finishCheckout(summary: OrderSummary) {
  removeStored(CART_KEY, CHECKOUT_KEY)
  writeStored(LAST_ORDER_KEY, summary)
}

export const readLastOrder = (): OrderSummary | undefined => {
  const stored = readStored(LAST_ORDER_KEY) as OrderSummary | null
  return stored && typeof stored.orderNumber === 'string' ? stored : undefined
}
