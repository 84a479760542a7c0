/**
 * Sends the page events (spec §2, §7) to addEvent: only with consent, never from localhost, each
 * type once per session, named skrinka-{event} with -mobile on phones, with the market's country.
 */
import { eventNameOf, isLocalHost } from '../consent'
import { SENT_EVENTS_KEY } from '../storage'
import type { Country } from '../../domain/locale'
import type { PageEvent } from '../events'
import { API } from '../../domain/api'
import { api } from '../../queries/api'
import { readConsent } from './consent'
import { readStoredStrings, writeStored } from './storedJson'

const isMobile = () => window.matchMedia('(max-width: 47.99rem)').matches || /Mobi|Android/i.test(navigator.userAgent)

/** Sends one page event if allowed and not yet sent this session. */
export function sendPageEvent(event: PageEvent, country: Country, enabled: boolean): void {
  if (!enabled || isLocalHost(window.location.host) || readConsent() !== 'granted') return
  const sent = readStoredStrings(SENT_EVENTS_KEY)
  if (sent.includes(event.name)) return
  writeStored(SENT_EVENTS_KEY, [...sent, event.name])
  api(API.addEvent, { body: { eventName: eventNameOf(event.name, isMobile()), country } }).catch((error: unknown) =>
    console.warn('Event not sent:', error),
  )
}
