import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  addModule,
  balance,
  canSelectSeating,
  change,
  defaultModule,
  doorsFor,
  HALLWAY,
  layout,
  lowerHeightFor,
  removeModule,
  upperHeightFor,
  upperShelves,
  usableWidth,
  type Hallway,
  type LowerVariant,
  type Podorys,
} from '#domain/hallway/layout.ts'
import { defaultHallway, HALLWAY_PRESETS, hallwayOfPreset } from '#domain/hallway/presets.ts'
import { hallwayCutList, priceHallway } from '#domain/hallway/cutList.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'

const lower = (h: Hallway) => h.cabinets.filter((m) => m.z === 0)
const upper = (h: Hallway) => h.cabinets.filter((m) => m.z === 2)
const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6)
const hallway = (variants: LowerVariant[], size: Partial<Hallway> = {}): Hallway =>
  layout({
    podorys: 'A',
    realWidth: 400,
    realHeight: 250,
    depth: 45,
    corpusColor: 'W1000ST9',
    doorColor: 'U727ST9',
    backColor: 'W1000ST9',
    cabinets: variants.map((v) => defaultModule(v)),
    ...size,
  })

describe('hallway numbers (docs/product.md#hallway)', () => {
  it('defaults 400 × 250 × 45; dimensions in cm divided by 100', () => {
    expect(HALLWAY.defaults).toEqual({ width: 400, height: 250, depth: 45 })
    const h = defaultHallway()
    expect([h.realWidth, h.realHeight, h.depth, h.podorys]).toEqual([400, 250, 45, 'A'])
    for (const m of h.cabinets) close(m.depth, 0.45)
  })
  it.each([
    [400, 'A', 3.954],
    [400, 'B', 3.964],
    [400, 'C', 3.964],
    [400, 'D', 3.964],
    [250, 'A', 2.454],
  ] as const)('usable width of %i cm on plan %s is %f m (0.036, and 0.01 on plan A only)', (width, plan, usable) => {
    close(usableWidth(width, plan), usable)
  })
  it.each([
    [250, 2, 0.482, true],
    [231, 2, 0.292, true],
    [230, 2.282, 0, false],
    [220, 2.182, 0, false],
  ])('total %i cm: lower %f m, upper %f m (total − 2 − 0.018), two tiers %s', (total, lowerH, upperH, twoTier) => {
    close(lowerHeightFor(total), lowerH)
    close(upperHeightFor(total), upperH)
    expect(upper(hallway(['2', '2', '2', '2', '2'], { realHeight: total })).length > 0).toBe(twoTier)
  })
  // Decision 0053: the texts say what the code builds. Every module (both rows) is as deep as the wall, a new one
  // starts at the default wall's depth, and the legs the cut list cuts are the 1.8 cm the configurator states.
  it.each([30, 45, 60])('a wall %i cm deep has every module that deep; legs 18 mm in the cut list', (depth) => {
    const h = hallway(['1', '2', '5', '4'], { depth, realHeight: 260 })
    expect(upper(h).length).toBeGreaterThan(0)
    for (const m of h.cabinets) close(m.depth, depth / 100)
    close(defaultModule('2').depth, HALLWAY.defaults.depth / 100)
    const legs = hallwayCutList(h).parts.filter((part) => part.role === 'leg')
    expect(legs.length).toBe(4 * lower(h).length)
    for (const leg of legs) expect(leg.length).toBe(HALLWAY.legHeight * 1000)
    expect(HALLWAY.legHeight * 100).toBeCloseTo(1.8, 9)
  })
  it('upper cabinet of the default 2.5 m hallway is 0.482 high; leg height 1.8 cm', () => {
    close(HALLWAY.upperHeight, 2.5 - 2 - 0.018)
    expect(HALLWAY.legHeight).toBe(0.018)
    for (const m of upper(defaultHallway())) close(m.height, 0.482)
  })
  it.each([
    [0.3, []],
    [0.4, []],
    [0.41, [0.205]],
    [0.6, [0.3]],
    [0.61, [0.61 / 3, (2 * 0.61) / 3]],
  ])('upper cabinet %f m high has shelves at %j (half above 0.4, thirds above 0.6)', (height, shelves) => {
    const got = upperShelves(height)
    expect(got).toHaveLength(shelves.length)
    got.forEach((g, i) => close(g, shelves[i]!))
  })
  it('seating is 0.6 wide and 0.4 high; the others share the rest equally', () => {
    const h = hallway(['4', '5', '2', '1'])
    const [a, seat, b, c] = lower(h)
    close(seat!.width, 0.6)
    close(seat!.height, 0.4)
    close(a!.width, (3.954 - 0.6) / 3)
    close(b!.width, a!.width)
    close(c!.width, a!.width)
  })
  it('x is the sum of the widths before; the row fills the usable width', () => {
    const h = hallway(['4', '5', '2', '1'])
    let x = 0
    for (const m of lower(h)) {
      close(m.x, x)
      x += m.width
    }
    close(x, 3.954)
    // The upper row stands above the lower one, module for module.
    upper(h).forEach((m, i) => {
      close(m.x, lower(h)[i]!.x)
      expect(m.z).toBe(2)
    })
  })
  it('above 2.2 m non-seating modules get the shelf position 2; seating never', () => {
    const tall = hallway(['2', '5', '4'], { realHeight: 225 })
    expect(lower(tall).map((m) => m.policky.includes(2))).toEqual([true, false, true])
    const low = hallway(['2', '5', '4'], { realHeight: 220 })
    expect(lower(low).some((m) => m.policky.includes(2))).toBe(false)
  })
  it.each([
    [0.59, '1L', '1L'],
    [0.59, '1R', '1R'],
    [0.59, '2', '1L'],
    [0.6, '1L', '2'],
    [0.6, '1R', '2'],
    [0.9, '2', '2'],
  ] as const)('door rule: width %f with %s → %s', (width, doors, expected) => {
    expect(doorsFor(width, doors)).toBe(expected)
  })
  it('balancing: average below 0.3 removes a module, above 0.9 adds one (docs/product.md#hallway)', () => {
    // 3.954 / 3 = 1.318 > 0.9 → add until ≤ 0.9: 5 modules of 0.79.
    expect(lower(balance(hallway(['2', '2', '2']))).length).toBe(5)
    // 14 modules on 3.954 m: 0.282 < 0.3 → 13 of 0.304.
    expect(lower(balance(hallway(Array(14).fill('2') as LowerVariant[]))).length).toBe(13)
  })
  it('add appends a default module; remove drops every module at the largest x', () => {
    const h = balance(hallway(['4', '2', '2', '2', '2']))
    const added = addModule(h)
    expect(lower(added).length).toBe(6)
    expect(lower(added).at(-1)!.moduleVariant).toBe('2')
    const removed = removeModule(added)
    expect(lower(removed).length).toBe(5)
    expect(upper(removed).length).toBe(5)
  })
  it('seating cannot be chosen where the others would fall out of 0.3–0.9 m; the change is refused', () => {
    const narrow = balance(hallway(['2', '2'], { realWidth: 130 }))
    // 1.254 m: with a seat the one other module would be 0.654 — allowed; with two seats none is left.
    expect(canSelectSeating(narrow, 0)).toBe(true)
    const withSeat = change(narrow, { kind: 'variant', index: 0, variant: '5' })
    expect(withSeat.ok).toBe(true)
    if (!withSeat.ok) return
    expect(canSelectSeating(withSeat.hallway, 1)).toBe(false)
    expect(change(withSeat.hallway, { kind: 'variant', index: 1, variant: '5' })).toEqual({
      ok: false,
      reason: 'seating',
    })
  })
  it('has six presets, each balanced', () => {
    expect(HALLWAY_PRESETS).toHaveLength(6)
    for (const preset of HALLWAY_PRESETS) {
      const h = hallwayOfPreset(preset)
      const others = lower(h).filter((m) => m.moduleVariant !== '5')
      expect(others[0]!.width).toBeGreaterThanOrEqual(0.3)
      expect(others[0]!.width).toBeLessThanOrEqual(0.9)
    }
  })
})

describe('hallway properties', () => {
  const arb = fc.record({
    realWidth: fc.integer({ min: 60, max: 800 }),
    realHeight: fc.integer({ min: 180, max: 300 }),
    podorys: fc.constantFrom<Podorys>('A', 'B', 'C', 'D'),
    variants: fc.array(fc.constantFrom<LowerVariant>('1', '2', '3', '4', '5', '6'), { minLength: 1, maxLength: 12 }),
    doors: fc.constantFrom('1L', '1R', '2'),
  })
  it('x positions are cumulative widths, the total width is kept, the door rule holds after balancing', () => {
    fc.assert(
      fc.property(arb, ({ realWidth, realHeight, podorys, variants, doors }) => {
        const h = balance(hallway(variants, { realWidth, realHeight, podorys }))
        let x = 0
        for (const m of lower(h)) {
          expect(m.x).toBeCloseTo(x, 6)
          x += m.width
        }
        expect(x).toBeCloseTo(usableWidth(realWidth, podorys), 6)
        for (const m of h.cabinets) expect(m.dvere).toBe(m.width >= 0.6 ? '2' : m.dvere === '2' ? '1L' : m.dvere)
        for (const m of h.cabinets) expect(m.dvere === '2').toBe(m.width >= 0.6)
        void doors
      }),
    )
  })
  it('the price is the sum of its modules and grows with the width', () => {
    const small = defaultHallway()
    const big = balance({ ...small, realWidth: 500 })
    expect(priceHallway(big, PRICE_LISTS.SK).net).toBeGreaterThan(priceHallway(small, PRICE_LISTS.SK).net)
    const list = hallwayCutList(small)
    expect(list.parts.filter((p) => p.role === 'door').length).toBe(
      small.cabinets.filter((m) => m.moduleVariant !== '5').reduce((n, m) => n + (m.dvere === '2' ? 2 : 1), 0),
    )
  })
})
