/**
 * A batch's board plans and materials order (issue 38.3): its parts grouped by decor and thickness, each group nested
 * onto that decor's standard boards (./nesting), and what to order: boards per decor, edge band metres per decor and
 * thickness, hardware totals. Pure: the server feeds it the orders and the price list's decor data.
 */
import type { DecorPricing } from '../decors'
import { hardwareItems, sheetLine, type HardwareItem } from '../productionSheet'
import { DEFAULT_BOARD, nest, type BoardSpec, type NestResult } from './nesting'
import { productionParts, type ProductionOrder, type ProductionPart } from './parts'

/**
 * Edge band to order: each banded edge's finished length plus an overhang at both ends the edge bander trims off,
 * and a share for waste (setting up the machine, damaged ends). Workshop rules of thumb, docs/decisions/0043-boards.md.
 */
export const BAND_OVERHANG_MM = 30
export const BAND_WASTE = 0.1

/** A decor's board from the price list's decor data; the defaults where it names none. */
export function boardSpecOf(code: string, decors: Readonly<Record<string, DecorPricing>> = {}): BoardSpec {
  const data = decors[code]
  return {
    length: data?.boardLength ?? DEFAULT_BOARD.length,
    width: data?.boardWidth ?? DEFAULT_BOARD.width,
    trim: data?.trim ?? DEFAULT_BOARD.trim,
    kerf: data?.kerf ?? DEFAULT_BOARD.kerf,
  }
}

/** One decor and thickness nested: the plan and the parts it placed, by ID. */
export interface DecorPlan extends NestResult {
  decor: string
  thickness: number
}

export interface BandTotal {
  decor: string
  /** The band's thickness, mm. */
  thickness: number
  /** Edges' finished lengths summed, m. */
  net: number
  /** To order, with overhang and waste, m (rounded up to 0.1 m). */
  order: number
}

export interface MaterialsOrder {
  boards: Array<{ decor: string; thickness: number; count: number; board: BoardSpec }>
  band: BandTotal[]
  hardware: HardwareItem[]
}

export interface BoardsPlan {
  orders: string[]
  plans: DecorPlan[]
  materials: MaterialsOrder
}

/** Nests the parts, one group per decor and thickness (largest group first). */
export function decorPlans(
  parts: readonly ProductionPart[],
  decors: Readonly<Record<string, DecorPricing>> = {},
): DecorPlan[] {
  const groups = new Map<string, ProductionPart[]>()
  for (const part of parts) {
    const key = `${part.decor}|${part.thickness}`
    groups.set(key, [...(groups.get(key) ?? []), part])
  }
  return [...groups.values()]
    .map((group) => {
      const { decor, thickness } = group[0]!
      const result = nest(
        group.map((p) => ({ id: p.id, length: p.cut.length, width: p.cut.width, grain: p.grain })),
        boardSpecOf(decor, decors),
      )
      return { decor, thickness, ...result }
    })
    .sort((a, b) => b.boards.length - a.boards.length || a.decor.localeCompare(b.decor))
}

/** Edge band per decor and band thickness: every banded edge's finished length, with overhang and waste. */
export function bandTotals(parts: readonly ProductionPart[]): BandTotal[] {
  const totals = new Map<string, { decor: string; thickness: number; net: number; gross: number }>()
  for (const part of parts) {
    const edges: Array<[number, number]> = [
      [part.edges.length1, part.finished.length],
      [part.edges.length2, part.finished.length],
      [part.edges.width1, part.finished.width],
      [part.edges.width2, part.finished.width],
    ]
    for (const [thickness, mm] of edges) {
      if (!thickness) continue
      const key = `${part.decor}|${thickness}`
      const total = totals.get(key) ?? { decor: part.decor, thickness, net: 0, gross: 0 }
      total.net += mm
      total.gross += mm + 2 * BAND_OVERHANG_MM
      totals.set(key, total)
    }
  }
  return [...totals.values()]
    .map(({ decor, thickness, net, gross }) => ({
      decor,
      thickness,
      net: Math.round(net / 100) / 10,
      order: Math.ceil((gross * (1 + BAND_WASTE)) / 100) / 10,
    }))
    .sort((a, b) => b.order - a.order || a.decor.localeCompare(b.decor))
}

/** The hardware of every line's every piece, summed by kind and length. */
export function hardwareTotals(orders: readonly ProductionOrder[]): HardwareItem[] {
  const totals = new Map<string, HardwareItem>()
  for (const order of orders)
    for (const line of order.lines)
      for (const item of hardwareItems(sheetLine(line.position + 1, line.title, line.count, line.design).hardware)) {
        const key = `${item.kind}|${item.lengthMm ?? ''}`
        const total = totals.get(key)
        if (total) total.count += item.count * line.count
        else totals.set(key, { ...item, count: item.count * line.count })
      }
  return [...totals.values()]
}

/** The batch's board plans and materials order. */
export function boardsPlan(
  orders: readonly ProductionOrder[],
  decors: Readonly<Record<string, DecorPricing>> = {},
): BoardsPlan {
  const parts = orders.flatMap(productionParts)
  const plans = decorPlans(parts, decors)
  return {
    orders: orders.map((o) => o.number),
    plans,
    materials: {
      boards: plans.map((p) => ({ decor: p.decor, thickness: p.thickness, count: p.boards.length, board: p.board })),
      band: bandTotals(parts),
      hardware: hardwareTotals(orders),
    },
  }
}
