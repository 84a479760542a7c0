import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import { validateCabinetInput } from '#domain/cabinet/validation.ts'
import { GetPriceRequestSchema, type PriceCabinetInput } from '#domain/schemas.ts'
import { VARIANT_IDS } from '#domain/cabinet/catalogue.ts'
import { priceCabinet } from '#domain/cabinet/price.ts'
import { defaultPriceCabinet } from '#scripts/harness/fixtures/cabinet.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'

const base = defaultPriceCabinet

describe('getPrice cabinet validation', () => {
  it('accepts a possible cabinet and returns it in cm', () => {
    const checked = validateCabinetInput(base)
    expect(checked.ok && checked.value).toMatchObject({
      variant: 'L1D',
      width: 45,
      height: 50,
      depth: 40,
      shelvesCount: 1,
    })
  })
  it.each([
    [{ realWidth: 14.9 }, 'cabinet.realWidth', 'must be from 15 to 60 cm for L1D'],
    [
      { typ: 'snozkami', realHeight: 287.1, nozkyType: 'Umele' },
      'cabinet.realHeight',
      'must be from 32 to 287 cm for L1D',
    ],
    [
      { typ: 'snozkami', nozkyType: 'Nejdu', realHeight: 60 },
      'cabinet.nozkyType',
      'must be Umele or Hlinikove when typ is snozkami',
    ],
    [
      { variant: 'L1S', realHeight: 25, realWidth: 45, depth: 40, shelvesCount: 2, openingSide: null },
      'cabinet.shelvesCount',
      'L1S has no shelf choice',
    ],
    [
      { variant: 'L1S', realHeight: 25, realWidth: 45, depth: 40, shelvesCount: 0, openingSide: 'right' },
      'cabinet.openingSide',
      'L1S has no door side to choose',
    ],
    [
      {
        variant: 'HCH',
        realHeight: 206,
        realWidth: 45,
        depth: 40,
        typ: 'beznoziek',
        vrchnaDoska: true,
        shelvesCount: 4,
      },
      'cabinet.vrchnaDoska',
      'HCH cannot have a top board',
    ],
    [{ zmontovane: false }, 'cabinet.zmontovane', 'cabinets up to 170 cm are delivered assembled'],
    [{ type: 'highCabinet' }, 'cabinet.type', 'must be lowerCabinet for L1D'],
  ] as const)('%j → %s: %s', (overrides, path, message) => {
    const checked = validateCabinetInput({ ...base, ...overrides } as PriceCabinetInput)
    expect(checked.ok).toBe(false)
    expect(!checked.ok && checked.issues).toContainEqual({ path, message })
  })

  it('never throws, and whatever it accepts has a price', () => {
    const number = fc.oneof(
      fc.double({ noNaN: true }),
      fc.double({ min: 0, max: 300, noNaN: true }),
      fc.constantFrom(0, 1e308, -1, 20, 275),
    )
    fc.assert(
      fc.property(
        fc.record({
          realHeight: number,
          realWidth: number,
          depth: number,
          variant: fc.constantFrom(...VARIANT_IDS),
          shelvesCount: fc.nat(100),
          typ: fc.constantFrom('zavesna', 'beznoziek', 'snozkami'),
          nozkyType: fc.constantFrom('Umele', 'Hlinikove', 'Nejdu'),
          vrchnaDoska: fc.boolean(),
          tipon: fc.boolean(),
        }),
        (overrides) => {
          const parsed = v.safeParse(GetPriceRequestSchema, {
            selectedProductString: '',
            country: 'SK',
            cabinet: { ...base, ...overrides },
          })
          if (!parsed.success) return
          const checked = validateCabinetInput(parsed.output.cabinet)
          if (checked.ok)
            expect(priceCabinet(checked.value, PRICE_LISTS.SK).net).toBeGreaterThanOrEqual(PRICE_LISTS.SK.minimum)
        },
      ),
      { numRuns: 500 },
    )
  })
})
