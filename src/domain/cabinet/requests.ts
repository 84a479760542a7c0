/**
 * What the configurator sends for a cabinet (docs/product.md#calls): getPrice (cm) and renderSkrinka (metres)
 * bodies, and the snapshot string that ties a price answer to the design it belongs to.
 * validateCabinetInput / validateRenderInput read them back into the same cabinet.
 */
import { PRODUCTS } from './catalogue'
import { nozkyTypeOf } from './query'
import { priceCabinet } from './price'
import { roundTo } from '../helpers'
import { type Cabinet } from './model'
import { perCountry, type Country } from '../locale'
import { toUnits } from '../money'
import type { PriceList } from '../priceList'
import type { GetPriceRequest, PriceCabinetInput, RenderCabinetInput } from '../schemas'

/** The design as a stable string (keys in a fixed order): equal designs, equal strings. */
export function snapshotOf(cabinet: Cabinet): string {
  const keys = Object.keys(cabinet).sort() as (keyof Cabinet)[]
  return JSON.stringify(Object.fromEntries(keys.map((k) => [k, cabinet[k]])))
}

/**
 * getPrice cabinet of a design (cm, docs/product.md#calls), with its title per country (docs/product.md#markets); the
 * cart keeps it as the line's design.
 */
export function toPriceCabinet(cabinet: Cabinet): PriceCabinetInput {
  return {
    realHeight: cabinet.height,
    realWidth: cabinet.width,
    depth: cabinet.depth,
    variant: cabinet.variant,
    type: PRODUCTS[cabinet.variant].type,
    openingSide: cabinet.openingSide,
    nozkyType: nozkyTypeOf(cabinet),
    vrchnaDoska: cabinet.topBoard,
    shelvesCount: cabinet.shelvesCount,
    corpusColor: cabinet.corpusColor,
    doorColor: cabinet.doorColor,
    designation: cabinet.designation,
    tipon: cabinet.tipon,
    typ: cabinet.mounting,
    zmontovane: cabinet.assembled,
    zavesnaSkrinka: cabinet.mounting === 'zavesna' ? 'ANO' : 'NIE',
    hrubkaPolice: cabinet.shelfThickness === 36 ? 3.6 : 1.8,
    translation: perCountry(PRODUCTS[cabinet.variant].title),
  }
}

/**
 * getPrice body (docs/product.md#calls): the design, tied to the answer by its snapshot. Its `price` is what the
 * box shows until the answer comes (the domain's net price, currency units); the server ignores it.
 */
export function priceRequestOf(cabinet: Cabinet, prices: PriceList): GetPriceRequest {
  const shown = toUnits(priceCabinet(cabinet, prices).net)
  return {
    selectedProductString: snapshotOf(cabinet),
    cabinet: { ...toPriceCabinet(cabinet), price: shown },
    country: prices.country,
  }
}

/** renderSkrinka cabinet (docs/product.md#calls; metres, zavesna 'macka' or 'pes'). */
export function toRenderCabinet(cabinet: Cabinet): RenderCabinetInput {
  const m = (cm: number) => roundTo(cm, 3, -2)
  return {
    corpusColor: cabinet.corpusColor,
    doorColor: cabinet.doorColor,
    width: m(cabinet.width),
    height: m(cabinet.height),
    depth: m(cabinet.depth),
    variant: cabinet.variant,
    legs: cabinet.legs,
    vrchnaDoska: cabinet.topBoard,
    shelvesCount: cabinet.shelvesCount,
    legsType: nozkyTypeOf(cabinet),
    openingSide: cabinet.openingSide,
    zavesna: cabinet.mounting === 'zavesna' ? 'macka' : 'pes',
    designation: cabinet.designation,
    tipon: cabinet.tipon,
    hrubkaPolice: cabinet.shelfThickness === 36 ? 3.6 : 1.8,
  }
}

/** docs/product.md#model: the home showcase's render cabinet also names its size (cm), opening side and country. */
export function toShowcaseRenderCabinet(cabinet: Cabinet, country: Country): RenderCabinetInput {
  return {
    ...toRenderCabinet(cabinet),
    realWidth: cabinet.width,
    realHeight: cabinet.height,
    stranaOtvarania: cabinet.openingSide,
    country,
  }
}

/** The getPrice body that prices a cart line again: its design without the price shown and the count; no snapshot to echo. */
export function priceRequestOfLine(
  {
    price: _price,
    count: _count,
    ...design
  }: Omit<PriceCabinetInput, 'price'> & { price: unknown; count?: number | undefined },
  country: Country,
): GetPriceRequest {
  return { selectedProductString: '', cabinet: design, country }
}
