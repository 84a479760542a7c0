/**
 * The page's machine-trace recorder: on with `?debug=machines` (the server then sets a session
 * cookie, so it stays on through address rewrites and navigation; `?debug=off` ends it) or in a dev
 * build, never in production by default. Every actor the app creates passes `{ inspect }`, which
 * is undefined while tracing is off, so nothing is recorded.
 */
import { readCookie } from '../i18n/cookie'
import { createTraceRecorder, type TraceRecorder } from './trace'

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

/** The recorder, or null while tracing is off. */
export const appRecorder: TraceRecorder | null = isTracing() ? createTraceRecorder(window.location.pathname) : null

/** Pass to createActor / useActorRef options. */
export const inspect = appRecorder?.inspect
