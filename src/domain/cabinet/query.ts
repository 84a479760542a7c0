/**
 * The configurator's address (docs/product.md#configurator-address): any URL query becomes a valid cabinet (missing or
 * invalid parameters take their defaults, millimetres become centimetres, sizes are clamped) and back.
 */
import { DESIGNATIONS, MOUNTING_TYPES, isVariantId, type VariantId } from './catalogue'
import { isOneOf, sameQuery } from '../helpers'
import { DEFAULTS, settle, type Cabinet } from './model'

/** The configurator's URL query (docs/product.md#configurator-address), sizes in millimetres. */
export type CabinetQuery = Record<
  | 'productId'
  | 'baseColor'
  | 'doorColor'
  | 'typ'
  | 'nozky'
  | 'vrchnaDoska'
  | 'nozkyType'
  | 'tipon'
  | 'designation'
  | 'width'
  | 'height'
  | 'depth'
  | 'shelvesCount'
  | 'openingSide'
  | 'hrubkaPolice'
  | 'zmontovane',
  string
>

/** Legs type names on the wire (docs/product.md#options): Umele (plastic), Hlinikove (aluminium), Nejdu (no legs). */
export const NOZKY_TYPES = ['Umele', 'Hlinikove', 'Nejdu'] as const
export type NozkyType = (typeof NOZKY_TYPES)[number]

const flag = (value: string | undefined): boolean | undefined =>
  value === undefined ? undefined : ['true', '1', 'ano', 'yes'].includes(value.toLowerCase())
const number = (value: string | undefined): number | undefined => {
  if (value === undefined || value.trim() === '') return undefined
  const n = Number(value.replace(',', '.'))
  return Number.isFinite(n) ? n : undefined
}

/**
 * Reads a configurator query: missing or invalid parameters take their defaults, millimetres
 * become centimetres, sizes are clamped; returns the valid cabinet.
 */
export function cabinetFromQuery(query: Partial<Record<string, string>>): Cabinet {
  const variant = query.productId && isVariantId(query.productId) ? query.productId : DEFAULTS.productId
  const mm = (key: string) => {
    const value = number(query[key])
    return value === undefined ? undefined : value / 10
  }
  const mounting = query.typ && isOneOf(MOUNTING_TYPES, query.typ) ? query.typ : DEFAULTS.mounting
  const shelves = number(query.shelvesCount)
  return settle({
    variant,
    designation: query.designation && isOneOf(DESIGNATIONS, query.designation) ? query.designation : undefined,
    mounting,
    width: mm('width'),
    height: mm('height'),
    depth: mm('depth'),
    shelvesCount: shelves !== undefined && Number.isInteger(shelves) ? shelves : undefined,
    shelfThickness: query.hrubkaPolice === '36' ? 36 : 18,
    legsType: query.nozkyType === 'Hlinikove' ? 'aluminium' : 'plastic',
    topBoard: flag(query.vrchnaDoska),
    tipon: flag(query.tipon),
    openingSide: query.openingSide === 'right' ? 'right' : query.openingSide === 'left' ? 'left' : undefined,
    corpusColor: query.baseColor,
    doorColor: query.doorColor,
    assembled: flag(query.zmontovane),
  })
}

/** The canonical query of a cabinet: every parameter present, sizes in whole millimetres. */
export function cabinetToQuery(cabinet: Cabinet): CabinetQuery {
  return {
    productId: cabinet.variant,
    baseColor: cabinet.corpusColor,
    doorColor: cabinet.doorColor,
    typ: cabinet.mounting,
    nozky: String(cabinet.legs),
    vrchnaDoska: String(cabinet.topBoard),
    nozkyType: cabinet.legsType === 'aluminium' ? 'Hlinikove' : 'Umele',
    tipon: String(cabinet.tipon),
    designation: cabinet.designation,
    width: String(Math.round(cabinet.width * 10)),
    height: String(Math.round(cabinet.height * 10)),
    depth: String(Math.round(cabinet.depth * 10)),
    shelvesCount: String(cabinet.shelvesCount),
    openingSide: cabinet.openingSide ?? '',
    hrubkaPolice: String(cabinet.shelfThickness),
    zmontovane: String(cabinet.assembled),
  }
}

/** The wire's nozkyType of a cabinet (docs/product.md#options). */
export function nozkyTypeOf(cabinet: Pick<Cabinet, 'legs' | 'legsType'>): NozkyType {
  if (!cabinet.legs) return 'Nejdu'
  return cabinet.legsType === 'aluminium' ? 'Hlinikove' : 'Umele'
}

/** The canonical query of a design for a route; `withProduct` keeps productId (na-mieru carries it in the query). */
export function canonicalQuery(cabinet: Cabinet, withProduct: boolean): Partial<CabinetQuery> {
  const { productId, ...rest } = cabinetToQuery(cabinet)
  const query: Partial<CabinetQuery> = withProduct ? { productId, ...rest } : rest
  // Empty values are not written to the address.
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')) as Partial<CabinetQuery>
}

/**
 * The design a configurator address describes. `productId` comes from the path on /detail/{id} (and is
 * then left out of the query); elsewhere it is a query parameter. `canonical` is set when the address
 * must be rewritten (docs/product.md#configurator-address: missing or invalid parameters filled in).
 */
export function designFromSearch(search: Partial<Record<string, string>>, productId?: VariantId) {
  const cabinet = cabinetFromQuery(productId ? { ...search, productId } : search)
  const canonical = canonicalQuery(cabinet, !productId)
  return { cabinet, canonical: sameQuery(search, canonical) ? null : canonical }
}

/** The query after an option change, with the domain rules applied. */
export function changedQuery(cabinet: Cabinet, change: Partial<Cabinet>, productInQuery: boolean) {
  return canonicalQuery(settle({ ...cabinet, ...change }), productInQuery)
}

/** The design after an option change as the page reads it back from its new address (changedQuery's). */
export function changedDesign(cabinet: Cabinet, change: Partial<Cabinet>): Cabinet {
  return designFromSearch(changedQuery(cabinet, change, true)).cabinet
}
