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
import { sheetLine } from '../productionSheet'

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

/** A hole the workshop drills: a hinge cup, a shelf pin, a handle, a hanger or a runner screw (mm on the part's face). */
export interface PartHole {
  kind: 'hingeCup' | 'shelfPin' | 'handle' | 'hanger' | 'runner' | 'dowel' | 'tipOn' | 'leg'
  /** From the part's left end along its length, and from its bottom edge across its width (the label's view). */
  x: number
  y: number
  diameter: number
  depth: number
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

/** The boards of one part: a doubled 36 mm part is two 18 mm boards. Legs and rails are not boards (none). */
function boardsOf(order: string, line: CutListLine, piece: number, part: Part): ProductionPart[] {
  if (part.layers === 0) return []
  const decorCode = line.decors[part.material as keyof CutListLine['decors']]
  const edges = partEdges(part)
  const module = /^(m\d+u?)-/.exec(part.id)?.[1]
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
      grain: hasGrain(decorCode) ? 'length' : 'none',
      ...(part.hinge ? { hinge: part.hinge } : {}),
      holes: [],
      source: part,
    }
  })
}

/** Every board of an order, line by line, piece by piece, in the cut list's order. */
export function productionParts(order: ProductionOrder): ProductionPart[] {
  return order.lines.flatMap((stored) => {
    const line = sheetLine(stored.position + 1, stored.title, stored.count, stored.design).cutList
    return Array.from({ length: stored.count }, (_, p) =>
      line.parts.flatMap((part) => boardsOf(order.number, line, p + 1, part)),
    ).flat()
  })
}
