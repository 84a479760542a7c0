/** docs/product.md#updates: a chunk that fails to load reloads the page once, and not again within 10 s. */
export const RELOAD_GUARD_MS = 10_000

/** Whether a failed chunk may reload the page now, given when it last did. */
export function mayReload(lastReloadAt: number | undefined, now: number): boolean {
  return lastReloadAt === undefined || !Number.isFinite(lastReloadAt) || now - lastReloadAt > RELOAD_GUARD_MS
}

/** docs/product.md#updates: route payload prefetch is skipped on slow-2g connections. */
export const shouldPrefetch = (effectiveType: string | undefined) => effectiveType !== 'slow-2g'
