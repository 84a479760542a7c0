/**
 * The cut list: every part of a configured cabinet with its cut size, thickness, place and decor,
 * and the hardware it needs. The 3D model and the price are both made from this list, so the
 * cabinet that is drawn is the cabinet that is charged. Millimetres; x from the left side, y up
 * from the floor, z forward from the back.
 */
import { PRODUCTS, type Interior } from './catalogue'
import { bodyHeight, type Cabinet } from './model'
import { clamp, roundTo } from '../helpers'

/** Carcass and front board thickness (spec §1: 18 mm laminated chipboard). */
export const BOARD_MM = 18
/** Gap around and between fronts. */
export const FRONT_GAP_MM = 2
export const FRONT_JOINT_MM = 3
/** Shelves stand back from the front so doors close over them. */
export const SHELF_SETBACK_MM = 10
/** Spec §5: the drawer under the doors of 1VD1Z/2VD1Z takes 14.4 cm. */
export const BOTTOM_DRAWER_MM = 144
/** Hat shelf sits this far below the carcass top in wardrobes; the rail 50 mm under it. */
const HAT_SHELF_MM = 350
const RAIL_DROP_MM = 50
const SHORT_HANGING_MM = 1000
const FIXED_SHELF_PITCH_MM = 350

export type Direction = 'left' | 'right' | 'bottom' | 'top' | 'back' | 'front'
export type Axis = 'x' | 'y' | 'z'
export type PartRole =
  | 'side' | 'top' | 'bottom' | 'back' | 'shelf' | 'upright' | 'door' | 'flap' | 'drawerFront'
  | 'drawerSide' | 'drawerBack' | 'drawerBottom' | 'topBoard' | 'leg' | 'rail'
/** Which decor a panel is cut from, or what a non-panel part is made of. */
export type PartMaterial = 'corpus' | 'door' | 'back' | 'plastic' | 'aluminium' | 'steel'

export interface Vec3 {
  x: number
  y: number
  z: number
}

/** One part of the cabinet. */
export interface Part {
  id: string
  role: PartRole
  material: PartMaterial
  /** Cut size of a panel: the longer and the shorter side (mm); for legs and rails their length and diameter. */
  length: number
  width: number
  /** 18 mm, or 36 mm for doubled shelves and uprights; a leg's or rail's diameter. */
  thickness: number
  /** Boards in the part: 2 for a doubled 36 mm shelf. 0 for parts that are not board. */
  layers: 0 | 1 | 2
  /** Centre of the part in the cabinet. */
  position: Vec3
  /** Extent along each axis. */
  size: Vec3
  /** Edges that carry the 1 mm edge band, by the direction they face. */
  edges: Direction[]
  /** Total edge band length (mm). */
  edgeLength: number
  /** A door's hinge side, seen from the front. */
  hinge?: 'left' | 'right'
}

/** Fittings counted per piece (spec §1, §9). */
export interface Hardware {
  hinges: number
  /** Soft-close units where fronts are not tip-on. */
  softClose: number
  tipOn: number
  /** One pair of runners per drawer, by runner length (mm). */
  drawerRunners: number[]
  /** Lift-up fitting set for a flap (HK). */
  liftUp: number
  /** Bi-fold lift fitting set (HF). */
  biFold: number
  legs: number
  /** Hanging rails, by length (mm). */
  rails: number[]
}

export interface CutList {
  /** Outer size (mm). */
  outer: Vec3
  parts: Part[]
  hardware: Hardware
}

export interface Box {
  x0: number
  x1: number
  y0: number
  y1: number
  z0: number
  z1: number
}

export const round1 = (v: number) => roundTo(v, 1)
const AXIS_OF: Record<Direction, Axis> = { left: 'x', right: 'x', bottom: 'y', top: 'y', back: 'z', front: 'z' }

function extent(box: Box): Vec3 {
  return { x: round1(box.x1 - box.x0), y: round1(box.y1 - box.y0), z: round1(box.z1 - box.z0) }
}

/** A board part: its thin axis is the thickness; the other two sides are its cut size. */
export function panel(id: string, role: PartRole, material: PartMaterial, box: Box, thin: Axis, edges: Direction[], layers: 1 | 2 = 1): Part {
  const size = extent(box)
  const [a, b] = (['x', 'y', 'z'] as Axis[]).filter((axis) => axis !== thin)
  const sides = [size[a!], size[b!]].sort((p, q) => q - p)
  // An edge facing one way runs along the axis that is neither its own nor the thin one.
  const edgeLength = edges.reduce((sum, direction) => {
    const along = (['x', 'y', 'z'] as Axis[]).find((axis) => axis !== thin && axis !== AXIS_OF[direction])!
    return sum + size[along]
  }, 0)
  return {
    id,
    role,
    material,
    length: sides[0]!,
    width: sides[1]!,
    thickness: size[thin],
    layers,
    position: { x: round1((box.x0 + box.x1) / 2), y: round1((box.y0 + box.y1) / 2), z: round1((box.z0 + box.z1) / 2) },
    size,
    edges,
    edgeLength: round1(edgeLength),
  }
}

/** Hinges per door by its height: 2 up to 90 cm, 3 up to 160, 4 up to 220, else 5. */
export function hingesFor(doorHeightMm: number): number {
  if (doorHeightMm <= 900) return 2
  if (doorHeightMm <= 1600) return 3
  if (doorHeightMm <= 2200) return 4
  return 5
}

/** Runner length for a drawer in a carcass of this inner depth: 250–600 mm in 50 mm steps. */
export function runnerLengthFor(innerDepthMm: number): number {
  return clamp(Math.floor((innerDepthMm - SHELF_SETBACK_MM) / 50) * 50, { min: 250, max: 600 })
}

/** Evenly spaced shelf boxes of thickness `t` inside [y0, y1]. */
function spreadShelves(count: number, y0: number, y1: number, t: number): Array<[number, number]> {
  const gap = (y1 - y0 - count * t) / (count + 1)
  return Array.from({ length: count }, (_, i) => {
    const bottom = y0 + gap * (i + 1) + t * i
    return [round1(bottom), round1(bottom + t)]
  })
}

/** Fixed shelves of variants without a shelf choice: about one every 35 cm. */
export function fixedShelfCount(innerHeightMm: number): number {
  return Math.max(0, Math.round(innerHeightMm / FIXED_SHELF_PITCH_MM) - 1)
}

/** Every part and fitting of a configured cabinet. */
export function cutList(cabinet: Cabinet): CutList {
  const definition = PRODUCTS[cabinet.variant]
  const interior: Interior = definition.interior
  const t = BOARD_MM
  const ts = cabinet.shelfThickness
  const shelfLayers: 1 | 2 = ts === 36 ? 2 : 1
  const W = cabinet.width * 10
  const H = cabinet.height * 10
  const D = cabinet.depth * 10
  const legH = cabinet.legs ? cabinet.legsHeight * 10 : 0
  const hasFront = interior.front !== 'none'
  // Fronts sit in front of the carcass inside the cabinet's depth; a top board sits on top inside its height.
  const Dc = hasFront ? D - t : D
  const yBottom = legH
  const yTop = bodyHeight(cabinet) * 10 - (cabinet.topBoard ? t : 0) + legH
  const parts: Part[] = []
  const hardware: Hardware = { hinges: 0, softClose: 0, tipOn: 0, drawerRunners: [], liftUp: 0, biFold: 0, legs: 0, rails: [] }
  const fronts = (n: number) => {
    if (cabinet.tipon) hardware.tipOn += n
    else hardware.softClose += n
  }

  // Carcass: sides full height, top and bottom between them, an 18 mm back inside all four.
  parts.push(panel('side-left', 'side', 'corpus', { x0: 0, x1: t, y0: yBottom, y1: yTop, z0: 0, z1: Dc }, 'x', ['front']))
  parts.push(panel('side-right', 'side', 'corpus', { x0: W - t, x1: W, y0: yBottom, y1: yTop, z0: 0, z1: Dc }, 'x', ['front']))
  parts.push(panel('top', 'top', 'corpus', { x0: t, x1: W - t, y0: yTop - t, y1: yTop, z0: 0, z1: Dc }, 'y', ['front']))
  parts.push(panel('bottom', 'bottom', 'corpus', { x0: t, x1: W - t, y0: yBottom, y1: yBottom + t, z0: 0, z1: Dc }, 'y', ['front']))
  parts.push(panel('back', 'back', 'back', { x0: t, x1: W - t, y0: yBottom + t, y1: yTop - t, z0: 0, z1: t }, 'z', []))

  const innerY0 = yBottom + t
  const innerY1 = yTop - t
  const innerZ1 = Dc - SHELF_SETBACK_MM
  // Uprights split the inside into columns.
  const columns: Array<[number, number]> = []
  {
    const innerW = W - 2 * t - interior.uprights * ts
    const cw = innerW / (interior.uprights + 1)
    let x = t
    for (let c = 0; c <= interior.uprights; c++) {
      columns.push([round1(x), round1(x + cw)])
      x += cw
      if (c < interior.uprights) {
        parts.push(panel(`upright-${c + 1}`, 'upright', 'corpus', { x0: round1(x), x1: round1(x + ts), y0: innerY0, y1: innerY1, z0: t, z1: Dc }, 'x', ['front'], shelfLayers))
        x += ts
      }
    }
  }
  const addShelf = (id: string, y0: number, column: [number, number]) =>
    parts.push(panel(id, 'shelf', 'corpus', { x0: column[0], x1: column[1], y0, y1: y0 + ts, z0: t, z1: innerZ1 }, 'y', ['front'], shelfLayers))
  const addRail = (id: string, y: number, column: [number, number]) => {
    const length = round1(column[1] - column[0])
    hardware.rails.push(length)
    parts.push({
      id, role: 'rail', material: 'steel', length, width: 25, thickness: 25, layers: 0,
      position: { x: round1((column[0] + column[1]) / 2), y: round1(y), z: round1(Dc / 2) },
      size: { x: length, y: 25, z: 25 }, edges: [], edgeLength: 0,
    })
  }

  // A drawer under the doors (1VD1Z, 2VD1Z): a fixed shelf closes the drawer space.
  let shelfZoneY0 = innerY0
  if (interior.bottomDrawer) {
    const fixedY = yBottom + BOTTOM_DRAWER_MM
    parts.push(panel('drawer-shelf', 'shelf', 'corpus', { x0: t, x1: W - t, y0: fixedY, y1: fixedY + t, z0: t, z1: Dc }, 'y', ['front']))
    shelfZoneY0 = fixedY + t
  }

  // Shelves and hanging.
  for (const [c, column] of columns.entries()) {
    const suffix = columns.length > 1 ? `-${c + 1}` : ''
    if (interior.hanging) {
      const hat = innerY1 - HAT_SHELF_MM
      if (interior.hanging === 'long') {
        addShelf(`hat-shelf${suffix}`, hat, column)
        addRail(`rail${suffix}`, hat - RAIL_DROP_MM, column)
      } else if (interior.hanging === 'short') {
        addShelf(`hat-shelf${suffix}`, hat, column)
        addRail(`rail${suffix}`, hat - RAIL_DROP_MM, column)
        const below = hat - SHORT_HANGING_MM
        addShelf(`divider${suffix}`, below, column)
        spreadShelves(fixedShelfCount(below - innerY0), innerY0, below, ts).forEach(([y0], i) => addShelf(`shelf${suffix}-${i + 1}`, y0, column))
      } else if (interior.hanging === 'shortReversed') {
        const divider = innerY0 + SHORT_HANGING_MM + RAIL_DROP_MM
        addRail(`rail${suffix}`, divider - RAIL_DROP_MM, column)
        addShelf(`divider${suffix}`, divider, column)
        spreadShelves(fixedShelfCount(innerY1 - divider - ts), divider + ts, innerY1, ts).forEach(([y0], i) => addShelf(`shelf${suffix}-${i + 1}`, y0, column))
      } else {
        addShelf(`hat-shelf${suffix}`, hat, column)
        addRail(`rail${suffix}-1`, hat - RAIL_DROP_MM, column)
        const middle = round1((innerY0 + hat) / 2)
        addShelf(`divider${suffix}`, middle, column)
        addRail(`rail${suffix}-2`, middle - RAIL_DROP_MM, column)
      }
    } else if (interior.front !== 'drawers') {
      const count = interior.shelvesChosen ? cabinet.shelvesCount : fixedShelfCount(innerY1 - shelfZoneY0)
      spreadShelves(count, shelfZoneY0, innerY1, ts).forEach(([y0], i) => addShelf(`shelf${suffix}-${i + 1}`, y0, column))
    }
  }

  // Fronts cover the carcass front with a 2 mm gap all round and 3 mm between them.
  const fz0 = Dc
  const fz1 = Dc + t
  const fx0 = FRONT_GAP_MM
  const fx1 = W - FRONT_GAP_MM
  const fy0 = yBottom + FRONT_GAP_MM
  const fy1 = yTop - FRONT_GAP_MM
  const allEdges: Direction[] = ['left', 'right', 'bottom', 'top']
  const innerDepth = Dc - t

  const addDrawer = (index: number, y0: number, y1: number) => {
    parts.push(panel(`drawer-front-${index}`, 'drawerFront', 'door', { x0: fx0, x1: fx1, y0, y1, z0: fz0, z1: fz1 }, 'z', allEdges))
    const runner = runnerLengthFor(innerDepth)
    hardware.drawerRunners.push(runner)
    if (cabinet.tipon) hardware.tipOn += 1
    // The box: 13 mm runner clearance each side; inside the front's height and the carcass, 10 mm
    // clear above and below (low drawers under 15 cm kitchen legs can have a very short carcass).
    const bx0 = t + 13
    const bx1 = W - t - 13
    const by0 = Math.max(y0, innerY0) + 10
    const by1 = Math.max(by0 + t + 10, Math.min(y1, innerY1) - 10)
    const bz0 = Dc - 5 - runner
    const bz1 = Dc - 5
    parts.push(panel(`drawer-${index}-side-left`, 'drawerSide', 'corpus', { x0: bx0, x1: bx0 + t, y0: by0, y1: by1, z0: bz0, z1: bz1 }, 'x', ['top']))
    parts.push(panel(`drawer-${index}-side-right`, 'drawerSide', 'corpus', { x0: bx1 - t, x1: bx1, y0: by0, y1: by1, z0: bz0, z1: bz1 }, 'x', ['top']))
    parts.push(panel(`drawer-${index}-back`, 'drawerBack', 'corpus', { x0: bx0 + t, x1: bx1 - t, y0: by0, y1: by1, z0: bz0, z1: bz0 + t }, 'z', ['top']))
    parts.push(panel(`drawer-${index}-inner-front`, 'drawerBack', 'corpus', { x0: bx0 + t, x1: bx1 - t, y0: by0, y1: by1, z0: bz1 - t, z1: bz1 }, 'z', ['top']))
    parts.push(panel(`drawer-${index}-bottom`, 'drawerBottom', 'corpus', { x0: bx0 + t, x1: bx1 - t, y0: by0, y1: by0 + t, z0: bz0 + t, z1: bz1 - t }, 'y', []))
  }

  const addDoors = (count: 1 | 2, y0: number, y1: number) => {
    const doorHeight = round1(y1 - y0)
    const doorWidth = count === 1 ? fx1 - fx0 : (fx1 - fx0 - FRONT_JOINT_MM) / 2
    for (let d = 0; d < count; d++) {
      const x0 = fx0 + d * (doorWidth + FRONT_JOINT_MM)
      const hinge = count === 2 ? (d === 0 ? 'left' : 'right') : cabinet.openingSide === 'right' ? 'right' : 'left'
      parts.push({ ...panel(`door-${d + 1}`, 'door', 'door', { x0: round1(x0), x1: round1(x0 + doorWidth), y0, y1, z0: fz0, z1: fz1 }, 'z', allEdges), hinge })
      hardware.hinges += hingesFor(doorHeight)
      // Tall doors get a second tip-on unit so they open straight.
      fronts(cabinet.tipon && doorHeight > 1600 ? 2 : 1)
    }
  }

  switch (interior.front) {
    case 'doors': {
      let doorY0 = fy0
      if (interior.bottomDrawer) {
        addDrawer(1, fy0, yBottom + BOTTOM_DRAWER_MM - FRONT_JOINT_MM / 2)
        doorY0 = yBottom + BOTTOM_DRAWER_MM + FRONT_JOINT_MM / 2
      }
      const doorY1 = interior.doorShare ? round1(yBottom + (yTop - yBottom) * interior.doorShare - FRONT_GAP_MM) : fy1
      addDoors(interior.doors === 2 ? 2 : 1, round1(doorY0), doorY1)
      break
    }
    case 'drawers': {
      const n = interior.drawers
      const h = (fy1 - fy0 - (n - 1) * FRONT_JOINT_MM) / n
      for (let i = 0; i < n; i++) {
        const y0 = round1(fy0 + i * (h + FRONT_JOINT_MM))
        addDrawer(i + 1, y0, round1(y0 + h))
      }
      break
    }
    case 'flap': {
      parts.push(panel('flap', 'flap', 'door', { x0: fx0, x1: fx1, y0: fy0, y1: fy1, z0: fz0, z1: fz1 }, 'z', allEdges))
      hardware.liftUp += 1
      fronts(1)
      break
    }
    case 'biFold': {
      const h = (fy1 - fy0 - FRONT_JOINT_MM) / 2
      parts.push(panel('flap-1', 'flap', 'door', { x0: fx0, x1: fx1, y0: fy0, y1: round1(fy0 + h), z0: fz0, z1: fz1 }, 'z', allEdges))
      parts.push(panel('flap-2', 'flap', 'door', { x0: fx0, x1: fx1, y0: round1(fy1 - h), y1: fy1, z0: fz0, z1: fz1 }, 'z', allEdges))
      hardware.biFold += 1
      fronts(1)
      break
    }
    case 'none':
      break
  }

  if (cabinet.topBoard) {
    parts.push(panel('top-board', 'topBoard', 'corpus', { x0: 0, x1: W, y0: yTop, y1: yTop + t, z0: 0, z1: D }, 'y', ['front', 'left', 'right']))
  }

  if (cabinet.legs) {
    // Four legs 50 mm in from the corners; wider than a metre, a middle pair as well.
    const xs = W > 1000 ? [50, W / 2, W - 50] : [50, W - 50]
    const zs = [50, Dc - 50]
    const diameter = cabinet.legsType === 'aluminium' ? 30 : 35
    for (const [i, x] of xs.entries())
      for (const [j, z] of zs.entries()) {
        parts.push({
          id: `leg-${i + 1}-${j + 1}`, role: 'leg', material: cabinet.legsType, length: legH, width: diameter, thickness: diameter, layers: 0,
          position: { x: round1(x), y: round1(legH / 2), z: round1(z) }, size: { x: diameter, y: legH, z: diameter }, edges: [], edgeLength: 0,
        })
        hardware.legs += 1
      }
  }

  return { outer: { x: W, y: H, z: D }, parts, hardware }
}

/** Board area of a part in m², counting both boards of a doubled shelf. */
export function boardArea(part: Part): number {
  return (part.length * part.width * part.layers) / 1e6
}
