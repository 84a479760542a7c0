import { CONSENT_COOKIE, type ConsentChoice } from '../consent'
import { readCookie } from '../../i18n/cookie'

/** Fired on window when the visitor makes a choice, so every reader updates. */
export const CONSENT_EVENT = 'skrinka:consent'

/** The stored choice, or undefined before the visitor chose. */
export function readConsent(): ConsentChoice | undefined {
  const value = readCookie(document.cookie, CONSENT_COOKIE)
  return value === 'granted' || value === 'denied' ? value : undefined
}

/** Stores the choice for 365 days and tells the page. */
export function writeConsent(choice: ConsentChoice): void {
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax`
  window.dispatchEvent(new Event(CONSENT_EVENT))
}

export function subscribeConsent(onChange: () => void) {
  window.addEventListener(CONSENT_EVENT, onChange)
  return () => window.removeEventListener(CONSENT_EVENT, onChange)
}
