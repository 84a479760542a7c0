/**
 * What the shop keeps in the tab's session storage (spec §4): the cart, the checkout form with
 * its current attempt, and the last order's summary for the confirmation page. Anything
 * unreadable counts as absent.
 */
import * as v from 'valibot'
import { CART_STORAGE_KEY, parseCart, type CartItem } from '../../domain/cart'
import type { CustomerForm } from '../../domain/checkout'
import type { Attempt } from '../../../machines/order'
import type { OrderSummary } from '../../domain/orderSummary'

export const CHECKOUT_STORAGE_KEY = 'skrinka.checkout'
export const LAST_ORDER_STORAGE_KEY = 'skrinka.lastOrder'

function read(key: string): unknown {
  try {
    return JSON.parse(window.sessionStorage.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

function write(key: string, value: unknown) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch (error) {
    // Storage full or disabled (private mode): the shop still works for this page's life.
    console.warn('Session storage unavailable:', error)
  }
}

export const readStoredCart = (): CartItem[] => parseCart(read(CART_STORAGE_KEY))
export const writeStoredCart = (items: readonly CartItem[]) => write(CART_STORAGE_KEY, items)

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
  const stored = read(CHECKOUT_STORAGE_KEY)
  return v.is(StoredCheckoutSchema, stored) ? (stored as unknown as StoredCheckout) : undefined
}
export const writeStoredCheckout = (checkout: StoredCheckout) => write(CHECKOUT_STORAGE_KEY, checkout)

/** After a confirmed order: the cart and the personal data go, the summary stays for the confirmation page. */
export function finishCheckout(summary: OrderSummary) {
  try {
    window.sessionStorage.removeItem(CART_STORAGE_KEY)
    window.sessionStorage.removeItem(CHECKOUT_STORAGE_KEY)
  } catch {
    // Nothing stored.
  }
  write(LAST_ORDER_STORAGE_KEY, summary)
}

export const readLastOrder = (): OrderSummary | undefined => {
  const stored = read(LAST_ORDER_STORAGE_KEY) as OrderSummary | null
  return stored && typeof stored.orderNumber === 'string' ? stored : undefined
}
