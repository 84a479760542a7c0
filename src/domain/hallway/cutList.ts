/**
 * The cut list of a hallway: every module built from the same boards, edges and fittings as a
 * cabinet (./cutList), placed at its x on the wall; the price and the 3D model of the hallway are
 * made from it, as for a cabinet. Millimetres; x from the wall's left end, y up from the floor.
 */
import { BOARD_MM, FRONT_GAP_MM, FRONT_JOINT_MM, SHELF_SETBACK_MM, hingesFor, panel, round1, type CutList, type Direction, type Hardware, type Part } from '../cabinet/cutList'
import { HALLWAY, SEATING, type Hallway, type HallwayModule } from './layout'
import { costLines, priceOfLines, PRICE_ITEMS, type Price, type PriceItem } from '../cabinet/price'
import type { PriceList } from '../priceList'

const emptyHardware = (): Hardware => ({ hinges: 0, softClose: 0, tipOn: 0, drawerRunners: [], liftUp: 0, biFold: 0, legs: 0, rails: [] })

/** Where a module's carcass starts above the floor: the lower row on legs, the upper row above the lower. */
export function moduleBottom(module: HallwayModule): number {
  return module.z === 2 ? round1((HALLWAY.legHeight + HALLWAY.lowerHeight) * 1000) : round1(HALLWAY.legHeight * 1000)
}

/** One module's parts in wall coordinates. */
export function moduleCutList(module: HallwayModule, index: number): CutList {
  const t = BOARD_MM
  const W = round1(module.width * 1000)
  const H = round1(module.height * 1000)
  const D = round1(module.depth * 1000)
  const X = round1(module.x * 1000)
  const Y = moduleBottom(module)
  const seating = module.moduleVariant === SEATING
  const Dc = seating ? D : D - t
  const parts: Part[] = []
  const hardware = emptyHardware()
  const id = (name: string) => `m${index + 1}${module.z === 2 ? 'u' : ''}-${name}`
  const box = (x0: number, x1: number, y0: number, y1: number, z0: number, z1: number) => ({ x0: X + x0, x1: X + x1, y0: Y + y0, y1: Y + y1, z0, z1 })

  parts.push(panel(id('side-left'), 'side', 'corpus', box(0, t, 0, H, 0, Dc), 'x', ['front']))
  parts.push(panel(id('side-right'), 'side', 'corpus', box(W - t, W, 0, H, 0, Dc), 'x', ['front']))
  parts.push(panel(id('top'), 'top', 'corpus', box(t, W - t, H - t, H, 0, Dc), 'y', ['front']))
  parts.push(panel(id('bottom'), 'bottom', 'corpus', box(t, W - t, 0, t, 0, Dc), 'y', ['front']))
  parts.push(panel(id('back'), 'back', 'back', box(t, W - t, t, H - t, 0, t), 'z', []))

  const inner: [number, number] = [t, H - t]
  for (const [i, position] of module.policky.entries()) {
    const y0 = round1(position * 1000)
    // A shelf that would meet the top or bottom board is that board.
    if (y0 <= inner[0] + t || y0 + t >= inner[1]) continue
    parts.push(panel(id(`shelf-${i + 1}`), 'shelf', 'corpus', box(t, W - t, y0, y0 + t, t, Dc - SHELF_SETBACK_MM), 'y', ['front']))
  }
  for (const [i, position] of module.vesanie.entries()) {
    const y = round1(position * 1000)
    if (y <= inner[0] || y >= inner[1]) continue
    const length = round1(W - 2 * t)
    hardware.rails.push(length)
    parts.push({
      id: id(`rail-${i + 1}`), role: 'rail', material: 'steel', length, width: 25, thickness: 25, layers: 0,
      position: { x: round1(X + W / 2), y: round1(Y + y), z: round1(Dc / 2) }, size: { x: length, y: 25, z: 25 }, edges: [], edgeLength: 0,
    })
  }

  if (!seating) {
    const allEdges: Direction[] = ['left', 'right', 'bottom', 'top']
    const count = module.dvere === '2' ? 2 : 1
    const fx0 = FRONT_GAP_MM
    const fx1 = W - FRONT_GAP_MM
    const doorWidth = count === 1 ? fx1 - fx0 : (fx1 - fx0 - FRONT_JOINT_MM) / 2
    const y0 = FRONT_GAP_MM
    const y1 = H - FRONT_GAP_MM
    for (let d = 0; d < count; d++) {
      const x0 = fx0 + d * (doorWidth + FRONT_JOINT_MM)
      const hinge = count === 2 ? (d === 0 ? 'left' : 'right') : module.dvere === '1R' ? 'right' : 'left'
      parts.push({ ...panel(id(`door-${d + 1}`), 'door', 'door', box(round1(x0), round1(x0 + doorWidth), y0, y1, Dc, Dc + t), 'z', allEdges), hinge })
      hardware.hinges += hingesFor(y1 - y0)
      hardware.softClose += 1
    }
  }

  if (module.z === 0) {
    const legH = round1(HALLWAY.legHeight * 1000)
    for (const [i, x] of [50, W - 50].entries())
      for (const [j, z] of [50, Dc - 50].entries()) {
        parts.push({
          id: id(`leg-${i + 1}-${j + 1}`), role: 'leg', material: 'plastic', length: legH, width: 35, thickness: 35, layers: 0,
          position: { x: round1(X + x), y: round1(legH / 2), z: round1(z) }, size: { x: 35, y: legH, z: 35 }, edges: [], edgeLength: 0,
        })
        hardware.legs += 1
      }
  }
  return { outer: { x: W, y: H, z: D }, parts, hardware }
}

/** Every module's parts on one wall, and the fittings of all of them. */
export function hallwayCutList(hallway: Hallway): CutList {
  // Ids count modules within their row: m1…, and m1u… for the upper cabinet above m1.
  const lists = hallway.cabinets.map((module) => moduleCutList(module, hallway.cabinets.filter((m) => m.z === module.z).indexOf(module)))
  const hardware = emptyHardware()
  for (const list of lists) {
    for (const key of ['hinges', 'softClose', 'tipOn', 'liftUp', 'biFold', 'legs'] as const) hardware[key] += list.hardware[key]
    hardware.rails.push(...list.hardware.rails)
    hardware.drawerRunners.push(...list.hardware.drawerRunners)
  }
  const width = Math.max(0, ...hallway.cabinets.map((m) => round1((m.x + m.width) * 1000)))
  return { outer: { x: width, y: hallway.realHeight * 10, z: hallway.depth * 10 }, parts: lists.flatMap((list) => list.parts), hardware }
}

/** The price of a hallway: the cost lines of every module summed exactly, then rounded once. */
export function priceHallway(hallway: Hallway, prices: PriceList): Price {
  const design = { corpusColor: hallway.corpusColor, doorColor: hallway.doorColor, legsType: 'plastic', assembled: true, topBoard: false } as const
  const total = Object.fromEntries(PRICE_ITEMS.map((key) => [key, 0])) as Record<PriceItem, number>
  hallway.cabinets.forEach((module, i) => {
    const lines = costLines(design, moduleCutList(module, i), prices)
    for (const key of PRICE_ITEMS) total[key] += lines[key]
  })
  return priceOfLines(total, prices)
}
