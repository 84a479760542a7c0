/**
 * The page's cookies for what reads them while the page starts (the consent choice, machine tracing).
 * The first `document.cookie` read is a synchronous call to the browser: while the browser was busy
 * delivering the page's chunks it held the app's first task 18–38 ms (issue 16). The Cookie Store API
 * reads them without blocking, once, before the app starts. The copy serves only the start: a write, a
 * change from elsewhere (another tab revoking consent) and the end of hydration forget it.
 */
import { readCookie } from '../cookie'

let known: string | undefined

/** Reads the cookies ahead where the browser has the Cookie Store API (elsewhere the first reader asks `document.cookie`). */
export async function readCookiesAhead(): Promise<void> {
  try {
    const store = window.cookieStore
    if (!store) return
    store.addEventListener('change', forgetCookiesRead)
    known = (await store.getAll()).map(({ name, value }) => `${name}=${value}`).join('; ')
  } catch {
    // A document the store refuses (an opaque origin): the readers ask document.cookie.
  }
}

/** The page's cookies, as `document.cookie` gives them. */
function pageCookies(): string {
  return known ?? document.cookie
}

/** One of the page's cookies, or undefined. */
export function pageCookie(name: string): string | undefined {
  return readCookie(pageCookies(), name)
}

/** Drops the copy read ahead: later reads ask `document.cookie`. */
export function forgetCookiesRead(): void {
  known = undefined
  window.cookieStore?.removeEventListener('change', forgetCookiesRead)
}

/** Sets a cookie, as a `document.cookie` assignment. */
export function writeCookie(cookie: string): void {
  document.cookie = cookie
  forgetCookiesRead()
}
