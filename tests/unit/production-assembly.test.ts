import { describe, expect, it } from 'vitest'
import { VARIANT_IDS, PRODUCTS } from '#domain/cabinet/catalogue.ts'
import { settle, type Cabinet } from '#domain/cabinet/model.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { doorHinges, orderAssembly, stepOfPart, STEP_OF_ROLE, type LineAssembly } from '#domain/production/assembly.ts'
import { productionParts } from '#domain/production/parts.ts'
import { sheetOrder } from '../fixtures/sheetOrder.ts'

const lineOf = (design: Cabinet | ReturnType<typeof defaultHallway>, count = 1): LineAssembly =>
  orderAssembly({ number: '2026-000050', lines: [{ position: 0, title: 'T', count, design }] })[0]!

const kinds = (line: LineAssembly, group = 0) => line.groups[group]!.steps.map((step) => step.kind)

/** Every board of the first piece sits in exactly one step of its group, and no step holds a board of another group. */
function expectEveryBoardOnce(line: LineAssembly) {
  const firstPiece = line.parts.filter((part) => part.piece === 1)
  const placed = line.groups.flatMap((group) =>
    group.steps.flatMap((step) => step.parts.map((part) => ({ id: part.id, module: group.module }))),
  )
  expect(placed.map((entry) => entry.id).sort()).toEqual(firstPiece.map((part) => part.id).sort())
  for (const entry of placed) expect(firstPiece.find((part) => part.id === entry.id)?.module).toBe(entry.module)
  // Every piece's board finds its step by its key.
  for (const part of line.parts) expect(stepOfPart(line, part)).toBeDefined()
}

describe('assembly steps', () => {
  it.each([
    [
      'a two-door wall wardrobe',
      settle({ variant: 'L2D', width: 80, height: 200, mounting: 'zavesna' }),
      ['carcass', 'back', 'interior', 'fronts', 'finish'],
    ],
    ['a flap wall cabinet', settle({ variant: 'TC1DH' }), ['carcass', 'back', 'interior', 'fronts', 'finish']],
    ['a bi-fold wall cabinet', settle({ variant: 'TC2DHDouble' }), ['carcass', 'back', 'interior', 'fronts', 'finish']],
    ['a chest of drawers', settle({ variant: 'L3D', mounting: 'zavesna' }), ['carcass', 'back', 'drawers', 'finish']],
    [
      'an open shelf on legs',
      settle({ variant: 'LTO', mounting: 'snozkami' }),
      ['carcass', 'back', 'interior', 'finish'],
    ],
    ['open shelves with uprights', settle({ variant: 'LTOM2' }), ['carcass', 'back', 'interior', 'finish']],
    [
      'a standing wardrobe with a hanging rail',
      settle({ variant: 'PDV2D', mounting: 'beznoziek' }),
      ['carcass', 'back', 'interior', 'drawers', 'fronts'],
    ],
  ])('%s has the steps it needs, in order, numbered from 1', (_, design, expected) => {
    const line = lineOf(design)
    expect(line.groups).toHaveLength(1)
    expect(kinds(line)).toEqual(expected)
    expect(line.groups[0]!.steps.map((step) => step.number)).toEqual(expected.map((_, i) => i + 1))
    expectEveryBoardOnce(line)
  })

  it('puts every board of every catalogue variant in exactly one step', () => {
    for (const variant of VARIANT_IDS) expectEveryBoardOnce(lineOf(settle({ variant }), 2))
  })

  it('fits doors with their hinges and soft-close units, drawers with their runners', () => {
    const wardrobe = lineOf(settle({ variant: 'L2D', width: 80, height: 200 }))
    const fronts = wardrobe.groups[0]!.steps.find((step) => step.kind === 'fronts')!
    expect(fronts.parts.map((part) => part.role)).toEqual(['door', 'door'])
    expect(fronts.hardware.map((item) => item.kind)).toContain('hinges')
    // Each door's hinges, by its height, add up to the hinges the cut list counts.
    const hinges = fronts.hardware.find((item) => item.kind === 'hinges')!.count
    expect(fronts.parts.reduce((sum, door) => sum + doorHinges(door), 0)).toBe(hinges)
    expect(fronts.parts.map(doorHinges)).toEqual([4, 4])
    const chest = lineOf(settle({ variant: 'L3D' }))
    const drawers = chest.groups[0]!.steps.find((step) => step.kind === 'drawers')!
    const runners = drawers.hardware.find((item) => item.kind === 'drawerRunners')
    expect(runners?.count).toBe(PRODUCTS.L3D.interior.drawers)
    expect(drawers.parts.filter((part) => part.role === 'drawerFront')).toHaveLength(3)
  })

  it('hangs a wall cabinet as its last step, and stands a cabinet on its legs', () => {
    const wall = lineOf(settle({ variant: 'TC1DH', mounting: 'zavesna' }))
    expect(wall.groups[0]!.wallHung).toBe(true)
    expect(kinds(wall).at(-1)).toBe('finish')
    const onLegs = lineOf(settle({ variant: 'LTO', mounting: 'snozkami' }))
    const finish = onLegs.groups[0]!.steps.at(-1)!
    expect(finish.kind).toBe('finish')
    expect(finish.fittings.every((part) => part.role === 'leg')).toBe(true)
    expect(finish.hardware.find((item) => item.kind === 'legs')?.count).toBe(finish.fittings.length)
    expect(onLegs.groups[0]!.wallHung).toBe(false)
  })

  it('assembles a hallway module by module, upper modules hung on the wall', () => {
    const hallway = defaultHallway()
    const line = lineOf(hallway)
    expect(line.groups.map((group) => group.module)).toEqual(hallway.cabinets.map((_, i) => line.groups[i]!.module))
    expect(new Set(line.groups.map((group) => group.module)).size).toBe(hallway.cabinets.length)
    for (const group of line.groups) {
      expect(group.wallHung).toBe(group.module!.endsWith('u'))
      expect(group.boards.every((part) => part.module === group.module)).toBe(true)
      expect(group.steps[0]!.kind).toBe('carcass')
    }
    expectEveryBoardOnce(line)
  })

  it('lists every board of every piece of the order', () => {
    const order = sheetOrder('2026-000051')
    const lines = orderAssembly(order)
    expect(lines.flatMap((line) => line.parts.map((part) => part.id))).toEqual(
      productionParts(order).map((part) => part.id),
    )
    expect(lines[0]!.parts.filter((part) => part.piece === 2).length).toBeGreaterThan(0)
  })

  it('gives every cut-list role a step', () => {
    expect(Object.keys(STEP_OF_ROLE).sort()).toHaveLength(15)
  })
})
