import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import { API } from '#domain/endpoints.ts'
import { hallwayCartItem, isHallwayLine } from '#domain/cart.ts'
import {
  HALLWAY,
  balance,
  change,
  defaultModule,
  type Doors,
  type Hallway,
  type LowerVariant,
  type Podorys,
} from '#domain/hallway/layout.ts'
import { hallwayElevation, hallwayTop } from '#domain/hallway/elevation.ts'
import { frontElevation } from '#domain/drawing.ts'
import { hallwayOf, hallwayOfPriceRequest, hallwayPhotoUrl, priceRequestOfHallway } from '#domain/hallway/requests.ts'
import { hallwayFromQuery, hallwayQuery } from '#domain/hallway/query.ts'
import { isDecorCode } from '#domain/decors.ts'
import { CartItemSchema } from '#domain/schemas.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { priceDataOf } from '#domain/priceData.ts'
import { priceHallway } from '#domain/hallway/cutList.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'

const arb = fc.record({
  realWidth: fc.integer({ min: 60, max: 800 }),
  realHeight: fc.integer({ min: 180, max: 300 }),
  podorys: fc.constantFrom<Podorys>('A', 'B', 'C', 'D'),
  variants: fc.array(fc.constantFrom<LowerVariant>('1', '2', '3', '4', '5', '6'), { minLength: 1, maxLength: 12 }),
})
/** A hallway as the configurator lays it out. */
const laidOut = ({
  realWidth,
  realHeight,
  podorys,
  variants,
}: {
  realWidth: number
  realHeight: number
  podorys: Podorys
  variants: LowerVariant[]
}): Hallway =>
  balance({
    ...defaultHallway(),
    realWidth,
    realHeight,
    podorys,
    cabinets: variants.map((variant) => defaultModule(variant)),
  })

describe('hallway request bodies (docs/product.md#calls)', () => {
  it('getPriceChodba: the body the machine and the cart send is valid and reads back as the same hallway', () => {
    fc.assert(
      fc.property(arb, (input) => {
        const hallway = laidOut(input)
        const body = priceRequestOfHallway(hallway, 'CZ')
        expect(v.safeParse(API.getPriceChodba.request, body).success).toBe(true)
        const back = hallwayOfPriceRequest(body)
        expect({ ...back, backColor: hallway.backColor }).toEqual(hallway)
      }),
      { numRuns: 50 },
    )
  })
  it("a cart's hallway line asks for the same price body as the hallway it was made of", () => {
    const hallway = defaultHallway()
    const line = hallwayCartItem(hallway, priceDataOf(priceHallway(hallway, PRICE_LISTS.SK)), 'sk', '/chodby').cabinet
    if (!isHallwayLine(line)) throw new Error('a hallway line was expected')
    expect(priceRequestOfHallway(line, 'SK')).toEqual(priceRequestOfHallway(hallway, 'SK'))
  })
  it('the hallway cart line carries its title per country and is pictured by its own drawing (docs/product.md#hallway, docs/product.md#calls)', () => {
    const hallway = defaultHallway()
    const item = hallwayCartItem(hallway, priceDataOf(priceHallway(hallway, PRICE_LISTS.CZ)), 'cz', '/cz/chodby')
    expect(item.title).toBe('Chodbová sestava')
    expect(item.cabinet.translation).toEqual({ SK: 'Chodbová zostava', CZ: 'Chodbová sestava' })
    expect(v.parse(CartItemSchema, item)).toEqual(item)
    const url = new URL(item.image, 'http://shop.test')
    expect(url.pathname).toBe(API.chodbaPhoto.path)
    const query = Object.fromEntries(url.searchParams)
    expect(query).toMatchObject({ width: String(hallway.realWidth), height: String(hallway.realHeight) })
    expect(query.moduly).toBe(hallwayQuery(hallway).moduly)
    expect(hallwayFromQuery(query, isDecorCode)).toEqual(hallway)
  })
  it("the configurator's and the drawing's address keep the upper doors", () => {
    fc.assert(
      fc.property(arb, fc.array(fc.constantFrom<Doors>('1L', '1R', '2'), { maxLength: 12 }), (input, doors) => {
        const edited = doors.reduce<Hallway>((hallway, chosen, index) => {
          const changed = change(hallway, { kind: 'doors', index, z: 2, doors: chosen })
          return changed.ok ? changed.hallway : hallway
        }, laidOut(input))
        const url = new URL(hallwayPhotoUrl(edited), 'http://shop.test')
        expect(url.href.length).toBeLessThan(2000)
        expect(hallwayFromQuery(Object.fromEntries(url.searchParams), () => true)).toEqual(edited)
        expect(hallwayFromQuery(hallwayQuery(edited), () => true)).toEqual(edited)
      }),
      { numRuns: 50 },
    )
  })
  it('a sent or saved hallway without a back decor takes the corpus decor', () => {
    const { backColor: _back, ...sent } = defaultHallway()
    expect(hallwayOf(sent).backColor).toBe(sent.corpusColor)
    expect(hallwayOf({ ...sent, backColor: 'U727ST9' }).backColor).toBe('U727ST9')
  })
})

describe('hallway elevation (the drawing of the configurator and of renderChodbaPhoto)', () => {
  it('upper modules start above the lower row on its legs, lower ones on the legs', () => {
    const upper = { ...defaultModule(), z: 2 as const, height: 0.482 }
    const lower = { ...defaultModule(), height: 2 }
    expect(HALLWAY).toMatchObject({ legHeight: 0.018, lowerHeight: 2 })
    expect(hallwayTop([upper])).toBe(2500)
    expect(hallwayTop([lower])).toBe(2018)
    expect(hallwayTop([lower, upper])).toBe(2500)
  })
  it('a laid-out hallway is drawn as high as its total, one segment per lower module, side by side', () => {
    fc.assert(
      fc.property(arb, (input) => {
        const hallway = laidOut(input)
        const { list, segments } = hallwayElevation(hallway)
        expect(list.outer.y).toBe(hallway.realHeight * 10)
        const lower = hallway.cabinets.filter((m) => m.z === 0)
        expect(segments).toHaveLength(lower.length)
        segments.forEach((s, i) => {
          expect(s.x0).toBeCloseTo(lower[i]!.x * 1000, 6)
          expect(s.x1 - s.x0).toBeCloseTo(lower[i]!.width * 1000, 6)
        })
        expect(segments.at(-1)!.x1).toBeCloseTo(list.outer.x, 0)
      }),
      { numRuns: 50 },
    )
  })
  it('labels each module as large as the overall width, upright where it would be wider than its module', () => {
    fc.assert(
      fc.property(arb, (input) => {
        const hallway = laidOut(input)
        const { list, segments } = hallwayElevation(hallway)
        const shape = frontElevation(hallway, list, { dimensions: true, segments })
        const overall = shape.labels.find((l) => l.kind === 'width')!
        const labels = shape.labels.filter((l) => l.kind === 'segment')
        expect(labels).toHaveLength(segments.length)
        labels.forEach((label, i) => {
          expect(label.size).toBe(overall.size)
          const { x0, x1 } = segments[i]!
          const length = label.text.length * label.size * 0.6
          // Lying: within its module. Upright: within the row between the drawing and the overall width.
          if (!label.rotated) expect(length).toBeLessThanOrEqual(x1 - x0 + 1)
          else expect(label.y + length / 2).toBeLessThan(overall.y - overall.size)
        })
      }),
      { numRuns: 50 },
    )
  })
})
