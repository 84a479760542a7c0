import { priceCabinet, type Price } from './cabinet/price'
import type { Cabinet } from './cabinet/model'
import { toUnits } from './money'
import type { PriceList } from './priceList'
import type { PriceData } from './schemas'

/** The priceData answer of getPrice: net and gross in currency units, minor units beside them. */
export function priceData(cabinet: Cabinet, prices: PriceList): PriceData {
  return priceDataOf(priceCabinet(cabinet, prices))
}

/** A price as the calls answer it. */
export function priceDataOf(price: Price): PriceData {
  return {
    price: toUnits(price.net),
    priceGross: toUnits(price.gross),
    currency: price.currency,
    vatRate: price.vatRate,
    cents: { net: price.net, gross: price.gross, vat: price.vat },
    items: price.items,
  }
}
