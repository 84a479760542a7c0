import type { OrderSummary, SaveOrderRequest, SaveOrderResponse } from './schemas'

export type { OrderSummary }

/** What a summary is made of: the lines as ordered, the market, the delivery and the shipping (net, currency units). */
export type OrderSummarySource = Pick<SaveOrderRequest['order'], 'furniture' | 'country' | 'cenaDopravy'> & {
  courier: boolean
}

/** The summary of a confirmed order: the lines as ordered, the totals as the shop answered. */
export function orderSummary(
  order: OrderSummarySource,
  response: Pick<SaveOrderResponse, 'orderNumber' | 'currency' | 'total' | 'totalNet'>,
  vat?: OrderSummary['vat'],
  deliveryDate?: string | null,
): OrderSummary {
  return {
    orderNumber: response.orderNumber,
    currency: response.currency,
    country: order.country,
    courier: order.courier,
    lines: order.furniture.map((item) => ({
      title: item.title,
      variant: item.cabinet.variant,
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
    ...(vat ? { vat } : {}),
    ...(deliveryDate ? { deliveryDate } : {}),
  }
}
