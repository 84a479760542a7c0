/**
 * Assembly instructions for the exact design (issue 38.6): each order line's boards, by their label IDs, sorted into
 * the steps a fitter follows (carcass, back, interior, drawers and rails, fronts, then legs, top board or the wall),
 * with the hardware each step uses. Made from the production parts (./parts), so the instructions name the same
 * boards as the labels and sheets; a hallway is assembled module by module.
 */
import { cutList, hingesFor, sumHardware, type Hardware, type Part, type PartRole } from '../cabinet/cutList'
import type { Cabinet } from '../cabinet/model'
import { moduleCutList } from '../hallway/cutList'
import type { Hallway } from '../hallway/layout'
import { cabinetLine, hallwayLine } from '../cutListCsv'
import { hardwareItems, isHallway, type HardwareItem } from '../productionSheet'
import { productionParts, type ProductionOrder, type ProductionPart } from './parts'

/** The instructions' file name: `montaz-{number}.pdf` (Slovak and Czech alike, like the other sheets' names). */
export const assemblyPdfName = (number: string) => `montaz-${number}.pdf`

/** The steps in the order a fitter does them. */
export const ASSEMBLY_STEPS = ['carcass', 'back', 'interior', 'drawers', 'fronts', 'finish'] as const
export type AssemblyStepKind = (typeof ASSEMBLY_STEPS)[number]

/** Which step puts a part in place: every cut-list role has exactly one. */
export const STEP_OF_ROLE: Record<PartRole, AssemblyStepKind> = {
  side: 'carcass',
  top: 'carcass',
  bottom: 'carcass',
  back: 'back',
  upright: 'interior',
  shelf: 'interior',
  drawerSide: 'drawers',
  drawerBack: 'drawers',
  drawerBottom: 'drawers',
  drawerFront: 'drawers',
  rail: 'drawers',
  door: 'fronts',
  flap: 'fronts',
  topBoard: 'finish',
  leg: 'finish',
}

/** Which step fits a piece of hardware (tip-on goes with the fronts, or with the drawers where there are no fronts). */
const STEP_OF_HARDWARE: Record<HardwareItem['kind'], AssemblyStepKind> = {
  hinges: 'fronts',
  softClose: 'fronts',
  tipOn: 'fronts',
  liftUp: 'fronts',
  biFold: 'fronts',
  drawerRunners: 'drawers',
  rails: 'drawers',
  legs: 'finish',
  hangers: 'finish',
}

export interface AssemblyStep {
  kind: AssemblyStepKind
  /** From 1 within its cabinet or module, counting only the steps it has. */
  number: number
  /** The boards this step puts in place (of the line's first piece: every piece is built the same way). */
  parts: ProductionPart[]
  /** What is not a board but is fitted here: legs and hanging rails, from the cut list. */
  fittings: Part[]
  hardware: HardwareItem[]
}

/** One cabinet, or one module of a hallway, with its steps. */
export interface AssemblyGroup {
  /** The hallway module (`m2`, `m1u`); absent for a cabinet. */
  module?: string
  /** Hung on the wall (a wall cabinet, or a hallway's upper module): the last step hangs it. */
  wallHung: boolean
  steps: AssemblyStep[]
  /** Every board and fitting of the group, for the drawings' context. */
  boards: ProductionPart[]
  fittings: Part[]
}

/** One order line's instructions: every board of every piece (the parts list) and the steps of one piece. */
export interface LineAssembly {
  line: number
  title: string
  count: number
  design: Cabinet | Hallway
  /** Every board of the line, all pieces, as the labels name them. */
  parts: ProductionPart[]
  /** The hardware of one piece (a hallway: all its modules). */
  hardware: HardwareItem[]
  /** The decors the carcass, the fronts and the back are cut from. */
  decors: { corpus: string; door: string; back: string }
  groups: AssemblyGroup[]
}

/** The steps of one cabinet or module: those that have boards, fittings or hardware, numbered from 1. */
export function assemblySteps(
  boards: readonly ProductionPart[],
  fittings: readonly Part[],
  hardware: Hardware,
  wallHung: boolean,
): AssemblyStep[] {
  const hasFronts = boards.some((part) => STEP_OF_ROLE[part.role] === 'fronts')
  const stepOfItem = (item: HardwareItem): AssemblyStepKind =>
    item.kind === 'tipOn' && !hasFronts ? 'drawers' : STEP_OF_HARDWARE[item.kind]
  const items = hardwareItems(hardware)
  const steps: AssemblyStep[] = []
  for (const kind of ASSEMBLY_STEPS) {
    const step = {
      kind,
      number: steps.length + 1,
      parts: boards.filter((part) => STEP_OF_ROLE[part.role] === kind),
      fittings: fittings.filter((part) => STEP_OF_ROLE[part.role] === kind),
      hardware: items.filter((item) => stepOfItem(item) === kind),
    }
    // A wall cabinet's last step hangs it, even with nothing else to fit.
    const hangs = kind === 'finish' && wallHung
    if (step.parts.length || step.fittings.length || step.hardware.length || hangs) steps.push(step)
  }
  return steps
}

/** A cut-list part's hallway module, from its id (`m2u-door-1` → `m2u`). */
const moduleOf = (id: string) => /^(m\d+u?)-/.exec(id)?.[1]

/** The cut lists of a design's cabinets: one for a cabinet, one per module for a hallway (ids as the hallway's). */
function groupLists(
  design: Cabinet | Hallway,
): Array<{ module?: string; wallHung: boolean; parts: Part[]; hardware: Hardware }> {
  if (!isHallway(design)) {
    const list = cutList(design)
    return [{ wallHung: design.mounting === 'zavesna', parts: list.parts, hardware: list.hardware }]
  }
  // Modules count within their row, as hallwayCutList numbers them; the upper row hangs on the wall.
  return design.cabinets.map((module) => {
    const list = moduleCutList(module, design.cabinets.filter((m) => m.z === module.z).indexOf(module))
    const id = list.parts.map((part) => moduleOf(part.id)).find(Boolean)
    return { ...(id ? { module: id } : {}), wallHung: module.z === 2, parts: list.parts, hardware: list.hardware }
  })
}

/** The instructions of every line of an order. */
export function orderAssembly(order: ProductionOrder): LineAssembly[] {
  const parts = productionParts(order)
  return order.lines.map((stored) => {
    const line = stored.position + 1
    const lineParts = parts.filter((part) => part.line === line)
    const firstPiece = lineParts.filter((part) => part.piece === 1)
    const lists = groupLists(stored.design)
    const groups = lists.map((list): AssemblyGroup => {
      const boards = firstPiece.filter((part) => part.module === list.module)
      const fittings = list.parts.filter((part) => part.layers === 0)
      return {
        ...(list.module ? { module: list.module } : {}),
        wallHung: list.wallHung,
        steps: assemblySteps(boards, fittings, list.hardware, list.wallHung),
        boards,
        fittings,
      }
    })
    const hardware = isHallway(stored.design)
      ? hardwareItems(sumHardware(lists.map((list) => list.hardware)))
      : hardwareItems(lists[0]!.hardware)
    const { design } = stored
    // The decors as the cut list sheet names them (a cabinet's back is its carcass decor).
    const { decors } = isHallway(design)
      ? hallwayLine(line, stored.count, design)
      : cabinetLine(line, stored.count, design)
    return { line, title: stored.title, count: stored.count, design, parts: lineParts, hardware, decors, groups }
  })
}

/** A door's hinges, by its height as the cut list counts them (the fronts step's hinges are the sum over its doors). */
export const doorHinges = (door: ProductionPart): number => hingesFor(door.source.size.y)

/** The step a board is fitted in (by its key: every piece of a line is built alike), e.g. for the parts list. */
export function stepOfPart(line: LineAssembly, part: ProductionPart): AssemblyStep | undefined {
  const group = line.groups.find((candidate) => candidate.module === part.module)
  return group?.steps.find((step) => step.parts.some((board) => board.key === part.key))
}
