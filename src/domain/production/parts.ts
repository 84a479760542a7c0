/**
 * The parts an order sends to the workshop (issue 38): every board of every piece of every line, with the ID its label
 * carries. Made from the one cut list (./../cabinet/cutList), so the sheets, labels, board plans, shop floor and
 * assembly instructions all read the same parts as the price and the 3D model.
 *
 * Sizes in mm. The cut list's sizes are finished sizes (edge band included); the cut size is what the panel saw
 * cuts before banding: the finished size less the band on each banded side.
 */
import { decor } from '../decors'
import type { Direction, Part, PartRole } from '../cabinet/cutList'
import type { Cabinet } from '../cabinet/model'
import type { Hallway } from '../hallway/layout'
import type { CutListLine } from '../cutListCsv'
import { PRODUCTS } from '../cabinet/catalogue'
import { cutList } from '../cabinet/cutList'
import { hallwayCutList } from '../hallway/cutList'
import { faceAxes, partHoles, type HoleOptions } from './holes'

export { faceAxes }

/** The edge band's thickness (docs/product.md#catalogue: 1 mm edge band). */
export const EDGE_BAND_MM = 1

/** Which way a part's grain runs on its cut size: along its length, across it (its width), or none (a plain decor). */
export type PartGrain = 'length' | 'width' | 'none'

/** A part's four edges: the two long sides and the two short sides; each the band's thickness in mm, 0 when bare. */
export interface PartEdges {
  length1: number
  length2: number
  width1: number
  width2: number
}

/**
 * A hole the workshop drills: a hinge cup, a hinge's mounting plate, a shelf pin, a hanger, a runner screw, a tip-on
 * unit, a leg's plate, a carcass joint's confirmat (through a panel, or into a board's edge) or a flap's lift fitting
 * (mm on the part's finished face, after banding). The catalogue sells no handles (a handle is
 * bought separately: docs/product.md#catalogue), so no part has handle holes.
 */
export interface PartHole {
  kind:
    | 'hingeCup'
    | 'hingePlate'
    | 'shelfPin'
    | 'handle'
    | 'hanger'
    | 'runner'
    | 'dowel'
    | 'tipOn'
    | 'leg'
    | 'confirmat'
    | 'flapFitting'
  /**
   * Along the part's length from its end nearest the cabinet's left, floor or back, and across its width from the
   * edge nearest the same (see `faceAxes`): the same numbers whichever face the label is read on.
   */
  x: number
  y: number
  diameter: number
  /** Drilling depth; a hole through the board is as deep as it is thick; 0 is a place marked for a screwed plate. */
  depth: number
  /** Which way the drilled face looks in the cabinet (a door's hinge cups are drilled into its `back`). */
  face?: Direction
  /**
   * A hole drilled into an edge, mid-thickness (a confirmat's Ø5 in a top's end): `width1`/`width2` the ends at
   * x = 0 / length, `length1`/`length2` the long edges at y = 0 / width; x, y where it enters, `depth` into the board.
   */
  edge?: 'length1' | 'length2' | 'width1' | 'width2'
}

/** The holes of a board in short: each kind with its diameter and count, e.g. `hingeCup 4×Ø35, hingePlate 8×Ø5`. */
export function holeSummary(holes: readonly PartHole[]): string {
  const counts = new Map<string, number>()
  for (const hole of holes) {
    const key = `${hole.kind} ×Ø${hole.diameter}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].map(([key, count]) => key.replace('×', `${count}×`)).join(', ')
}

/** One board to cut, band, drill and assemble: the unit a label, a board plan and a scan step name. */
export interface ProductionPart {
  /** The label's ID: order, line, piece and the cut list's part (see `partId`). */
  id: string
  order: string
  /** The order line, from 1. */
  line: number
  /** Which of the line's pieces (a line of 2 cabinets has pieces 1 and 2), from 1. */
  piece: number
  /** The cut list's id of the part (`door-1`, `m2u-side-left`); a doubled 36 mm part's second board ends `~2`. */
  key: string
  /** The hallway module the part belongs to (`m2`, `m1u`); absent in a cabinet. */
  module?: string
  role: PartRole
  /** The decor code the board is cut from. */
  decor: string
  /** One board's thickness (a doubled shelf is two parts of 18 mm). */
  thickness: number
  /** Finished size, edge band included. */
  finished: { length: number; width: number }
  /** Cut size on the panel saw, before banding. */
  cut: { length: number; width: number }
  edges: PartEdges
  grain: PartGrain
  /** A door's hinge side seen from the front. */
  hinge?: 'left' | 'right'
  /**
   * The order in which the fronts of one wood-decor cabinet (a hallway: one module) are cut from one board so the grain
   * runs on: 1, 2, 3 … top to bottom, then left to right. Absent on other parts and plain decors.
   */
  grainSequence?: number
  /** A drawer's runner length (mm), on its front and its box's sides. */
  runner?: number
  holes: PartHole[]
  /** The cut list's part the board is made from (position in the cabinet, its 3D size). */
  source: Part
}

/** An order as the production sees it: its number and its lines' stored designs. */
export interface ProductionOrder {
  number: string
  lines: ReadonlyArray<{ position: number; title: string; count: number; design: Cabinet | Hallway }>
}

/** IDs are `order.line.piece.key`: order numbers (2026-000123) and keys use no dots, so the ID parses back. */
export function partId(order: string, line: number, piece: number, key: string): string {
  return `${order}.${line}.${piece}.${key}`
}

/** An ID's order, line, piece and key; undefined for text that is not one (a scan of another code, a typo). */
export function parsePartId(text: string): { order: string; line: number; piece: number; key: string } | undefined {
  const match = /^(\d{4}-\d{6,})\.(\d{1,3})\.(\d{1,3})\.([a-z0-9~-]{1,40})$/.exec(text.trim())
  if (!match) return undefined
  return { order: match[1]!, line: Number(match[2]), piece: Number(match[3]), key: match[4]! }
}

/** The shop-floor address a label's QR code holds: scanning it with any phone opens the part's card. */
export const SHOP_FLOOR_PATH = '/admin/dielna'
export function partAddress(siteUrl: string, id: string): string {
  return `${siteUrl.replace(/\/$/, '')}${SHOP_FLOOR_PATH}?part=${encodeURIComponent(id)}`
}

/** The part ID in what was scanned or typed: the ID itself, or a label's shop-floor address. */
export function partIdOfScan(text: string): string | undefined {
  const trimmed = text.trim()
  if (parsePartId(trimmed)) return trimmed
  try {
    const id = new URL(trimmed).searchParams.get('part')
    return id && parsePartId(id) ? id : undefined
  } catch {
    return undefined
  }
}

const AXES = ['x', 'y', 'z'] as const
const AXIS_OF: Record<Direction, (typeof AXES)[number]> = {
  left: 'x',
  right: 'x',
  bottom: 'y',
  top: 'y',
  back: 'z',
  front: 'z',
}

/** Which of a panel's sides carry a band: an edge facing one way runs along the axis that is neither its own nor the thin one. */
export function partEdges(part: Part): PartEdges {
  const thin = AXES.find((axis) => part.size[axis] === part.thickness) ?? 'z'
  const edges: PartEdges = { length1: 0, length2: 0, width1: 0, width2: 0 }
  for (const direction of part.edges) {
    const along = AXES.find((axis) => axis !== thin && axis !== AXIS_OF[direction])!
    const onLength = part.size[along] === part.length
    if (onLength && !edges.length1) edges.length1 = EDGE_BAND_MM
    else if (onLength && !edges.length2) edges.length2 = EDGE_BAND_MM
    else if (!edges.width1) edges.width1 = EDGE_BAND_MM
    else edges.width2 = EDGE_BAND_MM
  }
  return edges
}

/** A wood decor has a grain; plain colours and stone do not. */
export const hasGrain = (decorCode: string) => decor(decorCode)?.type === 'drevodekor'

/**
 * Which way the grain runs in the cabinet, by the part's role: up the sides, uprights, doors and back (the tall
 * parts read vertically, and the doors match the sides), across the width on the top, bottom, shelves, top board,
 * drawer fronts and flaps (a row of drawer fronts reads as horizontal bands), from front to back on a drawer's sides.
 */
const GRAIN_AXIS: Record<PartRole, 'x' | 'y' | 'z'> = {
  side: 'y',
  upright: 'y',
  door: 'y',
  back: 'y',
  top: 'x',
  bottom: 'x',
  shelf: 'x',
  topBoard: 'x',
  drawerFront: 'x',
  flap: 'x',
  drawerBack: 'x',
  drawerBottom: 'x',
  drawerSide: 'z',
  leg: 'y',
  rail: 'x',
}

/** A part's grain on its cut size: along its length when the grain's way in the cabinet is its length, else across. */
export function partGrain(part: Part, decorCode: string): PartGrain {
  if (!hasGrain(decorCode)) return 'none'
  return faceAxes(part).along === GRAIN_AXIS[part.role] ? 'length' : 'width'
}

const FRONT_ROLES: readonly PartRole[] = ['door', 'flap', 'drawerFront']

/** The fronts' cutting order per cabinet (hallway module): top to bottom, then left to right. */
function grainSequences(parts: readonly Part[], decors: CutListLine['decors']): Map<string, number> {
  const sequences = new Map<string, number>()
  const groups = new Map<string, Part[]>()
  for (const part of parts) {
    if (!FRONT_ROLES.includes(part.role) || !hasGrain(decors[part.material as keyof CutListLine['decors']])) continue
    const module = /^(m\d+u?)-/.exec(part.id)?.[1] ?? ''
    groups.set(module, [...(groups.get(module) ?? []), part])
  }
  for (const fronts of groups.values()) {
    const top = (part: Part) => part.position.y + part.size.y / 2
    const left = (part: Part) => part.position.x - part.size.x / 2
    fronts.sort((a, b) => top(b) - top(a) || left(a) - left(b)).forEach((part, i) => sequences.set(part.id, i + 1))
  }
  return sequences
}

/** What a line's parts share: their holes and the fronts' cutting order. */
interface LineData {
  holes: Map<string, PartHole[][]>
  sequences: Map<string, number>
}

/** The boards of one part: a doubled 36 mm part is two 18 mm boards. Legs and rails are not boards (none). */
function boardsOf(order: string, line: CutListLine, piece: number, part: Part, data: LineData): ProductionPart[] {
  if (part.layers === 0) return []
  const decorCode = line.decors[part.material as keyof CutListLine['decors']]
  const edges = partEdges(part)
  const module = /^(m\d+u?)-/.exec(part.id)?.[1]
  const grain = partGrain(part, decorCode)
  const grainSequence = data.sequences.get(part.id)
  // A drawer's box is as deep as its runners.
  const runner = /^drawer-(\d+)-side-/.exec(part.id)
    ? part.size.z
    : part.role === 'drawerFront'
      ? line.parts.find((other) => other.id === `${part.id.replace('drawer-front-', 'drawer-')}-side-left`)?.size.z
      : undefined
  return Array.from({ length: part.layers }, (_, layer) => {
    const key = layer === 0 ? part.id : `${part.id}~${layer + 1}`
    return {
      id: partId(order, line.line, piece, key),
      order,
      line: line.line,
      piece,
      key,
      ...(module ? { module } : {}),
      role: part.role,
      decor: decorCode,
      thickness: part.thickness / part.layers,
      finished: { length: part.length, width: part.width },
      cut: {
        length: part.length - edges.width1 - edges.width2,
        width: part.width - edges.length1 - edges.length2,
      },
      edges,
      grain,
      ...(part.hinge ? { hinge: part.hinge } : {}),
      ...(grainSequence ? { grainSequence } : {}),
      ...(runner ? { runner } : {}),
      // Each board its own copies: the pieces of a line share the computed holes.
      holes: (data.holes.get(part.id)?.[layer] ?? []).map((hole) => ({ ...hole })),
      source: part,
    }
  })
}

/** What the line's design says about its holes: loose shelves, hanging on the wall, tip-on; none for a bare list. */
function holeOptions(design: Cabinet | Hallway | undefined): HoleOptions {
  if (!design) return { adjustableShelves: false, wallHung: 'none' }
  // A hallway's shelves stand on pins at the heights the plan chose; a cabinet's where the shopper chose a count.
  if (isHallway(design)) return { adjustableShelves: true, wallHung: 'upper' }
  return {
    adjustableShelves: PRODUCTS[design.variant]?.interior.shelvesChosen === true,
    wallHung: design.mounting === 'zavesna' ? 'all' : 'none',
    tipOn: design.tipon,
  }
}

/** The boards of one piece of an order line (every piece of a line is the same but for its IDs). */
export function lineBoards(order: string, line: CutListLine, piece = 1): ProductionPart[] {
  const data: LineData = {
    holes: partHoles(line.parts, holeOptions(line.design)),
    sequences: grainSequences(line.parts, line.decors),
  }
  return line.parts.flatMap((part) => boardsOf(order, line, piece, part, data))
}

/** A cabinet as an order line: its back is cut from the corpus decor (docs/product.md#catalogue). */
export function cabinetLine(line: number, count: number, cabinet: Cabinet): CutListLine {
  return {
    line,
    count,
    parts: cutList(cabinet).parts,
    decors: { corpus: cabinet.corpusColor, door: cabinet.doorColor, back: cabinet.corpusColor },
    design: cabinet,
  }
}

/** A hallway wall as an order line: its own back decor. */
export function hallwayLine(line: number, count: number, hallway: Hallway): CutListLine {
  return {
    line,
    count,
    parts: hallwayCutList(hallway).parts,
    decors: { corpus: hallway.corpusColor, door: hallway.doorColor, back: hallway.backColor },
    design: hallway,
  }
}

/** A stored design is a hallway when it has modules (as ../productionSheet says; importing it would make a cycle). */
const isHallway = (design: Cabinet | Hallway): design is Hallway => 'cabinets' in design

/** Every board of an order, line by line, piece by piece, in the cut list's order. */
export function productionParts(order: ProductionOrder): ProductionPart[] {
  return order.lines.flatMap((stored) => {
    const { position, count, design } = stored
    const line = isHallway(design) ? hallwayLine(position + 1, count, design) : cabinetLine(position + 1, count, design)
    const data: LineData = {
      holes: partHoles(line.parts, holeOptions(design)),
      sequences: grainSequences(line.parts, line.decors),
    }
    return Array.from({ length: count }, (_, p) =>
      line.parts.flatMap((part) => boardsOf(order.number, line, p + 1, part, data)),
    ).flat()
  })
}
