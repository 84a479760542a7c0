import { describe, expect, it } from 'vitest'
import {
  chooseLocale,
  localeOfAcceptLanguage,
  localeOfHost,
  localeOfPath,
  localizePath,
  stripLocalePrefix,
  LOCALES,
} from '#domain/locale.ts'

describe('locale prefix', () => {
  it.each([
    ['/', 'sk', '/'],
    ['/blog', 'sk', '/blog'],
    ['/cz', 'cz', '/'],
    ['/cz/', 'cz', '/'],
    ['/cz/blog', 'cz', '/blog'],
    ['/czech', 'sk', '/czech'],
    ['/detail/cz', 'sk', '/detail/cz'],
  ])('%s is %s, bare %s', (path, locale, bare) => {
    expect(localeOfPath(path)).toBe(locale)
    expect(stripLocalePrefix(path)).toBe(bare)
  })

  it.each([
    ['/', 'cz', '/cz'],
    ['/blog', 'cz', '/cz/blog'],
    ['/cz/blog', 'sk', '/blog'],
    ['/cz', 'sk', '/'],
    ['/cz/blog', 'cz', '/cz/blog'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected)
  })
})

describe('browser languages', () => {
  it.each([
    ['cs-CZ,cs;q=0.9,en;q=0.8', 'cz'],
    ['sk-SK,sk;q=0.9', 'sk'],
    ['en-US,en;q=0.9,sk;q=0.5,cs;q=0.4', 'sk'],
    ['en;q=0.9,cs;q=0.95', 'cz'],
    ['de-DE,en', undefined],
    ['sk;q=0,cs', 'cz'],
    ['', undefined],
  ])('%j → %s', (header, locale) => {
    expect(localeOfAcceptLanguage(header)).toBe(locale)
  })
})

describe('domain', () => {
  it.each([
    ['www.skrinka.cz', 'cz'],
    ['skrinka.sk:443', 'sk'],
    ['localhost:3000', undefined],
  ])('%s → %s', (host, locale) => expect(localeOfHost(host)).toBe(locale))
})

describe('order of choice (docs/product.md#markets): prefix → cookie → browser → domain → default cz', () => {
  it('a prefixed or unprefixed page path decides by itself', () => {
    expect(chooseLocale({ pathname: '/cz/blog', cookie: 'sk', acceptLanguage: 'sk' })).toEqual({
      locale: 'cz',
      source: 'url',
    })
    expect(chooseLocale({ pathname: '/blog', cookie: 'cz', acceptLanguage: 'cs' })).toEqual({
      locale: 'sk',
      source: 'url',
    })
  })
  it('on the root the cookie wins over the browser', () => {
    expect(chooseLocale({ pathname: '/', cookie: 'sk', acceptLanguage: 'cs-CZ' })).toEqual({
      locale: 'sk',
      source: 'cookie',
    })
  })
  it('a cookie with another value is ignored', () => {
    expect(chooseLocale({ pathname: '/', cookie: 'en', acceptLanguage: 'sk' })).toEqual({
      locale: 'sk',
      source: 'browser',
    })
  })
  it('then the domain, then the default', () => {
    expect(chooseLocale({ pathname: '/', acceptLanguage: 'en', host: 'skrinka.sk' })).toEqual({
      locale: 'sk',
      source: 'domain',
    })
    expect(chooseLocale({ pathname: '/', acceptLanguage: 'en', host: 'localhost' })).toEqual({
      locale: 'cz',
      source: 'default',
    })
  })
  it('maps cz to the cs language tag in one place', () => {
    expect(LOCALES.cz).toMatchObject({ lang: 'cs', intl: 'cs-CZ', currency: 'CZK', prefix: '/cz', phonePrefix: '+420' })
    expect(LOCALES.sk).toMatchObject({ lang: 'sk', intl: 'sk-SK', currency: 'EUR', prefix: '', phonePrefix: '+421' })
  })
})
