import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { PRODUCTS } from '#domain/cabinet/catalogue.ts'
import { settle, type Cabinet } from '#domain/cabinet/model.ts'
import {
  cutList,
  hingesFor,
  boardArea,
  BOARD_MM,
  emptyHardware,
  legPart,
  railPart,
  sumHardware,
} from '#domain/cabinet/cutList.ts'
import { priceCabinet, PRICE_ITEMS } from '#domain/cabinet/price.ts'
import { PRICE_LISTS, priceListOf, SEED_PRICES } from '#domain/priceList.ts'
import { DECORS, priceGroupOf } from '#domain/decors.ts'
import { cabinetArb } from '../fixtures/arbitraries'

const SK = PRICE_LISTS.SK
const CZ = PRICE_LISTS.CZ
const byId = (cabinet: Cabinet) => new Map(cutList(cabinet).parts.map((p) => [p.id, p]))

describe('cut list of the default L1D (45 × 50 × 40 cm, wall-hung)', () => {
  const cabinet = settle({ variant: 'L1D' })
  const list = cutList(cabinet)
  const parts = byId(cabinet)

  it('has the carcass of 18 mm board with an 18 mm back', () => {
    // Depth 400 − 18 mm door = 382 mm carcass.
    expect(parts.get('side-left')).toMatchObject({
      length: 500,
      width: 382,
      thickness: 18,
      material: 'corpus',
      edges: ['front'],
      edgeLength: 500,
    })
    expect(parts.get('top')).toMatchObject({ length: 414, width: 382, thickness: 18 })
    expect(parts.get('bottom')).toMatchObject({ length: 414, width: 382 })
    expect(parts.get('back')).toMatchObject({ length: 464, width: 414, thickness: 18, material: 'back', edgeLength: 0 })
  })
  it('has one door 2 mm inside all round, banded on four edges, with two hinges', () => {
    expect(parts.get('door-1')).toMatchObject({
      length: 496,
      width: 446,
      material: 'door',
      edgeLength: 2 * 496 + 2 * 446,
    })
    expect(list.hardware.hinges).toBe(2)
    expect(list.hardware.softClose).toBe(1)
    expect(list.hardware.tipOn).toBe(0)
  })
  it('has the chosen shelves, set back 10 mm', () => {
    const shelves = list.parts.filter((p) => p.role === 'shelf')
    expect(shelves).toHaveLength(cabinet.shelvesCount)
    expect(shelves[0]).toMatchObject({ length: 414, width: 382 - 18 - 10, thickness: 18 })
  })
  it('has no legs and no wall fittings (docs/product.md#catalogue)', () => {
    expect(list.hardware.legs).toBe(0)
    expect(list.parts.some((p) => p.role === 'leg')).toBe(false)
  })
})

describe('cut list options', () => {
  it('doubles shelves and uprights to 36 mm (two boards)', () => {
    const shelf = cutList(settle({ variant: 'L2D', shelvesCount: 2, shelfThickness: 36 })).parts.find(
      (p) => p.role === 'shelf',
    )!
    expect(shelf.thickness).toBe(36)
    expect(shelf.layers).toBe(2)
    expect(boardArea(shelf)).toBeCloseTo((shelf.length * shelf.width * 2) / 1e6)
  })
  it('puts four legs under a cabinet up to 1 m wide and six under a wider one', () => {
    expect(cutList(settle({ variant: 'L2D', mounting: 'snozkami' })).hardware.legs).toBe(4)
    expect(cutList(settle({ variant: 'L4D', mounting: 'snozkami', width: 120 })).hardware.legs).toBe(6)
  })
  it('builds drawers with fronts, boxes and runners', () => {
    const list = cutList(settle({ variant: 'L3D' }))
    expect(list.parts.filter((p) => p.role === 'drawerFront')).toHaveLength(3)
    expect(list.parts.filter((p) => p.role === 'drawerSide')).toHaveLength(6)
    expect(list.hardware.drawerRunners).toHaveLength(3)
  })
  it('hangs a rail in wardrobes and two in 2V', () => {
    expect(cutList(settle({ variant: 'PDV1D' })).hardware.rails).toHaveLength(1)
    expect(cutList(settle({ variant: '2V2D' })).hardware.rails).toHaveLength(2)
  })
  it('gives flaps their lift-up fittings', () => {
    expect(cutList(settle({ variant: 'TC1DH' })).hardware.liftUp).toBe(1)
    expect(cutList(settle({ variant: 'TC2DHDouble' })).hardware.biFold).toBe(1)
  })
  it('adds a top board banded on three sides', () => {
    const board = cutList(settle({ variant: 'L1D', topBoard: true })).parts.find((p) => p.role === 'topBoard')!
    expect(board).toMatchObject({ length: 450, width: 400, edges: ['front', 'left', 'right'] })
  })
  it.each([
    [900, 2],
    [901, 3],
    [1600, 3],
    [2200, 4],
    [2300, 5],
  ])('a %d mm door has %d hinges', (height, n) => expect(hingesFor(height)).toBe(n))
})

describe('cut list properties', () => {
  it('every part lies inside the cabinet and every board has a real size', () => {
    fc.assert(
      fc.property(cabinetArb, (cabinet) => {
        const list = cutList(cabinet)
        for (const p of list.parts) {
          for (const axis of ['x', 'y', 'z'] as const) {
            expect(p.position[axis] - p.size[axis] / 2).toBeGreaterThanOrEqual(-0.05)
            expect(p.position[axis] + p.size[axis] / 2).toBeLessThanOrEqual(list.outer[axis] + 0.05)
            expect(p.size[axis]).toBeGreaterThan(0)
          }
          if (p.layers > 0) expect([BOARD_MM, 36]).toContain(p.thickness)
        }
      }),
      { numRuns: 300 },
    )
  })
})

describe('price', () => {
  it('quotes a default L1D in euros and crowns, net with VAT beside it', () => {
    const cabinet = settle({ variant: 'L1D' })
    const sk = priceCabinet(cabinet, SK)
    const cz = priceCabinet(cabinet, CZ)
    expect(sk.currency).toBe('EUR')
    expect(cz.currency).toBe('CZK')
    expect(sk.gross).toBe(Math.round(sk.net * 1.23))
    expect(cz.net % 100).toBe(0)
    expect(cz.gross).toBe(Math.round((cz.net * 1.21) / 100) * 100)
    expect(sk.net).toBeGreaterThan(SK.minimum)
    expect(sk.vat).toBe(sk.gross - sk.net)
  })
  it('takes a configured VAT rate', () => {
    const cabinet = settle({ variant: 'L1D' })
    const price = priceCabinet(cabinet, priceListOf(SEED_PRICES, 'SK', { SK: 0.2 }))
    expect(price.gross).toBe(Math.round(price.net * 1.2))
  })
  it('never goes under the minimum price', () => {
    const tiny = settle({ variant: 'LTO', width: 15, height: 20, depth: 12, shelvesCount: 0 })
    const price = priceCabinet(tiny, SK)
    expect(price.net).toBe(SK.minimum)
    expect(price.items.minimum).toBeGreaterThan(0)
  })
  it('itemises into lines that add up to the net exactly', () => {
    fc.assert(
      fc.property(cabinetArb, fc.constantFrom(SK, CZ), (cabinet, list) => {
        const price = priceCabinet(cabinet, list)
        expect(PRICE_ITEMS.reduce((sum, key) => sum + price.items[key], 0)).toBe(price.net)
        for (const key of PRICE_ITEMS) expect(price.items[key] % list.roundTo).toBe(0)
        expect(Number.isInteger(price.net) && Number.isInteger(price.gross)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
  it('is the same for the same input', () => {
    fc.assert(
      fc.property(cabinetArb, (cabinet) => {
        expect(priceCabinet({ ...cabinet }, SK)).toEqual(priceCabinet(cabinet, SK))
      }),
    )
  })

  const bigger = (cabinet: Cabinet, key: 'width' | 'height' | 'depth', step: number) => {
    const rules = PRODUCTS[cabinet.variant].cabinetSizeRules
    const max = key === 'height' && cabinet.legs ? rules.height.max + 12 : rules[key].max
    return settle({ ...cabinet, [key]: Math.min(max, cabinet[key] + step) })
  }
  it.each(['width', 'height', 'depth'] as const)('grows (never falls) with %s', (key) => {
    fc.assert(
      fc.property(
        cabinetArb,
        fc.double({ min: 0.1, max: 60, noNaN: true }),
        fc.constantFrom(SK, CZ),
        (cabinet, step, list) => {
          const larger = bigger(cabinet, key, step)
          // The larger cabinet keeps its shelves (or gets its first one where none fitted before,
          // docs/product.md#shelves).
          expect(larger.shelvesCount).toBeGreaterThanOrEqual(cabinet.shelvesCount)
          expect(priceCabinet(larger, list).net).toBeGreaterThanOrEqual(priceCabinet(cabinet, list).net)
        },
      ),
      { numRuns: 200 },
    )
  })
  it('grows strictly with width above the minimum price', () => {
    const small = settle({ variant: 'L2D', width: 60, height: 72, depth: 56 })
    const large = settle({ ...small, width: 61 })
    expect(priceCabinet(large, SK).net).toBeGreaterThan(priceCabinet(small, SK).net)
  })
  it.each([
    [
      'tip-on',
      (c: Cabinet) => ({ ...c, tipon: true }),
      (c: Cabinet) => !c.tipon && PRODUCTS[c.variant].interior.front !== 'none',
    ],
    [
      'top board',
      (c: Cabinet) => ({ ...c, topBoard: true }),
      (c: Cabinet) => !c.topBoard && PRODUCTS[c.variant].canHaveVrchnaDoska,
    ],
    [
      'aluminium legs',
      (c: Cabinet) => ({ ...c, legsType: 'aluminium' as const }),
      (c: Cabinet) => c.legs && c.legsType === 'plastic',
    ],
    ['36 mm shelves', (c: Cabinet) => ({ ...c, shelfThickness: 36 as const }), (c: Cabinet) => c.shelfThickness === 18],
    ['assembly', (c: Cabinet) => ({ ...c, assembled: true }), (c: Cabinet) => !c.assembled],
  ])('a paid option never lowers the price: %s', (_, add, applies) => {
    fc.assert(
      fc.property(cabinetArb, fc.constantFrom(SK, CZ), (cabinet, list) => {
        fc.pre(applies(cabinet))
        expect(priceCabinet(settle(add(cabinet)), list).net).toBeGreaterThanOrEqual(priceCabinet(cabinet, list).net)
      }),
      { numRuns: 150 },
    )
  })
  it('a paid option raises the price of a regular cabinet', () => {
    const base = settle({ variant: 'L2D', mounting: 'snozkami', width: 80, height: 82, depth: 56, shelvesCount: 2 })
    const net = (c: Cabinet) => priceCabinet(settle(c), SK).net
    expect(net({ ...base, tipon: true })).toBeGreaterThan(net(base))
    expect(net({ ...base, topBoard: true })).toBeGreaterThan(net(base))
    expect(net({ ...base, legsType: 'aluminium' })).toBeGreaterThan(net(base))
    expect(net({ ...base, shelfThickness: 36 })).toBeGreaterThan(net(base))
    const tall = settle({ variant: 'PDV2D', assembled: false })
    expect(net({ ...tall, assembled: true })).toBeGreaterThan(net(tall))
  })
  it('a higher price group never costs less', () => {
    const byGroup = (group: number) =>
      DECORS.find((d) => priceGroupOf(d.subtitle, SEED_PRICES.decors) === group)!.subtitle
    fc.assert(
      fc.property(cabinetArb, fc.constantFrom(SK, CZ), (cabinet, list) => {
        const prices = [1, 2, 3].map(
          (g) => priceCabinet(settle({ ...cabinet, corpusColor: byGroup(g), doorColor: byGroup(g) }), list).net,
        )
        expect(prices[1]).toBeGreaterThanOrEqual(prices[0]!)
        expect(prices[2]).toBeGreaterThanOrEqual(prices[1]!)
      }),
      { numRuns: 150 },
    )
  })
})

describe('cut list steps share one way to count fittings and make rails and legs', () => {
  it('sums the fittings of steps, keeping rails and runners in their order', () => {
    const rails = { ...emptyHardware(), hinges: 2, softClose: 1, rails: [800, 764] }
    const drawer = { ...emptyHardware(), tipOn: 1, drawerRunners: [350] }
    const hangers = { ...emptyHardware(), hangers: 2 }
    expect(sumHardware([rails, drawer, { ...emptyHardware(), rails: [400], legs: 4 }, hangers])).toEqual({
      hinges: 2,
      softClose: 1,
      tipOn: 1,
      drawerRunners: [350],
      liftUp: 0,
      biFold: 0,
      legs: 4,
      rails: [800, 764, 400],
      hangers: 2,
    })
    // A fresh object each time: one step's fittings never leak into another's.
    expect(emptyHardware()).not.toBe(emptyHardware())
  })
  it('places a rail and a leg by their centres, to 0.1 mm', () => {
    expect(railPart('rail', 764, { x: 400.04, y: 1200, z: 191 })).toMatchObject({
      role: 'rail',
      material: 'steel',
      position: { x: 400, y: 1200, z: 191 },
      size: { x: 764, y: 25, z: 25 },
    })
    expect(legPart('leg-1-1', 'aluminium', 150, 30, 50, 332)).toMatchObject({
      role: 'leg',
      length: 150,
      thickness: 30,
      position: { x: 50, y: 75, z: 332 },
      size: { x: 30, y: 150, z: 30 },
    })
  })
  it('gives a wide cabinet on legs a middle pair, and counts every leg', () => {
    const list = cutList(settle({ variant: 'LTOM2', mounting: 'snozkami', width: 120 }))
    expect(list.parts.filter((part) => part.role === 'leg').map((part) => part.position.x)).toEqual([
      50, 50, 600, 600, 1150, 1150,
    ])
    expect(list.hardware.legs).toBe(6)
  })
})
