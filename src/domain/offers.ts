/**
 * Prices the configurator shows beside the options and on category pages, from the same price
 * function as the server's.
 */
import { PRODUCTS, type VariantId } from './cabinet/catalogue'
import { settle, type Cabinet } from './cabinet/model'
import { DECORS, priceGroupOf } from './decors'
import { priceCabinet } from './cabinet/price'
import { isDecorAvailable, type PriceList } from './priceList'
import type { Designation, MountingType } from './cabinet/catalogue'

export type PaidOption = 'tipon' | 'topBoard' | 'aluminiumLegs' | 'thickShelves' | 'assembly'

/** Each paid option as the design without it and with it. */
const PAID_OPTIONS: Record<PaidOption, [off: Partial<Cabinet>, on: Partial<Cabinet>]> = {
  tipon: [{ tipon: false }, { tipon: true }],
  topBoard: [{ topBoard: false }, { topBoard: true }],
  aluminiumLegs: [{ legsType: 'plastic' }, { legsType: 'aluminium' }],
  thickShelves: [{ shelfThickness: 18 }, { shelfThickness: 36 }],
  assembly: [{ assembled: false }, { assembled: true }],
}

/** What switching each paid option on adds to this cabinet's price (gross, minor units); 0 where it cannot apply. */
export function optionSurcharges(cabinet: Cabinet, prices: PriceList): Record<PaidOption, number> {
  const gross = (change: Partial<Cabinet>) => priceCabinet(settle({ ...cabinet, ...change }), prices).gross
  return Object.fromEntries(
    (Object.entries(PAID_OPTIONS) as Array<[PaidOption, [Partial<Cabinet>, Partial<Cabinet>]]>).map(
      ([option, [off, on]]) => [option, Math.max(0, gross(on) - gross(off))],
    ),
  ) as Record<PaidOption, number>
}

/** The first decor on sale in the cheapest group of a price version (the catalogue's first decor if none is). */
function cheapestDecor(prices: PriceList): string {
  const onSale = DECORS.filter((d) => isDecorAvailable(prices, d.subtitle))
  const rank = (code: string) => prices.boardPerM2[priceGroupOf(code, prices.decors)]
  return (
    onSale.reduce<string | undefined>(
      (best, d) => (best === undefined || rank(d.subtitle) < rank(best) ? d.subtitle : best),
      undefined,
    ) ?? DECORS[0]!.subtitle
  )
}

/** The design of a variant's lowest price in a room and mounting: smallest size, cheapest decor, no options. */
export function fromDesign(
  variant: VariantId,
  designation: Designation,
  mounting: MountingType | undefined,
  prices: PriceList,
): Cabinet {
  const rules = PRODUCTS[variant].cabinetSizeRules
  const decor = cheapestDecor(prices)
  return settle({
    variant,
    designation,
    mounting,
    width: rules.width.min,
    height: rules.height.min,
    depth: rules.depth.min,
    shelvesCount: 0,
    corpusColor: decor,
    doorColor: decor,
    assembled: false,
  })
}

/** The lowest price a variant can have in a room and mounting: smallest size, cheapest decor, no options. */
export function fromPrice(
  variant: VariantId,
  designation: Designation,
  mounting: MountingType | undefined,
  prices: PriceList,
) {
  return priceCabinet(fromDesign(variant, designation, mounting, prices), prices)
}
