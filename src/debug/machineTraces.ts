/**
 * The page's side of machine tracing: on in a dev build, or where the server set the session cookie
 * (`?debug=machines` for signed-in staff or on the dev server: it stays on through address rewrites and
 * navigation; `?debug=off` ends it). The address alone turns nothing on: a link must not open the panel
 * for a shopper (issue 34.8). Every actor the app creates passes `{ inspect: inspector() }`,
 * which is undefined while tracing is off. While on, it only keeps XState's snapshot events with their time;
 * the trace format, recorder and panel come in a chunk of their own once the panel opens
 * (`pageRecorder.ts`), so the shop's bundle carries none of it.
 */
import type { InspectionEvent } from 'xstate'
import { pageCookie } from '#site/browser/cookies.ts'

/** Session cookie of the developer panel. */
export const DEBUG_COOKIE = 'skrinka-debug'

/** The Set-Cookie value for `?debug=machines` or `?debug=off`; undefined for anything else. */
export function debugCookieFor(debug: string | null): string | undefined {
  if (debug === 'machines') return `${DEBUG_COOKIE}=machines; Path=/; SameSite=Lax`
  if (debug === 'off') return `${DEBUG_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
  return undefined
}

let tracing: boolean | undefined

/**
 * Whether this page traces its machines (and shows the panel). Asked when the first actor starts, not
 * as the module loads: by then the cookies were read without blocking (../site/browser/cookies.ts).
 */
export function isTracing(): boolean {
  if (tracing === undefined) {
    const asked = typeof window === 'undefined' ? 'off' : new URLSearchParams(window.location.search).get('debug')
    tracing = asked !== 'off' && (import.meta.env.DEV || pageCookie(DEBUG_COOKIE) === 'machines')
  }
  return tracing
}

type Listener = (event: InspectionEvent, at: number) => void
const waiting: Array<[InspectionEvent, number]> = []
let listener: Listener | null = null

function record(event: InspectionEvent) {
  if (event.type !== '@xstate.snapshot') return
  const at = performance.now()
  if (listener) listener(event, at)
  else waiting.push([event, at])
}

/** The `inspect` option for createActor / useActorRef: undefined while tracing is off. */
export const inspector = () => (isTracing() ? record : undefined)

/** The recorder takes over: every event kept so far, then each new one. */
export function takeInspections(next: Listener) {
  for (const [event, at] of waiting.splice(0)) next(event, at)
  listener = next
}
