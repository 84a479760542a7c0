import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { cabinetFromQuery, cabinetToQuery } from '#domain/cabinet/query.ts'
import { legsChange, optionAvailability, settle, DEFAULTS } from '#domain/cabinet/model.ts'
import { changedDesign, changedQuery, designFromSearch } from '#domain/cabinet/query.ts'
import { keepShelfCount, shelfOptions, SHELF_PITCH_CM } from '#domain/cabinet/shelves.ts'
import { VARIANT_IDS } from '#domain/cabinet/catalogue.ts'

describe('query defaults (docs/product.md#configurator-address)', () => {
  it('fills a missing query with L1D, H1303ST12, U727ST9, zavesna, no legs, no top board, plastic legs 10 cm', () => {
    const cabinet = cabinetFromQuery({})
    expect(cabinet).toMatchObject({
      variant: 'L1D',
      corpusColor: 'H1303ST12',
      doorColor: 'U727ST9',
      mounting: 'zavesna',
      legs: false,
      topBoard: false,
      legsType: 'plastic',
      legsHeight: 10,
      width: 45,
      tipon: false,
      openingSide: 'left',
      assembled: true,
    })
    expect(DEFAULTS.productId).toBe('L1D')
  })
  it('uses 15 cm legs in kitchens', () => {
    expect(cabinetFromQuery({ designation: 'kuchyna', typ: 'snozkami' }).legsHeight).toBe(15)
  })
  it('writes every parameter back, sizes in millimetres', () => {
    const query = cabinetToQuery(cabinetFromQuery({ width: '600' }))
    expect(query).toMatchObject({
      productId: 'L1D',
      width: '600',
      baseColor: 'H1303ST12',
      doorColor: 'U727ST9',
      typ: 'zavesna',
      nozky: 'false',
    })
    expect(Object.keys(query)).toEqual(
      expect.arrayContaining([
        'productId',
        'baseColor',
        'doorColor',
        'typ',
        'nozky',
        'vrchnaDoska',
        'nozkyType',
        'tipon',
        'designation',
        'width',
        'height',
        'depth',
        'shelvesCount',
        'openingSide',
      ]),
    )
  })
})

describe('sizes: millimetres in, centimetres inside, clamped (docs/product.md#configurator-address)', () => {
  it.each([
    [{ width: '455' }, 'width', 45.5],
    [{ width: '100' }, 'width', 15],
    [{ width: '9000' }, 'width', 60],
    [{ height: '3000' }, 'height', 275],
    [{ height: '10' }, 'height', 20],
    [{ depth: '50' }, 'depth', 12],
    [{ depth: '999' }, 'depth', 80],
    [{ width: 'abc' }, 'width', 45],
    [{ productId: 'L2D', width: '1500' }, 'width', 100],
    [{ productId: 'TC1DH', height: '700' }, 'height', 60],
    [{ productId: 'TC1DH', height: '100' }, 'height', 21],
  ] as const)('%j → %s %d cm', (query, key, expected) => {
    expect(cabinetFromQuery(query)[key]).toBe(expected)
  })

  it('raises the height bounds by 12 cm with legs (snozkami)', () => {
    expect(cabinetFromQuery({ typ: 'snozkami', height: '3000' }).height).toBe(287)
    expect(cabinetFromQuery({ typ: 'snozkami', height: '100' }).height).toBe(32)
    expect(cabinetFromQuery({ typ: 'beznoziek', height: '3000' }).height).toBe(275)
  })
})

describe('typ and legs (docs/product.md#options)', () => {
  it('zavesna has no legs and cannot have them', () => {
    const cabinet = cabinetFromQuery({ typ: 'zavesna', nozky: 'true' })
    expect(cabinet.legs).toBe(false)
    expect(optionAvailability(cabinet).legs).toBe(false)
  })
  it('beznoziek sets legs off and disables them', () => {
    const cabinet = cabinetFromQuery({ typ: 'beznoziek', nozky: 'true' })
    expect(cabinet.legs).toBe(false)
    expect(optionAvailability(cabinet).legs).toBe(false)
  })
  it('the legs checkbox cannot switch beznoziek or zavesna to legs; only the mounting type snozkami does', () => {
    for (const cabinet of [settle({ variant: 'HCH', mounting: 'beznoziek' }), settle({ variant: 'L1D' })]) {
      expect(legsChange(cabinet, true)).toEqual({})
      expect(changedQuery(cabinet, legsChange(cabinet, true), false)).toMatchObject({
        typ: cabinet.mounting,
        nozky: 'false',
      })
    }
    const onLegs = settle({ variant: 'HCH', mounting: 'snozkami' })
    expect(optionAvailability(onLegs).legs).toBe(true)
    expect(changedQuery(onLegs, legsChange(onLegs, false), false)).toMatchObject({ typ: 'beznoziek', nozky: 'false' })
  })
  it('snozkami sets legs on', () => {
    const cabinet = cabinetFromQuery({ typ: 'snozkami', nozkyType: 'Hlinikove' })
    expect(cabinet.legs).toBe(true)
    expect(cabinet.legsType).toBe('aluminium')
  })
  it('upper cabinets only hang; high cabinets only stand', () => {
    expect(cabinetFromQuery({ productId: 'TC1DH', typ: 'snozkami' }).mounting).toBe('zavesna')
    expect(cabinetFromQuery({ productId: 'PDV2D', typ: 'zavesna' }).mounting).toBe('beznoziek')
  })
})

describe('colours', () => {
  it.each(['LTO', 'LTOM', 'LTOM2'])(
    '%s uses the corpus colour as door colour (docs/product.md#options)',
    (productId) => {
      expect(cabinetFromQuery({ productId, baseColor: 'U999ST2', doorColor: 'W1000ST9' }).doorColor).toBe('U999ST2')
    },
  )
  it('replaces unknown decors with the defaults', () => {
    expect(cabinetFromQuery({ baseColor: 'NOPE', doorColor: 'X' })).toMatchObject({
      corpusColor: 'H1303ST12',
      doorColor: 'U727ST9',
    })
  })
})

describe('shelves (docs/product.md#shelves): pitch 9.1, available = height − 3.6 − 2 × pitch', () => {
  it('has a pitch of 7.3 + 1.8', () => expect(SHELF_PITCH_CM).toBeCloseTo(9.1, 10))
  it.each([
    ['L1D', 50, 3],
    ['L1D', 30.9, 1],
    ['L1D', 30.8, 0],
    ['L1D', 72, 5],
    ['HCOO', 206, 20],
    ['1VD1Z', 206, 18],
    ['2VD1Z', 150, 12],
    ['TC1DH', 21, 0],
    ['L1S', 40, 0],
    ['PDV1D', 206, 0],
  ] as const)('%s at %d cm: 1..%d', (variant, height, n) => {
    expect(shelfOptions(variant, height)).toEqual(Array.from({ length: n }, (_, i) => i + 1))
  })
  it('keeps the count after a height change if allowed, else takes the first (docs/product.md#shelves)', () => {
    expect(keepShelfCount('L1D', 72, 3)).toBe(3)
    expect(keepShelfCount('L1D', 40, 3)).toBe(1)
    expect(keepShelfCount('L1D', 25, 3)).toBe(0)
    expect(cabinetFromQuery({ height: '400', shelvesCount: '3' }).shelvesCount).toBe(1)
    expect(cabinetFromQuery({ height: '720', shelvesCount: '4' }).shelvesCount).toBe(4)
  })
})

describe('assembly (docs/product.md#options)', () => {
  it('is a choice only over 170 cm', () => {
    expect(cabinetFromQuery({ productId: 'PDV2D', zmontovane: 'false' }).assembled).toBe(false)
    expect(cabinetFromQuery({ productId: 'PDV2D', height: '1700', zmontovane: 'false' }).assembled).toBe(true)
    expect(cabinetFromQuery({ zmontovane: 'false' }).assembled).toBe(true)
  })
})

describe('normalisation is stable', () => {
  const queryArb = fc.record(
    {
      productId: fc.constantFrom(...VARIANT_IDS, 'nope'),
      width: fc.integer({ min: -100, max: 5000 }).map(String),
      height: fc.integer({ min: -100, max: 5000 }).map(String),
      depth: fc.integer({ min: -100, max: 5000 }).map(String),
      typ: fc.constantFrom('zavesna', 'beznoziek', 'snozkami', 'x'),
      designation: fc.constantFrom('obyvacka', 'kuchyna', 'chodba', 'kupelna', 'x'),
      shelvesCount: fc.integer({ min: -2, max: 40 }).map(String),
      tipon: fc.constantFrom('true', 'false'),
      vrchnaDoska: fc.constantFrom('true', 'false'),
      zmontovane: fc.constantFrom('true', 'false'),
      hrubkaPolice: fc.constantFrom('18', '36'),
    },
    { requiredKeys: [] },
  )
  it('reading the written query gives the same cabinet (the URL is the design)', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const once = cabinetFromQuery(query)
        expect(cabinetFromQuery(cabinetToQuery(once))).toEqual(once)
        expect(settle(once)).toEqual(once)
      }),
    )
  })
})

describe('changedDesign (the design asked for on a change, before the address follows)', () => {
  it('is the design each configurator route reads back from the address the change writes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANT_IDS),
        fc.integer({ min: 10, max: 300 }),
        fc.integer({ min: 10, max: 300 }),
        fc.boolean(),
        (variant, width, height, tipon) => {
          const cabinet = settle({ variant })
          const change = { width, height, tipon }
          const detail = designFromSearch(changedQuery(cabinet, change, false), variant).cabinet
          const category = designFromSearch(changedQuery(cabinet, change, true)).cabinet
          expect(changedDesign(cabinet, change)).toEqual(detail)
          expect(changedDesign(cabinet, change)).toEqual(category)
        },
      ),
    )
  })
})
