import type { Country, Currency } from './locale'
import type { SaveOrderRequest, SaveOrderResponse } from './schemas'

/** What the confirmation page shows of an order: no personal data beyond how it is delivered. */
export interface OrderSummary {
  orderNumber: string
  currency: Currency
  country: Country
  courier: boolean
  lines: {
    title: string
    count: number
    corpusColorTitle: string
    doorColorTitle: string
    size: [number, number, number]
    price: number
    priceGross: number
  }[]
  /** Shipping net, and the totals the shop confirmed, in currency units. */
  shipping: number
  totalNet: number
  total: number
}

/** The summary of a confirmed order: the lines as sent, the totals as the shop answered. */
export function orderSummary(request: SaveOrderRequest, response: SaveOrderResponse): OrderSummary {
  const { order } = request
  return {
    orderNumber: response.orderNumber,
    currency: response.currency,
    country: order.country,
    courier: order.customer.dorucenie,
    lines: order.furniture.map((item) => ({
      title: item.title,
      count: item.count,
      corpusColorTitle: item.corpusColorTitle,
      doorColorTitle: item.doorColorTitle,
      size: [item.cabinet.realWidth, item.cabinet.realHeight, item.cabinet.depth],
      price: item.cabinet.price.price,
      priceGross: item.cabinet.price.priceGross,
    })),
    shipping: order.cenaDopravy,
    totalNet: response.totalNet,
    total: response.total,
  }
}
