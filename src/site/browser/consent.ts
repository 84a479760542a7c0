import { CONSENT_COOKIE, isLocalHost, parseConsent, type ConsentChoice } from '../consent'
import { pageCookie, writeCookie } from './cookies'

/** Fired on window when the visitor makes a choice, so every reader updates. */
export const CONSENT_EVENT = 'skrinka:consent'

/** The stored choice, or undefined before the visitor chose. */
export function readConsent(): ConsentChoice | undefined {
  return parseConsent(pageCookie(CONSENT_COOKIE))
}

/** Stores the choice for 365 days and tells the page. */
export function writeConsent(choice: ConsentChoice): void {
  writeCookie(`${CONSENT_COOKIE}=${choice}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax`)
  window.dispatchEvent(new Event(CONSENT_EVENT))
}

/** Calls `onChange` on every choice; returns the unsubscribe. */
export function subscribeConsent(onChange: () => void) {
  window.addEventListener(CONSENT_EVENT, onChange)
  return () => window.removeEventListener(CONSENT_EVENT, onChange)
}

// The server's analytics switch for this document (ClientEnv.analytics); off until the page sets it.
let analyticsOn = false

/** Sets the server's switch for this document (false on localhost, docs/product.md#events). */
export function allowAnalytics(on: boolean): void {
  analyticsOn = on
}

/** Whether anything may be sent or pushed for analytics now: the server's switch, not localhost, and consent. */
export function mayTrack(): boolean {
  return analyticsOn && !isLocalHost(window.location.host) && readConsent() === 'granted'
}
