import { CART_STORAGE_KEY, type CartItem } from '../domain/cart'

/** Fired on window when this tab changes the stored cart (storage events only reach other tabs). */
export const CART_CHANGED_EVENT = 'skrinka:cart'

/** The cart kept in session storage (spec §4); anything unreadable is an empty cart. */
export function readStoredCart(): CartItem[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(CART_STORAGE_KEY) ?? '[]')
    return Array.isArray(stored) ? (stored as CartItem[]) : []
  } catch {
    return []
  }
}

/** Stores the cart and tells this tab's views. */
export function writeStoredCart(items: readonly CartItem[]): void {
  window.sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items))
  window.dispatchEvent(new Event(CART_CHANGED_EVENT))
}
