import { decorName } from '#domain/decors.ts'
import { describe, expect, it } from 'vitest'
import { cabinetFromQuery } from '#domain/cabinet/query.ts'
import { toPriceCabinet } from '#domain/cabinet/requests.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { decor } from '#domain/decors.ts'
import {
  orderedDesign,
  productNameOf,
  workshopOptions,
  type WorkshopOption,
  type WorkshopOptionKey,
} from '#domain/workshopOptions.ts'
import type { CartItem } from '#domain/schemas.ts'

const keys = (options: WorkshopOption[]) => options.map((option) => option.key)
const find = <K extends WorkshopOptionKey>(options: WorkshopOption[], key: K) =>
  options.find((option): option is Extract<WorkshopOption, { key: K }> => option.key === key)

describe("the workshop's list of an ordered design", () => {
  it('lists a single-door cabinet on legs with every option, in the order the workshop reads it', () => {
    const cabinet = cabinetFromQuery({
      productId: 'L1D',
      typ: 'snozkami',
      nozkyType: 'Hlinikove',
      designation: 'kuchyna',
      width: '493',
      height: '870',
      depth: '560',
      openingSide: 'right',
      vrchnaDoska: 'true',
      hrubkaPolice: '36',
      baseColor: 'H1303ST12',
      doorColor: 'U727ST9',
    })
    const options = workshopOptions(cabinet, 2)
    expect(keys(options)).toEqual([
      'product',
      'outerSize',
      'corpusDecor',
      'doorDecor',
      'shelves',
      'fronts',
      'tipOn',
      'openingSide',
      'handles',
      'topBoard',
      'mounting',
      'legs',
      'assembly',
      'count',
    ])
    expect(find(options, 'product')).toEqual({ key: 'product', variant: 'L1D', cabinetType: 'lowerCabinet' })
    expect(find(options, 'outerSize')!.cm).toEqual([49.3, 87, 56])
    expect(find(options, 'doorDecor')!.code).toBe('U727ST9')
    expect(find(options, 'shelves')).toEqual({ key: 'shelves', count: cabinet.shelvesCount, thicknessMm: 36 })
    expect(find(options, 'openingSide')!.side).toBe('right')
    // Without tip-on the customer buys handles; kitchens stand on 15 cm legs.
    expect(find(options, 'tipOn')!.on).toBe(false)
    expect(find(options, 'handles')!.handles).toBe('separate')
    expect(find(options, 'topBoard')!.on).toBe(true)
    expect(find(options, 'legs')).toEqual({ key: 'legs', legs: 'aluminium', heightCm: 15 })
    expect(find(options, 'count')!.count).toBe(2)
  })

  it('gives a wall-hung double door no opening side, no legs, and no handles with tip-on', () => {
    const options = workshopOptions(cabinetFromQuery({ productId: 'L2D', typ: 'zavesna', tipon: 'true' }), 1)
    expect(keys(options)).not.toContain('openingSide')
    expect(keys(options)).not.toContain('legs')
    expect(find(options, 'mounting')!.mounting).toBe('zavesna')
    expect(find(options, 'fronts')).toEqual({ key: 'fronts', front: 'doors', doors: 2 })
    expect(find(options, 'handles')!.handles).toBe('none')
  })

  it('counts the drawers of a chest of drawers', () => {
    const options = workshopOptions(cabinetFromQuery({ productId: 'L3D' }), 1)
    expect(find(options, 'drawers')!.count).toBe(3)
    expect(keys(options)).not.toContain('openingSide')
  })

  it('gives an open shelf unit no door decor, no tip-on and no handles', () => {
    const options = workshopOptions(cabinetFromQuery({ productId: 'LTO' }), 1)
    expect(keys(options)).not.toContain('doorDecor')
    expect(keys(options)).not.toContain('tipOn')
    expect(keys(options)).not.toContain('handles')
    expect(find(options, 'fronts')!.front).toBe('none')
  })

  it('says whether a tall cabinet leaves assembled (a choice above 170 cm)', () => {
    const apart = cabinetFromQuery({ productId: 'HCH', height: '2060', zmontovane: 'false' })
    expect(find(workshopOptions(apart, 1), 'assembly')!.assembled).toBe(false)
    expect(keys(workshopOptions(apart, 1))).not.toContain('topBoard')
  })

  it('lists a hallway with its plan, its three decors and every module, lower row first, left to right', () => {
    const hallway = defaultHallway()
    const options = workshopOptions(hallway, 1)
    expect(keys(options)).toEqual([
      'hallway',
      'outerSize',
      'corpusDecor',
      'doorDecor',
      'backDecor',
      'tipOn',
      'handles',
      'legs',
      'assembly',
      'modules',
      'count',
    ])
    expect(find(options, 'hallway')!.plan).toBe(hallway.podorys)
    const modules = find(options, 'modules')!.modules
    expect(modules).toHaveLength(hallway.cabinets.length)
    expect(modules.map((module) => module.position)).toEqual(modules.map((_, index) => index + 1))
    const rows = modules.map((module) => module.row)
    expect(rows.indexOf('upper') === -1 || rows.lastIndexOf('lower') < rows.indexOf('upper')).toBe(true)
    const first = hallway.cabinets.filter((module) => module.z === 0).sort((a, b) => a.x - b.x)[0]!
    expect(modules[0]).toMatchObject({
      variant: first.moduleVariant,
      doors: first.dvere,
      shelves: first.policky.length,
      rails: first.vesanie.length,
      cm: [
        Math.round(first.width * 1000) / 10,
        Math.round(first.height * 1000) / 10,
        Math.round(first.depth * 1000) / 10,
      ],
    })
  })
})

describe('the design of an ordered line', () => {
  const cabinet = cabinetFromQuery({ productId: 'L1D', openingSide: 'right' })
  const item = (design: CartItem['cabinet']): CartItem => ({
    title: 'Skrinka',
    image: '/x.webp',
    count: 1,
    corpusColorTitle: 'x',
    doorColorTitle: 'y',
    cabinet: design,
  })
  const price = { price: 100, priceGross: 123, currency: 'EUR' as const, vatRate: 0.23 }

  it('reads a cabinet line back into the cabinet it was ordered as', () => {
    const design = orderedDesign(item({ ...toPriceCabinet(cabinet), price }))
    expect(design).toEqual(cabinet)
  })

  it('is null for a cabinet today’s rules refuse', () => {
    expect(orderedDesign(item({ ...toPriceCabinet(cabinet), realWidth: 5, price }))).toBeNull()
  })
})

describe('names by code in the screen’s language', () => {
  it('names a decor in Slovak or Czech from its code, whatever language the order stored', () => {
    const known = decor('H1303ST12')!
    expect(decorName('H1303ST12', 'sk')).toBe(known.title)
    expect(decorName('H1303ST12', 'cz')).toBe(known.titleCZ)
    expect(decorName('NOPE', 'sk')).toBe('NOPE')
  })

  it('names a product by the catalogue', () => {
    expect(productNameOf('L1D', 'sk')).not.toBe(productNameOf('L1D', 'cz'))
  })
})
