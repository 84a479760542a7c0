/**
 * Everything the workshop needs to know of one ordered design, in the order it reads it (issue 36): what it is,
 * its size, decors, shelves, fronts and fittings, how it stands and how it leaves. Values are codes and numbers,
 * never words: the desk's line summary says them in the screen's language, and the sheets can say them in the
 * workshop's. Only what applies to the design is listed (no opening side on a double door, no legs on a wall).
 */
import { PRODUCTS, type CabinetType, type Interior, type MountingType, type VariantId } from './cabinet/catalogue'
import type { Cabinet, LegsType, OpeningSide, ShelfThickness } from './cabinet/model'
import { optionAvailability } from './cabinet/model'
import { validateCabinetInput } from './cabinet/validation'
import { isHallwayLine } from './cart'
import type { Doors, Hallway, ModuleVariant, Podorys } from './hallway/layout'
import { HALLWAY } from './hallway/layout'
import { hallwayOf } from './hallway/requests'
import type { LocaleCode } from './locale'
import type { CartItem } from './schemas'
import { roundTo } from './helpers'

/** One module of a hallway as the workshop reads it: sizes in cm, the row, doors, shelves and rails. */
export interface ModuleOption {
  /** From 1, left to right, the lower row first. */
  position: number
  row: 'lower' | 'upper'
  variant: ModuleVariant
  cm: [number, number, number]
  doors: Doors
  shelves: number
  rails: number
}

/** One entry of the list: its key (which the view names) and its value (which the view words). */
export type WorkshopOption =
  | { key: 'product'; variant: VariantId; cabinetType: CabinetType }
  | { key: 'hallway'; plan: Podorys }
  | { key: 'outerSize'; cm: [number, number, number] }
  | { key: 'corpusDecor'; code: string }
  | { key: 'doorDecor'; code: string }
  | { key: 'backDecor'; code: string }
  | { key: 'shelves'; count: number; thicknessMm: ShelfThickness }
  | { key: 'fronts'; front: Interior['front']; doors: number }
  | { key: 'drawers'; count: number }
  | { key: 'tipOn'; on: boolean }
  | { key: 'openingSide'; side: OpeningSide }
  /** None with tip-on; otherwise the customer buys them (docs/product.md#catalogue: construction). */
  | { key: 'handles'; handles: 'none' | 'separate' }
  | { key: 'topBoard'; on: boolean }
  | { key: 'mounting'; mounting: MountingType }
  | { key: 'legs'; legs: LegsType | 'hallway'; heightCm: number }
  | { key: 'assembly'; assembled: boolean }
  | { key: 'modules'; modules: ModuleOption[] }
  | { key: 'count'; count: number }

export type WorkshopOptionKey = WorkshopOption['key']

/** A stored or ordered design is a hallway when it has modules. */
const isHallway = (design: Cabinet | Hallway): design is Hallway => 'cabinets' in design

const cm = (m: number) => roundTo(m * 100, 1)

/** The workshop's list for a cabinet. */
function cabinetOptions(cabinet: Cabinet): WorkshopOption[] {
  const definition = PRODUCTS[cabinet.variant]
  const { interior } = definition
  const available = optionAvailability(cabinet)
  const hasFronts = interior.front !== 'none'
  const drawers = interior.drawers + (interior.bottomDrawer ? 1 : 0)
  const options: (WorkshopOption | false)[] = [
    { key: 'product', variant: cabinet.variant, cabinetType: definition.type },
    { key: 'outerSize', cm: [cabinet.width, cabinet.height, cabinet.depth] },
    { key: 'corpusDecor', code: cabinet.corpusColor },
    // Open cabinets and those whose fronts take the corpus decor have no door decor of their own.
    available.doorColor && { key: 'doorDecor', code: cabinet.doorColor },
    { key: 'shelves', count: cabinet.shelvesCount, thicknessMm: cabinet.shelfThickness },
    { key: 'fronts', front: interior.front, doors: interior.doors },
    drawers > 0 && { key: 'drawers', count: drawers },
    hasFronts && { key: 'tipOn', on: cabinet.tipon },
    cabinet.openingSide !== null && { key: 'openingSide', side: cabinet.openingSide },
    hasFronts && { key: 'handles', handles: cabinet.tipon ? 'none' : 'separate' },
    definition.canHaveVrchnaDoska && { key: 'topBoard', on: cabinet.topBoard },
    { key: 'mounting', mounting: cabinet.mounting },
    cabinet.legs && { key: 'legs', legs: cabinet.legsType, heightCm: cabinet.legsHeight },
    { key: 'assembly', assembled: cabinet.assembled },
  ]
  return options.filter((option): option is WorkshopOption => option !== false)
}

/** The workshop's list for a hallway: the wall, its decors, and each module. */
function hallwayOptions(hallway: Hallway): WorkshopOption[] {
  const ordered = [...hallway.cabinets].sort((a, b) => a.z - b.z || a.x - b.x)
  const modules = ordered.map((module, index): ModuleOption => ({
    position: index + 1,
    row: module.z === 0 ? 'lower' : 'upper',
    variant: module.moduleVariant,
    cm: [cm(module.width), cm(module.height), cm(module.depth)],
    doors: module.dvere,
    shelves: module.policky.length,
    rails: module.vesanie.length,
  }))
  return [
    { key: 'hallway', plan: hallway.podorys },
    { key: 'outerSize', cm: [hallway.realWidth, hallway.realHeight, hallway.depth] },
    { key: 'corpusDecor', code: hallway.corpusColor },
    { key: 'doorDecor', code: hallway.doorColor },
    { key: 'backDecor', code: hallway.backColor },
    // Every hallway front opens by tip-on (docs/product.md#hallway): no handles.
    { key: 'tipOn', on: true },
    { key: 'handles', handles: 'none' },
    { key: 'legs', legs: 'hallway', heightCm: cm(HALLWAY.legHeight) },
    // Hallways are put together on site.
    { key: 'assembly', assembled: false },
    { key: 'modules', modules },
  ]
}

/** What the workshop needs of one design, ordered `count` times, in the order the desk and the sheets list it. */
export function workshopOptions(design: Cabinet | Hallway, count: number): WorkshopOption[] {
  return [...(isHallway(design) ? hallwayOptions(design) : cabinetOptions(design)), { key: 'count', count }]
}

/**
 * The design of an ordered line as today's rules read it: a hallway, a cabinet, or null for a cabinet today's
 * rules refuse (the desk then shows what the order stored: its title and decors).
 */
export function orderedDesign(item: CartItem): Cabinet | Hallway | null {
  if (isHallwayLine(item.cabinet)) return hallwayOf(item.cabinet)
  const { price: _price, count: _count, ...design } = item.cabinet
  const checked = validateCabinetInput(design)
  return checked.ok ? checked.value : null
}

/** A product's name in a language (the catalogue's title). */
export const productNameOf = (variant: VariantId, locale: LocaleCode): string => PRODUCTS[variant].title[locale]
