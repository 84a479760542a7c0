/**
 * A configured cabinet: the variant with its sizes and options, always valid for the catalogue.
 * `settle` applies the rules (docs/product.md#configurator-address, docs/product.md#options, docs/product.md#shelves)
 * to any input; ./query reads and writes the address.
 */
import {
  MOUNTING_TYPES,
  PRODUCTS,
  VARIANT_IDS,
  type Designation,
  type MountingType,
  type ProductDefinition,
  type Range,
  type VariantId,
} from './catalogue'
import { isDecorCode } from '../decors'
import { clamp, roundTo } from '../helpers'
import { keepShelfCount } from './shelves'

export type LegsType = 'plastic' | 'aluminium'
export type ShelfThickness = 18 | 36
/** The side a single door's hinges are on. */
export const OPENING_SIDES = ['left', 'right'] as const
export type OpeningSide = (typeof OPENING_SIDES)[number]

/** A cabinet as configured, sizes in cm (0.1 cm steps). */
export interface Cabinet {
  variant: VariantId
  designation: Designation
  /** Mounting type (docs/product.md#configurator-address; the URL's and payload's `typ`). */
  mounting: MountingType
  width: number
  height: number
  depth: number
  shelvesCount: number
  /** Shelves and uprights 18 mm, or two boards glued to 36 mm. */
  shelfThickness: ShelfThickness
  legs: boolean
  legsType: LegsType
  /** Leg height in cm: 10, or 15 in kitchens (docs/product.md#configurator-address). */
  legsHeight: number
  topBoard: boolean
  tipon: boolean
  openingSide: OpeningSide | null
  corpusColor: string
  doorColor: string
  /** Delivered assembled; a choice only above 170 cm (docs/product.md#options). */
  assembled: boolean
}

/** Defaults for a missing query (docs/product.md#configurator-address). */
export const DEFAULTS = {
  productId: 'L1D' as VariantId,
  baseColor: 'H1303ST12',
  doorColor: 'U727ST9',
  mounting: 'zavesna' as MountingType,
  designation: 'obyvacka' as Designation,
}
/** docs/product.md#configurator-address: with legs (snozkami) the height bounds rise by 12 cm. */
export const LEGS_HEIGHT_BONUS_CM = 12
/** docs/product.md#options: over 170 cm the customer may take the cabinet disassembled. */
export const ASSEMBLY_CHOICE_ABOVE_CM = 170
/** docs/product.md#options: open variants show the corpus decor where a door would be. */
const CORPUS_AS_DOOR: readonly VariantId[] = ['LTO', 'LTOM', 'LTOM2']

export function legsHeightFor(designation: Designation): number {
  return designation === 'kuchyna' ? 15 : 10
}

/** Height bounds of a variant for a mounting type (legs raise them by 12 cm). */
export function heightRange(definition: ProductDefinition, mounting: MountingType): Range {
  const { min, max } = definition.cabinetSizeRules.height
  return mounting === 'snozkami' ? { min: min + LEGS_HEIGHT_BONUS_CM, max: max + LEGS_HEIGHT_BONUS_CM } : { min, max }
}

/** Mounting types a variant allows: upper cabinets only hang, high cabinets only stand. */
export function allowedMountingTypes(definition: ProductDefinition): MountingType[] {
  if (definition.type === 'upperCabinet') return ['zavesna']
  if (definition.type === 'highCabinet') return ['beznoziek', 'snozkami']
  return [...MOUNTING_TYPES]
}

/** The variants a sales page lists: all, or those that can be mounted its way. */
export const variantsFor = (mounting?: MountingType): VariantId[] =>
  VARIANT_IDS.filter((variant) => !mounting || allowedMountingTypes(PRODUCTS[variant]).includes(mounting))

/** Sizes are kept to 0.1 cm (the URL's millimetres). */
export const roundCm = (value: number) => roundTo(value, 1)

/** The carcass height: the cabinet's height without its legs. */
export function bodyHeight(cabinet: Pick<Cabinet, 'height' | 'legs' | 'legsHeight'>): number {
  return roundCm(cabinet.height - (cabinet.legs ? cabinet.legsHeight : 0))
}

export function canChooseAssembly(height: number): boolean {
  return height > ASSEMBLY_CHOICE_ABOVE_CM
}

/** What the options panel may change, and why not where it may not (for the configurator's hints). */
export function optionAvailability(cabinet: Cabinet) {
  const definition = PRODUCTS[cabinet.variant]
  return {
    /** docs/product.md#options: the legs (checkbox and type) only with snozkami; zavesna and beznoziek disable them. */
    legs: definition.canHaveNozky && cabinet.mounting === 'snozkami',
    topBoard: definition.canHaveVrchnaDoska,
    openingSide: definition.openingSide !== null,
    doorColor: !CORPUS_AS_DOOR.includes(cabinet.variant) && definition.interior.front !== 'none',
    assembly: canChooseAssembly(cabinet.height),
    mountingTypes: allowedMountingTypes(definition),
  }
}

/**
 * The change the legs checkbox asks for (docs/product.md#options). Legs are switched on only by choosing the mounting
 * type snozkami; where they are disabled (zavesna, beznoziek) the checkbox changes nothing, and
 * unticking them on snozkami stands the cabinet on the floor without legs (beznoziek).
 */
export function legsChange(cabinet: Cabinet, on: boolean): Partial<Cabinet> {
  if (!optionAvailability(cabinet).legs || on) return {}
  return { mounting: 'beznoziek' }
}

/**
 * Makes any partial cabinet valid: mounting rules (zavesna and beznoziek have no legs, snozkami has),
 * sizes clamped to the variant's limits, shelf count kept if allowed, LTO door colour, assembly.
 */
export function settle(input: Partial<Cabinet> & { variant: VariantId }): Cabinet {
  const definition = PRODUCTS[input.variant]
  const designation = input.designation ?? DEFAULTS.designation
  const allowed = allowedMountingTypes(definition)
  const mounting = input.mounting && allowed.includes(input.mounting) ? input.mounting : allowed[0]!
  const legs = mounting === 'snozkami'
  const defaults = definition.defaultSizeByType[designation]
  const rules = definition.cabinetSizeRules
  const legsHeight = legsHeightFor(designation)
  const width = roundCm(clamp(input.width ?? defaults.width, rules.width))
  // With legs the default carcass keeps its height and the legs come on top.
  const height = roundCm(
    clamp(input.height ?? defaults.height + (legs ? legsHeight : 0), heightRange(definition, mounting)),
  )
  const depth = roundCm(clamp(input.depth ?? defaults.depth, rules.depth))
  const corpusColor = input.corpusColor && isDecorCode(input.corpusColor) ? input.corpusColor : DEFAULTS.baseColor
  const doorInput = input.doorColor && isDecorCode(input.doorColor) ? input.doorColor : DEFAULTS.doorColor
  const body = bodyHeight({ height, legs, legsHeight })
  return {
    variant: input.variant,
    designation,
    mounting,
    width,
    height,
    depth,
    shelvesCount: keepShelfCount(input.variant, body, input.shelvesCount ?? definition.shelvesCount),
    shelfThickness: input.shelfThickness === 36 ? 36 : 18,
    legs,
    legsType: input.legsType === 'aluminium' ? 'aluminium' : 'plastic',
    legsHeight,
    topBoard: definition.canHaveVrchnaDoska && input.topBoard === true,
    tipon: definition.interior.front !== 'none' && input.tipon === true,
    openingSide: definition.openingSide ? (input.openingSide === 'right' ? 'right' : 'left') : null,
    corpusColor,
    doorColor: CORPUS_AS_DOOR.includes(input.variant) ? corpusColor : doorInput,
    assembled: canChooseAssembly(height) ? input.assembled !== false : true,
  }
}
