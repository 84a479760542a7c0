/**
 * Prices the configurator shows beside the options and on category pages, from the same price
 * function as the server's.
 */
import { PRODUCTS, type VariantId } from './catalogue'
import { settle, type Cabinet } from './cabinet'
import { DECORS, priceGroupOf } from './decors'
import { priceCabinet } from './price'
import type { PriceList } from './priceList'
import type { Designation, MountingType } from './site'

export type PaidOption = 'tipon' | 'topBoard' | 'aluminiumLegs' | 'thickShelves' | 'assembly'

/** What switching each paid option on adds to this cabinet's price (gross, minor units); 0 where it cannot apply. */
export function optionSurcharges(cabinet: Cabinet, prices: PriceList): Record<PaidOption, number> {
  const without: Record<PaidOption, Partial<Cabinet>> = {
    tipon: { tipon: false },
    topBoard: { topBoard: false },
    aluminiumLegs: { legsType: 'plastic' },
    thickShelves: { shelfThickness: 18 },
    assembly: { assembled: false },
  }
  const withIt: Record<PaidOption, Partial<Cabinet>> = {
    tipon: { tipon: true },
    topBoard: { topBoard: true },
    aluminiumLegs: { legsType: 'aluminium' },
    thickShelves: { shelfThickness: 36 },
    assembly: { assembled: true },
  }
  const gross = (c: Cabinet) => priceCabinet(c, prices).gross
  return Object.fromEntries(
    (Object.keys(without) as PaidOption[]).map((option) => {
      const on = settle({ ...cabinet, ...withIt[option] })
      const off = settle({ ...cabinet, ...without[option] })
      return [option, Math.max(0, gross(on) - gross(off))]
    }),
  ) as Record<PaidOption, number>
}

const CHEAPEST_DECOR = DECORS.filter((d) => priceGroupOf(d.subtitle) === 1)[0]!.subtitle

/** The lowest price a variant can have in a room and mounting: smallest size, cheapest decor, no options. */
export function fromPrice(variant: VariantId, designation: Designation, typ: MountingType | undefined, prices: PriceList) {
  const rules = PRODUCTS[variant].cabinetSizeRules
  const cabinet = settle({
    variant,
    designation,
    typ,
    width: rules.width.min,
    height: rules.height.min,
    depth: rules.depth.min,
    shelvesCount: 0,
    corpusColor: CHEAPEST_DECOR,
    doorColor: CHEAPEST_DECOR,
    assembled: false,
  })
  return priceCabinet(cabinet, prices)
}
