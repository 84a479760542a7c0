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
