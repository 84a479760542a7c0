/**
 * Sends the page events (docs/product.md#events) to addEvent: only with consent, never from localhost, each
 * type once per session, named skrinka-{event} with -mobile on phones, with the market's country.
 */
import type { Country } from '#domain/locale.ts'
import { API } from '#domain/endpoints.ts'
import { eventNameOf } from '#site/consent.ts'
import type { PageEvent } from '#site/events.ts'
import { mayTrack } from '#site/browser/consent.ts'
import { firstThisSession } from '#site/browser/storedJson.ts'
import { api } from './client'

const isMobile = () => window.matchMedia('(max-width: 47.99rem)').matches || /Mobi|Android/i.test(navigator.userAgent)

/** Sends one page event if allowed and not yet sent this session. */
export function sendPageEvent(event: PageEvent, country: Country): void {
  if (!mayTrack() || !firstThisSession(event.name)) return
  api(API.addEvent, { body: { eventName: eventNameOf(event.name, isMobile()), country } }).catch((error: unknown) =>
    console.warn('Event not sent:', error),
  )
}
