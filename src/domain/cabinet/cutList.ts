/**
 * The cut list: every part of a configured cabinet with its cut size, thickness, place and decor,
 * and the hardware it needs. The 3D model and the price are both made from this list, so the
 * cabinet that is drawn is the cabinet that is charged. Millimetres; x from the left side, y up
 * from the floor, z forward from the back.
 */
import { PRODUCTS, type Interior } from './catalogue'
import { bodyHeight, type Cabinet } from './model'
import { clamp, roundTo } from '../helpers'

/** Carcass and front board thickness (docs/product.md#catalogue: 18 mm laminated chipboard). */
export const BOARD_MM = 18
/** Gap around and between fronts. */
export const FRONT_GAP_MM = 2
export const FRONT_JOINT_MM = 3
/** Shelves stand back from the front so doors close over them. */
export const SHELF_SETBACK_MM = 10
/** docs/product.md#shelves: the drawer under the doors of 1VD1Z/2VD1Z takes 14.4 cm. */
export const BOTTOM_DRAWER_MM = 144
/** Hat shelf sits this far below the carcass top in wardrobes; the rail 50 mm under it. */
const HAT_SHELF_MM = 350
const RAIL_DROP_MM = 50
const SHORT_HANGING_MM = 1000
const FIXED_SHELF_PITCH_MM = 350

export type Direction = 'left' | 'right' | 'bottom' | 'top' | 'back' | 'front'
export type Axis = 'x' | 'y' | 'z'
export type PartRole =
  | 'side'
  | 'top'
  | 'bottom'
  | 'back'
  | 'shelf'
  | 'upright'
  | 'door'
  | 'flap'
  | 'drawerFront'
  | 'drawerSide'
  | 'drawerBack'
  | 'drawerBottom'
  | 'topBoard'
  | 'leg'
  | 'rail'
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

/** Fittings counted per piece (docs/product.md#catalogue). */
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
  /** Wall hangers: two per wall-hung cabinet (mounting `zavesna`) and per upper hallway module. */
  hangers: number
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
export function panel(
  id: string,
  role: PartRole,
  material: PartMaterial,
  box: Box,
  thin: Axis,
  edges: Direction[],
  layers: 1 | 2 = 1,
): Part {
  const size = extent(box)
  const [first, second] = (['x', 'y', 'z'] as Axis[]).filter((axis) => axis !== thin)
  const sides = [size[first!], size[second!]].sort((one, other) => other - one)
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

/** Evenly spaced shelves of `shelfThickness` between `bottom` and `top`: each shelf's [bottom, top]. */
function spreadShelves(count: number, bottom: number, top: number, shelfThickness: number): Span[] {
  const gap = (top - bottom - count * shelfThickness) / (count + 1)
  return Array.from({ length: count }, (_, i) => {
    const shelfBottom = bottom + gap * (i + 1) + shelfThickness * i
    return [round1(shelfBottom), round1(shelfBottom + shelfThickness)]
  })
}

/** Fixed shelves of variants without a shelf choice: about one every 35 cm. */
export function fixedShelfCount(innerHeightMm: number): number {
  return Math.max(0, Math.round(innerHeightMm / FIXED_SHELF_PITCH_MM) - 1)
}

/** No fittings yet: the start of every step's hardware. */
export const emptyHardware = (): Hardware => ({
  hinges: 0,
  softClose: 0,
  tipOn: 0,
  drawerRunners: [],
  liftUp: 0,
  biFold: 0,
  legs: 0,
  rails: [],
  hangers: 0,
})

/** The fittings of several steps or modules together, lists kept in their order. */
export function sumHardware(all: Hardware[]): Hardware {
  const total = emptyHardware()
  for (const hardware of all) {
    for (const key of ['hinges', 'softClose', 'tipOn', 'liftUp', 'biFold', 'legs', 'hangers'] as const)
      total[key] += hardware[key]
    total.rails.push(...hardware.rails)
    total.drawerRunners.push(...hardware.drawerRunners)
  }
  return total
}

/** A steel hanging rail of 25 mm tube, centred on `centre` (rounded to 0.1 mm). */
export function railPart(id: string, length: number, centre: Vec3): Part {
  return {
    id,
    role: 'rail',
    material: 'steel',
    length,
    width: 25,
    thickness: 25,
    layers: 0,
    position: { x: round1(centre.x), y: round1(centre.y), z: round1(centre.z) },
    size: { x: length, y: 25, z: 25 },
    edges: [],
    edgeLength: 0,
  }
}

/** A leg standing on the floor at (x, z), its centre half its height up. */
export function legPart(
  id: string,
  material: PartMaterial,
  height: number,
  diameter: number,
  x: number,
  z: number,
): Part {
  return {
    id,
    role: 'leg',
    material,
    length: height,
    width: diameter,
    thickness: diameter,
    layers: 0,
    position: { x: round1(x), y: round1(height / 2), z: round1(z) },
    size: { x: diameter, y: height, z: diameter },
    edges: [],
    edgeLength: 0,
  }
}

/** Bottom and top (or left and right) of a stretch, in mm. */
type Span = [start: number, end: number]

/** What one step of the cut list adds: its parts, in order, and its fittings. */
interface Step {
  parts: Part[]
  hardware: Hardware
}

/** The sizes every step of a cabinet's cut list works from (mm). */
interface Frame {
  cabinet: Cabinet
  interior: Interior
  /** Carcass and front board. */
  thickness: number
  /** Shelves and uprights: 18 or 36 mm. */
  shelfThickness: number
  shelfLayers: 1 | 2
  outerWidth: number
  outerHeight: number
  outerDepth: number
  legHeight: number
  /** The carcass is the cabinet's depth less the fronts that stand in front of it. */
  carcassDepth: number
  /** Underside of the carcass (on the legs) and its top (under a top board). */
  carcassBottom: number
  carcassTop: number
  /** The inside between the bottom and the top board. */
  innerBottom: number
  innerTop: number
}

function frameOf(cabinet: Cabinet): Frame {
  const interior = PRODUCTS[cabinet.variant].interior
  const thickness = BOARD_MM
  const outerDepth = cabinet.depth * 10
  const legHeight = cabinet.legs ? cabinet.legsHeight * 10 : 0
  // Fronts sit in front of the carcass inside the cabinet's depth; a top board sits on top inside its height.
  const carcassDepth = interior.front !== 'none' ? outerDepth - thickness : outerDepth
  const carcassBottom = legHeight
  const carcassTop = bodyHeight(cabinet) * 10 - (cabinet.topBoard ? thickness : 0) + legHeight
  return {
    cabinet,
    interior,
    thickness,
    shelfThickness: cabinet.shelfThickness,
    shelfLayers: cabinet.shelfThickness === 36 ? 2 : 1,
    outerWidth: cabinet.width * 10,
    outerHeight: cabinet.height * 10,
    outerDepth,
    legHeight,
    carcassDepth,
    carcassBottom,
    carcassTop,
    innerBottom: carcassBottom + thickness,
    innerTop: carcassTop - thickness,
  }
}

/** Carcass: sides full height, top and bottom between them, an 18 mm back inside all four. */
function carcass(frame: Frame): Step {
  const { thickness, outerWidth, carcassDepth, carcassBottom, carcassTop } = frame
  const betweenSides = { x0: thickness, x1: outerWidth - thickness }
  return {
    parts: [
      panel(
        'side-left',
        'side',
        'corpus',
        { x0: 0, x1: thickness, y0: carcassBottom, y1: carcassTop, z0: 0, z1: carcassDepth },
        'x',
        ['front'],
      ),
      panel(
        'side-right',
        'side',
        'corpus',
        { x0: outerWidth - thickness, x1: outerWidth, y0: carcassBottom, y1: carcassTop, z0: 0, z1: carcassDepth },
        'x',
        ['front'],
      ),
      panel(
        'top',
        'top',
        'corpus',
        { ...betweenSides, y0: carcassTop - thickness, y1: carcassTop, z0: 0, z1: carcassDepth },
        'y',
        ['front'],
      ),
      panel(
        'bottom',
        'bottom',
        'corpus',
        { ...betweenSides, y0: carcassBottom, y1: carcassBottom + thickness, z0: 0, z1: carcassDepth },
        'y',
        ['front'],
      ),
      panel(
        'back',
        'back',
        'back',
        { ...betweenSides, y0: carcassBottom + thickness, y1: carcassTop - thickness, z0: 0, z1: thickness },
        'z',
        [],
      ),
    ],
    hardware: emptyHardware(),
  }
}

/** Uprights split the inside into equal columns: each column's and each upright's [left, right]. */
function columnLayout(frame: Frame): { columns: Span[]; uprights: Span[] } {
  const { thickness, shelfThickness, outerWidth } = frame
  const uprightCount = frame.interior.uprights
  const columnWidth = (outerWidth - 2 * thickness - uprightCount * shelfThickness) / (uprightCount + 1)
  const columns: Span[] = []
  const uprights: Span[] = []
  // One running x, rounded only where a part starts or ends, so the columns add up to the inside.
  let x = thickness
  for (let column = 0; column <= uprightCount; column++) {
    columns.push([round1(x), round1(x + columnWidth)])
    x += columnWidth
    if (column < uprightCount) {
      uprights.push([round1(x), round1(x + shelfThickness)])
      x += shelfThickness
    }
  }
  return { columns, uprights }
}

/** The uprights: inside height, from the back to the carcass front, as thick as the shelves. */
function uprightParts(frame: Frame, uprights: Span[]): Step {
  const { thickness, shelfLayers, carcassDepth, innerBottom, innerTop } = frame
  return {
    parts: uprights.map(([left, right], i) =>
      panel(
        `upright-${i + 1}`,
        'upright',
        'corpus',
        { x0: left, x1: right, y0: innerBottom, y1: innerTop, z0: thickness, z1: carcassDepth },
        'x',
        ['front'],
        shelfLayers,
      ),
    ),
    hardware: emptyHardware(),
  }
}

/** Shelves, hanging rails and the drawer shelf of 1VD1Z/2VD1Z, column by column. */
function interiorParts(frame: Frame, columns: Span[]): Step {
  const {
    cabinet,
    interior,
    thickness,
    shelfThickness,
    shelfLayers,
    outerWidth,
    carcassDepth,
    carcassBottom,
    innerBottom,
    innerTop,
  } = frame
  const parts: Part[] = []
  const hardware = emptyHardware()
  // Shelves stand back from the carcass front so the doors close over them.
  const shelfFront = carcassDepth - SHELF_SETBACK_MM
  const addShelf = (id: string, bottom: number, [left, right]: Span) =>
    parts.push(
      panel(
        id,
        'shelf',
        'corpus',
        { x0: left, x1: right, y0: bottom, y1: bottom + shelfThickness, z0: thickness, z1: shelfFront },
        'y',
        ['front'],
        shelfLayers,
      ),
    )
  const addShelves = (count: number, bottom: number, top: number, suffix: string, column: Span) =>
    spreadShelves(count, bottom, top, shelfThickness).forEach(([shelfBottom], i) =>
      addShelf(`shelf${suffix}-${i + 1}`, shelfBottom, column),
    )
  const addRail = (id: string, height: number, [left, right]: Span) => {
    const length = round1(right - left)
    hardware.rails.push(length)
    parts.push(railPart(id, length, { x: (left + right) / 2, y: height, z: carcassDepth / 2 }))
  }

  // A drawer under the doors (1VD1Z, 2VD1Z): a fixed shelf closes the drawer space.
  let shelvesBottom = innerBottom
  if (interior.bottomDrawer) {
    const drawerShelfBottom = carcassBottom + BOTTOM_DRAWER_MM
    parts.push(
      panel(
        'drawer-shelf',
        'shelf',
        'corpus',
        {
          x0: thickness,
          x1: outerWidth - thickness,
          y0: drawerShelfBottom,
          y1: drawerShelfBottom + thickness,
          z0: thickness,
          z1: carcassDepth,
        },
        'y',
        ['front'],
      ),
    )
    shelvesBottom = drawerShelfBottom + thickness
  }

  for (const [c, column] of columns.entries()) {
    const suffix = columns.length > 1 ? `-${c + 1}` : ''
    if (interior.hanging) {
      const hatShelf = innerTop - HAT_SHELF_MM
      if (interior.hanging === 'long') {
        addShelf(`hat-shelf${suffix}`, hatShelf, column)
        addRail(`rail${suffix}`, hatShelf - RAIL_DROP_MM, column)
      } else if (interior.hanging === 'short') {
        // Short hanging under the hat shelf, a divider below it, fixed shelves under the divider.
        addShelf(`hat-shelf${suffix}`, hatShelf, column)
        addRail(`rail${suffix}`, hatShelf - RAIL_DROP_MM, column)
        const divider = hatShelf - SHORT_HANGING_MM
        addShelf(`divider${suffix}`, divider, column)
        addShelves(fixedShelfCount(divider - innerBottom), innerBottom, divider, suffix, column)
      } else if (interior.hanging === 'shortReversed') {
        // Short hanging at the bottom, fixed shelves over the divider above it.
        const divider = innerBottom + SHORT_HANGING_MM + RAIL_DROP_MM
        addRail(`rail${suffix}`, divider - RAIL_DROP_MM, column)
        addShelf(`divider${suffix}`, divider, column)
        addShelves(
          fixedShelfCount(innerTop - divider - shelfThickness),
          divider + shelfThickness,
          innerTop,
          suffix,
          column,
        )
      } else {
        // Two short hangings, one over the other.
        addShelf(`hat-shelf${suffix}`, hatShelf, column)
        addRail(`rail${suffix}-1`, hatShelf - RAIL_DROP_MM, column)
        const middle = round1((innerBottom + hatShelf) / 2)
        addShelf(`divider${suffix}`, middle, column)
        addRail(`rail${suffix}-2`, middle - RAIL_DROP_MM, column)
      }
    } else if (interior.front !== 'drawers') {
      const count = interior.shelvesChosen ? cabinet.shelvesCount : fixedShelfCount(innerTop - shelvesBottom)
      addShelves(count, shelvesBottom, innerTop, suffix, column)
    }
  }
  return { parts, hardware }
}

/** Where the fronts go: the carcass front less a 2 mm gap all round, one board thick in front of it. */
function frontArea(frame: Frame) {
  return {
    left: FRONT_GAP_MM,
    right: frame.outerWidth - FRONT_GAP_MM,
    bottom: frame.carcassBottom + FRONT_GAP_MM,
    top: frame.carcassTop - FRONT_GAP_MM,
    back: frame.carcassDepth,
    front: frame.carcassDepth + frame.thickness,
  }
}

const ALL_EDGES: Direction[] = ['left', 'right', 'bottom', 'top']

/** Soft-close units, or tip-on units where the customer chose tip-on, for `count` front openings. */
function openingFittings(cabinet: Cabinet, count: number): Pick<Hardware, 'tipOn' | 'softClose'> {
  return cabinet.tipon ? { tipOn: count, softClose: 0 } : { tipOn: 0, softClose: count }
}

/** One drawer: its front from `bottom` to `top`, the box behind it on a pair of runners. */
function drawer(frame: Frame, index: number, bottom: number, top: number): Step {
  const { cabinet, thickness, outerWidth, carcassDepth, innerBottom, innerTop } = frame
  const area = frontArea(frame)
  const runner = runnerLengthFor(carcassDepth - thickness)
  const hardware = { ...emptyHardware(), drawerRunners: [runner], tipOn: cabinet.tipon ? 1 : 0 }
  // The box: 13 mm runner clearance each side; inside the front's height and the carcass, 10 mm
  // clear above and below (low drawers under 15 cm kitchen legs can have a very short carcass);
  // it ends 5 mm behind the carcass front and is as deep as its runners.
  const boxLeft = thickness + 13
  const boxRight = outerWidth - thickness - 13
  const boxBottom = Math.max(bottom, innerBottom) + 10
  const boxTop = Math.max(boxBottom + thickness + 10, Math.min(top, innerTop) - 10)
  const boxBack = carcassDepth - 5 - runner
  const boxFront = carcassDepth - 5
  const height = { y0: boxBottom, y1: boxTop }
  const betweenSides = { x0: boxLeft + thickness, x1: boxRight - thickness }
  return {
    parts: [
      panel(
        `drawer-front-${index}`,
        'drawerFront',
        'door',
        { x0: area.left, x1: area.right, y0: bottom, y1: top, z0: area.back, z1: area.front },
        'z',
        ALL_EDGES,
      ),
      panel(
        `drawer-${index}-side-left`,
        'drawerSide',
        'corpus',
        { x0: boxLeft, x1: boxLeft + thickness, ...height, z0: boxBack, z1: boxFront },
        'x',
        ['top'],
      ),
      panel(
        `drawer-${index}-side-right`,
        'drawerSide',
        'corpus',
        { x0: boxRight - thickness, x1: boxRight, ...height, z0: boxBack, z1: boxFront },
        'x',
        ['top'],
      ),
      panel(
        `drawer-${index}-back`,
        'drawerBack',
        'corpus',
        { ...betweenSides, ...height, z0: boxBack, z1: boxBack + thickness },
        'z',
        ['top'],
      ),
      panel(
        `drawer-${index}-inner-front`,
        'drawerBack',
        'corpus',
        { ...betweenSides, ...height, z0: boxFront - thickness, z1: boxFront },
        'z',
        ['top'],
      ),
      panel(
        `drawer-${index}-bottom`,
        'drawerBottom',
        'corpus',
        {
          ...betweenSides,
          y0: boxBottom,
          y1: boxBottom + thickness,
          z0: boxBack + thickness,
          z1: boxFront - thickness,
        },
        'y',
        [],
      ),
    ],
    hardware,
  }
}

/** One door or two side by side (3 mm apart) from `bottom` to `top`, with their hinges. */
function doors(frame: Frame, count: 1 | 2, bottom: number, top: number): Step {
  const { cabinet } = frame
  const area = frontArea(frame)
  const parts: Part[] = []
  const hardware = emptyHardware()
  const doorHeight = round1(top - bottom)
  const doorWidth = count === 1 ? area.right - area.left : (area.right - area.left - FRONT_JOINT_MM) / 2
  for (let d = 0; d < count; d++) {
    const left = area.left + d * (doorWidth + FRONT_JOINT_MM)
    const hinge = count === 2 ? (d === 0 ? 'left' : 'right') : cabinet.openingSide === 'right' ? 'right' : 'left'
    parts.push({
      ...panel(
        `door-${d + 1}`,
        'door',
        'door',
        { x0: round1(left), x1: round1(left + doorWidth), y0: bottom, y1: top, z0: area.back, z1: area.front },
        'z',
        ALL_EDGES,
      ),
      hinge,
    })
    hardware.hinges += hingesFor(doorHeight)
    // Tall doors get a second tip-on unit so they open straight.
    const fittings = openingFittings(cabinet, cabinet.tipon && doorHeight > 1600 ? 2 : 1)
    hardware.tipOn += fittings.tipOn
    hardware.softClose += fittings.softClose
  }
  return { parts, hardware }
}

/** The fronts: doors (over a drawer in 1VD1Z/2VD1Z), drawers stacked 3 mm apart, a flap or a bi-fold flap. */
function fronts(frame: Frame): Step[] {
  const { cabinet, interior, carcassBottom, carcassTop } = frame
  const area = frontArea(frame)
  const flap = (id: string, bottom: number, top: number) =>
    panel(
      id,
      'flap',
      'door',
      { x0: area.left, x1: area.right, y0: bottom, y1: top, z0: area.back, z1: area.front },
      'z',
      ALL_EDGES,
    )
  switch (interior.front) {
    case 'doors': {
      const steps: Step[] = []
      let doorsBottom = area.bottom
      if (interior.bottomDrawer) {
        steps.push(drawer(frame, 1, area.bottom, carcassBottom + BOTTOM_DRAWER_MM - FRONT_JOINT_MM / 2))
        doorsBottom = carcassBottom + BOTTOM_DRAWER_MM + FRONT_JOINT_MM / 2
      }
      // Half-open cabinets: the doors cover only the lower share of the height.
      const doorsTop = interior.doorShare
        ? round1(carcassBottom + (carcassTop - carcassBottom) * interior.doorShare - FRONT_GAP_MM)
        : area.top
      steps.push(doors(frame, interior.doors === 2 ? 2 : 1, round1(doorsBottom), doorsTop))
      return steps
    }
    case 'drawers': {
      const count = interior.drawers
      const frontHeight = (area.top - area.bottom - (count - 1) * FRONT_JOINT_MM) / count
      return Array.from({ length: count }, (_, i) => {
        const bottom = round1(area.bottom + i * (frontHeight + FRONT_JOINT_MM))
        return drawer(frame, i + 1, bottom, round1(bottom + frontHeight))
      })
    }
    case 'flap':
      return [
        {
          parts: [flap('flap', area.bottom, area.top)],
          hardware: { ...emptyHardware(), liftUp: 1, ...openingFittings(cabinet, 1) },
        },
      ]
    case 'biFold': {
      const flapHeight = (area.top - area.bottom - FRONT_JOINT_MM) / 2
      return [
        {
          parts: [
            flap('flap-1', area.bottom, round1(area.bottom + flapHeight)),
            flap('flap-2', round1(area.top - flapHeight), area.top),
          ],
          hardware: { ...emptyHardware(), biFold: 1, ...openingFittings(cabinet, 1) },
        },
      ]
    }
    case 'none':
      return []
  }
}

/** A top board over the whole cabinet, fronts included, banded on the three visible edges. */
function topBoard(frame: Frame): Step {
  const { cabinet, thickness, outerWidth, outerDepth, carcassTop } = frame
  const parts = cabinet.topBoard
    ? [
        panel(
          'top-board',
          'topBoard',
          'corpus',
          { x0: 0, x1: outerWidth, y0: carcassTop, y1: carcassTop + thickness, z0: 0, z1: outerDepth },
          'y',
          ['front', 'left', 'right'],
        ),
      ]
    : []
  return { parts, hardware: emptyHardware() }
}

/** A pair of hangers in the top back corners of a wall-hung cabinet (their places: ../production/parts). */
function hangers(frame: Frame): Step {
  return { parts: [], hardware: { ...emptyHardware(), hangers: frame.cabinet.mounting === 'zavesna' ? 2 : 0 } }
}

/** Four legs 50 mm in from the carcass corners; wider than a metre, a middle pair as well. */
function legs(frame: Frame): Step {
  const { cabinet, outerWidth, carcassDepth, legHeight } = frame
  if (!cabinet.legs) return { parts: [], hardware: emptyHardware() }
  const xs = outerWidth > 1000 ? [50, outerWidth / 2, outerWidth - 50] : [50, outerWidth - 50]
  const zs = [50, carcassDepth - 50]
  const diameter = cabinet.legsType === 'aluminium' ? 30 : 35
  const parts = xs.flatMap((x, i) =>
    zs.map((z, j) => legPart(`leg-${i + 1}-${j + 1}`, cabinet.legsType, legHeight, diameter, x, z)),
  )
  return { parts, hardware: { ...emptyHardware(), legs: parts.length } }
}

/** Every part and fitting of a configured cabinet: carcass, uprights, interior, fronts, top board and legs. */
export function cutList(cabinet: Cabinet): CutList {
  const frame = frameOf(cabinet)
  const { columns, uprights } = columnLayout(frame)
  const steps = [
    carcass(frame),
    uprightParts(frame, uprights),
    interiorParts(frame, columns),
    ...fronts(frame),
    topBoard(frame),
    legs(frame),
    hangers(frame),
  ]
  return {
    outer: { x: frame.outerWidth, y: frame.outerHeight, z: frame.outerDepth },
    parts: steps.flatMap((step) => step.parts),
    hardware: sumHardware(steps.map((step) => step.hardware)),
  }
}

/** Board area of a part in m², counting both boards of a doubled shelf. */
export function boardArea(part: Part): number {
  return (part.length * part.width * part.layers) / 1e6
}
