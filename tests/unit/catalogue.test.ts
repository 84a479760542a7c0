import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEFAULT_WIDTH, PRODUCTS, VARIANTS_BY_TYPE, VARIANT_IDS } from '#domain/cabinet/catalogue.ts'
import { DECORS, decor, priceGroupOf } from '#domain/decors.ts'
import { SEED_PRICES } from '#domain/priceList.ts'
import { DESIGNATIONS } from '#domain/cabinet/catalogue.ts'

const publicFile = (path: string) => new URL(`../../public${path}`, import.meta.url)

describe('catalogue (docs/product.md#catalogue)', () => {
  it('has the variants of each type (docs/product.md#catalogue)', () => {
    expect(VARIANTS_BY_TYPE.upperCabinet).toEqual(['TC1DH', 'TC2DHDouble'])
    expect(VARIANTS_BY_TYPE.lowerCabinet).toEqual(['L1D', 'L2D', 'L1S', 'x151', 'L3D', 'L4D', 'LTO', 'LTOM', 'LTOM2'])
    expect(VARIANTS_BY_TYPE.highCabinet).toHaveLength(16)
    for (const variant of VARIANT_IDS) expect(PRODUCTS[variant].variant).toBe(variant)
  })

  it.each([
    ['L1D', 'width', 15, 60],
    ['L1D', 'height', 20, 275],
    ['L1D', 'depth', 12, 80],
    ['L2D', 'width', 30, 100],
    ['L1S', 'width', 30, 120],
    ['L3D', 'width', 30, 120],
    ['LTO', 'width', 15, 100],
    ['TC1DH', 'width', 30, 100],
    ['TC1DH', 'height', 21, 60],
    ['TC1DH', 'depth', 20, 80],
  ] as const)('docs/product.md#catalogue: %s %s is %d–%d cm', (variant, dimension, min, max) => {
    expect(PRODUCTS[variant].cabinetSizeRules[dimension]).toEqual({ min, max })
  })

  it('defaults to width 45 unless the variant says otherwise, and high cabinets to 206 cm', () => {
    expect(PRODUCTS.L1D.realWidth).toBe(DEFAULT_WIDTH)
    expect(PRODUCTS.TC1DH.realWidth).toBe(45)
    for (const variant of VARIANTS_BY_TYPE.highCabinet) expect(PRODUCTS[variant].realHeight).toBe(206)
  })

  it.each(VARIANT_IDS)('%s: every field, defaults inside its limits, Slovak and Czech titles, pictures', (variant) => {
    const p = PRODUCTS[variant]
    expect(p.title.sk.length).toBeGreaterThan(5)
    expect(p.title.cz.length).toBeGreaterThan(5)
    expect(p.title.sk).not.toBe(p.title.cz)
    for (const designation of DESIGNATIONS) {
      const size = p.defaultSizeByType[designation]
      for (const dim of ['width', 'height', 'depth'] as const) {
        const rule = p.cabinetSizeRules[dim]
        expect(size[dim]).toBeGreaterThanOrEqual(rule.min)
        expect(size[dim]).toBeLessThanOrEqual(rule.max)
      }
    }
    expect(p.canHaveNozky).toBe(p.type !== 'upperCabinet')
    expect(p.openingSide === 'left').toBe(p.interior.front === 'doors' && p.interior.doors === 1)
    expect(typeof p.doorOpeningAnimation).toBe('boolean')
    expect(existsSync(publicFile(p.img))).toBe(true)
    expect(existsSync(publicFile(p.imgNozky))).toBe(true)
  })
})

describe('decors (docs/product.md#decors)', () => {
  it('has about 120 decors with unique codes in the three groups', () => {
    expect(DECORS.length).toBeGreaterThanOrEqual(110)
    expect(DECORS.length).toBeLessThanOrEqual(130)
    expect(new Set(DECORS.map((d) => d.subtitle)).size).toBe(DECORS.length)
    for (const type of ['uni', 'drevodekor', 'lux'] as const)
      expect(DECORS.filter((d) => d.type === type).length).toBeGreaterThan(15)
  })

  it('keeps the default decors (docs/product.md#configurator-address)', () => {
    expect(decor('H1303ST12')).toMatchObject({
      type: 'drevodekor',
      title: 'Dub Belmont hnedý',
      titleCZ: 'Dub Belmont hnědý',
    })
    expect(decor('U727ST9')).toMatchObject({ type: 'uni' })
  })

  it('has price groups 1 to 3, a few absent (priced as group 2)', () => {
    const groups = new Set(DECORS.map((d) => d.cenovaSkupina))
    expect([...groups].sort()).toEqual([1, 2, 3, undefined])
    const absent = DECORS.find((d) => d.cenovaSkupina === undefined)!
    expect(priceGroupOf(absent.subtitle, SEED_PRICES.decors)).toBe(2)
  })

  it.each(DECORS.map((d) => [d.subtitle, d] as const))(
    '%s has a texture and a swatch, and names in both languages',
    (_, d) => {
      expect(existsSync(publicFile(d.texture))).toBe(true)
      expect(existsSync(publicFile(d.swatch))).toBe(true)
      expect(d.title).toMatch(/\S/)
      expect(d.titleCZ).toMatch(/\S/)
      expect(d.color).toMatch(/^#[0-9a-f]{6}$/)
    },
  )
})

describe('docs/catalogue.md', () => {
  it('shows the variant table as the catalogue has it (npm run docs:catalogue)', async () => {
    const { readFileSync } = await import('node:fs')
    const { variantTable, documentedTable, CATALOGUE_DOC } = await import('#scripts/catalogueDoc.ts')
    expect(documentedTable(readFileSync(CATALOGUE_DOC, 'utf8'))).toBe(variantTable())
  })
})
