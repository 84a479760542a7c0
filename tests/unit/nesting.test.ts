import { describe, expect, it } from 'vitest'
import {
  areaLowerBound,
  DEFAULT_BOARD,
  isGuillotine,
  nest,
  OFFCUT_MIN,
  type BoardSpec,
  type NestPart,
  type NestResult,
} from '#domain/production/nesting.ts'
import { boardsPlan, bandTotals, boardSpecOf, BAND_OVERHANG_MM, BAND_WASTE } from '#domain/production/boards.ts'
import { productionParts } from '#domain/production/parts.ts'
import { boardsBatch } from '#scripts/harness/fixtures/boardsBatch.ts'
import { sheetOrder } from '../fixtures/sheetOrder'
import * as v from 'valibot'
import { PriceConfigSchema } from '#domain/priceConfig.ts'
import { SEED_PRICES } from '#domain/priceList.ts'

const EPS = 1e-6

/** Every rule a board plan must keep, checked from its output alone. */
function checkPlan(parts: readonly NestPart[], result: NestResult) {
  const { board } = result
  const byId = new Map(parts.map((p) => [p.id, p]))
  const placed = result.boards.flatMap((b) => b.placements.map((p) => p.id))
  // Every part once: placed or reported as too large, never both, never twice.
  expect([...placed, ...result.unplaced].sort()).toEqual(parts.map((p) => p.id).sort())
  for (const plan of result.boards) {
    for (const p of plan.placements) {
      const part = byId.get(p.id)!
      // Its own size, turned only when its grain lets it.
      expect(p.rotated ? [p.h, p.w] : [p.w, p.h]).toEqual([part.length, part.width])
      if (part.grain === 'length') expect(p.rotated).toBe(false)
      if (part.grain === 'width') expect(p.rotated).toBe(true)
      // Inside the board, within the trim.
      expect(p.x).toBeGreaterThanOrEqual(board.trim - EPS)
      expect(p.y).toBeGreaterThanOrEqual(board.trim - EPS)
      expect(p.x + p.w).toBeLessThanOrEqual(board.length - board.trim + EPS)
      expect(p.y + p.h).toBeLessThanOrEqual(board.width - board.trim + EPS)
    }
    // No overlap, and a kerf between any two parts.
    const ps = plan.placements
    for (let i = 0; i < ps.length; i++)
      for (let j = i + 1; j < ps.length; j++) {
        const [a, b] = [ps[i]!, ps[j]!]
        const apart =
          a.x + a.w + board.kerf <= b.x + EPS ||
          b.x + b.w + board.kerf <= a.x + EPS ||
          a.y + a.h + board.kerf <= b.y + EPS ||
          b.y + b.h + board.kerf <= a.y + EPS
        expect(apart, `${a.id} and ${b.id} share a kerf`).toBe(true)
      }
    // A panel saw can cut it: edge-to-edge cuts all the way down.
    expect(isGuillotine(ps)).toBe(true)
    const area = ps.reduce((s, p) => s + p.w * p.h, 0)
    expect(plan.yield).toBeCloseTo(area / (board.length * board.width), 9)
    for (const offcut of plan.offcuts) {
      expect(Math.max(offcut.w, offcut.h)).toBeGreaterThanOrEqual(OFFCUT_MIN.long)
      expect(Math.min(offcut.w, offcut.h)).toBeGreaterThanOrEqual(OFFCUT_MIN.short)
      // An offcut is free board: no part lies on it.
      for (const p of ps)
        expect(
          offcut.x + offcut.w <= p.x + EPS ||
            p.x + p.w <= offcut.x + EPS ||
            offcut.y + offcut.h <= p.y + EPS ||
            p.y + p.h <= offcut.y + EPS,
        ).toBe(true)
    }
  }
  expect(result.boards.length).toBeGreaterThanOrEqual(result.lowerBound)
}

describe('isGuillotine (the checker the plans are held to)', () => {
  it.each([
    ['one part', [{ x: 0, y: 0, w: 10, h: 10 }], true],
    [
      'two side by side',
      [
        { x: 0, y: 0, w: 10, h: 10 },
        { x: 12, y: 0, w: 10, h: 5 },
      ],
      true,
    ],
    [
      'a strip, then crosscuts',
      [
        { x: 0, y: 0, w: 10, h: 10 },
        { x: 12, y: 0, w: 10, h: 10 },
        { x: 0, y: 12, w: 22, h: 5 },
      ],
      true,
    ],
    [
      // The pinwheel: four parts around a square; no straight cut runs edge to edge.
      'a pinwheel',
      [
        { x: 0, y: 0, w: 20, h: 10 },
        { x: 20, y: 0, w: 10, h: 20 },
        { x: 10, y: 20, w: 20, h: 10 },
        { x: 0, y: 10, w: 10, h: 20 },
      ],
      false,
    ],
  ])('%s → %s', (_, rects, expected) => {
    expect(isGuillotine(rects)).toBe(expected)
  })
})

describe('nest', () => {
  const board: BoardSpec = DEFAULT_BOARD

  it('keeps grain parts along the board and turns grainless ones when it helps', () => {
    const parts: NestPart[] = [
      { id: 'side', length: 2000, width: 560, grain: 'length' },
      { id: 'front', length: 596, width: 176, grain: 'width' },
      { id: 'plain', length: 2060, width: 399, grain: 'none' },
    ]
    const result = nest(parts, board)
    checkPlan(parts, result)
    expect(result.boards).toHaveLength(1)
    const front = result.boards[0]!.placements.find((p) => p.id === 'front')!
    expect([front.w, front.h]).toEqual([176, 596])
  })

  it('reports a part larger than the board instead of placing it, and one turned by its grain too', () => {
    const parts: NestPart[] = [
      { id: 'huge', length: 3000, width: 500, grain: 'none' },
      // 2100 across the board's 2050 usable width: fits only lengthwise, which its grain forbids.
      { id: 'across', length: 400, width: 2100, grain: 'length' },
      { id: 'ok', length: 800, width: 400, grain: 'none' },
    ]
    const result = nest(parts, board)
    checkPlan(parts, result)
    expect(result.unplaced.sort()).toEqual(['across', 'huge'])
  })

  it('fills the board exactly when the parts tile it with the kerf', () => {
    const kerf = 4
    const spec: BoardSpec = { length: 1000 + 2 * 10, width: 604 + 2 * 10, trim: 10, kerf }
    // Two rows of two: (498 + 4 + 498) × (300 + 4 + 300).
    const parts: NestPart[] = Array.from({ length: 4 }, (_, i) => ({
      id: `p${i}`,
      length: 498,
      width: 300,
      grain: 'length',
    }))
    const result = nest(parts, spec)
    checkPlan(parts, result)
    expect(result.boards).toHaveLength(1)
    expect(result.boards[0]!.offcuts).toEqual([])
    // A fifth part needs a second board.
    const more = [...parts, { id: 'p4', length: 498, width: 300, grain: 'length' as const }]
    const second = nest(more, spec)
    checkPlan(more, second)
    expect(second.boards).toHaveLength(2)
    expect(second.boards[1]!.offcuts[0]).toMatchObject({ x: 10 + 498 + kerf, y: 10 })
  })

  it('lists a large rest as an offcut for reuse', () => {
    const parts: NestPart[] = [{ id: 'a', length: 1000, width: 500, grain: 'length' }]
    const [plan] = nest(parts, board).boards
    const biggest = plan!.offcuts[0]!
    // Whichever way the first cut ran, the rest beside or above the part is one offcut (floored to whole mm).
    const beside = Math.floor(2780 - 1004.4) * 2050
    const above = 2780 * Math.floor(2050 - 504.4)
    expect(biggest.w * biggest.h).toBeGreaterThanOrEqual(Math.min(beside, above))
  })

  it('keeps every rule on the bench batch, for every decor within a board of the area bound', () => {
    const parts = boardsBatch().flatMap(productionParts)
    const plan = boardsPlan(boardsBatch())
    for (const group of plan.plans) {
      const mine = parts
        .filter((p) => p.decor === group.decor && p.thickness === group.thickness)
        .map((p) => ({ id: p.id, length: p.cut.length, width: p.cut.width, grain: p.grain }))
      checkPlan(mine, group)
      expect(group.lowerBound).toBe(areaLowerBound(mine, group.board))
      // The bench's goal (issue 38.3): at most one board over the area bound per decor.
      expect(group.boards.length - group.lowerBound).toBeLessThanOrEqual(1)
    }
  })
})

describe('materials order', () => {
  it('reads the board from the price list decor data, defaults where it says nothing', () => {
    expect(boardSpecOf('W1000ST9')).toEqual(DEFAULT_BOARD)
    expect(boardSpecOf('W1000ST9', { W1000ST9: { group: 1, available: true, boardLength: 2620, kerf: 3.2 } })).toEqual({
      length: 2620,
      width: 2070,
      trim: 10,
      kerf: 3.2,
    })
  })

  it('parses price versions with and without board data (old versions keep the defaults), and refuses a wrong kerf', () => {
    expect(v.safeParse(PriceConfigSchema, SEED_PRICES).success).toBe(true)
    const withBoard = {
      ...SEED_PRICES,
      decors: {
        ...SEED_PRICES.decors,
        W1000ST9: { ...SEED_PRICES.decors.W1000ST9!, boardLength: 2620, boardWidth: 2070, trim: 12, kerf: 3.2 },
      },
    }
    expect(v.safeParse(PriceConfigSchema, withBoard).success).toBe(true)
    const wrong = {
      ...withBoard,
      decors: { ...withBoard.decors, W1000ST9: { ...withBoard.decors.W1000ST9, kerf: -1 } },
    }
    expect(v.safeParse(PriceConfigSchema, wrong).success).toBe(false)
    expect(boardSpecOf('W1000ST9', withBoard.decors)).toEqual({ length: 2620, width: 2070, trim: 12, kerf: 3.2 })
  })

  it('sums edge band per decor and thickness with the overhang and waste', () => {
    const parts = productionParts(sheetOrder('2026-000001'))
    const totals = bandTotals(parts)
    for (const total of totals) {
      const mine = parts.filter((p) => p.decor === total.decor)
      let net = 0
      let edges = 0
      for (const p of mine)
        for (const [mm, size] of [
          [p.edges.length1, p.finished.length],
          [p.edges.length2, p.finished.length],
          [p.edges.width1, p.finished.width],
          [p.edges.width2, p.finished.width],
        ] as const)
          if (mm === total.thickness) {
            net += size
            edges++
          }
      expect(total.net).toBeCloseTo(net / 1000, 1)
      // Rounded up to a tenth of a metre.
      const gross = ((net + edges * 2 * BAND_OVERHANG_MM) * (1 + BAND_WASTE)) / 1000
      expect(total.order).toBeGreaterThanOrEqual(gross - 1e-9)
      expect(total.order).toBeLessThan(gross + 0.1)
      expect(total.order).toBeGreaterThan(total.net)
    }
    expect(totals.length).toBeGreaterThan(0)
  })

  it('counts the boards and the hardware of every piece of the batch', () => {
    const order = sheetOrder('2026-000001')
    const plan = boardsPlan([order])
    expect(plan.orders).toEqual(['2026-000001'])
    expect(plan.materials.boards.map((b) => b.count)).toEqual(plan.plans.map((p) => p.boards.length))
    // Two wardrobes of two doors each and the hallway's doors: hinges counted per piece.
    const hinges = plan.materials.hardware.find((h) => h.kind === 'hinges')!
    const single = boardsPlan([{ ...order, lines: [{ ...order.lines[0]!, count: 1 }] }]).materials.hardware
    expect(single.find((h) => h.kind === 'hinges')!.count * 2).toBeLessThanOrEqual(hinges.count)
  })
})
