import { describe, expect, it } from 'vitest'
import { PRODUCTS } from '#domain/cabinet/catalogue.ts'
import { cutList } from '#domain/cabinet/cutList.ts'
import { settle } from '#domain/cabinet/model.ts'
import { DECORS, decorName } from '#domain/decors.ts'
import { cm, frontElevation, frontElevationSvg } from '#domain/drawing.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { localeOfLanguage, LANGUAGES } from '#domain/locale.ts'
import { designTitle } from '#domain/productionSheet.ts'
import { ShopSettingsSchema } from '#domain/settings.ts'
import { SEED_SETTINGS } from '#site/shop.ts'
import * as v from 'valibot'
import { inPersonsLanguage } from '#routes/-lib/staffSignIn.tsx'

describe('decorName', () => {
  // A decor whose Slovak and Czech names differ: the one the desk got wrong (a Czech name on the Slovak desk).
  const differing = DECORS.find((d) => d.title !== d.titleCZ)!

  it("names a decor by its code in the language asked for, not the order's", () => {
    expect(differing).toBeDefined()
    expect(decorName(differing.subtitle, 'sk')).toBe(differing.title)
    expect(decorName(differing.subtitle, 'cs')).toBe(differing.titleCZ)
    // The market code of Czech names the same language.
    expect(decorName(differing.subtitle, 'cz')).toBe(differing.titleCZ)
  })
  it('keeps an unknown code as the code', () => {
    expect(decorName('NOPE123', 'sk')).toBe('NOPE123')
  })
})

describe("the drawing's figures", () => {
  it('writes centimetres with a decimal comma and no trailing zero', () => {
    expect(cm(493)).toBe('49,3 cm')
    expect(cm(450)).toBe('45 cm')
    expect(cm(1234)).toBe('123,4 cm')
    expect(cm(4934)).toBe('493,4 cm')
  })
  it('labels a 49.3 cm wide cabinet "49,3 cm" in its shapes and its SVG', () => {
    const cabinet = settle({ variant: 'L2D', width: 49.3, height: 200 })
    const list = cutList(cabinet)
    const shape = frontElevation(cabinet, list, { dimensions: true })
    expect(shape.labels.find((label) => label.kind === 'width')?.text).toBe('49,3 cm')
    const svg = frontElevationSvg(cabinet, list, { dimensions: true })
    expect(svg).toContain('>49,3 cm</text>')
    expect(svg).not.toContain('49.3 cm')
  })
})

describe('designTitle', () => {
  it("names a cabinet and a hallway from the catalogue in the sheet's language", () => {
    const cabinet = settle({ variant: 'L2D', width: 80, height: 200 })
    expect(designTitle(cabinet, 'sk', 'stored')).toBe(PRODUCTS.L2D.title.sk)
    expect(designTitle(cabinet, 'cz', 'stored')).toBe(PRODUCTS.L2D.title.cz)
    expect(designTitle(defaultHallway(), 'sk', 'stored')).toBe('Chodbová zostava')
    expect(designTitle(defaultHallway(), 'cz', 'stored')).toBe('Chodbová sestava')
  })
})

describe('languages', () => {
  it('map to their markets', () => {
    expect(LANGUAGES.map(localeOfLanguage)).toEqual(['sk', 'cz'])
  })
  it('the workshop is Slovak by default, and a settings version published before the setting reads as Slovak', () => {
    expect(SEED_SETTINGS.workshopLanguage).toBe('sk')
    const { workshopLanguage: _, ...older } = SEED_SETTINGS
    const parsed = v.safeParse(ShopSettingsSchema, older)
    expect(parsed.success && parsed.output.workshopLanguage).toBe('sk')
    expect(v.safeParse(ShopSettingsSchema, { ...SEED_SETTINGS, workshopLanguage: 'de' }).success).toBe(false)
  })
})

describe("a staff page in the person's language", () => {
  it('is the same page and query at the other address when they chose the other language', () => {
    expect(inPersonsLanguage('/admin/objednavky?status=received', 'sk', 'cs')).toBe(
      '/cz/admin/objednavky?status=received',
    )
    expect(inPersonsLanguage('/cz/admin', 'cz', 'sk')).toBe('/admin')
    expect(inPersonsLanguage('/cz/admin/objednavky/2026-000001#history', 'cz', 'sk')).toBe(
      '/admin/objednavky/2026-000001#history',
    )
  })
  it('stays where it is with no language chosen, or in the chosen one already', () => {
    expect(inPersonsLanguage('/admin', 'sk', null)).toBeUndefined()
    expect(inPersonsLanguage('/admin', 'sk', undefined)).toBeUndefined()
    expect(inPersonsLanguage('/admin', 'sk', 'sk')).toBeUndefined()
    expect(inPersonsLanguage('/cz/admin', 'cz', 'cs')).toBeUndefined()
  })
})
