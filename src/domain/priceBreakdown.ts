/**
 * The price explained (issue 39.3): the lines of the one price function (`priceCabinet`, `priceHallway`) grouped as
 * the shopper reads them — carcass, fronts, hardware, edging, legs and top, assembly (and the lift to the lowest
 * price when it applies) — net and with VAT. Nothing is priced again: the net parts are the price's own lines, and
 * the price's gross is split over them by largest remainder, so both columns add up to the price shown exactly.
 * Delivery is one per order, not per design: it stands beside the breakdown, never inside its sum (decision 0049).
 */
import { allocate, shippingPrice, type LegacyPriceItems } from './cabinet/price'
import { MARKET_FIXED } from './priceConfig'
import { COUNTRIES, type Country, type Currency } from './locale'
import type { PriceList } from './priceList'

/**
 * The parts a shopper sees, in the order. `boards` only appears for a price stored before the boards were
 * split into carcass and fronts (an old order's design PDF).
 */
export const BREAKDOWN_PARTS = [
  'carcass',
  'fronts',
  'boards',
  'hardware',
  'edging',
  'legsAndTop',
  'assembly',
  'minimum',
] as const
export type BreakdownPart = (typeof BREAKDOWN_PARTS)[number]

/** What a breakdown needs of a price: its lines and totals, as `Price` has them or a getPrice answer carries them. */
export interface PriceLines {
  currency: Currency
  vatRate: number
  net: number
  gross: number
  items: LegacyPriceItems
}

/** One part of the price in minor units, net and with VAT. */
export interface BreakdownRow {
  part: BreakdownPart
  net: number
  gross: number
}

/** The price explained: the parts that are not zero, and the totals they add up to. */
export interface PriceBreakdown {
  currency: Currency
  vatRate: number
  rows: BreakdownRow[]
  net: number
  gross: number
  vat: number
}

/** The price's own lines each part gathers. */
const SOURCES: Record<BreakdownPart, ReadonlyArray<keyof LegacyPriceItems>> = {
  carcass: ['carcass'],
  fronts: ['fronts'],
  boards: ['boards'],
  hardware: ['hardware'],
  edging: ['edges'],
  legsAndTop: ['legs', 'topBoard'],
  assembly: ['assembly'],
  minimum: ['minimum'],
}

/** The rounding step of a currency's prices (a cent, a whole crown): fixed per market (MARKET_FIXED). */
export function roundStepOf(currency: Currency): number {
  const country = COUNTRIES.find((c) => MARKET_FIXED[c].currency === currency)
  return country ? MARKET_FIXED[country].roundTo : 1
}

/**
 * A price explained. Each part's net is the sum of the price's lines it gathers (they add up to the net already);
 * its gross is its share of the price's gross (net × gross ÷ net), rounded to the currency's step by largest
 * remainder so the gross column adds up to the gross shown.
 */
export function priceBreakdown(price: PriceLines): PriceBreakdown {
  const step = roundStepOf(price.currency)
  const net = Object.fromEntries(
    BREAKDOWN_PARTS.map((part) => [part, SOURCES[part].reduce((sum, key) => sum + (price.items[key] ?? 0), 0)]),
  ) as Record<BreakdownPart, number>
  const share = price.net > 0 ? price.gross / price.net : 0
  const exact = Object.fromEntries(BREAKDOWN_PARTS.map((part) => [part, net[part] * share])) as Record<
    BreakdownPart,
    number
  >
  const gross = allocate(BREAKDOWN_PARTS, exact, price.gross, step)
  return {
    currency: price.currency,
    vatRate: price.vatRate,
    rows: BREAKDOWN_PARTS.filter((part) => net[part] !== 0 || gross[part] !== 0).map((part) => ({
      part,
      net: net[part],
      gross: gross[part],
    })),
    net: price.net,
    gross: price.gross,
    vat: price.gross - price.net,
  }
}

/**
 * Courier delivery beside the breakdown: to the market's own country at the list's VAT rate (the configurator knows
 * no address yet; the cart adds it once per order, pickup is free).
 */
export function marketShipping(prices: Pick<PriceList, 'country' | 'shipping' | 'roundTo' | 'vatRate'>): {
  to: Country
  net: number
  gross: number
} {
  return { to: prices.country, ...shippingPrice(prices, prices.country, prices.vatRate) }
}
