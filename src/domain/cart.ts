/** Spec §4: the cart lives in session storage under this key (issue 5 owns its full shape). */
export const CART_STORAGE_KEY = 'skrinka.cart'

/** The number of pieces in a stored cart: the sum of counts; anything unreadable counts as empty. */
export function cartPieceCount(stored: unknown): number {
  if (!Array.isArray(stored)) return 0
  return stored.reduce<number>((sum, item: unknown) => {
    const count = typeof item === 'object' && item !== null ? (item as { count?: unknown }).count : undefined
    return sum + (typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0)
  }, 0)
}
