/**
 * What the front drawing of a hallway needs beyond its decors: the outer size the modules reach
 * (mm, to the cut list's 0.1 mm) and each lower module's span along the bottom (mm, unrounded: the
 * labels show the layout's widths). The configurator's drawing and renderChodbaPhoto draw from it.
 */
import { round1, type CutList } from '../cabinet/cutList'
import { hallwayCutList, moduleBottom } from './cutList'
import type { Hallway, HallwayModule } from './layout'

/** A module's span along the bottom of the drawing (mm from the left end). */
export interface Segment {
  x0: number
  x1: number
}

/** The height (mm) the highest module reaches: its bottom (legs, and the lower row under an upper one) plus its own height. */
export function hallwayTop(cabinets: readonly HallwayModule[]): number {
  return Math.max(...cabinets.map((m) => round1(moduleBottom(m) + m.height * 1000)))
}

/** The hallway's cut list with the outer height its modules reach, and the lower modules' spans. */
export function hallwayElevation(hallway: Hallway): { list: CutList; segments: Segment[] } {
  const list = hallwayCutList(hallway)
  const segments = hallway.cabinets
    .filter((m) => m.z === 0)
    .map((m) => ({ x0: m.x * 1000, x1: (m.x + m.width) * 1000 }))
  return { list: { ...list, outer: { ...list.outer, y: hallwayTop(hallway.cabinets) } }, segments }
}
