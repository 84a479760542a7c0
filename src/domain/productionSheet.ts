/**
 * What the workshop's sheets say about one ordered design, made from the design alone: its cut
 * list line (the CSV's rows), its front drawing and its hardware. The CSV and the PDF work order
 * both start here, so they can never disagree with each other or with the domain cut list.
 */
import { cutList, type Hardware } from './cabinet/cutList'
import type { Cabinet } from './cabinet/model'
import { cabinetLine, hallwayLine, type CutListLine } from './cutListCsv'
import { frontElevation, type FrontElevation } from './drawing'
import { hallwayElevation } from './hallway/elevation'
import type { Hallway } from './hallway/layout'
import { PRODUCTS } from './cabinet/catalogue'
import { HALLWAY_TITLE } from './cart'
import type { LocaleCode } from './locale'

/** One order line as the workshop needs it. */
export interface SheetLine {
  line: number
  title: string
  count: number
  /** Width × height × depth (mm) of the whole design. */
  outer: { x: number; y: number; z: number }
  cutList: CutListLine
  drawing: FrontElevation
  hardware: Hardware
  /** Delivered assembled (cabinets over 170 cm may be; hallways are assembled on site). */
  assembled: boolean
  decors: CutListLine['decors']
}

/** A stored design is a hallway when it has modules. */
export const isHallway = (design: Cabinet | Hallway): design is Hallway => 'cabinets' in design

/**
 * A design's product name in a language, from the catalogue: an order stores its lines' titles in the customer's
 * language, a sheet names them in the workshop's. `stored` where the catalogue no longer has the product.
 */
export function designTitle(design: Cabinet | Hallway, locale: LocaleCode, stored: string): string {
  if (isHallway(design)) return HALLWAY_TITLE[locale]
  return (PRODUCTS as Partial<typeof PRODUCTS>)[design.variant]?.title[locale] ?? stored
}

/** The sheet line of an ordered design (line numbers from 1). */
export function sheetLine(line: number, title: string, count: number, design: Cabinet | Hallway): SheetLine {
  if (isHallway(design)) {
    const { list, segments } = hallwayElevation(design)
    const cut = hallwayLine(line, count, design)
    return {
      line,
      title,
      count,
      outer: list.outer,
      cutList: cut,
      drawing: frontElevation(design, list, { dimensions: true, segments, hinges: true }),
      hardware: list.hardware,
      assembled: false,
      decors: cut.decors,
    }
  }
  const list = cutList(design)
  const cut = cabinetLine(line, count, design)
  return {
    line,
    title,
    count,
    outer: list.outer,
    cutList: cut,
    drawing: frontElevation(design, list, { dimensions: true, hinges: true }),
    hardware: list.hardware,
    assembled: design.assembled,
    decors: cut.decors,
  }
}

/** A hardware item to pick for a line: what (a key the sheet names), how many, and its length (mm) where it has one. */
export interface HardwareItem {
  kind: 'hinges' | 'softClose' | 'tipOn' | 'drawerRunners' | 'liftUp' | 'biFold' | 'legs' | 'hangers' | 'rails'
  count: number
  lengthMm?: number
}

/** The hardware of one piece as a pick list: runners and rails grouped by length, nothing that is zero. */
export function hardwareItems(hardware: Hardware): HardwareItem[] {
  const items: HardwareItem[] = []
  const counted = ['hinges', 'softClose', 'tipOn', 'liftUp', 'biFold', 'legs', 'hangers'] as const
  for (const kind of counted) if (hardware[kind] > 0) items.push({ kind, count: hardware[kind] })
  const byLength = (kind: 'drawerRunners' | 'rails', lengths: number[]) => {
    const counts = new Map<number, number>()
    for (const length of lengths) counts.set(length, (counts.get(length) ?? 0) + 1)
    for (const [lengthMm, count] of [...counts].sort((a, b) => a[0] - b[0])) items.push({ kind, count, lengthMm })
  }
  byLength('drawerRunners', hardware.drawerRunners)
  byLength('rails', hardware.rails)
  return items
}

/** The orders a production batch makes: never a cancelled one (its own sheet is stamped CANCELLED instead). */
export function batchOrders<Order extends { status: string }>(orders: readonly Order[]): Order[] {
  return orders.filter((order) => order.status !== 'cancelled')
}
