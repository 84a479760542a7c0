import { describe, expect, it } from 'vitest'
import { COUNTRIES, CURRENCIES, LOCALE_CODES, LOCALES, localeOfCountry, marketOf } from '#domain/locale.ts'

describe('marketOf', () => {
  it('gives each locale its language, Intl locale, country and currency', () => {
    expect(marketOf('sk')).toEqual({ locale: 'sk', lang: 'sk', intl: 'sk-SK', country: 'SK', currency: 'EUR' })
    expect(marketOf('cz')).toEqual({ locale: 'cz', lang: 'cs', intl: 'cs-CZ', country: 'CZ', currency: 'CZK' })
  })
  it('agrees with LOCALES and with localeOfCountry', () => {
    for (const code of LOCALE_CODES) {
      const market = marketOf(code)
      expect(market).toMatchObject({
        lang: LOCALES[code].lang,
        intl: LOCALES[code].intl,
        country: LOCALES[code].country,
        currency: LOCALES[code].currency,
      })
      expect(localeOfCountry(market.country)).toBe(code)
    }
  })
  it('returns the same object every time (a view may read it on every render)', () => {
    expect(marketOf('cz')).toBe(marketOf('cz'))
  })
  it('covers every country and currency the payloads allow', () => {
    expect(LOCALE_CODES.map((code) => marketOf(code).country).sort()).toEqual([...COUNTRIES].sort())
    expect(LOCALE_CODES.map((code) => marketOf(code).currency).sort()).toEqual([...CURRENCIES].sort())
  })
})
