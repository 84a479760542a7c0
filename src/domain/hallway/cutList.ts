/**
 * The cut list of a hallway: every module built from the same boards, edges and fittings as a
 * cabinet (./cutList), placed at its x on the wall; the price and the 3D model of the hallway are
 * made from it, as for a cabinet. Millimetres; x from the wall's left end, y up from the floor.
 */
import {
  BOARD_MM,
  FRONT_GAP_MM,
  FRONT_JOINT_MM,
  SHELF_SETBACK_MM,
  emptyHardware,
  hingesFor,
  legPart,
  panel,
  railPart,
  round1,
  sumHardware,
  type CutList,
  type Direction,
  type Part,
} from '../cabinet/cutList'
import { HALLWAY, SEATING, type Hallway, type HallwayModule } from './layout'
import { costLines, priceOfLines, PRICE_ITEMS, type Price, type PriceItem } from '../cabinet/price'
import type { PriceList } from '../priceList'

/** Where a module's carcass starts above the floor: the lower row on legs, the upper row above the lower. */
export function moduleBottom(module: HallwayModule): number {
  return module.z === 2 ? round1((HALLWAY.legHeight + HALLWAY.lowerHeight) * 1000) : round1(HALLWAY.legHeight * 1000)
}

/** One module's parts in wall coordinates: carcass, shelves, rails, doors and (in the lower row) legs. */
export function moduleCutList(module: HallwayModule, index: number): CutList {
  const thickness = BOARD_MM
  const width = round1(module.width * 1000)
  const height = round1(module.height * 1000)
  const depth = round1(module.depth * 1000)
  const left = round1(module.x * 1000)
  const bottom = moduleBottom(module)
  const seating = module.moduleVariant === SEATING
  // The seat has no doors, so its carcass takes the whole depth.
  const carcassDepth = seating ? depth : depth - thickness
  const parts: Part[] = []
  const hardware = emptyHardware()
  const id = (name: string) => `m${index + 1}${module.z === 2 ? 'u' : ''}-${name}`
  // Boxes are given in the module's own x and y; this places them on the wall.
  const box = (x0: number, x1: number, y0: number, y1: number, z0: number, z1: number) => ({
    x0: left + x0,
    x1: left + x1,
    y0: bottom + y0,
    y1: bottom + y1,
    z0,
    z1,
  })

  parts.push(panel(id('side-left'), 'side', 'corpus', box(0, thickness, 0, height, 0, carcassDepth), 'x', ['front']))
  parts.push(
    panel(id('side-right'), 'side', 'corpus', box(width - thickness, width, 0, height, 0, carcassDepth), 'x', [
      'front',
    ]),
  )
  parts.push(
    panel(
      id('top'),
      'top',
      'corpus',
      box(thickness, width - thickness, height - thickness, height, 0, carcassDepth),
      'y',
      ['front'],
    ),
  )
  parts.push(
    panel(id('bottom'), 'bottom', 'corpus', box(thickness, width - thickness, 0, thickness, 0, carcassDepth), 'y', [
      'front',
    ]),
  )
  parts.push(
    panel(
      id('back'),
      'back',
      'back',
      box(thickness, width - thickness, thickness, height - thickness, 0, thickness),
      'z',
      [],
    ),
  )

  const innerBottom = thickness
  const innerTop = height - thickness
  for (const [i, position] of module.policky.entries()) {
    const shelfBottom = round1(position * 1000)
    // A shelf that would meet the top or bottom board is that board.
    if (shelfBottom <= innerBottom + thickness || shelfBottom + thickness >= innerTop) continue
    parts.push(
      panel(
        id(`shelf-${i + 1}`),
        'shelf',
        'corpus',
        box(
          thickness,
          width - thickness,
          shelfBottom,
          shelfBottom + thickness,
          thickness,
          carcassDepth - SHELF_SETBACK_MM,
        ),
        'y',
        ['front'],
      ),
    )
  }
  for (const [i, position] of module.vesanie.entries()) {
    const railHeight = round1(position * 1000)
    if (railHeight <= innerBottom || railHeight >= innerTop) continue
    const length = round1(width - 2 * thickness)
    hardware.rails.push(length)
    parts.push(
      railPart(id(`rail-${i + 1}`), length, { x: left + width / 2, y: bottom + railHeight, z: carcassDepth / 2 }),
    )
  }

  if (!seating) {
    const allEdges: Direction[] = ['left', 'right', 'bottom', 'top']
    const count = module.dvere === '2' ? 2 : 1
    const frontLeft = FRONT_GAP_MM
    const frontRight = width - FRONT_GAP_MM
    const doorWidth = count === 1 ? frontRight - frontLeft : (frontRight - frontLeft - FRONT_JOINT_MM) / 2
    const doorBottom = FRONT_GAP_MM
    const doorTop = height - FRONT_GAP_MM
    for (let d = 0; d < count; d++) {
      const doorLeft = frontLeft + d * (doorWidth + FRONT_JOINT_MM)
      const hinge = count === 2 ? (d === 0 ? 'left' : 'right') : module.dvere === '1R' ? 'right' : 'left'
      const doorBox = box(
        round1(doorLeft),
        round1(doorLeft + doorWidth),
        doorBottom,
        doorTop,
        carcassDepth,
        carcassDepth + thickness,
      )
      parts.push({ ...panel(id(`door-${d + 1}`), 'door', 'door', doorBox, 'z', allEdges), hinge })
      hardware.hinges += hingesFor(doorTop - doorBottom)
      hardware.softClose += 1
    }
  }

  // The upper row hangs on the wall.
  if (module.z === 2) hardware.hangers += 2
  if (module.z === 0) {
    // Four plastic legs 50 mm in from the carcass corners.
    const legHeight = round1(HALLWAY.legHeight * 1000)
    for (const [i, x] of [50, width - 50].entries())
      for (const [j, z] of [50, carcassDepth - 50].entries()) {
        parts.push(legPart(id(`leg-${i + 1}-${j + 1}`), 'plastic', legHeight, 35, left + x, z))
        hardware.legs += 1
      }
  }
  return { outer: { x: width, y: height, z: depth }, parts, hardware }
}

/** Every module's parts on one wall, and the fittings of all of them. */
export function hallwayCutList(hallway: Hallway): CutList {
  // Ids count modules within their row: m1…, and m1u… for the upper cabinet above m1.
  const lists = hallway.cabinets.map((module) =>
    moduleCutList(module, hallway.cabinets.filter((m) => m.z === module.z).indexOf(module)),
  )
  const width = Math.max(0, ...hallway.cabinets.map((m) => round1((m.x + m.width) * 1000)))
  return {
    outer: { x: width, y: hallway.realHeight * 10, z: hallway.depth * 10 },
    parts: lists.flatMap((list) => list.parts),
    hardware: sumHardware(lists.map((list) => list.hardware)),
  }
}

/** The price of a hallway: the cost lines of every module summed exactly, then rounded once. */
export function priceHallway(hallway: Hallway, prices: PriceList): Price {
  const design = {
    corpusColor: hallway.corpusColor,
    doorColor: hallway.doorColor,
    legsType: 'plastic',
    assembled: true,
    topBoard: false,
  } as const
  const total = Object.fromEntries(PRICE_ITEMS.map((key) => [key, 0])) as Record<PriceItem, number>
  hallway.cabinets.forEach((module, i) => {
    const lines = costLines(design, moduleCutList(module, i), prices)
    for (const key of PRICE_ITEMS) total[key] += lines[key]
  })
  return priceOfLines(total, prices)
}
