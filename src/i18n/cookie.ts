import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type LocaleCode } from '#domain/locale.ts'

/**
 * The redirect cookie that remembers an explicit language choice (docs/product.md#markets: 365 days, path /,
 * SameSite=Lax).
 */
export function localeCookie(locale: LocaleCode): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`
}
