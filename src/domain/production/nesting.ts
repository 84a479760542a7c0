/**
 * Board plans (issue 38.3): a batch's parts nested onto a decor's standard boards for a panel saw. Pure and fast.
 *
 * Guillotine only: every placement splits its free rectangle in two by one edge-to-edge cut, so the plan is always
 * a tree of edge-to-edge cuts (a panel saw cannot stop mid-board). The saw kerf lies between neighbours, the trim
 * around the board's edges. Grain parts keep their grain along the board's length; grainless parts may turn.
 * Several orderings and rules are tried and the plan with the fewest boards (then the emptiest last board, whose
 * rest is the best offcut) is kept. Why our own code: docs/decisions/0043-boards.md.
 */

/** A decor's standard board: its size (length along the grain), the trim cut off each edge and the saw kerf, in mm. */
export interface BoardSpec {
  length: number
  width: number
  trim: number
  kerf: number
}

/** The defaults when a decor's price-list data names none (issue 38.3). */
export const DEFAULT_BOARD: BoardSpec = { length: 2800, width: 2070, trim: 10, kerf: 4.4 }

/** An offcut worth keeping for reuse: both sides at least these (mm). */
export const OFFCUT_MIN = { long: 300, short: 100 }

/**
 * A part to cut: its cut size and which way its grain must run. 'length' keeps its length along the board's length,
 * 'width' lays its width along the board's length (a wood drawer front whose grain runs across), 'none' may turn.
 */
export interface NestPart {
  id: string
  length: number
  width: number
  grain: 'length' | 'width' | 'none'
}

/** A part on a board: x along the board's length, y across it, from the board's corner; w along x, h along y. */
export interface Placement {
  id: string
  x: number
  y: number
  w: number
  h: number
  /** True when the part's length runs across the board (its width along the board's length). */
  rotated: boolean
}

export interface Rect {
  x: number
  y: number
  w: number
  h: number
}

export interface BoardPlan {
  placements: Placement[]
  /** The parts' area over the whole board's, 0–1. */
  yield: number
  /** Free rectangles large enough to keep (OFFCUT_MIN), largest first. */
  offcuts: Rect[]
}

export interface NestResult {
  board: BoardSpec
  boards: BoardPlan[]
  /** Parts that do not fit a board at all (larger than its usable area in their grain's direction). */
  unplaced: string[]
  /** The area bound: no plan can use fewer boards (parts with a kerf each over the usable area with one kerf). */
  lowerBound: number
  /** All the parts' area over all the boards' area, 0–1. */
  yield: number
}

type Sort = (a: NestPart, b: NestPart) => number
type Choice = 'bestArea' | 'bestShort'
type Split = 'shorterLeftover' | 'longerLeftover' | 'maxArea' | 'minArea'

const long = (p: NestPart) => Math.max(p.length, p.width)
const short = (p: NestPart) => Math.min(p.length, p.width)
const SORTS: Sort[] = [
  (a, b) => b.length * b.width - a.length * a.width || long(b) - long(a),
  (a, b) => long(b) - long(a) || short(b) - short(a),
  (a, b) => short(b) - short(a) || long(b) - long(a),
  (a, b) => b.length + b.width - (a.length + a.width) || long(b) - long(a),
]
const CHOICES: Choice[] = ['bestArea', 'bestShort']
const SPLITS: Split[] = ['shorterLeftover', 'longerLeftover', 'maxArea', 'minArea']
const MODES = ['global', 'first'] as const
/** Repacks with the hard parts first, at most. */
const PRIORITY_ROUNDS = 40

/** The ways a part may lie on the board: [w along the board's length, h across, rotated]. */
function orientations(part: NestPart): Array<[number, number, boolean]> {
  if (part.grain === 'length') return [[part.length, part.width, false]]
  if (part.grain === 'width') return [[part.width, part.length, true]]
  return part.length === part.width
    ? [[part.length, part.width, false]]
    : [
        [part.length, part.width, false],
        [part.width, part.length, true],
      ]
}

interface OpenBoard {
  free: Rect[]
  placements: Placement[]
}

const EPS = 1e-6

/** The board inside its trim: where parts may lie. */
const usableOf = (board: BoardSpec): Rect => ({
  x: board.trim,
  y: board.trim,
  w: board.length - 2 * board.trim,
  h: board.width - 2 * board.trim,
})

function score(choice: Choice, free: Rect, w: number, h: number): number {
  const dw = free.w - w
  const dh = free.h - h
  if (choice === 'bestArea') return free.w * free.h - w * h
  return Math.min(dw, dh) * 1e6 + Math.max(dw, dh)
}

/** Splits a free rectangle after a part of w × h took its corner: the two rests, each past one kerf. */
function split(free: Rect, w: number, h: number, kerf: number, rule: Split): Rect[] {
  const restW = free.w - w - kerf
  const restH = free.h - h - kerf
  // Horizontal first cut: the right rest is as tall as the part, the top rest spans the whole free width.
  let horizontal: boolean
  if (rule === 'shorterLeftover') horizontal = restW < restH
  else if (rule === 'longerLeftover') horizontal = restW >= restH
  else {
    const a = restW * h
    const b = free.w * restH
    horizontal = rule === 'maxArea' ? b >= a : b < a
  }
  const right: Rect = { x: free.x + w + kerf, y: free.y, w: restW, h: horizontal ? h : free.h }
  const top: Rect = { x: free.x, y: free.y + h + kerf, w: horizontal ? free.w : w, h: restH }
  return [right, top].filter((r) => r.w > EPS && r.h > EPS)
}

/** Where a part goes: the best free rectangle of all open boards, or of the first board it fits on (fills boards in turn). */
type Boards = 'global' | 'first'

function packOnce(parts: readonly NestPart[], board: BoardSpec, choice: Choice, rule: Split, mode: Boards) {
  const usable = usableOf(board)
  const boards: OpenBoard[] = []
  const unplaced: string[] = []
  for (const part of parts) {
    const ways = orientations(part)
    if (!ways.some(([w, h]) => w <= usable.w + EPS && h <= usable.h + EPS)) {
      unplaced.push(part.id)
      continue
    }
    let best: { board: OpenBoard; index: number; w: number; h: number; rotated: boolean; score: number } | undefined
    for (const open of boards) {
      open.free.forEach((free, index) => {
        for (const [w, h, rotated] of ways) {
          if (w > free.w + EPS || h > free.h + EPS) continue
          const s = score(choice, free, w, h)
          if (!best || s < best.score) best = { board: open, index, w, h, rotated, score: s }
        }
      })
      if (best && mode === 'first') break
    }
    if (!best) {
      const open: OpenBoard = { free: [{ ...usable }], placements: [] }
      boards.push(open)
      const [w, h, rotated] = ways.find(([w, h]) => w <= usable.w + EPS && h <= usable.h + EPS)!
      best = { board: open, index: 0, w, h, rotated, score: 0 }
    }
    const free = best.board.free[best.index]!
    best.board.placements.push({ id: part.id, x: free.x, y: free.y, w: best.w, h: best.h, rotated: best.rotated })
    best.board.free.splice(best.index, 1, ...split(free, best.w, best.h, board.kerf, rule))
  }
  return { boards, unplaced }
}

const area = (r: { w: number; h: number }) => r.w * r.h
const used = (open: OpenBoard) => open.placements.reduce((s, p) => s + area(p), 0)

/**
 * One board at a time, the part chosen for the space: the smallest free rectangle takes the largest remaining part
 * that fits it (by area, or by how well it fills the rectangle's width), so small parts fill gaps while any are left.
 */
function packFill(parts: readonly NestPart[], board: BoardSpec, pick: 'area' | 'width', rule: Split) {
  const usable = usableOf(board)
  const unplaced: string[] = []
  const left: Array<{ part: NestPart; ways: Array<[number, number, boolean]> }> = []
  for (const part of parts) {
    const ways = orientations(part).filter(([w, h]) => w <= usable.w + EPS && h <= usable.h + EPS)
    if (ways.length) left.push({ part, ways })
    else unplaced.push(part.id)
  }
  left.sort((a, b) => b.part.length * b.part.width - a.part.length * a.part.width)
  const boards: OpenBoard[] = []
  while (left.length) {
    const open: OpenBoard = { free: [{ ...usable }], placements: [] }
    const waste: Rect[] = []
    boards.push(open)
    while (open.free.length && left.length) {
      // The smallest free rectangle first: what fits it is the scarcest.
      let index = 0
      for (let i = 1; i < open.free.length; i++) if (area(open.free[i]!) < area(open.free[index]!)) index = i
      const free = open.free[index]!
      let choice: { at: number; w: number; h: number; rotated: boolean; score: number } | undefined
      for (let at = 0; at < left.length; at++) {
        for (const [w, h, rotated] of left[at]!.ways) {
          if (w > free.w + EPS || h > free.h + EPS) continue
          const score = pick === 'area' ? -w * h : Math.min(free.w - w, free.h - h) * 1e6 - w * h
          if (!choice || score < choice.score) choice = { at, w, h, rotated, score }
        }
      }
      if (!choice) {
        waste.push(...open.free.splice(index, 1))
        continue
      }
      const { part } = left.splice(choice.at, 1)[0]!
      open.placements.push({ id: part.id, x: free.x, y: free.y, w: choice.w, h: choice.h, rotated: choice.rotated })
      open.free.splice(index, 1, ...split(free, choice.w, choice.h, board.kerf, rule))
    }
    open.free.push(...waste)
  }
  return { boards, unplaced }
}

/**
 * The panel saw's own way: rip the board into strips along its length, crosscut each strip into parts, trim a part
 * narrower than its strip. Parts of one width (a cabinet's sides, top, bottom and shelves share its depth) fill a
 * strip almost without loss. A part joins the strip that leaves the least over among those at most `tolerance` wider.
 */
function packStrips(parts: readonly NestPart[], board: BoardSpec, tolerance: number, turn: 'long' | 'short') {
  const { w: usableW, h: usableH } = usableOf(board)
  const kerf = board.kerf
  const unplaced: string[] = []
  const laid: Array<{ id: string; w: number; h: number; rotated: boolean }> = []
  for (const part of parts) {
    const fits = orientations(part).filter(([w, h]) => w <= usableW + EPS && h <= usableH + EPS)
    if (!fits.length) {
      unplaced.push(part.id)
      continue
    }
    // A part free to turn lies with its long side along the strip, or its short side.
    const [w, h, rotated] =
      fits.length === 1 ? fits[0]! : fits[fits[0]![0] >= fits[0]![1] === (turn === 'long') ? 0 : 1]!
    laid.push({ id: part.id, w, h, rotated })
  }
  laid.sort((a, b) => b.h - a.h || b.w - a.w)
  const strips: Array<{ h: number; used: number; parts: typeof laid }> = []
  for (const part of laid) {
    let best: (typeof strips)[number] | undefined
    for (const strip of strips) {
      const rest = usableW - strip.used - kerf - part.w
      if (strip.h < part.h || strip.h - part.h > tolerance || rest < -EPS) continue
      if (!best || rest < usableW - best.used - kerf - part.w) best = strip
    }
    if (best) {
      best.parts.push(part)
      best.used += kerf + part.w
    } else strips.push({ h: part.h, used: part.w, parts: [part] })
  }
  // Strips onto boards: best fit decreasing by height.
  strips.sort((a, b) => b.h - a.h)
  const stacks: Array<{ used: number; strips: typeof strips }> = []
  for (const strip of strips) {
    let best: (typeof stacks)[number] | undefined
    for (const stack of stacks) {
      if (stack.used + kerf + strip.h > usableH + EPS) continue
      if (!best || stack.used > best.used) best = stack
    }
    if (best) {
      best.strips.push(strip)
      best.used += kerf + strip.h
    } else stacks.push({ used: strip.h, strips: [strip] })
  }
  const boards: OpenBoard[] = stacks.map((stack) => {
    const placements: Placement[] = []
    const free: Rect[] = []
    let y = board.trim
    for (const strip of stack.strips) {
      let x = board.trim
      for (const part of strip.parts) {
        placements.push({ id: part.id, x, y, w: part.w, h: part.h, rotated: part.rotated })
        if (strip.h - part.h - kerf > EPS) free.push({ x, y: y + part.h + kerf, w: part.w, h: strip.h - part.h - kerf })
        x += part.w + kerf
      }
      if (board.length - board.trim - x > EPS) free.push({ x, y, w: board.length - board.trim - x, h: strip.h })
      y += strip.h + kerf
    }
    if (board.width - board.trim - y > EPS) free.push({ x: board.trim, y, w: usableW, h: board.width - board.trim - y })
    return { placements, free }
  })
  return { boards, unplaced }
}

/**
 * Board by board, each as full as it goes: every ordering, choice and split rule fills one empty board from the
 * parts left (a part that does not fit is passed over for a smaller one), the fullest board is kept and the next
 * is filled from what remains. The waste gathers on the last board, whose rest is one offcut.
 */
function packGreedy(parts: readonly NestPart[], board: BoardSpec) {
  const usable = usableOf(board)
  const unplaced: string[] = []
  const placeable: Array<{ part: NestPart; ways: Array<[number, number, boolean]>; area: number }> = []
  for (const part of parts) {
    const ways = orientations(part).filter(([w, h]) => w <= usable.w + EPS && h <= usable.h + EPS)
    if (ways.length) placeable.push({ part, ways, area: part.length * part.width })
    else unplaced.push(part.id)
  }
  let orders = SORTS.map((sort) => [...placeable].sort((a, b) => sort(a.part, b.part)))
  const done = new Set<string>()
  const boards: OpenBoard[] = []
  while (orders[0]!.length) {
    let best: { open: OpenBoard; used: number } | undefined
    for (const order of orders)
      for (const choice of CHOICES)
        for (const rule of SPLITS) {
          const open: OpenBoard = { free: [{ ...usable }], placements: [] }
          let filled = 0
          for (const { part, ways, area: partArea } of order) {
            let pick: { index: number; w: number; h: number; rotated: boolean; score: number } | undefined
            open.free.forEach((free, index) => {
              if (free.w * free.h + EPS < partArea) return
              for (const [w, h, rotated] of ways) {
                if (w > free.w + EPS || h > free.h + EPS) continue
                const s = score(choice, free, w, h)
                if (!pick || s < pick.score) pick = { index, w, h, rotated, score: s }
              }
            })
            if (!pick) continue
            const free = open.free[pick.index]!
            open.placements.push({ id: part.id, x: free.x, y: free.y, w: pick.w, h: pick.h, rotated: pick.rotated })
            open.free.splice(pick.index, 1, ...split(free, pick.w, pick.h, board.kerf, rule))
            filled += partArea
          }
          if (!best || filled > best.used) best = { open, used: filled }
        }
    for (const placement of best!.open.placements) done.add(placement.id)
    orders = orders.map((order) => order.filter((item) => !done.has(item.part.id)))
    boards.push(best!.open)
  }
  return { boards, unplaced }
}

/** The area lower bound on boards for these parts (each part with one kerf, over the usable area with one kerf). */
export function areaLowerBound(parts: readonly NestPart[], board: BoardSpec): number {
  const total = parts.reduce((sum, p) => sum + (p.length + board.kerf) * (p.width + board.kerf), 0)
  const usable = (board.length - 2 * board.trim + board.kerf) * (board.width - 2 * board.trim + board.kerf)
  return Math.ceil(total / usable - 1e-9)
}

/** Nests one decor's parts onto its boards: the best of the heuristics tried. */
export function nest(parts: readonly NestPart[], board: BoardSpec = DEFAULT_BOARD): NestResult {
  const bound = areaLowerBound(parts, board)
  type Run = ReturnType<typeof packOnce>
  let best: Run | undefined
  let bestKey: [number, number] = [Infinity, Infinity]
  const keyOf = (run: Run): [number, number] => {
    const last = run.boards.at(-1)
    // Fewest boards, then the least used on the last board (its rest is one large offcut).
    return [run.boards.length, last ? last.placements.reduce((s, p) => s + area(p), 0) : 0]
  }
  const better = (key: [number, number]) => key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])
  // The hard parts first: the best free-rectangle run again with the parts left to its emptiest board moved to the
  // front of the order, while a board could still be saved.
  let once:
    | { run: Run; key: [number, number]; order: readonly NestPart[]; choice: Choice; rule: Split; mode: Boards }
    | undefined
  const tryOnce = (order: readonly NestPart[], choice: Choice, rule: Split, mode: Boards) => {
    const run = packOnce(order, board, choice, rule, mode)
    const key = keyOf(run)
    if (better(key)) [best, bestKey] = [run, key]
    if (!once || key[0] < once.key[0] || (key[0] === once.key[0] && key[1] < once.key[1]))
      once = { run, key, order, choice, rule, mode }
  }
  for (const sort of SORTS) {
    const order = [...parts].sort(sort)
    for (const mode of MODES)
      for (const choice of CHOICES) for (const rule of SPLITS) tryOnce(order, choice, rule, mode)
  }
  for (const pick of ['area', 'width'] as const)
    for (const rule of SPLITS) {
      const run = packFill(parts, board, pick, rule)
      const key = keyOf(run)
      if (better(key)) [best, bestKey] = [run, key]
    }
  for (const tolerance of [0, 20, 60, 150, Infinity])
    for (const turn of ['long', 'short'] as const) {
      const run = packStrips(parts, board, tolerance, turn)
      const key = keyOf(run)
      if (better(key)) [best, bestKey] = [run, key]
    }
  // The fullest-board-first fill is the slowest: only where the quicker ones missed the bound.
  if (bestKey[0] > bound) {
    const run = packGreedy(parts, board)
    const key = keyOf(run)
    if (better(key)) [best, bestKey] = [run, key]
  }
  for (let round = 0; round < PRIORITY_ROUNDS && once && bestKey[0] > bound; round++) {
    const sparse = [...once.run.boards].sort((a, b) => used(a) - used(b))[0]!
    const hard = new Set(sparse.placements.map((p) => p.id))
    const order = [...once.order.filter((p) => hard.has(p.id)), ...once.order.filter((p) => !hard.has(p.id))]
    const { choice, rule, mode } = once
    const before = once
    tryOnce(order, choice, rule, mode)
    // Keep going from the new order even when it was no better (it moved other parts to the end).
    if (once === before) once = { ...before, order }
  }
  const boardArea = board.length * board.width
  const placed = (best?.boards ?? []).map<BoardPlan>((open) => ({
    placements: open.placements,
    yield: open.placements.reduce((s, p) => s + area(p), 0) / boardArea,
    offcuts: open.free
      .filter((r) => Math.max(r.w, r.h) >= OFFCUT_MIN.long && Math.min(r.w, r.h) >= OFFCUT_MIN.short)
      .map((r) => ({ x: r.x, y: r.y, w: Math.floor(r.w), h: Math.floor(r.h) }))
      .sort((a, b) => area(b) - area(a)),
  }))
  const unplaced = best?.unplaced ?? []
  const placeable = parts.filter((p) => !unplaced.includes(p.id))
  const partsArea = placeable.reduce((s, p) => s + p.length * p.width, 0)
  return {
    board,
    boards: placed,
    unplaced,
    lowerBound: areaLowerBound(placeable, board),
    yield: placed.length ? partsArea / (placed.length * boardArea) : 0,
  }
}

/**
 * Whether rectangles can be separated by edge-to-edge cuts all the way down (the panel saw's rule): some straight
 * line across the region has every rectangle wholly on one side, and each side again, until one rectangle is left.
 */
export function isGuillotine(rects: readonly Rect[]): boolean {
  if (rects.length <= 1) return true
  for (const axis of ['x', 'y'] as const) {
    const size = axis === 'x' ? 'w' : 'h'
    // A cut may run just after any rectangle's far edge: try each one that no rectangle straddles.
    const sorted = [...rects].sort((a, b) => a[axis] - b[axis])
    let reach = -Infinity
    for (let i = 0; i < sorted.length - 1; i++) {
      reach = Math.max(reach, sorted[i]![axis] + sorted[i]![size])
      if (reach <= sorted[i + 1]![axis] + EPS) {
        return isGuillotine(sorted.slice(0, i + 1)) && isGuillotine(sorted.slice(i + 1))
      }
    }
  }
  return false
}
