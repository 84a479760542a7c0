import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { CabinetSearchSchema, ConsultationSearchSchema, HallwaySearchSchema } from '#routes/-lib/search.ts'
import { signInTarget } from '#routes/-lib/staffSignIn.tsx'
import { canonicalQuery, designFromSearch } from '#domain/cabinet/query.ts'
import { hallwayFromSearch, hallwayQuery } from '#domain/hallway/query.ts'
import { HALLWAY_PRESETS, hallwayOfPreset } from '#domain/hallway/presets.ts'
import { isDecorCode } from '#domain/decors.ts'
import { sameQuery } from '#domain/helpers.ts'

describe('route search schemas (src/routes/-lib/search)', () => {
  it('keep the parameters of the configurator address and drop the rest', () => {
    expect(v.parse(CabinetSearchSchema, { width: '450', typ: 'zavesna', utm_source: 'x' })).toEqual({
      width: '450',
      typ: 'zavesna',
    })
    expect(v.parse(HallwaySearchSchema, { preset: 'uzka', other: '1' })).toEqual({ preset: 'uzka' })
  })

  it('a malformed parameter falls back on its own, never an error page', () => {
    expect(v.parse(CabinetSearchSchema, { width: '9'.repeat(50), height: '700' })).toEqual({ height: '700' })
    expect(v.parse(HallwaySearchSchema, { moduly: 'x'.repeat(500), width: '300' })).toEqual({ width: '300' })
    expect(v.parse(ConsultationSearchSchema, { productId: 'p'.repeat(81), orderId: '2026-000777' })).toEqual({
      productId: '',
      orderId: '2026-000777',
    })
    expect(v.parse(ConsultationSearchSchema, {})).toEqual({ productId: '', orderId: '' })
  })
})

describe('an address and its design', () => {
  it('cabinet: a canonical address needs no rewrite; a partial one is filled in', () => {
    const { cabinet, canonical } = designFromSearch({ width: '450' }, 'L1D')
    expect(canonical).not.toBeNull()
    expect(designFromSearch(canonicalQuery(cabinet, false), 'L1D').canonical).toBeNull()
  })

  it("hallway: a preset is rewritten to the design's own parameters, which need no rewrite", () => {
    const preset = HALLWAY_PRESETS.find((p) => p.id === 'uzka')!
    const { hallway, canonical } = hallwayFromSearch({ preset: 'uzka' }, isDecorCode)
    expect(hallway).toEqual(hallwayOfPreset(preset))
    expect(canonical).toEqual(hallwayQuery(hallway))
    expect(hallwayFromSearch(canonical!, isDecorCode).canonical).toBeNull()
  })

  it('sameQuery: order aside, a missing value equals an empty one', () => {
    expect(sameQuery({ a: '1', b: '' }, { a: '1' })).toBe(true)
    expect(sameQuery({ a: '1' }, { a: '2' })).toBe(false)
  })
})

describe('where a staff sign-in goes on to (src/routes/-lib/staffSignIn)', () => {
  it('the page asked for, in the page language; else the dashboard; never another site', () => {
    expect(signInTarget('/admin/objednavky?status=received', 'sk')).toBe('/admin/objednavky?status=received')
    expect(signInTarget('/cz/admin/cennik', 'cz')).toBe('/cz/admin/cennik')
    expect(signInTarget('/admin/cennik', 'cz')).toBe('/cz/admin/cennik')
    expect(signInTarget('', 'sk')).toBe('/admin')
    expect(signInTarget('', 'cz')).toBe('/cz/admin')
    for (const foreign of ['//evil.example/admin', '/\\evil.example', 'https://evil.example/admin'])
      expect(signInTarget(foreign, 'sk')).toBe('/admin')
  })
})
