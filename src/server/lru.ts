/**
 * A least-recently-used map limited in bytes, not entries (issue 34): every cache of the server
 * (models in memory and on disk, pages, design PDFs, textures, swatches) is one of these, so what an
 * anonymous visitor can make the server keep has a size. A Map keeps insertion order: a read moves the
 * entry to the end, and the oldest are dropped from the front until the total fits.
 */

/** What a cache holds and may hold, for metrics (GET /api/metrics) and tests. */
export interface CacheStats {
  entries: number
  bytes: number
  maxBytes: number
  /** Entries dropped to make room since the start. */
  evictions: number
}

export interface ByteLru<V> {
  /** The value, now the most recently used; undefined when not kept. */
  get(key: string): V | undefined
  /** Whether the key is kept, without counting as a use. */
  has(key: string): boolean
  /**
   * Keeps the value as the most recently used with its size in bytes (again to correct the size of a
   * kept key); a value larger than the whole limit is not kept (and is evicted at once). Drops the
   * oldest until the total fits.
   */
  set(key: string, value: V, bytes: number): void
  delete(key: string): boolean
  keys(): IterableIterator<string>
  stats(): CacheStats
}

/**
 * A byte-bounded LRU. `onEvict` hears of each entry dropped to make room or replaced by a new value
 * (not of `delete`): the disk cache removes the file there.
 */
export function byteLru<V>(maxBytes: number, onEvict?: (key: string, value: V) => void): ByteLru<V> {
  const entries = new Map<string, { value: V; bytes: number }>()
  let total = 0
  let evictions = 0
  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return undefined
    entries.delete(key)
    total -= entry.bytes
    return entry
  }
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      entries.set(key, entry)
      return entry.value
    },
    has: (key) => entries.has(key),
    set(key, value, bytes) {
      const old = drop(key)
      if (old && old.value !== value) onEvict?.(key, old.value)
      if (bytes > maxBytes) {
        evictions++
        onEvict?.(key, value)
        return
      }
      entries.set(key, { value, bytes })
      total += bytes
      while (total > maxBytes) {
        const oldest = entries.keys().next().value!
        const entry = drop(oldest)!
        evictions++
        onEvict?.(oldest, entry.value)
      }
    },
    delete: (key) => drop(key) !== undefined,
    keys: () => entries.keys(),
    stats: () => ({ entries: entries.size, bytes: total, maxBytes, evictions }),
  }
}

/** Megabytes as bytes. */
export const MB = 1024 * 1024
