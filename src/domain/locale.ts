/**
 * The shop's two markets. This file is the one place where the URL/payload code (`sk`, `cz`)
 * meets the Lingui/Intl language tag (`sk`, `cs`).
 */
export type LocaleCode = 'sk' | 'cz'
/** Country codes (docs/product.md#markets; the payloads say SK and CZ). */
export const COUNTRIES = ['SK', 'CZ'] as const
export type Country = (typeof COUNTRIES)[number]
/** The markets' currencies (ISO 4217): each country is priced in its own. */
export const CURRENCIES = ['EUR', 'CZK'] as const
export type Currency = (typeof CURRENCIES)[number]
/** Customer phone prefixes, one per market (docs/product.md#markets). */
export const PHONE_PREFIXES = ['+421', '+420'] as const
export type PhonePrefix = (typeof PHONE_PREFIXES)[number]

/** One market: URL prefix, language for Lingui/Intl, currency, country and phone prefix (docs/product.md#markets). */
export interface Locale {
  code: LocaleCode
  /** Language tag for Lingui catalogs and `<html lang>`. */
  lang: 'sk' | 'cs'
  /** Intl locale for numbers, money and dates. */
  intl: 'sk-SK' | 'cs-CZ'
  currency: Currency
  country: Country
  domain: string
  name: string
  /** Path prefix: '' for Slovak, '/cz' for Czech. */
  prefix: '' | '/cz'
  phonePrefix: PhonePrefix
}

export const LOCALES: Record<LocaleCode, Locale> = {
  sk: {
    code: 'sk',
    lang: 'sk',
    intl: 'sk-SK',
    currency: 'EUR',
    country: 'SK',
    domain: 'skrinka.sk',
    name: 'Slovensky',
    prefix: '',
    phonePrefix: '+421',
  },
  cz: {
    code: 'cz',
    lang: 'cs',
    intl: 'cs-CZ',
    currency: 'CZK',
    country: 'CZ',
    domain: 'skrinka.cz',
    name: 'Česky',
    prefix: '/cz',
    phonePrefix: '+420',
  },
}

export const LOCALE_CODES = Object.keys(LOCALES) as LocaleCode[]

/** What code outside this file needs of a market: its code, language, Intl locale, country and currency. */
export interface Market {
  locale: LocaleCode
  lang: Locale['lang']
  intl: Locale['intl']
  country: Country
  currency: Currency
}

// One object per market, so a view that reads it every render gets the same object each time.
const MARKETS = Object.fromEntries(
  LOCALE_CODES.map((code) => {
    const { lang, intl, country, currency } = LOCALES[code]
    return [code, { locale: code, lang, intl, country, currency }]
  }),
) as Record<LocaleCode, Market>

/** The market of a locale (sk → sk, sk-SK, SK, EUR; cz → cs, cs-CZ, CZ, CZK). */
export function marketOf(locale: LocaleCode): Market {
  return MARKETS[locale]
}
/**
 * The languages a person or a sheet may be set to (ISO 639-1, as Lingui names its catalogs): a staff member's screens,
 * the workshop's sheets. Each is the language of one market.
 */
export const LANGUAGES = ['sk', 'cs'] as const
export type Language = (typeof LANGUAGES)[number]
/** Each language by its own name (a language menu: whoever reads it finds theirs). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { sk: 'Slovenčina', cs: 'Čeština' }

/** The market whose language this is (sk → sk, cs → cz): its URL prefix, catalog and number formats. */
export function localeOfLanguage(language: Language): LocaleCode {
  return language === 'cs' ? 'cz' : 'sk'
}

/** docs/product.md#markets: "default cz". */
export const DEFAULT_LOCALE: LocaleCode = 'cz'
/** The redirect cookie of docs/product.md#markets (365 days, path /, SameSite=Lax). */
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

export function isLocaleCode(value: unknown): value is LocaleCode {
  return value === 'sk' || value === 'cz'
}

/** The market of a country code (SK → sk, CZ → cz). */
export function localeOfCountry(country: Country): LocaleCode {
  return country === 'CZ' ? 'cz' : 'sk'
}

/**
 * "Translation per country" (docs/product.md#markets): a text per locale keyed by the payloads' country codes ({ SK, CZ
 * }).
 */
export function perCountry(text: Readonly<Record<LocaleCode, string>>): Record<Country, string> {
  return Object.fromEntries(COUNTRIES.map((country) => [country, text[localeOfCountry(country)]])) as Record<
    Country,
    string
  >
}

/** The locale a path names by its prefix: `/cz` and `/cz/...` are Czech, everything else Slovak. */
export function localeOfPath(pathname: string): LocaleCode {
  return pathname === '/cz' || pathname.startsWith('/cz/') ? 'cz' : 'sk'
}

/** The path without its locale prefix ('/cz/blog' → '/blog', '/cz' → '/'). */
export function stripLocalePrefix(pathname: string): string {
  if (localeOfPath(pathname) === 'sk') return pathname
  const rest = pathname.slice(3)
  return rest === '' ? '/' : rest
}

/** The same page in another locale ('/blog', cz → '/cz/blog'; '/', cz → '/cz'). */
export function localizePath(pathname: string, locale: LocaleCode): string {
  const bare = stripLocalePrefix(pathname)
  const prefix = LOCALES[locale].prefix
  if (!prefix) return bare
  return bare === '/' ? prefix : prefix + bare
}

/** Locale named by a language tag such as `cs-CZ` or `sk`; Czech is also accepted as `cz`. */
export function localeOfLanguageTag(tag: string): LocaleCode | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
  if (primary === 'sk') return 'sk'
  if (primary === 'cs' || primary === 'cz') return 'cz'
  return undefined
}

/** The first of the browser's languages (by q weight, then order) that the shop speaks. */
export function localeOfAcceptLanguage(header: string | null | undefined): LocaleCode | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q ? Number(q.slice(2)) : 1
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  for (const entry of ranked) {
    const locale = localeOfLanguageTag(entry.tag)
    if (locale) return locale
  }
  return undefined
}

/** The locale a host name implies (`.cz` → cz, `.sk` → sk). */
export function localeOfHost(host: string | null | undefined): LocaleCode | undefined {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '')
  if (name.endsWith('.cz')) return 'cz'
  if (name.endsWith('.sk')) return 'sk'
  return undefined
}

export interface LocaleRequest {
  pathname: string
  cookie?: string | undefined
  acceptLanguage?: string | null | undefined
  host?: string | null | undefined
}

export interface LocaleChoice {
  locale: LocaleCode
  /** Where the chosen locale came from, for logs and tests. */
  source: 'url' | 'cookie' | 'browser' | 'domain' | 'default'
}

/**
 * Order of choice (docs/product.md#markets): URL prefix → redirect cookie → browser languages → domain → default cz.
 * Only the bare root `/` is ambiguous: every other path without a prefix is the Slovak page itself.
 */
export function chooseLocale(request: LocaleRequest): LocaleChoice {
  if (request.pathname !== '/') return { locale: localeOfPath(request.pathname), source: 'url' }
  if (isLocaleCode(request.cookie)) return { locale: request.cookie, source: 'cookie' }
  const browser = localeOfAcceptLanguage(request.acceptLanguage)
  if (browser) return { locale: browser, source: 'browser' }
  const domain = localeOfHost(request.host)
  if (domain) return { locale: domain, source: 'domain' }
  return { locale: DEFAULT_LOCALE, source: 'default' }
}
