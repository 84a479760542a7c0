/**
 * Route-only: the staff sign-in page, mounted at /admin/prihlasenie and, for its Czech address
 * /cz/admin/prihlaseni, at /admin/prihlaseni too (the router strips only the /cz prefix, so a
 * Czech slug needs its own route file; both render this).
 */
import { lazyRouteComponent } from '@tanstack/react-router'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { loadStaffTexts } from '#i18n/i18n.ts'
import { localeOfLanguage, localizePath, stripLocalePrefix, type Language, type LocaleCode } from '#domain/locale.ts'
import { pageHead, type HeadInput } from './head'
import { StaffSignInSearchSchema } from './search'

/** The sign-in page's title (its head here, its heading in StaffSignInPage.tsx). */
export const title = msg`Staff sign-in`

/** The sign-in page's path in a language (without the /cz prefix, which the router adds). */
export const staffSignInPath = (locale: LocaleCode) => (locale === 'cz' ? '/admin/prihlaseni' : '/admin/prihlasenie')

/** Where staff land after signing in when no page sent them: the dashboard. */
const DEFAULT_TARGET = '/admin'

/**
 * Where a sign-in goes on to: the page that sent the staff member here (`redirect`, a path of this site, never
 * //host), else the dashboard; in the page's language.
 */
export function signInTarget(redirect: string, locale: LocaleCode): string {
  const safe = redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\')
  const url = new URL(safe ? redirect : DEFAULT_TARGET, 'http://x')
  return localizePath(stripLocalePrefix(url.pathname), locale) + url.search
}

/**
 * The same page in the language a staff member chose for the back office, when it is not the address's; undefined
 * when they chose none (the address's language, as before) or the address is already in theirs.
 */
export function inPersonsLanguage(
  href: string,
  locale: LocaleCode,
  language: Language | null | undefined,
): string | undefined {
  if (!language || localeOfLanguage(language) === locale) return undefined
  const url = new URL(href, 'http://x')
  return localizePath(stripLocalePrefix(url.pathname), localeOfLanguage(language)) + url.search + url.hash
}

/** The options both sign-in routes share (a fresh object each: a route keeps and changes its options). */
export const staffSignInRoute = () => ({
  validateSearch: StaffSignInSearchSchema,
  staticData: { staffTexts: true as const, staffFrame: true as const },
  beforeLoad: ({ context }: { context: { i18n: I18n } }) => loadStaffTexts(context.i18n),
  head: (input: HeadInput) => {
    const head = pageHead(input, title, msg`Sign-in for the shop's staff.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  // The form is a chunk of its own, as a route file's component is: no shopper's page loads the staff's sign-in.
  component: lazyRouteComponent(() => import('./StaffSignInPage')),
})
