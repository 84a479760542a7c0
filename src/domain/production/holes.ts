/**
 * Where the workshop drills a line's boards (issue 38), worked out from the cut list's geometry in the cabinet's
 * coordinates (mm; x from the left, y up from the floor, z forward from the back) and then put on each board's face.
 * The figures are the industry's usual ones (the 32 mm system, 35 mm hinge cups); a fitting's own template wins
 * where it differs. docs/decisions/0042-parts.md explains the choices.
 */
import { hingesFor, type Direction, type Part, type PartRole, type Vec3 } from '../cabinet/cutList'
import type { PartHole } from './parts'

type Axis = 'x' | 'y' | 'z'
const AXES: readonly Axis[] = ['x', 'y', 'z']
const AXIS_OF: Record<Direction, Axis> = { left: 'x', right: 'x', bottom: 'y', top: 'y', back: 'z', front: 'z' }
const NEGATIVE: readonly Direction[] = ['left', 'bottom', 'back']

/** A 35 mm cup, its centre 22.5 mm from the door's hinge edge (a 5 mm cup distance), about 100 mm from the ends. */
export const HINGE_CUP = { diameter: 35, depth: 13, fromEdge: 22.5, fromEnds: 100 } as const
/** The 32 mm system: 5 mm holes 37 mm from the front edge, 32 mm apart (shelf pins, hinge plates, runners). */
export const SYSTEM = { pitch: 32, fromEdge: 37, diameter: 5, depth: 12 } as const
/** A shelf rests on its pins: their centre this far under the shelf, and two positions above and below to move it. */
export const PIN_UNDER_SHELF_MM = 5
const PIN_STEPS = 2
/** A side runner's screw line this far above the drawer box's bottom (a 45 mm runner's middle), screws 128 mm apart. */
export const RUNNER = { aboveBox: 22.5, pitch: 128, boxDiameter: 3, boxDepth: 10 } as const
/** A hanger's screw in the top back corner of each side: below the side's top and in front of its back edge. */
export const HANGER = { belowTop: 50, fromBack: 35 } as const
/** A drill-in tip-on unit (10 mm) near the front edge, 100 mm from the door's top (and bottom, for a second unit). */
export const TIP_ON = { diameter: 10, depth: 12, fromFront: 9.5, fromEnd: 100 } as const
/**
 * The carcass is joined with confirmat screws (7 × 50; 7 × 70 through a doubled 36 mm panel): a Ø7 hole through the
 * panel (countersunk on its outer face) into a Ø5 hole in the joined board's edge, at the middle of its thickness;
 * the end ones 37 mm from the board's ends, the rest evenly between, at most 250 mm apart. Screws need no glue or
 * press, so a small workshop assembles with a drill alone (dowels would need both to line up exactly).
 */
/**
 * A lift-up flap (HK) or bi-fold (HF) front, with Blum AVENTOS's typical figures (the fitting's template wins): the
 * lift mechanism on each side's inner face under the top, two Ø5 system screws 37 and 101 mm from the front edge;
 * its arm's front bracket on the flap's back, two Ø3 pilot holes 32 mm apart, 50 mm from each end, 40 mm under the
 * flap's top; a bi-fold's flaps on 35 mm cups (two, three over 900 mm wide), 100 mm from the ends.
 */
export const FLAP = { belowTop: 60, screwsFromFront: [37, 101], bracketFromEnd: 50, bracketBelowTop: 40 } as const
export const FLAP_PILOT = { diameter: 3, depth: 10 } as const
export const CONFIRMAT = { through: 7, edge: 5, length: 50, longLength: 70, fromEnds: 37, maxPitch: 250 } as const

interface Box {
  x0: number
  x1: number
  y0: number
  y1: number
  z0: number
  z1: number
}

const boxOf = (part: Part): Box => ({
  x0: part.position.x - part.size.x / 2,
  x1: part.position.x + part.size.x / 2,
  y0: part.position.y - part.size.y / 2,
  y1: part.position.y + part.size.y / 2,
  z0: part.position.z - part.size.z / 2,
  z1: part.position.z + part.size.z / 2,
})
const low = (box: Box, axis: Axis) => box[`${axis}0`]

const thinAxis = (part: Part): Axis => AXES.find((axis) => part.size[axis] === part.thickness) ?? 'z'

/**
 * The two axes of a panel's face: the one its length runs along and the one across. A square face takes its
 * vertical axis (else x) as its length, so its holes read the same way every time.
 */
export function faceAxes(part: Part): { along: Axis; across: Axis } {
  const [first, second] = AXES.filter((axis) => axis !== thinAxis(part)) as [Axis, Axis]
  const sizeOf = (axis: Axis) => part.size[axis]
  const along =
    sizeOf(first) === sizeOf(second) ? (second === 'y' ? 'y' : first) : sizeOf(first) > sizeOf(second) ? first : second
  return { along, across: along === first ? second : first }
}

/** A hole in the cabinet, on one part's face, before it is put on a board. */
interface PlacedHole {
  part: string
  kind: PartHole['kind']
  at: Vec3
  face: Direction
  diameter: number
  depth: number
  /** A shelf pin's spare position: left out where it would crowd a hole already there (a hinge plate's screw). */
  spare?: boolean
  /** An edge hole: the way the drilled edge looks; `at` is where the hole enters it, mid-thickness. */
  edge?: Direction
}

const round1 = (value: number) => Math.round(value * 10) / 10
const inward = (side: 'left' | 'right'): Direction => (side === 'left' ? 'right' : 'left')

/** What the line's design says beyond its parts: loose shelves on pins, hanging on the wall, tip-on fronts. */
export interface HoleOptions {
  adjustableShelves: boolean
  /** Every module hangs (a wall-hung cabinet), the upper row only (a hallway), or none. */
  wallHung: 'all' | 'upper' | 'none'
  tipOn?: boolean
}

/** Every hole of a line's parts by the part's cut list id, per board (a doubled part's left/bottom/back board first). */
export function partHoles(parts: readonly Part[], options: HoleOptions): Map<string, PartHole[][]> {
  const byId = new Map(parts.map((part) => [part.id, part]))
  const prefixOf = (part: Part) => /^(m\d+u?-)/.exec(part.id)?.[1] ?? ''
  const placed: PlacedHole[] = []
  const add = (hole: PlacedHole) => placed.push(hole)

  for (const door of parts.filter((part) => part.role === 'door' && part.hinge)) {
    const hinge = door.hinge!
    const box = boxOf(door)
    const height = box.y1 - box.y0
    const count = hingesFor(round1(height))
    // Short doors keep their cups a quarter of the height from the ends, so two never meet.
    const ends = Math.min(HINGE_CUP.fromEnds, height / 4)
    const heights = Array.from({ length: count }, (_, i) => box.y0 + ends + (i * (height - 2 * ends)) / (count - 1))
    const cupX = hinge === 'left' ? box.x0 + HINGE_CUP.fromEdge : box.x1 - HINGE_CUP.fromEdge
    const side = byId.get(`${prefixOf(door)}side-${hinge}`)
    for (const y of heights) {
      add({ part: door.id, kind: 'hingeCup', at: { x: cupX, y, z: box.z0 }, face: 'back', ...cup() })
      if (!side) continue
      const sideBox = boxOf(side)
      // The mounting plate's two system screws, 16 mm above and below the cup's height.
      for (const dy of [-SYSTEM.pitch / 2, SYSTEM.pitch / 2])
        add({
          part: side.id,
          kind: 'hingePlate',
          at: { x: hinge === 'left' ? sideBox.x1 : sideBox.x0, y: y + dy, z: sideBox.z1 - SYSTEM.fromEdge },
          face: inward(hinge),
          diameter: SYSTEM.diameter,
          depth: SYSTEM.depth,
        })
    }
    if (options.tipOn) tipOnHoles(door, byId, prefixOf(door), add)
  }

  for (const drawerSide of parts.filter((part) => part.role === 'drawerSide')) {
    const hand = /side-(left|right)$/.exec(drawerSide.id)?.[1] as 'left' | 'right' | undefined
    const carcassSide = hand && byId.get(`${prefixOf(drawerSide)}side-${hand}`)
    if (!hand) continue
    const box = boxOf(drawerSide)
    const y = box.y0 + Math.min(RUNNER.aboveBox, (box.y1 - box.y0) / 2)
    // Screws from the front every 128 mm (four 32 mm steps) along the runner, which is as deep as the box.
    const along = (front: number) => {
      const zs: number[] = []
      for (let z = front - SYSTEM.fromEdge; z >= box.z0 + 10; z -= RUNNER.pitch) zs.push(z)
      return zs
    }
    for (const z of along(box.z1))
      add({
        part: drawerSide.id,
        kind: 'runner',
        at: { x: hand === 'left' ? box.x0 : box.x1, y, z },
        face: hand,
        diameter: RUNNER.boxDiameter,
        depth: RUNNER.boxDepth,
      })
    if (!carcassSide) continue
    const sideBox = boxOf(carcassSide)
    for (const z of along(sideBox.z1))
      add({
        part: carcassSide.id,
        kind: 'runner',
        at: { x: hand === 'left' ? sideBox.x1 : sideBox.x0, y, z },
        face: inward(hand),
        diameter: SYSTEM.diameter,
        depth: SYSTEM.depth,
      })
  }

  // A drawer's tip-on: one drill-in unit in the right side at its front's middle height (the box and runners take
  // the middle). A flap's tip-on is built into its lift mechanism (AVENTOS HK/HF TIP-ON): no holes of its own.
  if (options.tipOn)
    for (const front of parts.filter((part) => part.role === 'drawerFront')) {
      const side = byId.get(`${prefixOf(front)}side-right`)
      if (!side) continue
      const box = boxOf(front)
      add({
        part: side.id,
        kind: 'tipOn',
        at: { x: boxOf(side).x0, y: (box.y0 + box.y1) / 2, z: boxOf(side).z1 - TIP_ON.fromFront },
        face: 'left',
        diameter: TIP_ON.diameter,
        depth: TIP_ON.depth,
      })
    }

  if (options.adjustableShelves) shelfPinHoles(parts, byId, prefixOf, add)

  for (const leg of parts.filter((part) => part.role === 'leg')) {
    const bottom = byId.get(`${prefixOf(leg)}bottom`)
    if (!bottom) continue
    // The leg's plate is screwed on, not drilled: its place is marked at the leg's size.
    add({
      part: bottom.id,
      kind: 'leg',
      at: { x: leg.position.x, y: boxOf(bottom).y0, z: leg.position.z },
      face: 'bottom',
      diameter: leg.width,
      depth: 0,
    })
  }

  if (options.wallHung !== 'none') {
    const prefixes = new Set(
      parts
        .filter((part) => part.role === 'side')
        .map(prefixOf)
        .filter((prefix) => options.wallHung === 'all' || prefix.endsWith('u-')),
    )
    for (const prefix of prefixes)
      for (const hand of ['left', 'right'] as const) {
        const side = byId.get(`${prefix}side-${hand}`)
        if (!side) continue
        const box = boxOf(side)
        add({
          part: side.id,
          kind: 'hanger',
          at: { x: hand === 'left' ? box.x1 : box.x0, y: box.y1 - HANGER.belowTop, z: box.z0 + HANGER.fromBack },
          face: inward(hand),
          diameter: SYSTEM.diameter,
          depth: SYSTEM.depth,
        })
      }
  }

  flapHoles(parts, byId, prefixOf, add)
  jointHoles(parts, options, prefixOf, add)
  return onBoards(parts, placed)
}

/**
 * A flap's fittings: the lift mechanism on both sides under the top, its arm's bracket on the flap that hangs from the
 * top (HK's one flap, HF's upper one); a bi-fold's upper flap hinged to the top and its lower flap to the upper.
 */
function flapHoles(
  parts: readonly Part[],
  byId: Map<string, Part>,
  prefixOf: (part: Part) => string,
  add: (hole: PlacedHole) => void,
) {
  const flaps = parts.filter((part) => part.role === 'flap')
  if (flaps.length === 0) return
  const prefix = prefixOf(flaps[0]!)
  const top = byId.get(`${prefix}top`)
  const upper = flaps.reduce((a, b) => (boxOf(b).y1 > boxOf(a).y1 ? b : a))
  const innerTop = top ? boxOf(top).y0 : boxOf(upper).y1
  for (const hand of ['left', 'right'] as const) {
    const side = byId.get(`${prefix}side-${hand}`)
    if (!side) continue
    const box = boxOf(side)
    for (const fromFront of FLAP.screwsFromFront)
      add({
        part: side.id,
        kind: 'flapFitting',
        at: { x: hand === 'left' ? box.x1 : box.x0, y: innerTop - FLAP.belowTop, z: box.z1 - fromFront },
        face: inward(hand),
        diameter: SYSTEM.diameter,
        depth: SYSTEM.depth,
      })
  }
  const flapBox = boxOf(upper)
  for (const x of [flapBox.x0 + FLAP.bracketFromEnd, flapBox.x1 - FLAP.bracketFromEnd - SYSTEM.pitch])
    for (const dx of [0, SYSTEM.pitch])
      add({
        part: upper.id,
        kind: 'flapFitting',
        at: { x: x + dx, y: flapBox.y1 - FLAP.bracketBelowTop, z: flapBox.z0 },
        face: 'back',
        ...FLAP_PILOT,
      })
  if (flaps.length < 2) return
  const lower = flaps.find((part) => part !== upper)!
  const width = flapBox.x1 - flapBox.x0
  const count = width > 900 ? 3 : 2
  const xs = Array.from(
    { length: count },
    (_, i) => flapBox.x0 + HINGE_CUP.fromEnds + (i * (width - 2 * HINGE_CUP.fromEnds)) / (count - 1),
  )
  const lowerBox = boxOf(lower)
  for (const x of xs) {
    // The upper flap hangs from the top: cups under its top edge, the plates on the top's underside near the front.
    add({
      part: upper.id,
      kind: 'hingeCup',
      at: { x, y: flapBox.y1 - HINGE_CUP.fromEdge, z: flapBox.z0 },
      face: 'back',
      ...cup(),
    })
    if (top)
      for (const dx of [-SYSTEM.pitch / 2, SYSTEM.pitch / 2])
        add({
          part: top.id,
          kind: 'hingePlate',
          at: { x: x + dx, y: boxOf(top).y0, z: boxOf(top).z1 - SYSTEM.fromEdge },
          face: 'bottom',
          diameter: SYSTEM.diameter,
          depth: SYSTEM.depth,
        })
    // The lower flap hangs from the upper: cups under its top edge, the plate's pilot holes on the upper flap's back just over the joint.
    add({
      part: lower.id,
      kind: 'hingeCup',
      at: { x, y: lowerBox.y1 - HINGE_CUP.fromEdge, z: lowerBox.z0 },
      face: 'back',
      ...cup(),
    })
    for (const dx of [-SYSTEM.pitch / 2, SYSTEM.pitch / 2])
      add({
        part: upper.id,
        kind: 'hingePlate',
        at: { x: x + dx, y: flapBox.y0 + HINGE_CUP.fromEdge, z: flapBox.z0 },
        face: 'back',
        ...FLAP_PILOT,
      })
  }
}

/** The boards a confirmat goes through (the carcass's panels) and the boards it holds by their edge. */
const THROUGH_ROLES: readonly PartRole[] = ['side', 'upright', 'top', 'bottom']
const JOINED_ROLES: readonly PartRole[] = ['top', 'bottom', 'shelf', 'upright', 'back']

/**
 * The carcass joints: wherever a board's edge meets a carcass panel's face (top and bottom on the sides, uprights on
 * the top and bottom, fixed shelves on the sides and uprights, the back on all four), confirmats through the panel
 * into that edge. Loose shelves on pins are not joined.
 */
function jointHoles(
  parts: readonly Part[],
  options: HoleOptions,
  prefixOf: (part: Part) => string,
  add: (hole: PlacedHole) => void,
) {
  const loose = (part: Part) => part.role === 'shelf' && options.adjustableShelves && /(^|-)shelf(-\d+)+$/.test(part.id)
  const panels = parts.filter((part) => part.layers > 0 && THROUGH_ROLES.includes(part.role))
  const joined = parts.filter((part) => part.layers > 0 && JOINED_ROLES.includes(part.role) && !loose(part))
  for (const panel of panels)
    for (const board of joined) {
      if (board === panel || prefixOf(board) !== prefixOf(panel)) continue
      const axis = thinAxis(panel)
      if (thinAxis(board) === axis) continue
      const p = boxOf(panel)
      const b = boxOf(board)
      // The board's edge on the panel's face: its end at the panel's near face, facing the panel.
      const touch =
        Math.abs(low(b, axis) - p[`${axis}1`]) < 0.1
          ? 'low'
          : Math.abs(b[`${axis}1`] - low(p, axis)) < 0.1
            ? 'high'
            : undefined
      if (!touch) continue
      const run = AXES.find((other) => other !== axis && other !== thinAxis(board))!
      const thin = thinAxis(board)
      const from = Math.max(low(p, run), low(b, run))
      const to = Math.min(p[`${run}1`], b[`${run}1`])
      const overlapThin = Math.min(p[`${thin}1`], b[`${thin}1`]) - Math.max(low(p, thin), low(b, thin))
      if (to - from < 2 * CONFIRMAT.fromEnds || overlapThin < board.thickness - 0.1) continue
      const even = spread(from + CONFIRMAT.fromEnds, to - CONFIRMAT.fromEnds)
      // Boards meeting an upright from both sides at one height would share its through holes: the right-hand
      // board's screws move one system step (the last one back), so every screw has its own hole.
      const shifted = panel.role === 'upright' && touch === 'low' && even.length > 1
      const positions = shifted ? even.map((at, i) => at + (i < even.length - 1 ? 1 : -1) * SYSTEM.pitch) : even
      const [negative, positive] = DIRECTIONS_OF[axis]
      // The panel's outer face (away from the board) is where the screw goes in; the board's edge faces the panel.
      const outer = touch === 'low' ? negative : positive
      const inner = touch === 'low' ? positive : negative
      const edgeFace = touch === 'low' ? negative : positive
      const panelSurface = touch === 'low' ? p[`${axis}1`] : low(p, axis)
      const length = panel.thickness > 19 ? CONFIRMAT.longLength : CONFIRMAT.length
      const layer = board.thickness / board.layers
      for (let l = 0; l < board.layers; l++) {
        const middle = low(b, thin) + layer * (l + 0.5)
        for (const along of positions) {
          const at = { [axis]: panelSurface, [run]: along, [thin]: middle } as unknown as Vec3
          // A hole through the panel: from both faces, so a doubled panel's two boards are both drilled through.
          for (const face of [outer, inner])
            add({ part: panel.id, kind: 'confirmat', at, face, diameter: CONFIRMAT.through, depth: panel.thickness })
          add({
            part: board.id,
            kind: 'confirmat',
            at,
            face: edgeFace,
            edge: edgeFace,
            diameter: CONFIRMAT.edge,
            depth: round1(length - panel.thickness + 5),
          })
        }
      }
    }
}

const DIRECTIONS_OF: Record<Axis, [Direction, Direction]> = {
  x: ['left', 'right'],
  y: ['bottom', 'top'],
  z: ['back', 'front'],
}

/** Positions from `first` to `last`, both included, at most CONFIRMAT.maxPitch apart (one in the middle if they meet). */
function spread(first: number, last: number): number[] {
  if (last - first < 1) return [round1((first + last) / 2)]
  const gaps = Math.ceil((last - first) / CONFIRMAT.maxPitch)
  return Array.from({ length: gaps + 1 }, (_, i) => round1(first + (i * (last - first)) / gaps))
}

const cup = () => ({ diameter: HINGE_CUP.diameter, depth: HINGE_CUP.depth })

/**
 * A tip-on unit opens the door from the side opposite its hinges: on that carcass side for a single door; for a pair
 * meeting in the middle, under the top (and on the bottom for tall doors) 50 mm beside the joint.
 */
function tipOnHoles(door: Part, byId: Map<string, Part>, prefix: string, add: (hole: PlacedHole) => void) {
  const box = boxOf(door)
  const tall = box.y1 - box.y0 > 1600
  const opposite = door.hinge === 'left' ? 'right' : 'left'
  const hole = { kind: 'tipOn' as const, diameter: TIP_ON.diameter, depth: TIP_ON.depth }
  const side = byId.get(`${prefix}side-${opposite}`)
  const single = !byId.get(`${prefix}door-2`)
  if (single && side) {
    const sideBox = boxOf(side)
    const x = opposite === 'left' ? sideBox.x1 : sideBox.x0
    for (const y of [box.y1 - TIP_ON.fromEnd, ...(tall ? [box.y0 + TIP_ON.fromEnd] : [])])
      add({ ...hole, part: side.id, at: { x, y, z: sideBox.z1 - TIP_ON.fromFront }, face: inward(opposite) })
    return
  }
  const x = door.hinge === 'left' ? box.x1 - 50 : box.x0 + 50
  const top = byId.get(`${prefix}top`)
  const bottom = byId.get(`${prefix}bottom`)
  if (top)
    add({ ...hole, part: top.id, at: { x, y: boxOf(top).y0, z: boxOf(top).z1 - TIP_ON.fromFront }, face: 'bottom' })
  if (tall && bottom)
    add({
      ...hole,
      part: bottom.id,
      at: { x, y: boxOf(bottom).y1, z: boxOf(bottom).z1 - TIP_ON.fromFront },
      face: 'top',
    })
}

/** A loose shelf's pins on the two panels beside it, two rows (front and back), with positions to move it. */
function shelfPinHoles(
  parts: readonly Part[],
  byId: Map<string, Part>,
  prefixOf: (part: Part) => string,
  add: (hole: PlacedHole) => void,
) {
  // Heights per panel face: the shelves' own first, then the positions around them that keep 32 mm apart.
  const rows = new Map<string, { panel: Part; face: Direction; own: number[]; around: number[] }>()
  const loose = parts.filter((part) => part.role === 'shelf' && /(^|-)shelf(-\d+)+$/.test(part.id))
  for (const shelf of loose) {
    const box = boxOf(shelf)
    const prefix = prefixOf(shelf)
    const mates = parts.filter((part) => prefixOf(part) === prefix && part !== shelf)
    const overlapsX = (other: Box) => other.x0 < box.x1 && other.x1 > box.x0
    const below = mates
      .filter((part) => ['bottom', 'shelf', 'top'].includes(part.role))
      .map(boxOf)
      .filter((other) => overlapsX(other) && other.y1 <= box.y0 + 0.05)
    const above = mates
      .filter((part) => ['bottom', 'shelf', 'top'].includes(part.role))
      .map(boxOf)
      .filter((other) => overlapsX(other) && other.y0 >= box.y1 - 0.05)
    const floor = Math.max(...below.map((other) => other.y1))
    const ceiling = Math.min(...above.map((other) => other.y0))
    const pin = box.y0 - PIN_UNDER_SHELF_MM
    const thickness = box.y1 - box.y0
    // The shelf moved to a position must still fit between its neighbours.
    const around = Array.from({ length: 2 * PIN_STEPS + 1 }, (_, i) => pin + (i - PIN_STEPS) * SYSTEM.pitch).filter(
      (y) =>
        y !== pin && y - SYSTEM.pitch / 2 >= floor && y + PIN_UNDER_SHELF_MM + thickness + SYSTEM.pitch / 2 <= ceiling,
    )
    for (const panel of mates.filter((part) => part.role === 'side' || part.role === 'upright')) {
      const panelBox = boxOf(panel)
      const face: Direction | undefined =
        Math.abs(panelBox.x1 - box.x0) < 0.1 ? 'right' : Math.abs(panelBox.x0 - box.x1) < 0.1 ? 'left' : undefined
      if (!face || panelBox.y0 > box.y0 || panelBox.y1 < box.y1) continue
      const key = `${panel.id}|${face}`
      const row = rows.get(key) ?? { panel, face, own: [], around: [] }
      row.own.push(pin)
      row.around.push(...around)
      rows.set(key, row)
    }
  }
  for (const { panel, face, own, around } of rows.values()) {
    const heights = [...own]
    for (const y of around.sort((a, b) => a - b))
      if (heights.every((kept) => Math.abs(kept - y) >= SYSTEM.pitch - 0.5)) heights.push(y)
    const box = boxOf(panel)
    const back = byId.get(`${prefixOf(panel)}back`)
    const front = box.z1 - SYSTEM.fromEdge
    const rear = Math.max(box.z0, back ? boxOf(back).z1 : box.z0) + SYSTEM.fromEdge
    // A shallow panel takes one row in the middle.
    const zs = front - rear >= 2 * SYSTEM.pitch ? [rear, front] : [(front + rear) / 2]
    const x = face === 'right' ? box.x1 : box.x0
    for (const y of heights.sort((a, b) => a - b))
      for (const z of zs)
        add({
          part: panel.id,
          kind: 'shelfPin',
          at: { x, y, z },
          face,
          diameter: SYSTEM.diameter,
          depth: SYSTEM.depth,
          ...(own.includes(y) ? {} : { spare: true }),
        })
  }
}

/**
 * The holes on each board of their part, in the face's own coordinates: a doubled part's left, bottom or back face is
 * its first board's, the other face its second's. Two holes at one place from both faces of one board become a hole
 * through it; a second hole at a place already drilled from the same face is the same hole (a hinge plate's screw in
 * a shelf-pin row).
 */
function onBoards(parts: readonly Part[], placed: readonly PlacedHole[]): Map<string, PartHole[][]> {
  const result = new Map<string, PartHole[][]>()
  const byId = new Map(parts.map((part) => [part.id, part]))
  for (const hole of placed) {
    const part = byId.get(hole.part)
    if (hole.edge && part && part.layers > 0) {
      edgeOnBoard(part, hole, result)
      continue
    }
    if (!part || part.layers === 0 || AXIS_OF[hole.face] !== thinAxis(part)) continue
    const boards = result.get(part.id) ?? Array.from({ length: part.layers }, () => [] as PartHole[])
    result.set(part.id, boards)
    const board = part.layers === 1 || NEGATIVE.includes(hole.face) ? 0 : 1
    const thickness = part.thickness / part.layers
    const { along, across } = faceAxes(part)
    const box = boxOf(part)
    const x = round1(hole.at[along] - low(box, along))
    const y = round1(hole.at[across] - low(box, across))
    const list = boards[board]!
    // A confirmat is never another fitting's hole: only its own from the panel's other face makes it one.
    const same = list.find(
      (other) =>
        !other.edge &&
        Math.abs(other.x - x) < 1 &&
        Math.abs(other.y - y) < 1 &&
        (other.kind === hole.kind || (other.kind !== 'confirmat' && hole.kind !== 'confirmat')),
    )
    const crowded = list.some((other) => Math.hypot(other.x - x, other.y - y) < SYSTEM.pitch / 2)
    if (hole.spare && crowded && !same) continue
    if (same) {
      if (same.face !== hole.face && same.diameter === hole.diameter) same.depth = thickness
      continue
    }
    list.push({
      kind: hole.kind,
      x,
      y,
      diameter: hole.diameter,
      depth: Math.min(hole.depth, thickness),
      face: hole.face,
    })
  }
  return result
}

/**
 * An edge hole on its board: `edge` names the edge (`width1`/`width2` the ends at x = 0 / length, `length1`/`length2`
 * the long edges at y = 0 / width), x and y where the hole enters it, drilled `depth` into the board mid-thickness.
 */
function edgeOnBoard(part: Part, hole: PlacedHole, result: Map<string, PartHole[][]>) {
  const boards = result.get(part.id) ?? Array.from({ length: part.layers }, () => [] as PartHole[])
  result.set(part.id, boards)
  const thin = thinAxis(part)
  const box = boxOf(part)
  const board = part.layers === 1 || hole.at[thin] < (low(box, thin) + box[`${thin}1`]) / 2 ? 0 : 1
  const { along, across } = faceAxes(part)
  const axis = AXIS_OF[hole.edge!]
  const first = NEGATIVE.includes(hole.edge!)
  const edge: PartHole['edge'] = axis === along ? (first ? 'width1' : 'width2') : first ? 'length1' : 'length2'
  // On the edge itself, whatever a tenth of a millimetre the panel's face and the board's end differ by.
  const x = axis === along ? (first ? 0 : part.length) : round1(hole.at[along] - low(box, along))
  const y = axis === across ? (first ? 0 : part.width) : round1(hole.at[across] - low(box, across))
  const list = boards[board]!
  if (list.some((other) => other.edge === edge && Math.abs(other.x - x) < 1 && Math.abs(other.y - y) < 1)) return
  list.push({ kind: hole.kind, x, y, diameter: hole.diameter, depth: hole.depth, edge })
}
