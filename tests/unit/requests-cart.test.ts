import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import { API } from '#domain/endpoints.ts'
import { settle, type Cabinet } from '#domain/cabinet/model.ts'
import { PRODUCTS, VARIANT_IDS, type VariantId } from '#domain/cabinet/catalogue.ts'
import {
  priceRequestOf,
  priceRequestOfLine,
  snapshotOf,
  toPriceCabinet,
  toRenderCabinet,
  toShowcaseRenderCabinet,
} from '#domain/cabinet/requests.ts'
import { validateCabinetInput, validateRenderInput } from '#domain/cabinet/validation.ts'
import { fromPrice, optionSurcharges } from '#domain/offers.ts'
import { priceCabinet } from '#domain/cabinet/price.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'
import { addToCart, cartItemOf, isHallwayLine } from '#domain/cart.ts'
import { priceData } from '#domain/priceData.ts'
import { CartItemSchema } from '#domain/schemas.ts'

const cabinetArb = fc
  .record({
    variant: fc.constantFrom(...VARIANT_IDS),
    w: fc.integer({ min: 0, max: 100 }),
    h: fc.integer({ min: 0, max: 100 }),
    tipon: fc.boolean(),
    top: fc.boolean(),
    legs: fc.boolean(),
    thick: fc.boolean(),
  })
  .map(({ variant, w, h, tipon, top, legs, thick }) => {
    const rules = PRODUCTS[variant as VariantId].cabinetSizeRules
    return settle({
      variant: variant as VariantId,
      width: rules.width.min + ((rules.width.max - rules.width.min) * w) / 100,
      height: rules.height.min + ((rules.height.max - rules.height.min) * h) / 100,
      mounting: legs ? 'snozkami' : undefined,
      tipon,
      topBoard: top,
      shelfThickness: thick ? 36 : 18,
    })
  })

describe('what the configurator sends', () => {
  it('getPrice and renderSkrinka bodies read back into the same cabinet', () => {
    fc.assert(
      fc.property(cabinetArb, (cabinet) => {
        const priced = validateCabinetInput(toPriceCabinet(cabinet))
        expect(priced).toEqual({ ok: true, value: cabinet })
        const rendered = validateRenderInput(toRenderCabinet(cabinet))
        expect(rendered).toEqual({ ok: true, value: cabinet })
      }),
      { numRuns: 300 },
    )
  })
  it('sends sizes in cm to getPrice and in metres to renderSkrinka, zavesna as macka/pes (docs/product.md#calls)', () => {
    const cabinet = settle({ variant: 'L1D', width: 45.5 })
    expect(toPriceCabinet(cabinet)).toMatchObject({
      realWidth: 45.5,
      realHeight: 50,
      depth: 40,
      zavesnaSkrinka: 'ANO',
      nozkyType: 'Nejdu',
    })
    expect(toRenderCabinet(cabinet)).toMatchObject({
      width: 0.455,
      height: 0.5,
      depth: 0.4,
      zavesna: 'macka',
      legs: false,
    })
    expect(toRenderCabinet(settle({ variant: 'L1D', mounting: 'snozkami' }))).toMatchObject({
      zavesna: 'pes',
      legs: true,
      legsType: 'Umele',
    })
  })
  it('ties a price to its design by the snapshot string', () => {
    const a = settle({ variant: 'L1D' })
    expect(priceRequestOf(a, PRICE_LISTS.CZ)).toMatchObject({ country: 'CZ', selectedProductString: snapshotOf(a) })
    expect(snapshotOf({ ...a })).toBe(snapshotOf(a))
    expect(snapshotOf({ ...a, width: 46 })).not.toBe(snapshotOf(a))
  })
  it('getPrice: the cabinet carries the price shown meanwhile and its title per country (docs/product.md#calls, docs/product.md#markets)', () => {
    const cabinet = settle({ variant: 'L1D', width: 50 })
    for (const country of ['SK', 'CZ'] as const) {
      const body = priceRequestOf(cabinet, PRICE_LISTS[country])
      expect(body.cabinet.price).toBe(priceCabinet(cabinet, PRICE_LISTS[country]).net / 100)
      expect(body.cabinet.price).toBeGreaterThan(0)
      expect(body.cabinet.translation).toEqual({ SK: PRODUCTS.L1D.title.sk, CZ: PRODUCTS.L1D.title.cz })
      expect(v.safeParse(API.getPriceSkrinka.request, body).success).toBe(true)
    }
    expect(priceRequestOf(cabinet, PRICE_LISTS.SK).cabinet.translation).toEqual({
      SK: 'Skrinka s jednými dvierkami',
      CZ: 'Skříňka s jedněmi dvířky',
    })
    // The server prices the design only: the same design with another shown price or title reads back the same.
    const { price: _price, translation: _translation, ...design } = priceRequestOf(cabinet, PRICE_LISTS.SK).cabinet
    expect(validateCabinetInput(priceRequestOf(cabinet, PRICE_LISTS.SK).cabinet)).toEqual(validateCabinetInput(design))
  })
  it('renderSkrinka from the showcase: also realWidth, realHeight (cm), stranaOtvarania and country (docs/product.md#model)', () => {
    const cabinet = settle({ variant: 'L2D', designation: 'kuchyna', mounting: 'snozkami', width: 80 })
    const body = toShowcaseRenderCabinet(cabinet, 'CZ')
    expect(body).toEqual({
      ...toRenderCabinet(cabinet),
      realWidth: 80,
      realHeight: cabinet.height,
      stranaOtvarania: cabinet.openingSide,
      country: 'CZ',
    })
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['realWidth', 'realHeight', 'stranaOtvarania', 'country']))
    expect(v.safeParse(API.renderSkrinka.request, { cabinet: body }).success).toBe(true)
    expect(validateRenderInput(body)).toEqual({ ok: true, value: cabinet })
  })
  it('prices a cart line again from its design, without the price shown and the count', () => {
    const cabinet = settle({ variant: 'L2D', width: 80 })
    const line = cartItemOf(cabinet, priceData(cabinet, PRICE_LISTS.SK), 'sk', '/detail/L2D').cabinet
    if (isHallwayLine(line)) throw new Error('a cabinet line was expected')
    const body = priceRequestOfLine(line, 'CZ')
    expect(body).toEqual({ selectedProductString: '', cabinet: toPriceCabinet(cabinet), country: 'CZ' })
    expect(v.safeParse(API.getPriceSkrinka.request, body).success).toBe(true)
  })
})

describe('prices beside the options', () => {
  it('say what each paid option adds, gross', () => {
    const base = settle({ variant: 'L2D', mounting: 'snozkami', width: 80 })
    const surcharges = optionSurcharges(base, PRICE_LISTS.SK)
    const gross = (c: Cabinet) => priceCabinet(settle(c), PRICE_LISTS.SK).gross
    expect(surcharges.tipon).toBe(gross({ ...base, tipon: true }) - gross(base))
    expect(surcharges.topBoard).toBe(gross({ ...base, topBoard: true }) - gross(base))
    expect(surcharges.aluminiumLegs).toBeGreaterThan(0)
    expect(surcharges.thickShelves).toBeGreaterThan(0)
    // Below 170 cm there is no choice, so nothing to add.
    expect(surcharges.assembly).toBe(0)
    expect(optionSurcharges(settle({ variant: 'PDV2D' }), PRICE_LISTS.CZ).assembly).toBeGreaterThan(0)
  })
  it('"from" is never more than any design of the variant in that room', () => {
    fc.assert(
      fc.property(cabinetArb, (cabinet) => {
        expect(
          fromPrice(cabinet.variant, cabinet.designation, cabinet.mounting, PRICE_LISTS.SK).gross,
        ).toBeLessThanOrEqual(priceCabinet(cabinet, PRICE_LISTS.SK).gross)
      }),
    )
  })
})

describe('cart items (docs/product.md#cart)', () => {
  const item = (cabinet: Cabinet) => cartItemOf(cabinet, priceData(cabinet, PRICE_LISTS.SK), 'sk', '/detail/L1D')
  it('carries title, picture, decor names, the design and its price', () => {
    const entry = item(settle({ variant: 'L1D' }))
    expect(entry).toMatchObject({
      title: 'Skrinka s jednými dvierkami',
      image: '/products/L1D.svg',
      count: 1,
      corpusColorTitle: 'Dub Belmont hnedý',
      doorColorTitle: 'Kamenná sivá',
    })
    expect(entry.cabinet).toMatchObject({ variant: 'L1D', realWidth: 45, count: 1, price: { currency: 'EUR' } })
  })
  it('carries the title per country, in the shape the cart keeps (docs/product.md#cart)', () => {
    const entry = cartItemOf(
      settle({ variant: 'L2D' }),
      priceData(settle({ variant: 'L2D' }), PRICE_LISTS.CZ),
      'cz',
      '/',
    )
    expect(entry.cabinet.translation).toEqual({ SK: PRODUCTS.L2D.title.sk, CZ: PRODUCTS.L2D.title.cz })
    expect(entry.title).toBe(PRODUCTS.L2D.title.cz)
    expect(v.parse(CartItemSchema, entry).cabinet.translation).toEqual(entry.cabinet.translation)
    expect(
      v.safeParse(CartItemSchema, { ...entry, cabinet: { ...entry.cabinet, translation: { sk: 'x' } } }).success,
    ).toBe(false)
  })
  it('raises the count of an identical item and adds a different one', () => {
    const a = item(settle({ variant: 'L1D' }))
    const b = item(settle({ variant: 'L1D', width: 50 }))
    const cart = addToCart(addToCart(addToCart([], a), a), b)
    expect(cart.map((i) => i.count)).toEqual([2, 1])
    expect(cart[0]!.cabinet.count).toBe(2)
  })
})
