/**
 * The page's cookies for what reads them while the page starts (the consent choice, machine tracing).
 * The first `document.cookie` read is a synchronous call to the browser: while the browser was busy
 * delivering the page's chunks it held the app's first task 18–38 ms (issue 16). The Cookie Store API
 * reads them without blocking, once, before the app starts; a write forgets that copy.
 */
let known: string | undefined

/** Reads the cookies ahead where the browser has the Cookie Store API (elsewhere the first reader asks `document.cookie`). */
export async function readCookiesAhead(): Promise<void> {
  try {
    const all = await window.cookieStore?.getAll()
    if (all) known = all.map(({ name, value }) => `${name}=${value}`).join('; ')
  } catch {
    // A document the store refuses (an opaque origin): the readers ask document.cookie.
  }
}

/** The page's cookies, as `document.cookie` gives them. */
export function pageCookies(): string {
  return known ?? document.cookie
}

/** Sets a cookie, as a `document.cookie` assignment. */
export function writeCookie(cookie: string): void {
  document.cookie = cookie
  known = undefined
}
