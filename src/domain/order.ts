/**
 * The order: the saveOrder body the checkout sends, and the order priced by the shop, not by the
 * browser: every line's design is checked and priced again with the same price function the
 * configurator uses, and compared with what the shopper saw. Any difference means the shopper
 * must see and confirm the current prices.
 */
import {
  checkCustomer,
  WIRE_NAMES,
  customerPayload,
  deliveryOf,
  formOfCustomer,
  type CustomerForm,
  type FieldIssue,
} from './checkout'
import type { Cabinet } from './cabinet/model'
import { cutList, type CutList } from './cabinet/cutList'
import { priceCabinet, type Price } from './cabinet/price'
import { isDecorCode } from './decors'
import { hallwayDecorIssues, hallwayLayoutIssues, type Hallway } from './hallway/layout'
import { hallwayOf } from './hallway/requests'
import { hallwayCutList, priceHallway } from './hallway/cutList'
import { toMinor, toUnits } from './money'
import { DECOR_UNAVAILABLE, unavailableDecorIssues, type PriceList } from './priceList'
import type { SaveOrderRequest, ShownPrice } from './schemas'
import { cartTotals, deliveryPrice, isHallwayLine, orderLineItem, taxedCart, type CartItem } from './cart'
import { vatLines, type TaxSettings, type VatLine } from './tax'
import { localeOfCountry, type Country } from './locale'
import { priceDataOf } from './priceData'
import { validateCabinetInput, type Issue } from './cabinet/validation'

/**
 * The saveOrder body for the cart and the form (docs/product.md#orders); with the shop's `tax`, the lines at the VAT the
 * order pays (issue 37: by the delivery and the buyer), as the server prices them.
 */
export function orderRequest(
  items: CartItem[],
  customer: CustomerForm,
  prices: PriceList,
  kontrola?: string,
  marketingConsent?: boolean,
  tax?: TaxSettings,
): SaveOrderRequest {
  const country = prices.country
  const taxed = tax ? taxedCart(items, customer, prices, tax) : undefined
  const totals = taxed?.totals ?? cartTotals(items, prices, deliveryOf(customer, country))
  return {
    order: {
      customer: customerPayload(customer),
      furniture: taxed?.items ?? items,
      calculatedPriceFrontend: toUnits(totals.total.net),
      country,
      cenaDopravy: toUnits(totals.shipping?.net ?? 0),
    },
    ...(kontrola ? { kontrola } : {}),
    ...(marketingConsent ? { marketingConsent } : {}),
  }
}

/** One line of an order as the shop prices it: a cabinet or a whole hallway. */
export interface PricedLine {
  design: Cabinet | Hallway
  cutList: CutList
  price: Price
  count: number
  /** The unit price as the cart shows it. */
  shown: ShownPrice
  /** The line as the shop writes it: its texts and link made from the design, not the browser's. */
  item: CartItem
}

/** A whole order priced by the shop, in minor units. */
export interface PricedOrder {
  currency: PriceList['currency']
  lines: PricedLine[]
  shipping: { net: number; gross: number }
  total: { net: number; gross: number; vat: number }
}

/**
 * Prices an order's furniture and shipping (to the delivery address's country, in the order's
 * currency), or names the designs that cannot be made or whose decors are no longer sold.
 */
export function priceOrder(
  order: SaveOrderRequest['order'],
  prices: PriceList,
):
  | { ok: true; value: PricedOrder }
  | { ok: false; error: 'impossible_cabinet' | typeof DECOR_UNAVAILABLE; issues: Issue[] } {
  const issues: Issue[] = []
  const unsold: Issue[] = []
  const lines: PricedLine[] = []
  const shownOf = (price: Price): ShownPrice => ({
    price: toUnits(price.net),
    priceGross: toUnits(price.gross),
    currency: price.currency,
    vatRate: price.vatRate,
  })
  const locale = localeOfCountry(order.country as Country)
  const lineOf = (design: Cabinet | Hallway, list: CutList, price: Price, count: number): PricedLine => ({
    design,
    cutList: list,
    price,
    count,
    shown: shownOf(price),
    item: orderLineItem(design, priceDataOf(price), locale, count),
  })
  order.furniture.forEach((item, index) => {
    const at = `order.furniture.${index}.cabinet`
    if (isHallwayLine(item.cabinet)) {
      const hallway = hallwayOf(item.cabinet)
      // A hallway the configurator could not make (outside its wall, overlapping) is no order line.
      const hallwayIssues = [...hallwayDecorIssues(hallway, isDecorCode), ...hallwayLayoutIssues(hallway)].map(
        (issue) => ({ ...issue, path: `${at}.${issue.path}` }),
      )
      if (hallwayIssues.length > 0) return void issues.push(...hallwayIssues)
      unsold.push(...unavailableDecorIssues(prices, hallway, `${at}.`))
      lines.push(lineOf(hallway, hallwayCutList(hallway), priceHallway(hallway, prices), item.count))
      return
    }
    const { price: _shown, count: _count, ...design } = item.cabinet
    const checked = validateCabinetInput(design, at)
    if (!checked.ok) return void issues.push(...checked.issues)
    unsold.push(...unavailableDecorIssues(prices, checked.value, `${at}.`))
    const list = cutList(checked.value)
    lines.push(lineOf(checked.value, list, priceCabinet(checked.value, prices, list), item.count))
  })
  if (issues.length > 0) return { ok: false, error: 'impossible_cabinet', issues }
  if (unsold.length > 0) return { ok: false, error: DECOR_UNAVAILABLE, issues: unsold }
  // customerIssues refused an order without a delivery choice before it is priced.
  const delivery = deliveryOf(formOfCustomer(order.customer), order.country)
  const shipping = deliveryPrice(delivery, prices, prices.vatRate) ?? { net: 0, gross: 0 }
  return { ok: true, value: { currency: prices.currency, lines, shipping, total: orderTotals(lines, shipping) } }
}

/** An order's total from its lines' unit prices and counts and its shipping (minor units): checkout and desk edits alike. */
export function orderTotals(
  lines: readonly { price: { net: number; gross: number }; count: number }[],
  shipping: { net: number; gross: number },
): PricedOrder['total'] {
  const net = lines.reduce((sum, line) => sum + line.price.net * line.count, shipping.net)
  const gross = lines.reduce((sum, line) => sum + line.price.gross * line.count, shipping.gross)
  return { net, gross, vat: gross - net }
}

/** An order's VAT per rate as the shop priced it: each line and the shipping at its rate (minor units). */
export function pricedVatLines(priced: PricedOrder): VatLine[] {
  const rate = priced.lines[0]?.price.vatRate ?? 0
  return vatLines([
    ...priced.lines.map((line) => ({
      net: line.price.net * line.count,
      gross: line.price.gross * line.count,
      rate: line.price.vatRate,
    })),
    { ...priced.shipping, rate },
  ])
}

/** Where the shopper's prices differ from the shop's: each line, shipping and the total. */
export function priceDifferences(order: SaveOrderRequest['order'], priced: PricedOrder): string[] {
  const paths: string[] = []
  priced.lines.forEach((line, i) => {
    const shown = order.furniture[i]!.cabinet.price
    if (
      shown.currency !== priced.currency ||
      toMinor(shown.price) !== line.price.net ||
      toMinor(shown.priceGross) !== line.price.gross
    )
      paths.push(`order.furniture.${i}.cabinet.price`)
  })
  if (toMinor(order.cenaDopravy) !== priced.shipping.net) paths.push('order.cenaDopravy')
  if (toMinor(order.calculatedPriceFrontend) !== priced.total.net) paths.push('order.calculatedPriceFrontend')
  return paths
}

/** The current prices in the 409 answer's terms (currency units). */
export function currentPrices(priced: PricedOrder) {
  return {
    lines: priced.lines.map((line) => line.shown),
    cenaDopravy: toUnits(priced.shipping.net),
    calculatedPriceFrontend: toUnits(priced.total.net),
    totalGross: toUnits(priced.total.gross),
  }
}

/** The customer's problems as the server reports them: the browser's rules, with payload paths. */
export function customerIssues(order: SaveOrderRequest['order']): Issue[] {
  const problems: FieldIssue[] = checkCustomer(formOfCustomer(order.customer), order.country)
  return problems.map((p) => ({ path: `order.customer.${WIRE_NAMES[p.path]}`, message: PROBLEM_TEXT[p.problem] }))
}

const PROBLEM_TEXT: Record<FieldIssue['problem'], string> = {
  required: 'is required',
  email: 'must be an e-mail address such as jana@example.sk',
  phone: 'must be nine digits after the country prefix',
  zip: 'must be a postcode of five digits of this country',
  ico: 'must be eight digits with a valid check digit',
  icoCheck: 'has a wrong check digit (its eighth digit does not match the first seven)',
  dic: 'must be a DIČ (SK: 10 digits; CZ: CZ and 8 to 10 digits)',
  icdph: 'must be a VAT number (SK and 10 digits; CZ and 8 to 10 digits)',
  tooLong: 'is too long',
  delivery: 'choose either courier delivery or personal pickup',
}

/** Width, height and depth (cm) of a line's design: the cabinet's, or the hallway's totals. */
export function sizeOf(design: Cabinet | Hallway): [number, number, number] {
  return 'cabinets' in design
    ? [design.realWidth, design.realHeight, design.depth]
    : [design.width, design.height, design.depth]
}
