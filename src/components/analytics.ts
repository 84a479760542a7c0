/**
 * Sends the page events (spec §2, §7) to addEvent: only with consent, never from localhost, each
 * type once per session, named skrinka-{event} with -mobile on phones, with the market's country.
 */
import { eventNameOf, isLocalHost, SENT_EVENTS_KEY } from '../site/consent'
import type { Country } from '../domain/locale'
import type { PageEvent } from '../site/events'
import { API } from '../domain/api'
import { api } from '../queries/api'
import { readConsent } from './consent'

const isMobile = () => window.matchMedia('(max-width: 47.99rem)').matches || /Mobi|Android/i.test(navigator.userAgent)

function sentTypes(): string[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(SENT_EVENTS_KEY) ?? '[]')
    return Array.isArray(stored) ? stored.filter((s): s is string => typeof s === 'string') : []
  } catch {
    return []
  }
}

/** Sends one page event if allowed and not yet sent this session. */
export function sendPageEvent(event: PageEvent, country: Country, enabled: boolean): void {
  if (!enabled || isLocalHost(window.location.host) || readConsent() !== 'granted') return
  const sent = sentTypes()
  if (sent.includes(event.name)) return
  window.sessionStorage.setItem(SENT_EVENTS_KEY, JSON.stringify([...sent, event.name]))
  api(API.addEvent, { body: { eventName: eventNameOf(event.name, isMobile()), country } }).catch((error: unknown) => console.warn('Event not sent:', error))
}
