/**
 * The hallway (chodba, docs/product.md#hallway): a wall of modules left to right on a floor plan. Totals
 * are in cm, modules in metres. The row balances itself: seating modules keep their width, the
 * others share what is left equally, their average must stay from 0.3 to 0.9 m, and doors follow
 * the width (one door below 0.6 m, two from 0.6 m). Above 2.3 m a row of upper cabinets is added.
 */
import { clamp, isOneOf, roundTo } from '../helpers'

/** The hallway's numbers (docs/product.md#hallway), to the number. */
export const HALLWAY = {
  /** Totals in cm (docs/product.md#hallway: 400 wide, 250 high, 45 deep). */
  defaults: { width: 400, height: 250, depth: 45 },
  /** Deducted from the total width: carcass tolerance, and the fitting gap of plan A only. */
  widthDeduction: 0.036,
  planADeduction: 0.01,
  /**
   * A new module's depth: the default wall's (0.45 m). `layout` then gives every module the wall's depth (30–60 cm,
   * the shopper's choice), the depth the price, the cut list and the 3D build with (decision 0053).
   */
  moduleDepth: 0.45,
  /** Lower modules are 2 m high when there is an upper row. */
  lowerHeight: 2,
  /** The upper cabinet of the default 2.5 m hallway: 2.5 − 2 − 0.018. */
  upperHeight: 0.482,
  seating: { width: 0.6, height: 0.4 },
  /**
   * Legs under the lower row: 1.8 cm, inside the total height; the configurator says 1.8 cm, as the cut list, the
   * desk and the assembly build it (decision 0053: no longer rounded to 2 cm in texts).
   */
  legHeight: 0.018,
  /** Up to this total height the wall is one tier. */
  singleTierMax: 2.3,
  /** Above this total height non-seating modules get a shelf at position 2. */
  extraShelfAbove: 2.2,
  extraShelfPosition: 2,
  /** Upper shelves: one at half height above 0.4, two at thirds above 0.6. */
  upperOneShelfAbove: 0.4,
  upperTwoShelvesAbove: 0.6,
  /** Doors: 1L/1R become 2 from this width, 2 becomes 1L below it. */
  doorThreshold: 0.6,
  /** Average width of non-seating lower modules: below it one is removed, above the other one is added. */
  balance: { min: 0.3, max: 0.9 },
} as const

export const PODORYS = ['A', 'B', 'C', 'D'] as const
/**
 * Floor plan (docs/product.md#hallway): A a niche between two walls (default), B a wall on the left, C on the right, D
 * free-standing.
 */
export type Podorys = (typeof PODORYS)[number]
export const LOWER_VARIANTS = ['1', '2', '3', '4', '5', '6'] as const
export type LowerVariant = (typeof LOWER_VARIANTS)[number]
/** Every module variant: the six lower ones and the upper cabinet (hornaSkrinka). */
export const MODULE_VARIANTS = [...LOWER_VARIANTS, 'hornaSkrinka'] as const
export type ModuleVariant = (typeof MODULE_VARIANTS)[number]
/** Doors of a module (dvere, docs/product.md#hallway): one hinged on the left, one on the right, or two. */
export const DOORS = ['1L', '1R', '2'] as const
export type Doors = (typeof DOORS)[number]
export const SEATING: LowerVariant = '5'

/** One module of the wall (docs/product.md#hallway); metres, x from the left, z 0 the lower row and 2 the upper. */
export interface HallwayModule {
  width: number
  height: number
  depth: number
  x: number
  z: 0 | 2
  /** Shelf positions from the module's bottom (m). */
  policky: number[]
  /** Hanging rail positions from the module's bottom (m). */
  vesanie: number[]
  moduleVariant: ModuleVariant
  dvere: Doors
  image?: string
}

/** A whole hallway as the configurator, the price and the consultation see it. */
export interface Hallway {
  podorys: Podorys
  /** Totals in cm. */
  realWidth: number
  realHeight: number
  depth: number
  doorColor: string
  corpusColor: string
  backColor: string
  cabinets: HallwayModule[]
}

/** Interior of each lower variant (docs/product.md#hallway): shelves and rails, from the module's bottom (m). */
export const VARIANT_INTERIOR: Record<LowerVariant, { policky: number[]; vesanie: number[] }> = {
  /** Short hanging over shelves. */
  '1': { policky: [0.35, 0.7, 1.05, 1.8], vesanie: [1.75] },
  /** Shelves. */
  '2': { policky: [0.35, 0.7, 1.05, 1.4, 1.75], vesanie: [] },
  /** Two short hangings. */
  '3': { policky: [0.95, 1.8], vesanie: [0.9, 1.75] },
  /** Long hanging. */
  '4': { policky: [1.8], vesanie: [1.75] },
  /** Seating: a bench 0.4 m high. */
  '5': { policky: [], vesanie: [] },
  /** Shelves over a short hanging. */
  '6': { policky: [1.0, 1.4, 1.8], vesanie: [0.95] },
}

/** Metres to the micrometre: sums of module widths stay exact enough to compare. */
const round = (value: number) => roundTo(value, 6)

/** Width the modules share (m): total / 100 − 0.036, and − 0.01 on plan A. */
export function usableWidth(realWidth: number, podorys: Podorys): number {
  return round(realWidth / 100 - HALLWAY.widthDeduction - (podorys === 'A' ? HALLWAY.planADeduction : 0))
}

export const isTwoTier = (realHeight: number) => realHeight / 100 > HALLWAY.singleTierMax

/** docs/product.md#hallway: the upper cabinet's height, total − 2 − leg height (0 when there is one tier). */
export function upperHeightFor(realHeight: number): number {
  return isTwoTier(realHeight) ? round(realHeight / 100 - HALLWAY.lowerHeight - HALLWAY.legHeight) : 0
}

/** Height of the lower non-seating modules: 2 with an upper row, else the total less the legs. */
export function lowerHeightFor(realHeight: number): number {
  return isTwoTier(realHeight) ? HALLWAY.lowerHeight : round(realHeight / 100 - HALLWAY.legHeight)
}

/** Upper shelves (docs/product.md#hallway): one at half height above 0.4 m, two at thirds above 0.6 m. */
export function upperShelves(height: number): number[] {
  if (height > HALLWAY.upperTwoShelvesAbove) return [round(height / 3), round((2 * height) / 3)]
  if (height > HALLWAY.upperOneShelfAbove) return [round(height / 2)]
  return []
}

/** The door rule (docs/product.md#hallway): 1L or 1R becomes 2 from 0.6 m; 2 becomes 1L below it. */
export function doorsFor(width: number, doors: Doors): Doors {
  if (width >= HALLWAY.doorThreshold) return '2'
  return doors === '2' ? '1L' : doors
}

/** A new lower module of a variant (docs/product.md#hallway: add appends a default one, shelves with one door). */
export function defaultModule(variant: LowerVariant = '2'): HallwayModule {
  return {
    width: 0,
    height: 0,
    depth: HALLWAY.moduleDepth,
    x: 0,
    z: 0,
    policky: [],
    vesanie: [],
    moduleVariant: variant,
    dvere: '1L',
  }
}

const lowerOf = (modules: readonly HallwayModule[]) => modules.filter((m) => m.z === 0)

/** Average width the non-seating lower modules would have, given how many of each there are. */
export function averageWidth(realWidth: number, podorys: Podorys, seats: number, others: number): number {
  if (others === 0) return Number.POSITIVE_INFINITY
  return (usableWidth(realWidth, podorys) - seats * HALLWAY.seating.width) / others
}

/**
 * Lays the lower modules out again for the totals: widths (seating 0.6, the rest equal), x as the
 * sum of the widths before, heights, interiors, doors, and the upper row above 2.3 m.
 */
export function layout(hallway: Hallway): Hallway {
  const lower = lowerOf(hallway.cabinets)
  const seats = lower.filter((m) => m.moduleVariant === SEATING).length
  const shared = averageWidth(hallway.realWidth, hallway.podorys, seats, lower.length - seats)
  const depth = round(hallway.depth / 100)
  const totalHeight = hallway.realHeight / 100
  const lowerHeight = lowerHeightFor(hallway.realHeight)
  let x = 0
  const placed = lower.map((module) => {
    const seating = module.moduleVariant === SEATING
    const width = seating ? HALLWAY.seating.width : shared
    const height = seating ? HALLWAY.seating.height : lowerHeight
    const interior = VARIANT_INTERIOR[module.moduleVariant as LowerVariant]
    const policky = seating ? [] : interior.policky.filter((p) => p < height - 0.05)
    if (!seating && totalHeight > HALLWAY.extraShelfAbove && !policky.includes(HALLWAY.extraShelfPosition))
      policky.push(HALLWAY.extraShelfPosition)
    const next: HallwayModule = {
      ...module,
      width,
      height,
      depth,
      x,
      z: 0,
      policky,
      vesanie: seating ? [] : interior.vesanie.filter((r) => r < height - 0.05),
      dvere: doorsFor(width, module.dvere),
    }
    x += width
    return next
  })
  const upperHeight = upperHeightFor(hallway.realHeight)
  const upperDoors = new Map(hallway.cabinets.filter((m) => m.z === 2).map((m) => [round(m.x), m.dvere]))
  const uppers: HallwayModule[] =
    upperHeight > 0
      ? placed.map((module) => ({
          width: module.width,
          height: upperHeight,
          depth,
          x: module.x,
          z: 2,
          policky: upperShelves(upperHeight),
          vesanie: [],
          moduleVariant: 'hornaSkrinka',
          dvere: doorsFor(module.width, upperDoors.get(round(module.x)) ?? '1L'),
        }))
      : []
  return { ...hallway, cabinets: [...placed, ...uppers] }
}

/**
 * Balancing (docs/product.md#hallway), then the layout: while the average width of the non-seating lower modules
 * is below 0.3 m one is removed (the last), above 0.9 m a default one is added.
 */
export function balance(hallway: Hallway): Hallway {
  let lower = lowerOf(hallway.cabinets)
  const seatsOf = () => lower.filter((m) => m.moduleVariant === SEATING).length
  const usable = usableWidth(hallway.realWidth, hallway.podorys)
  // Seats keep 0.6 m each; where they leave no room for one module of 0.3 m, the last seats go first.
  while (seatsOf() > 0 && usable - seatsOf() * HALLWAY.seating.width < HALLWAY.balance.min) {
    const last = lower.map((m) => m.moduleVariant === SEATING).lastIndexOf(true)
    lower = lower.filter((_, i) => i !== last)
  }
  if (lower.length === seatsOf()) lower = [...lower, defaultModule()]
  for (let guard = 0; guard < 100; guard++) {
    const seats = seatsOf()
    const others = lower.length - seats
    const average = averageWidth(hallway.realWidth, hallway.podorys, seats, others)
    if (average > HALLWAY.balance.max) lower = [...lower, defaultModule()]
    else if (average < HALLWAY.balance.min && others > 1) {
      const last = lower.map((m) => m.moduleVariant !== SEATING).lastIndexOf(true)
      lower = lower.filter((_, i) => i !== last)
    } else break
  }
  return layout({ ...hallway, cabinets: lower })
}

/** docs/product.md#hallway: add appends a default module, then the row is balanced. */
export function addModule(hallway: Hallway): Hallway {
  return balance({ ...hallway, cabinets: [...lowerOf(hallway.cabinets), defaultModule()] })
}

/**
 * docs/product.md#hallway: remove drops every module at the largest x (the last lower one and the upper above it), then
 * balances.
 */
export function removeModule(hallway: Hallway): Hallway {
  const lower = lowerOf(hallway.cabinets)
  if (lower.length <= 1) return hallway
  const lastX = Math.max(...hallway.cabinets.map((m) => m.x))
  return balance({ ...hallway, cabinets: hallway.cabinets.filter((m) => m.x !== lastX && m.z === 0) })
}

/**
 * Whether module `index` may become seating: only if the others still average 0.3 to 0.9 m (docs/product.md#hallway).
 */
export function canSelectSeating(hallway: Hallway, index: number): boolean {
  const lower = lowerOf(hallway.cabinets)
  const module = lower[index]
  if (!module || module.moduleVariant === SEATING) return true
  const seats = lower.filter((m) => m.moduleVariant === SEATING).length + 1
  const others = lower.length - seats
  const average = averageWidth(hallway.realWidth, hallway.podorys, seats, others)
  return others > 0 && average >= HALLWAY.balance.min && average <= HALLWAY.balance.max
}

export type HallwayChange =
  | { kind: 'variant'; index: number; variant: LowerVariant }
  | { kind: 'doors'; index: number; z: 0 | 2; doors: Doors }
  | { kind: 'size'; realWidth?: number; realHeight?: number; depth?: number }
  | { kind: 'podorys'; podorys: Podorys }
  | { kind: 'colors'; doorColor?: string; corpusColor?: string; backColor?: string }

/** Result of a change the rules may refuse: seating where it does not fit. */
export type Changed = { ok: true; hallway: Hallway } | { ok: false; reason: 'seating' }

/** Applies one change and balances; refuses seating where the other modules could not keep their widths. */
export function change(hallway: Hallway, edit: HallwayChange): Changed {
  const lower = lowerOf(hallway.cabinets)
  switch (edit.kind) {
    case 'variant': {
      if (edit.variant === SEATING && !canSelectSeating(hallway, edit.index)) return { ok: false, reason: 'seating' }
      const cabinets = lower.map((m, i) => (i === edit.index ? { ...m, moduleVariant: edit.variant } : m))
      return { ok: true, hallway: balance({ ...hallway, cabinets }) }
    }
    case 'doors': {
      const row = hallway.cabinets.filter((m) => m.z === edit.z)
      const target = row[edit.index]
      if (!target) return { ok: true, hallway }
      const cabinets = hallway.cabinets.map((m) => (m === target ? { ...m, dvere: doorsFor(m.width, edit.doors) } : m))
      return { ok: true, hallway: { ...hallway, cabinets } }
    }
    case 'size':
      return { ok: true, hallway: balance({ ...hallway, ...clampSize({ ...hallway, ...definedOf(edit) }) }) }
    case 'podorys':
      return { ok: true, hallway: balance({ ...hallway, podorys: edit.podorys }) }
    case 'colors':
      return { ok: true, hallway: { ...hallway, ...definedOf(edit) } }
  }
}

function definedOf<T extends object>(edit: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(edit).filter(([key, value]) => key !== 'kind' && value !== undefined),
  ) as Partial<T>
}

/** Limits of the totals (cm) the configurator offers. */
export const HALLWAY_LIMITS = {
  width: { min: 60, max: 800 },
  height: { min: 180, max: 300 },
  depth: { min: 30, max: 60 },
} as const

/** The totals within their limits, whole centimetres. */
export function clampSize(size: Pick<Hallway, 'realWidth' | 'realHeight' | 'depth'>) {
  return {
    realWidth: clamp(Math.round(size.realWidth), HALLWAY_LIMITS.width),
    realHeight: clamp(Math.round(size.realHeight), HALLWAY_LIMITS.height),
    depth: clamp(Math.round(size.depth), HALLWAY_LIMITS.depth),
  }
}

/** Issues of a hallway the schema cannot see: decors that are not in the catalogue. */
export function hallwayDecorIssues(
  colors: { corpusColor: string; doorColor: string; backColor?: string | undefined },
  isDecor: (code: string) => boolean,
): Array<{ path: string; message: string }> {
  return (['corpusColor', 'doorColor', 'backColor'] as const)
    .filter((key) => colors[key] !== undefined && !isDecor(colors[key]!))
    .map((key) => ({ path: key, message: `is not a decor of the catalogue: ${colors[key]}` }))
}

/** The wall's total width (cm) that modules of these widths fill on a plan. */
export function realWidthOf(cabinets: readonly Pick<HallwayModule, 'width' | 'z'>[], podorys: Podorys): number {
  const modules = cabinets.filter((m) => m.z === 0).reduce((sum, m) => sum + m.width, 0)
  return roundTo(modules + HALLWAY.widthDeduction + (podorys === 'A' ? HALLWAY.planADeduction : 0), 1, 2)
}

/**
 * Most lower modules any wall takes: the widest wall's usable width at the narrowest average (0.3 m).
 * The upper row has one above each lower module.
 */
export const MAX_LOWER_MODULES = Math.floor(usableWidth(HALLWAY_LIMITS.width.max, 'B') / HALLWAY.balance.min + 1e-9)

/** One thing a hallway cannot be, with the path of the field (modules as `cabinets.{i}`). */
export interface LayoutIssue {
  path: string
  message: string
}

/** Sizes from the browser survive JSON exactly; older carts and other clients may differ in the last digits. */
const LAYOUT_TOLERANCE = 1e-6
const near = (a: number, b: number) => Math.abs(a - b) <= LAYOUT_TOLERANCE
const sameList = (a: readonly number[] = [], b: readonly number[] = []) =>
  a.length === b.length && a.every((value, i) => near(value, b[i]!))
/** Enough to name the fault; the rest would repeat it. */
const MAX_LAYOUT_ISSUES = 5

/**
 * Why the configurator could not have made this hallway (docs/product.md#hallway), or nothing: totals within the
 * configurator's limits in whole cm, 1 to MAX_LOWER_MODULES lower modules of which at least one is
 * not seating, the others averaging 0.3 to 0.9 m, and every module exactly where `layout` puts it:
 * left to right from x = 0 without gap or overlap, filling the wall's usable width, its height,
 * depth, interior and doors; the upper row above each lower module only above 2.3 m, after the lower row.
 */
export function hallwayLayoutIssues(hallway: Hallway): LayoutIssue[] {
  const issues: LayoutIssue[] = []
  const lower = lowerOf(hallway.cabinets)
  // The count first: it bounds everything after, and names the fault of a wall of far too many modules.
  if (lower.length < 1 || lower.length > MAX_LOWER_MODULES)
    return [{ path: 'cabinets', message: `must have 1 to ${MAX_LOWER_MODULES} lower modules, not ${lower.length}` }]
  const totals = { realWidth: HALLWAY_LIMITS.width, realHeight: HALLWAY_LIMITS.height, depth: HALLWAY_LIMITS.depth }
  for (const [key, { min, max }] of Object.entries(totals) as [keyof typeof totals, { min: number; max: number }][]) {
    const value = hallway[key]
    if (!(value >= min && value <= max) || !near(value, Math.round(value)))
      issues.push({
        path: key,
        message: `the wall's ${key} must be whole centimetres from ${min} to ${max}, not ${value}`,
      })
  }
  if (!PODORYS.includes(hallway.podorys))
    issues.push({ path: 'podorys', message: `must be one of ${PODORYS.join(', ')}` })
  if (issues.length > 0) return issues

  const seats = lower.filter((m) => m.moduleVariant === SEATING).length
  const others = lower.length - seats
  const wall = `a wall of ${hallway.realWidth} cm on plan ${hallway.podorys}`
  if (lower.some((m) => !isOneOf(LOWER_VARIANTS, m.moduleVariant)))
    return [{ path: 'cabinets', message: `the lower row takes variants ${LOWER_VARIANTS.join(', ')} only` }]
  if (others === 0) return [{ path: 'cabinets', message: 'needs at least one lower module that is not seating' }]
  const average = averageWidth(hallway.realWidth, hallway.podorys, seats, others)
  if (average < HALLWAY.balance.min - LAYOUT_TOLERANCE || average > HALLWAY.balance.max + LAYOUT_TOLERANCE)
    return [
      {
        path: 'cabinets',
        message: `${others} modules beside ${seats} seats would be ${roundTo(average, 3)} m wide each on ${wall}; they must be ${HALLWAY.balance.min} to ${HALLWAY.balance.max} m`,
      },
    ]

  const expected = layout(hallway).cabinets
  const uppers = expected.length - lower.length
  if (expected.length !== hallway.cabinets.length || hallway.cabinets.slice(0, lower.length).some((m) => m.z !== 0))
    return [
      {
        path: 'cabinets',
        message: `must be the ${lower.length} lower modules left to right, then ${uppers === 0 ? 'no upper row' : `${uppers} upper ones`} at a height of ${hallway.realHeight} cm`,
      },
    ]
  hallway.cabinets.forEach((module, i) => {
    const want = expected[i]!
    const fault = (field: string, message: string) => issues.push({ path: `cabinets.${i}.${field}`, message })
    if (module.moduleVariant !== want.moduleVariant) fault('moduleVariant', `must be ${want.moduleVariant}`)
    else if (!near(module.x, want.x))
      fault('x', `must be ${roundTo(want.x, 4)} m: modules stand left to right from 0 without gap or overlap`)
    else if (!near(module.width, want.width))
      fault('width', `must be ${roundTo(want.width, 4)} m: the modules share ${wall}`)
    else if (!near(module.height, want.height))
      fault('height', `must be ${roundTo(want.height, 4)} m at a height of ${hallway.realHeight} cm`)
    else if (!near(module.depth, want.depth))
      fault('depth', `must be ${want.depth} m at a depth of ${hallway.depth} cm`)
    else if (!sameList(module.policky, want.policky)) fault('policky', `must be [${want.policky.join(', ')}]`)
    else if (!sameList(module.vesanie, want.vesanie)) fault('vesanie', `must be [${want.vesanie.join(', ')}]`)
    else if (module.dvere !== want.dvere)
      fault('dvere', `must be ${want.dvere} at a width of ${roundTo(want.width, 4)} m`)
  })
  return issues.slice(0, MAX_LAYOUT_ISSUES)
}
