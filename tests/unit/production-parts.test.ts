import { describe, expect, it } from 'vitest'
import { cutList, hingesFor } from '#domain/cabinet/cutList.ts'
import { settle, type Cabinet } from '#domain/cabinet/model.ts'
import { hallwayCutList } from '#domain/hallway/cutList.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import {
  EDGE_BAND_MM,
  parsePartId,
  partAddress,
  partIdOfScan,
  productionParts,
  type PartHole,
  type ProductionOrder,
  type ProductionPart,
} from '#domain/production/parts.ts'

const cabinet = settle({ variant: 'L1D', width: 60, height: 80, depth: 40, openingSide: 'right', shelfThickness: 36 })
const order: ProductionOrder = {
  number: '2026-000042',
  lines: [{ position: 0, title: 'L1D', count: 2, design: cabinet }],
}

describe('production parts', () => {
  const parts = productionParts(order)

  it('gives every board of every piece an ID of its own that parses back', () => {
    expect(new Set(parts.map((part) => part.id)).size).toBe(parts.length)
    for (const part of parts)
      expect(parsePartId(part.id)).toEqual({ order: part.order, line: part.line, piece: part.piece, key: part.key })
    expect(parts.filter((part) => part.piece === 1).length).toBe(parts.filter((part) => part.piece === 2).length)
  })

  it('splits a doubled shelf into two 18 mm boards and cuts each the band less than it is finished', () => {
    const shelves = parts.filter((part) => part.role === 'shelf' && part.piece === 1)
    expect(shelves.length).toBeGreaterThanOrEqual(2)
    expect(shelves.every((part) => part.thickness === 18)).toBe(true)
    for (const part of parts) {
      const band = part.edges
      expect(part.cut.length).toBe(part.finished.length - band.width1 - band.width2)
      expect(part.cut.width).toBe(part.finished.width - band.length1 - band.length2)
    }
  })

  it('carries the door hinge side the shopper chose', () => {
    const door = parts.find((part) => part.role === 'door')
    expect(door?.hinge).toBe('right')
  })

  it('reads an ID from a label address or typed, and nothing else', () => {
    const id = parts[0]!.id
    expect(partIdOfScan(partAddress('https://skrinka.sk/', id))).toBe(id)
    expect(partIdOfScan(` ${id} `)).toBe(id)
    expect(partIdOfScan('https://example.com/?part=nope')).toBeUndefined()
    expect(partIdOfScan('hello')).toBeUndefined()
  })

  it('names the module of a hallway part', () => {
    const hallway = defaultHallway()
    const wall = productionParts({
      number: '2026-000043',
      lines: [{ position: 0, title: 'Chodba', count: 1, design: hallway }],
    })
    expect(wall.length).toBeGreaterThan(0)
    expect(wall.every((part) => /^m\d+u?$/.test(part.module ?? ''))).toBe(true)
  })
})

const WOOD = 'H1303ST12'
const PLAIN = 'U727ST9'
const partsOf = (design: Cabinet | Hallway, count = 1) =>
  productionParts({ number: '2026-000044', lines: [{ position: 0, title: 'x', count, design }] })
const holesOf = (part: ProductionPart | undefined, kind: PartHole['kind']) =>
  (part?.holes ?? []).filter((hole) => hole.kind === kind)

describe('hinges', () => {
  it.each([
    // variant, height (cm), opening side → the doors' hinge sides and cups per door
    ['L1D', 80, 'left', ['left'], 2],
    ['L1D', 80, 'right', ['right'], 2],
    ['L1D', 120, 'right', ['right'], 3],
    ['L2D', 200, null, ['left', 'right'], 4],
    ['L2D', 250, null, ['left', 'right'], 5],
  ] as const)('%s %i cm opening %s: hinged %j with %i cups each', (variant, height, side, sides, cups) => {
    const cabinet = settle({ variant, width: 80, height, depth: 50, openingSide: side, mounting: 'beznoziek' })
    const doors = partsOf(cabinet).filter((part) => part.role === 'door')
    expect(doors.map((door) => door.hinge)).toEqual(sides)
    for (const door of doors) {
      const found = holesOf(door, 'hingeCup')
      expect(found).toHaveLength(cups)
      expect(found.length).toBe(hingesFor(door.source.size.y))
      // 35 mm cups 22.5 mm from the hinge edge, drilled into the door's back, the end ones 100 mm from the ends.
      for (const hole of found) {
        expect(hole).toMatchObject({ diameter: 35, face: 'back' })
        // The door's length is its height (x), its width across (y from the left edge).
        expect(hole.y).toBe(door.hinge === 'left' ? 22.5 : door.finished.width - 22.5)
      }
      const xs = found.map((hole) => hole.x)
      expect(xs[0]).toBe(100)
      expect(xs.at(-1)).toBeCloseTo(door.finished.length - 100, 1)
      // Evenly between.
      const gaps = xs.slice(1).map((x, i) => x - xs[i]!)
      for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0]!, 0)
      // Each cup's mounting plate on the carcass side of the hinges, 37 mm from its front edge.
      const side = partsOf(cabinet).find((part) => part.key === `side-${door.hinge}` && part.piece === 1)!
      const plates = holesOf(side, 'hingePlate')
      expect(plates.length).toBeGreaterThanOrEqual(2 * cups)
      expect(plates.every((hole) => hole.y === side.finished.width - 37)).toBe(true)
    }
    // Every hinge the pick list counts has its cup.
    const hardware = cutList(cabinet).hardware
    expect(doors.flatMap((door) => holesOf(door, 'hingeCup'))).toHaveLength(hardware.hinges)
  })

  it('keeps the cups of a short door apart', () => {
    const low = settle({ variant: 'L1D', width: 45, height: 20, depth: 30 })
    const door = partsOf(low).find((part) => part.role === 'door')!
    // The door is wider than high: its length runs across the cabinet, the cups lie across it (y).
    expect(door.source.size.x).toBeGreaterThan(door.source.size.y)
    const [first, second] = holesOf(door, 'hingeCup')
    expect(Math.hypot(second!.x - first!.x, second!.y - first!.y)).toBeGreaterThan(35)
    expect(Math.min(first!.y, second!.y)).toBeGreaterThanOrEqual(17.5)
    expect(first!.x).toBe(22.5)
  })

  it('hinges a hallway module door as its plan says', () => {
    const doors = partsOf(defaultHallway()).filter((part) => part.role === 'door')
    expect(doors.length).toBeGreaterThan(0)
    for (const door of doors) expect(holesOf(door, 'hingeCup').length).toBe(hingesFor(door.source.size.y))
  })
})

describe('holes', () => {
  it('drills shelf-pin rows (5 mm, 32 mm apart, 37 mm from the front and back) only where shelves are loose', () => {
    const open = settle({ variant: 'HCOO', width: 60, height: 120, depth: 40, shelvesCount: 2 })
    const parts = partsOf(open)
    const side = parts.find((part) => part.key === 'side-left')!
    const pins = holesOf(side, 'shelfPin')
    const shelves = parts.filter((part) => part.role === 'shelf')
    expect(shelves).toHaveLength(2)
    // Two rows: 37 mm from the front edge and 37 mm in front of the back panel.
    expect([...new Set(pins.map((hole) => hole.y))].sort((a, b) => a - b)).toEqual([18 + 37, side.finished.width - 37])
    const heights = [...new Set(pins.map((hole) => hole.x))].sort((a, b) => a - b)
    // Each shelf rests on pins 5 mm under it, with 32 mm steps around it.
    for (const shelf of shelves) {
      const under = shelf.source.position.y - shelf.source.size.y / 2 - 5
      expect(heights).toContain(Math.round(under * 10) / 10)
    }
    for (const [i, x] of heights.slice(1).entries()) expect(x - heights[i]!).toBeGreaterThanOrEqual(31.5)
    expect(pins.every((hole) => hole.diameter === 5 && hole.face === 'right')).toBe(true)
    // A variant with fixed shelves has no pin rows.
    const fixed = partsOf(settle({ variant: 'LTOM', width: 60, height: 200, depth: 40 }))
    expect(fixed.flatMap((part) => holesOf(part, 'shelfPin'))).toEqual([])
  })

  it('puts runner screws on the carcass and drawer sides along the runner, and gives the drawer its runner length', () => {
    const chest = settle({ variant: 'L3D', width: 60, height: 80, depth: 50 })
    const parts = partsOf(chest)
    const runners = cutList(chest).hardware.drawerRunners
    const fronts = parts.filter((part) => part.role === 'drawerFront')
    expect(fronts.map((front) => front.runner)).toEqual(runners)
    for (const side of parts.filter((part) => part.role === 'drawerSide')) {
      expect(side.runner).toBe(side.finished.length)
      const screws = holesOf(side, 'runner')
      expect(screws.length).toBeGreaterThanOrEqual(2)
      expect(screws.every((hole) => hole.x > 0 && hole.x < side.finished.length)).toBe(true)
    }
    const carcass = parts.find((part) => part.key === 'side-right')!
    // One row of screws per drawer, the first 37 mm from the front edge.
    const rows = new Set(holesOf(carcass, 'runner').map((hole) => hole.x))
    expect(rows.size).toBe(runners.length)
    expect(Math.max(...holesOf(carcass, 'runner').map((hole) => hole.y))).toBe(carcass.finished.width - 37)
  })

  it('hangs wall-hung cabinets and a hallway upper row on two hangers, and puts legs where the legs are', () => {
    const hung = settle({ variant: 'L1D', width: 60, height: 70, depth: 35, mounting: 'zavesna' })
    expect(cutList(hung).hardware.hangers).toBe(2)
    const hangers = partsOf(hung).flatMap((part) => holesOf(part, 'hanger').map(() => part.key))
    expect(hangers.sort()).toEqual(['side-left', 'side-right'])
    const standing = settle({ variant: 'L1D', width: 120, height: 90, depth: 50, mounting: 'snozkami' })
    expect(cutList(standing).hardware.hangers).toBe(0)
    const legs = holesOf(
      partsOf(standing).find((part) => part.key === 'bottom'),
      'leg',
    )
    expect(legs).toHaveLength(cutList(standing).hardware.legs)
    expect(legs.every((hole) => hole.face === 'bottom' && hole.depth === 0)).toBe(true)
    const hallway = defaultHallway()
    const upper = hallway.cabinets.filter((module) => module.z === 2).length
    expect(hallwayCutList(hallway).hardware.hangers).toBe(2 * upper)
    expect(partsOf(hallway).flatMap((part) => holesOf(part, 'hanger'))).toHaveLength(2 * upper)
  })

  it('drills a tip-on unit opposite the hinges, two on a tall door', () => {
    const single = settle({ variant: 'L1D', width: 60, height: 80, depth: 40, openingSide: 'right', tipon: true })
    const parts = partsOf(single)
    expect(
      holesOf(
        parts.find((part) => part.key === 'side-left'),
        'tipOn',
      ),
    ).toHaveLength(1)
    expect(
      holesOf(
        parts.find((part) => part.key === 'side-right'),
        'tipOn',
      ),
    ).toHaveLength(0)
    const tall = settle({ variant: 'L1D', width: 60, height: 200, depth: 40, tipon: true, mounting: 'beznoziek' })
    expect(partsOf(tall).flatMap((part) => holesOf(part, 'tipOn'))).toHaveLength(cutList(tall).hardware.tipOn)
    // One unit per drawer, in the right side at its front's middle height.
    const drawers = settle({ variant: 'L3D', width: 60, height: 80, depth: 50, tipon: true })
    const units = partsOf(drawers).flatMap((part) => holesOf(part, 'tipOn'))
    expect(units).toHaveLength(cutList(drawers).hardware.tipOn)
    expect(units).toHaveLength(3)
    expect(
      holesOf(
        partsOf(drawers).find((part) => part.key === 'side-right'),
        'tipOn',
      ),
    ).toHaveLength(3)
  })

  it('keeps every hole on its board, a doubled part’s holes on the face they are drilled from, and no two holes at one place', () => {
    const designs: Array<Cabinet | Hallway> = [
      settle({ variant: 'L2D', width: 100, height: 220, depth: 58 }),
      settle({ variant: 'L1S', width: 120, height: 200, depth: 40, shelfThickness: 36, shelvesCount: 3 }),
      settle({ variant: 'L3D', width: 60, height: 80, depth: 50, tipon: true }),
      settle({ variant: 'LTOM', width: 80, height: 120, depth: 40 }),
      settle({ variant: 'PDV2D', width: 100, height: 220, depth: 58, shelfThickness: 36 }),
      settle({ variant: 'TC2DHDouble', width: 80, height: 72, depth: 35 }),
      settle({ variant: 'TC1DH', width: 60, height: 40, depth: 30 }),
      settle({ variant: 'TC2DHDouble', width: 120, height: 104, depth: 35 }),
      defaultHallway(),
    ]
    for (const design of designs)
      for (const part of partsOf(design)) {
        for (const hole of part.holes) {
          const { length, width } = part.finished
          // An edge hole enters on its edge, inside the edge's length, and stays in the board.
          const onX = hole.edge === 'width1' ? 0 : hole.edge === 'width2' ? length : undefined
          const onY = hole.edge === 'length1' ? 0 : hole.edge === 'length2' ? width : undefined
          if (onX !== undefined) expect(hole.x).toBe(onX)
          else expect(hole.x > 0 && hole.x < length).toBe(true)
          if (onY !== undefined) expect(hole.y).toBe(onY)
          else expect(hole.y > 0 && hole.y < width).toBe(true)
          if (hole.edge) expect(hole.depth).toBeLessThan(hole.edge.startsWith('width') ? length : width)
          else expect(hole.depth).toBeLessThanOrEqual(part.thickness)
        }
        // A confirmat's Ø7 keeps clear of every other hole on its face.
        const onFace = part.holes.filter((hole) => !hole.edge)
        for (const screw of onFace.filter((hole) => hole.kind === 'confirmat'))
          for (const other of onFace.filter((hole) => hole !== screw))
            expect(
              Math.hypot(other.x - screw.x, other.y - screw.y),
              `${part.key} ${other.kind} ${other.x}/${other.y} by a confirmat`,
            ).toBeGreaterThanOrEqual((screw.diameter + other.diameter) / 2 + 3)
        const places = part.holes.map((hole) => `${hole.x}|${hole.y}|${hole.edge ?? ''}`)
        expect(new Set(places).size).toBe(places.length)
      }
  })
})

describe('edges and grain', () => {
  it.each([
    // role, decor, edges (L1 L2 W1 W2 banded), grain
    ['door', WOOD, [1, 1, 1, 1], 'length'],
    ['door', PLAIN, [1, 1, 1, 1], 'none'],
    ['side', WOOD, [1, 0, 0, 0], 'length'],
    ['top', WOOD, [1, 0, 0, 0], 'length'],
    ['back', WOOD, [0, 0, 0, 0], 'length'],
  ] as const)('a %s in %s: bands %j, grain %s', (role, decorCode, edges, grain) => {
    const cabinet = settle({
      variant: 'L1D',
      width: 60,
      height: 200,
      depth: 40,
      corpusColor: decorCode,
      doorColor: decorCode,
      mounting: 'beznoziek',
    })
    const part = partsOf(cabinet).find((candidate) => candidate.role === role)!
    const { length1, length2, width1, width2 } = part.edges
    expect([length1, length2, width1, width2]).toEqual(edges.map((edge) => edge * EDGE_BAND_MM))
    expect(part.grain).toBe(grain)
  })

  it('runs a wood grain across a drawer front or flap that is higher than wide, and up a door wider than high', () => {
    const narrowChest = settle({ variant: 'L1S', width: 30, height: 40, depth: 40, doorColor: WOOD })
    const front = partsOf(narrowChest).find((part) => part.role === 'drawerFront')!
    expect(front.source.size.y).toBeGreaterThan(front.source.size.x)
    expect(front.grain).toBe('width')
    const wideChest = settle({ variant: 'L3D', width: 100, height: 60, depth: 40, doorColor: WOOD })
    expect(partsOf(wideChest).find((part) => part.role === 'drawerFront')!.grain).toBe('length')
    const flap = partsOf(settle({ variant: 'TC1DH', width: 90, height: 40, depth: 30, doorColor: WOOD }))
    expect(flap.find((part) => part.role === 'flap')!.grain).toBe('length')
    const lowDoor = settle({ variant: 'L1D', width: 60, height: 25, depth: 30, doorColor: WOOD })
    const door = partsOf(lowDoor).find((part) => part.role === 'door')!
    expect(door.source.size.x).toBeGreaterThan(door.source.size.y)
    expect(door.grain).toBe('width')
  })

  it('numbers a wood cabinet’s fronts top to bottom, left to right, for cutting in sequence; none on a plain decor', () => {
    const chest = settle({ variant: 'L4D', width: 60, height: 100, depth: 40, doorColor: WOOD })
    const fronts = partsOf(chest, 2).filter((part) => part.role === 'drawerFront' && part.piece === 1)
    const byHeight = [...fronts].sort((a, b) => b.source.position.y - a.source.position.y)
    expect(byHeight.map((front) => front.grainSequence)).toEqual([1, 2, 3, 4])
    const pair = partsOf(settle({ variant: 'L2D', width: 80, height: 200, doorColor: WOOD })).filter(
      (part) => part.role === 'door',
    )
    expect(pair.map((door) => [door.hinge, door.grainSequence])).toEqual([
      ['left', 1],
      ['right', 2],
    ])
    const plain = partsOf(settle({ variant: 'L4D', width: 60, height: 100, depth: 40, doorColor: PLAIN }))
    expect(plain.some((part) => part.grainSequence !== undefined)).toBe(false)
  })
})

/** A joint's two holes: the panel's through hole and the board's edge hole share the cabinet's place. */
const confirmats = (part: ProductionPart | undefined) => holesOf(part, 'confirmat')
const edgeHoles = (part: ProductionPart | undefined, edge: PartHole['edge']) =>
  confirmats(part).filter((hole) => hole.edge === edge)

describe('carcass joints (confirmat 7 × 50)', () => {
  const l1d = partsOf(settle({ variant: 'L1D', width: 60, height: 80, depth: 40, openingSide: 'right' }))
  const byKey = (parts: ProductionPart[], key: string) => parts.find((part) => part.key === key)!

  it.each(['left', 'right'] as const)(
    'drills the L1D %s side through where the top, bottom and back hold on, matching their edge holes',
    (hand) => {
      const side = byKey(l1d, `side-${hand}`)
      const top = byKey(l1d, 'top')
      const bottom = byKey(l1d, 'bottom')
      const back = byKey(l1d, 'back')
      const end = hand === 'left' ? 'width1' : 'width2'
      const through = confirmats(side)
      expect(through.every((hole) => hole.diameter === 7 && hole.depth === 18 && !hole.edge)).toBe(true)
      expect(through.every((hole) => hole.face === hand)).toBe(true)
      // The top's middle is 9 mm under the side's top, the bottom's 9 mm over its foot; y from the back on both.
      const at = (x: number) =>
        through
          .filter((hole) => hole.x === x)
          .map((hole) => hole.y)
          .sort((a, b) => a - b)
      expect(at(side.finished.length - 9)).toEqual(edgeHoles(top, end).map((hole) => hole.y))
      expect(at(9)).toEqual(edgeHoles(bottom, end).map((hole) => hole.y))
      expect(edgeHoles(top, end).map((hole) => hole.y)).toEqual([37, 191, 345])
      // The back's edge on this side: screws 9 mm in front of the side's back edge, along its height.
      const backEdge = edgeHoles(back, hand === 'left' ? 'length1' : 'length2')
      expect(through.filter((hole) => hole.y === 9)).toHaveLength(backEdge.length)
      expect(through).toHaveLength(edgeHoles(top, end).length + edgeHoles(bottom, end).length + backEdge.length)
      expect(edgeHoles(top, end).every((hole) => hole.diameter === 5 && hole.depth === 37)).toBe(true)
    },
  )

  it('leaves loose shelves on pins unjoined and joins fixed ones, the drawer shelf and uprights', () => {
    expect(confirmats(byKey(l1d, 'shelf-1'))).toHaveLength(0)
    const ltom = partsOf(settle({ variant: 'LTOM', width: 80, height: 120, depth: 40 }))
    const upright = byKey(ltom, 'upright-1')
    expect(edgeHoles(upright, 'width1').length).toBeGreaterThan(0)
    expect(edgeHoles(upright, 'width2').length).toBeGreaterThan(0)
    for (const shelf of ltom.filter((part) => part.role === 'shelf')) {
      expect(edgeHoles(shelf, 'width1').length).toBeGreaterThan(0)
      expect(edgeHoles(shelf, 'width2').length).toBeGreaterThan(0)
    }
    // Shelves at one height on both sides of the upright keep their own through holes.
    const through = confirmats(upright)
    expect(new Set(through.map((hole) => `${hole.x}|${hole.y}`)).size).toBe(through.length)
    const hanging = partsOf(settle({ variant: 'PDV2D', width: 100, height: 220, depth: 58 }))
    expect(hanging.filter((part) => /hat-shelf/.test(part.key)).every((part) => confirmats(part).length > 0)).toBe(true)
  })

  it('joins every hallway module: as many through holes as edge holes, none left over', () => {
    const wall = partsOf(defaultHallway())
    const modules = new Set(wall.map((part) => part.module))
    for (const module of modules) {
      const own = wall.filter((part) => part.module === module)
      const through = own.flatMap((part) => confirmats(part).filter((hole) => !hole.edge))
      const edges = own.flatMap((part) => confirmats(part).filter((hole) => hole.edge))
      expect(through.length).toBeGreaterThan(0)
      expect(through.length).toBe(edges.length)
      for (const side of own.filter((part) => part.role === 'side')) expect(confirmats(side).length).toBeGreaterThan(0)
    }
  })
})

describe('flap fittings (typical AVENTOS figures)', () => {
  const byKey = (parts: ProductionPart[], key: string) => parts.find((part) => part.key === key)!

  it('drills a lift-up flap’s mechanism on both sides and its arm’s bracket on the flap', () => {
    const parts = partsOf(settle({ variant: 'TC1DH', width: 60, height: 40, depth: 30 }))
    for (const hand of ['left', 'right'])
      expect(holesOf(byKey(parts, `side-${hand}`), 'flapFitting').map((hole) => hole.face)).toEqual(
        hand === 'left' ? ['right', 'right'] : ['left', 'left'],
      )
    const flap = byKey(parts, 'flap')
    expect(holesOf(flap, 'flapFitting')).toHaveLength(4)
    expect(holesOf(flap, 'flapFitting').every((hole) => hole.face === 'back' && hole.diameter === 3)).toBe(true)
    expect(holesOf(flap, 'hingeCup')).toHaveLength(0)
  })

  it.each([
    [80, 2],
    [120, 3],
  ])('hinges a %i cm bi-fold’s flaps on %i cups each, the upper one to the top', (width, cups) => {
    const parts = partsOf(settle({ variant: 'TC2DHDouble', width, height: 72, depth: 35 }))
    const lower = byKey(parts, 'flap-1')
    const upper = byKey(parts, 'flap-2')
    expect(holesOf(lower, 'hingeCup')).toHaveLength(cups)
    expect(holesOf(upper, 'hingeCup')).toHaveLength(cups)
    // Each cup of the lower flap has its plate's two pilots on the upper flap, at the same place along the width.
    const pilots = holesOf(upper, 'hingePlate')
    expect(pilots).toHaveLength(2 * cups)
    for (const cup of holesOf(lower, 'hingeCup'))
      expect(pilots.filter((hole) => Math.abs(Math.abs(hole.x - cup.x) - 16) < 0.2)).toHaveLength(2)
    expect(holesOf(byKey(parts, 'top'), 'hingePlate')).toHaveLength(2 * cups)
    expect(holesOf(upper, 'flapFitting')).toHaveLength(4)
    expect(holesOf(byKey(parts, 'side-left'), 'flapFitting')).toHaveLength(2)
  })
})
