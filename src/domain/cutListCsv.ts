/**
 * The cut list of an order as CSV for a panel-saw optimiser (CutRite, OptiCut and the like import
 * a delimited file with a header and let the workshop map its columns): one row per distinct panel
 * of an order line, identical panels merged with a count. Written for Excel in SK/CZ as well:
 * UTF-8 with a BOM, `;` between fields (the list separator of both locales, so the file opens in
 * columns), CRLF line ends, RFC 4180 quoting. Sizes are millimetres with a decimal point (0.1 mm),
 * as optimisers read them whatever the locale. Legs and rails are not panels and are left out.
 */
import { decor } from './decors'
import { cutList, type Axis, type Direction, type Part } from './cabinet/cutList'
import type { Cabinet } from './cabinet/model'
import { hallwayCutList } from './hallway/cutList'
import type { Hallway } from './hallway/layout'

/** One order line's parts and the decor each board material is cut from. */
export interface CutListLine {
  /** The line's number in the order, from 1. */
  line: number
  /** How many of this design were ordered. */
  count: number
  parts: Part[]
  decors: { corpus: string; door: string; back: string }
}

/** What a panel's grain does: runs along its length (wood decors), or there is none to keep. */
export type Grain = 'length' | 'none'

/** One CSV row: a panel of a line and how many of it to cut. */
export interface PanelRow {
  order: string
  line: number
  part: Part['role']
  material: string
  length: number
  width: number
  thickness: number
  grain: Grain
  /** The decor of the 1 mm band on each long and short side, '' where the side has none. */
  edgeLength1: string
  edgeLength2: string
  edgeWidth1: string
  edgeWidth2: string
  count: number
}

export const CSV_HEADER = [
  'Order',
  'Line',
  'Part',
  'Material',
  'Length',
  'Width',
  'Thickness',
  'Grain',
  'Edge L1',
  'Edge L2',
  'Edge W1',
  'Edge W2',
  'Count',
] as const

/** A cabinet as an order line: its back is cut from the corpus decor (docs/product.md#catalogue). */
export function cabinetLine(line: number, count: number, cabinet: Cabinet): CutListLine {
  return {
    line,
    count,
    parts: cutList(cabinet).parts,
    decors: { corpus: cabinet.corpusColor, door: cabinet.doorColor, back: cabinet.corpusColor },
  }
}

/** A hallway wall as an order line: its own back decor. */
export function hallwayLine(line: number, count: number, hallway: Hallway): CutListLine {
  return {
    line,
    count,
    parts: hallwayCutList(hallway).parts,
    decors: { corpus: hallway.corpusColor, door: hallway.doorColor, back: hallway.backColor },
  }
}

const AXES: Axis[] = ['x', 'y', 'z']
const AXIS_OF: Record<Direction, Axis> = { left: 'x', right: 'x', bottom: 'y', top: 'y', back: 'z', front: 'z' }

/** Which sides of a panel carry a band: an edge facing one way runs along the axis that is neither its own nor the thin one. */
function bandedSides(part: Part): { long: number; short: number } {
  const thin = AXES.find((axis) => part.size[axis] === part.thickness) ?? 'z'
  let long = 0
  let short = 0
  for (const direction of part.edges) {
    const along = AXES.find((axis) => axis !== thin && axis !== AXIS_OF[direction])!
    if (part.size[along] === part.length && long < 2) long++
    else short++
  }
  return { long, short: Math.min(short, 2) }
}

/** The panels of a line, one row per distinct panel; a doubled (36 mm) part is two 18 mm boards, banded as a pair. */
export function panelRows(order: string, line: CutListLine): PanelRow[] {
  const rows = new Map<string, PanelRow>()
  for (const part of line.parts) {
    if (part.layers === 0) continue
    const material = line.decors[part.material as keyof CutListLine['decors']]
    const grain: Grain = decor(material)?.type === 'drevodekor' ? 'length' : 'none'
    const { long, short } = bandedSides(part)
    const row: PanelRow = {
      order,
      line: line.line,
      part: part.role,
      material,
      length: part.length,
      width: part.width,
      thickness: part.thickness / part.layers,
      grain,
      edgeLength1: long >= 1 ? material : '',
      edgeLength2: long >= 2 ? material : '',
      edgeWidth1: short >= 1 ? material : '',
      edgeWidth2: short >= 2 ? material : '',
      count: part.layers * line.count,
    }
    const key = JSON.stringify({ ...row, count: 0 })
    const same = rows.get(key)
    if (same) same.count += row.count
    else rows.set(key, row)
  }
  return [...rows.values()]
}

/**
 * A field as CSV: quoted when it holds the separator, a quote, a line break or edge spaces; quotes doubled. Text a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or CR first: a customer's name or note typed as
 * `=HYPERLINK(…)`) gets a leading apostrophe (OWASP's CSV injection advice); plain numbers, negative ones too, stay.
 */
export function csvField(value: string | number): string {
  const typed = String(value)
  const text = /^[=+\-@\t\r]/.test(typed) && !/^[+-]?\d+(\.\d+)?$/.test(typed) ? `'${typed}` : typed
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The whole order's cut list as the CSV file's text (BOM, header, CRLF). */
export function cutListCsv(order: string, lines: CutListLine[]): string {
  return ordersCutListCsv([{ order, lines }])
}

/** Several orders' cut lists in one file (a production batch): one header, the orders' rows in turn; the header alone for none. */
export function ordersCutListCsv(orders: ReadonlyArray<{ order: string; lines: CutListLine[] }>): string {
  const rows = orders.flatMap(({ order, lines }) => lines.flatMap((line) => panelRows(order, line)))
  const records = [
    CSV_HEADER,
    ...rows.map((row) => [
      row.order,
      row.line,
      row.part,
      row.material,
      row.length,
      row.width,
      row.thickness,
      row.grain,
      row.edgeLength1,
      row.edgeLength2,
      row.edgeWidth1,
      row.edgeWidth2,
      row.count,
    ]),
  ]
  return `\uFEFF${records.map((record) => record.map(csvField).join(';')).join('\r\n')}\r\n`
}
