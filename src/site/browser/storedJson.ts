/**
 * The one way the shop reads and writes its JSON in the tab's session storage (keys in
 * site/storage): anything missing or unreadable counts as absent, and a full or disabled
 * storage (private mode) never breaks a page.
 */
import { SENT_EVENTS_KEY, type StorageKey } from '../storage'

/** The value stored under `key`, or null when there is none or it cannot be read. */
export function readStored(key: StorageKey): unknown {
  try {
    return JSON.parse(window.sessionStorage.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

/** Stores `value` as JSON under `key`; where storage is unavailable the shop works for this page's life. */
export function writeStored(key: StorageKey, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch (error) {
    console.warn('Session storage unavailable:', error)
  }
}

/** Forgets the values under `keys`. */
export function removeStored(...keys: StorageKey[]): void {
  try {
    for (const key of keys) window.sessionStorage.removeItem(key)
  } catch {
    // Storage unavailable: nothing was stored.
  }
}

/** The strings stored under `key` as a list; anything else counts as an empty list. */
export function readStoredStrings(key: StorageKey): string[] {
  const stored = readStored(key)
  return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : []
}

/**
 * Once per type per session (docs/product.md#events): true the first time `type` is asked about in this session, and
 * records it.
 */
export function firstThisSession(type: string): boolean {
  const sent = readStoredStrings(SENT_EVENTS_KEY)
  if (sent.includes(type)) return false
  writeStored(SENT_EVENTS_KEY, [...sent, type])
  return true
}
