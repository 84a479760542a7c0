/**
 * docs/product.md#events: the visited-path list (kept in session storage under ROUTE_HISTORY_KEY, ./storage), without
 * product details; nor the order confirmation or the order page, whose addresses carry a token.
 */

/** True for paths the history skips: the product detail and the order confirmation, in either language. */
export function isExcludedFromHistory(pathname: string): boolean {
  return /^(\/cz)?\/(detail|potvrdenie-objednavky|objednavka)(\/|$)/.test(pathname)
}

/** The list after visiting `path`; a repeat of the last entry is not recorded twice. */
export function appendRouteHistory(history: readonly string[], path: string): string[] {
  const pathname = path.split(/[?#]/)[0] ?? path
  if (isExcludedFromHistory(pathname) || history[history.length - 1] === path) return [...history]
  return [...history, path]
}
