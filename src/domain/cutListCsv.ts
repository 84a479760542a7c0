/**
 * The cut list of an order as CSV for a panel-saw optimiser (CutRite, OptiCut and the like import
 * a delimited file with a header and let the workshop map its columns): one row per board of an
 * order line (its label ID's key), counted by the pieces ordered, read from the production parts
 * (./production/parts) as the labels and work order are. Written for Excel in SK/CZ as well:
 * UTF-8 with a BOM, `;` between fields (the list separator of both locales, so the file opens in
 * columns), CRLF line ends, RFC 4180 quoting. Sizes are millimetres with a decimal point (0.1 mm),
 * as optimisers read them whatever the locale. Legs and rails are not panels and are left out.
 */
import type { Part } from './cabinet/cutList'
import type { Cabinet } from './cabinet/model'
import type { Hallway } from './hallway/layout'
import { cabinetLine, hallwayLine, holeSummary, lineBoards, type PartEdges, type PartGrain } from './production/parts'

// The order lines are made where their boards are (./production/parts); kept here for the sheets that import them.
export { cabinetLine, hallwayLine }

/** One order line's parts and the decor each board material is cut from. */
export interface CutListLine {
  /** The line's number in the order, from 1. */
  line: number
  /** How many of this design were ordered. */
  count: number
  parts: Part[]
  decors: { corpus: string; door: string; back: string }
  /** The design the parts are from (its holes depend on it: loose shelves, wall hanging, tip-on); absent for a bare list. */
  design?: Cabinet | Hallway
}

/** One CSV row: a board of a line (every piece of the line alike) and how many of it to cut. */
export interface PanelRow {
  order: string
  line: number
  part: Part['role']
  material: string
  /** Finished size (edge band included), as the file always had it. */
  length: number
  width: number
  thickness: number
  grain: PartGrain
  /** The decor of the band on each long and short side, '' where the side has none. */
  edgeLength1: string
  edgeLength2: string
  edgeWidth1: string
  edgeWidth2: string
  count: number
  /** The board's key in its label ID (`door-1`, `m2u-shelf-1~2`) and its hallway module. */
  key: string
  module: string
  cutLength: number
  cutWidth: number
  /** Band thickness (mm) on each side, 0 where bare. */
  edges: PartEdges
  hinge: string
  hinges: number
  holes: string
  runner: number | ''
  grainSequence: number | ''
}

/**
 * The header: the first thirteen columns as the file has always had them (an optimiser's column mapping still
 * works), the production data after them. Length and Width stay the finished size; the cut size follows.
 */
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
  'Part ID',
  'Module',
  'Cut length',
  'Cut width',
  'Band L1 mm',
  'Band L2 mm',
  'Band W1 mm',
  'Band W2 mm',
  'Hinge side',
  'Hinges',
  'Holes',
  'Runner',
  'Grain sequence',
] as const

/** The boards of a line as rows: one per board of a piece (its key), times the pieces ordered. Legs and rails are bought, not cut. */
export function panelRows(order: string, line: CutListLine): PanelRow[] {
  return lineBoards(order, line).map((board) => ({
    order,
    line: line.line,
    part: board.role,
    material: board.decor,
    length: board.finished.length,
    width: board.finished.width,
    thickness: board.thickness,
    grain: board.grain,
    edgeLength1: board.edges.length1 ? board.decor : '',
    edgeLength2: board.edges.length2 ? board.decor : '',
    edgeWidth1: board.edges.width1 ? board.decor : '',
    edgeWidth2: board.edges.width2 ? board.decor : '',
    count: line.count,
    key: board.key,
    module: board.module ?? '',
    cutLength: board.cut.length,
    cutWidth: board.cut.width,
    edges: board.edges,
    hinge: board.hinge ?? '',
    hinges: board.holes.filter((hole) => hole.kind === 'hingeCup').length,
    holes: holeSummary(board.holes),
    runner: board.runner ?? '',
    grainSequence: board.grainSequence ?? '',
  }))
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
      row.key,
      row.module,
      row.cutLength,
      row.cutWidth,
      row.edges.length1,
      row.edges.length2,
      row.edges.width1,
      row.edges.width2,
      row.hinge,
      row.hinges || '',
      row.holes,
      row.runner,
      row.grainSequence,
    ]),
  ]
  return `\uFEFF${records.map((record) => record.map(csvField).join(';')).join('\r\n')}\r\n`
}
