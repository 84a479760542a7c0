import { describe, expect, it } from 'vitest'
import { catalogueCounts } from '#domain/cabinet/catalogue.ts'
import { eventNameOf, isLocalHost, normaliseEmail, normalisePhone } from '#site/consent.ts'
import { mayReload, shouldPrefetch } from '#site/updates.ts'

describe('counts, events, updates', () => {
  it('counts colour combinations, types and sizes from the catalogue', () => {
    const counts = catalogueCounts(120)
    expect(counts).toMatchObject({ decors: 120, colourCombinations: 14_400, cabinetTypes: 27 })
    expect(counts.sizes).toBeGreaterThan(1_000_000)
  })
  it('names events skrinka-{event}[-mobile] and never sends from localhost', () => {
    expect(eventNameOf('page-view', false)).toBe('skrinka-page-view')
    expect(eventNameOf('cart-view', true)).toBe('skrinka-cart-view-mobile')
    expect(isLocalHost('localhost:3000')).toBe(true)
    expect(isLocalHost('skrinka.sk')).toBe(false)
    // the local machine under every name a browser shows it by (issue 39: 127.0.0.1 was counted as a visitor)
    for (const host of [
      '127.0.0.1',
      '127.0.0.1:4771',
      '127.8.0.2:80',
      '[::1]',
      '[::1]:3000',
      '[::ffff:7f00:1]:80',
      'shop.localhost:5173',
    ])
      expect(isLocalHost(host), host).toBe(true)
    for (const host of [
      '128.0.0.1',
      '10.0.0.5:3000',
      '[::2]',
      '127.0.0.1.nip.io',
      'localhost.skrinka.sk',
      '[2001:db8::1]',
    ])
      expect(isLocalHost(host), host).toBe(false)
  })
  it('normalises e-mail and phone before hashing', () => {
    expect(normaliseEmail('  Jana.Kovacova@Example.SK ')).toBe('jana.kovacova@example.sk')
    expect(normalisePhone('+421', '905123456')).toBe('421905123456')
  })
  it('reloads a failed chunk once, not again within 10 s; skips prefetch on slow-2g', () => {
    expect(mayReload(undefined, 1000)).toBe(true)
    expect(mayReload(1000, 5000)).toBe(false)
    expect(mayReload(1000, 11_001)).toBe(true)
    expect(shouldPrefetch('slow-2g')).toBe(false)
    expect(shouldPrefetch('4g')).toBe(true)
  })
})
