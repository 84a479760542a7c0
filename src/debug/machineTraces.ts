/**
 * The page's side of machine tracing: on with `?debug=machines` (the server then sets a session
 * cookie, so it stays on through address rewrites and navigation; `?debug=off` ends it) or in a dev
 * build, never in production by default. Every actor the app creates passes `{ inspect }`, which is
 * undefined while tracing is off. While on, it only keeps XState's snapshot events with their time;
 * the trace format, recorder and panel come in a chunk of their own once the panel opens
 * (`pageRecorder.ts`), so the shop's bundle carries none of it.
 */
import type { InspectionEvent } from 'xstate'
import { readCookie } from '../i18n/cookie'

/** Session cookie of the developer panel. */
export const DEBUG_COOKIE = 'skrinka-debug'

/** The Set-Cookie value for `?debug=machines` or `?debug=off`; undefined for anything else. */
export function debugCookieFor(debug: string | null): string | undefined {
  if (debug === 'machines') return `${DEBUG_COOKIE}=machines; Path=/; SameSite=Lax`
  if (debug === 'off') return `${DEBUG_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
  return undefined
}

function isTracing(): boolean {
  if (typeof window === 'undefined') return false
  const asked = new URLSearchParams(window.location.search).get('debug')
  if (asked === 'off') return false
  return asked === 'machines' || import.meta.env.DEV || readCookie(document.cookie, DEBUG_COOKIE) === 'machines'
}

/** Whether this page traces its machines (and shows the panel). */
export const tracing = isTracing()

type Listener = (event: InspectionEvent, at: number) => void
const waiting: Array<[InspectionEvent, number]> = []
let listener: Listener | null = null

/** Pass to createActor / useActorRef options. */
export const inspect = tracing
  ? (event: InspectionEvent) => {
      if (event.type !== '@xstate.snapshot') return
      const at = performance.now()
      if (listener) listener(event, at)
      else waiting.push([event, at])
    }
  : undefined

/** The recorder takes over: every event kept so far, then each new one. */
export function takeInspections(next: Listener) {
  for (const [event, at] of waiting.splice(0)) next(event, at)
  listener = next
}
