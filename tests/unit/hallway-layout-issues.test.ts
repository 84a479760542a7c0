import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  MAX_LOWER_MODULES,
  addModule,
  change,
  hallwayLayoutIssues,
  removeModule,
  type Doors,
  type Hallway,
  type HallwayModule,
  type LowerVariant,
  type Podorys,
} from '#domain/hallway/layout.ts'
import { HALLWAY_PRESETS, defaultHallway, hallwayOfPreset } from '#domain/hallway/presets.ts'
import { hallwayOfPhotoRequest, hallwayOfPriceRequest, priceRequestOfHallway } from '#domain/hallway/requests.ts'
import { hallwayFromQuery, hallwayQuery } from '#domain/hallway/query.ts'
import { isDecorCode } from '#domain/decors.ts'

/** Every way the configurator's hallway reaches the server: whole, as a price body, as a drawing body. */
const asSent = (hallway: Hallway) => ({
  whole: hallway,
  price: hallwayOfPriceRequest(priceRequestOfHallway(hallway, 'SK')),
  photo: hallwayOfPhotoRequest(hallway),
  query: hallwayFromQuery(hallwayQuery(hallway), isDecorCode),
})
const expectMakeable = (hallway: Hallway) => {
  for (const [kind, sent] of Object.entries(asSent(hallway)))
    expect([kind, hallwayLayoutIssues(sent)]).toEqual([kind, []])
}

describe('hallwayLayoutIssues', () => {
  it.each(HALLWAY_PRESETS.map((p) => [p.id, p] as const))(
    'takes the preset %s as every entry sends it',
    (_, preset) => {
      expectMakeable(hallwayOfPreset(preset))
    },
  )

  it('takes every hallway a random configurator session makes (add, remove, variants, doors, sizes, plans)', () => {
    const step = fc.oneof(
      fc.constant({ kind: 'add' as const }),
      fc.constant({ kind: 'remove' as const }),
      fc.record({
        kind: fc.constant('variant' as const),
        index: fc.nat(30),
        variant: fc.constantFrom<LowerVariant>('1', '2', '3', '4', '5', '6'),
      }),
      fc.record({
        kind: fc.constant('doors' as const),
        index: fc.nat(30),
        z: fc.constantFrom<0 | 2>(0, 2),
        doors: fc.constantFrom<Doors>('1L', '1R', '2'),
      }),
      fc.record({
        kind: fc.constant('size' as const),
        realWidth: fc.integer({ min: 0, max: 900 }),
        realHeight: fc.integer({ min: 150, max: 320 }),
        depth: fc.integer({ min: 20, max: 70 }),
      }),
      fc.record({ kind: fc.constant('podorys' as const), podorys: fc.constantFrom<Podorys>('A', 'B', 'C', 'D') }),
    )
    fc.assert(
      fc.property(fc.nat(HALLWAY_PRESETS.length - 1), fc.array(step, { maxLength: 40 }), (preset, steps) => {
        let hallway = hallwayOfPreset(HALLWAY_PRESETS[preset]!)
        for (const s of steps) {
          if (s.kind === 'add') hallway = addModule(hallway)
          else if (s.kind === 'remove') hallway = removeModule(hallway)
          else {
            const changed = change(hallway, s)
            if (changed.ok) hallway = changed.hallway
          }
        }
        expectMakeable(hallway)
      }),
      { numRuns: 150 },
    )
  })

  it("keeps an upper module's door side where its place is not a round number (fast-check's counterexample)", () => {
    let hallway = hallwayOfPreset(HALLWAY_PRESETS[0]!)
    const sized = change(hallway, { kind: 'size', realWidth: 225, realHeight: 231, depth: 20 })
    if (sized.ok) hallway = sized.hallway
    hallway = addModule(hallway)
    const doors = change(hallway, { kind: 'doors', index: 1, z: 2, doors: '1R' })
    if (doors.ok) hallway = doors.hallway
    expect(hallway.cabinets.filter((m) => m.z === 2)[1]!.dvere).toBe('1R')
    expectMakeable(hallway)
  })

  it('takes the most modules the widest wall holds, and no more', () => {
    const hallway = change(defaultHallway(), { kind: 'size', realWidth: 800, realHeight: 300 })
    if (!hallway.ok) throw new Error('size')
    let wall = hallway.hallway
    for (let i = 0; i < 40; i++) wall = addModule(wall)
    // The preset's seat takes two modules' room.
    expect(wall.cabinets.filter((m) => m.z === 0)).toHaveLength(MAX_LOWER_MODULES - 1)
    expect(hallwayLayoutIssues(wall)).toEqual([])
  })

  const base = defaultHallway()
  const lower = base.cabinets.filter((m) => m.z === 0)
  const mod = (i: number, changes: Partial<HallwayModule>) => ({
    ...base,
    cabinets: base.cabinets.map((m, j) => (j === i ? { ...m, ...changes } : m)),
  })
  // The issue's order: 40 modules of 1.5 m, overlapping, far outside a 4 m wall.
  const forty: Hallway = {
    ...base,
    cabinets: Array.from({ length: 40 }, (_, i) => ({ ...lower[0]!, width: 1.5, x: (i % 7) * 1.5 })),
  }
  it.each<[string, Hallway, string, RegExp]>([
    ['40 overlapping modules outside the wall', forty, 'cabinets', /1 to 26 lower modules, not 40/],
    ['a module moved over its neighbour', mod(1, { x: lower[0]!.x + 0.1 }), 'cabinets.1.x', /without gap or overlap/],
    [
      'a module wider than its share',
      mod(0, { width: lower[0]!.width + 0.2 }),
      'cabinets.0.width',
      /share a wall of 400 cm/,
    ],
    ['a module taller than the wall', mod(1, { height: 2.9 }), 'cabinets.1.height', /at a height of 250 cm/],
    ['a deeper module', mod(1, { depth: 0.6 }), 'cabinets.1.depth', /0\.45 m/],
    ['shelves the variant has not', mod(1, { policky: [0.1, 0.2] }), 'cabinets.1.policky', /must be/],
    ['a rail the variant has not', mod(1, { vesanie: [0.5] }), 'cabinets.1.vesanie', /must be/],
    ['one door on a wide module', mod(0, { dvere: '1L' }), 'cabinets.0.dvere', /must be 2/],
    ['the upper cabinet in the lower row', mod(0, { moduleVariant: 'hornaSkrinka' }), 'cabinets', /variants/],
    ['seating only', { ...base, cabinets: [{ ...lower[2]!, x: 0 }] }, 'cabinets', /not seating/],
    ['a wall of half a centimetre', { ...base, realWidth: 400.5 }, 'realWidth', /whole centimetres/],
    ['a wall wider than offered', { ...base, realWidth: 900 }, 'realWidth', /from 60 to 800/],
    ['modules crammed into a narrow wall', { ...base, realWidth: 100 }, 'cabinets', /must be 0\.3 to 0\.9 m/],
    ['no upper row on a tall wall', { ...base, cabinets: lower }, 'cabinets', /then 5 upper ones/],
    ['an upper row on a low wall', { ...base, realHeight: 220 }, 'cabinets', /then no upper row/],
    [
      'the upper row first',
      { ...base, cabinets: [...base.cabinets].reverse() },
      'cabinets',
      /lower modules left to right/,
    ],
  ])('refuses %s', (_, hallway, path, message) => {
    const issues = hallwayLayoutIssues(hallway)
    expect(issues[0]).toMatchObject({ path })
    expect(issues[0]!.message).toMatch(message)
    expect(issues.length).toBeLessThanOrEqual(5)
  })

  it('names no more than five faults however many modules are wrong', () => {
    const shifted = { ...base, cabinets: base.cabinets.map((m) => ({ ...m, x: m.x + 0.01 })) }
    expect(hallwayLayoutIssues(shifted)).toHaveLength(5)
  })

  it('reads an address naming thousands of modules as a wall of at most MAX_LOWER_MODULES', () => {
    const moduly = Array.from({ length: 2400 }, () => '1:1L').join(',')
    const hallway = hallwayFromQuery({ width: '800', moduly }, isDecorCode)
    expect(hallway.cabinets.filter((m) => m.z === 0).length).toBeLessThanOrEqual(MAX_LOWER_MODULES)
    expect(hallwayLayoutIssues(hallway)).toEqual([])
  })
})
