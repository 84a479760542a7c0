/**
 * The price of a cabinet, made from its cut list:
 *
 *   net = carcass + fronts + edges + hardware + legs + top board + assembly, at least the minimum,
 *
 * with carcass (corpus and back) and fronts = Σ area × layers × price of the part's decor group, edges = Σ banded
 * length × price per metre, hardware per piece. The sum is kept exact and rounded ONCE (half up, to the price
 * list's step); the itemised lines are then split by largest remainder so they add up to it.
 * gross = net × (1 + VAT), rounded the same way.
 */
import { cutList, boardArea, type CutList } from './cutList'
import { memoPer } from '../memo'
import { priceGroupOf } from '../decors'
import type { Cabinet } from './model'
import type { PriceList } from '../priceList'
import type { Country } from '../locale'

/**
 * The price's lines. The boards are two lines (issue 39.3: the shopper's breakdown names carcass and fronts);
 * prices stored with orders before it have one `boards` line instead (see LegacyPriceItems).
 */
export const PRICE_ITEMS = [
  'carcass',
  'fronts',
  'edges',
  'hardware',
  'legs',
  'topBoard',
  'assembly',
  'minimum',
] as const
export type PriceItem = (typeof PRICE_ITEMS)[number]

/** The lines of a price as an order stored it: before issue 39 the boards were one `boards` line. */
export type LegacyPriceItems = Partial<Record<PriceItem | 'boards', number>>

/** A price in minor units (cents, haléře), net and with VAT, itemised. */
export interface Price {
  currency: PriceList['currency']
  vatRate: number
  net: number
  gross: number
  vat: number
  items: Record<PriceItem, number>
}

/** Rounds half up to a step of minor units (a cent, a crown); the one rounding of every price and its VAT. */
export const roundStep = (value: number, step: number) => Math.floor(value / step + 0.5 + 1e-9) * step

/**
 * Splits `total` over the exact shares of `keys` by largest remainder, in steps of `step`: the parts add up to
 * `total` exactly whenever it lies between the floored shares' sum and that sum plus one step per key.
 */
export function allocate<K extends string>(
  keys: readonly K[],
  exact: Record<K, number>,
  total: number,
  step: number,
): Record<K, number> {
  const floors = keys.map((key) => Math.floor(exact[key] / step + 1e-9) * step)
  let left = total - floors.reduce((a, b) => a + b, 0)
  const order = keys
    .map((key, i) => ({ i, rest: exact[key] - floors[i]! }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (const { i } of order) {
    if (left < step) break
    floors[i]! += step
    left -= step
  }
  return Object.fromEntries(keys.map((key, i) => [key, floors[i]!])) as Record<K, number>
}

/** What the price needs of a design besides its cut list: decors (price groups), legs, assembly and top board. */
export type PricedDesign = Pick<Cabinet, 'corpusColor' | 'doorColor' | 'legsType' | 'assembled' | 'topBoard'>

/** The exact (unrounded) cost lines of a cut list under a price list. */
export function costLines(cabinet: PricedDesign, list: CutList, prices: PriceList): Record<PriceItem, number> {
  const groupOf = {
    corpus: priceGroupOf(cabinet.corpusColor, prices.decors),
    back: priceGroupOf(cabinet.corpusColor, prices.decors),
    door: priceGroupOf(cabinet.doorColor, prices.decors),
  }
  let carcass = 0
  let fronts = 0
  let edges = 0
  let topBoard = 0
  let boardParts = 0
  for (const part of list.parts) {
    if (part.layers === 0) continue
    boardParts += 1
    const material = part.material === 'door' || part.material === 'back' ? part.material : 'corpus'
    const cost = boardArea(part) * prices.boardPerM2[groupOf[material]] + (part.edgeLength / 1000) * prices.edgePerM
    if (part.role === 'topBoard') topBoard += cost
    else {
      const board = boardArea(part) * prices.boardPerM2[groupOf[material]]
      if (material === 'door') fronts += board
      else carcass += board
      edges += (part.edgeLength / 1000) * prices.edgePerM
    }
  }
  const hw = list.hardware
  const h = prices.hardware
  const hardware =
    hw.hinges * h.hinge +
    hw.softClose * h.softClose +
    hw.tipOn * h.tipOn +
    hw.drawerRunners.reduce(
      (sum, length) => sum + h.drawerRunner + ((length - 250) / 100) * h.drawerRunnerPer100mm,
      0,
    ) +
    hw.liftUp * h.liftUp +
    hw.biFold * h.biFold +
    hw.rails.reduce((sum, length) => sum + (length / 1000) * h.railPerM + 2 * h.railHolder, 0)
  const legs = hw.legs * (cabinet.legsType === 'aluminium' ? prices.legs.aluminium : prices.legs.plastic)
  const assembly = cabinet.assembled ? prices.assembly.perCabinet + boardParts * prices.assembly.perPart : 0
  return {
    carcass,
    fronts,
    edges,
    hardware,
    legs,
    topBoard: cabinet.topBoard ? topBoard + prices.topBoard : 0,
    assembly,
    minimum: 0,
  }
}

/** Prices remembered per price list (so per published version and market), at most 2000 designs each. */
const memo = memoPer<PriceList, Price>(2000)

/**
 * The price of a configured cabinet (net of VAT, with the gross beside it), itemised; read-only.
 * Without a cut list given it is remembered per price list and design: cutting a cabinet costs
 * more than anything else in a getPrice call or a configurator page, and the same designs (the
 * defaults, the option variants of the one on screen) are priced again and again.
 */
export function priceCabinet(cabinet: Cabinet, prices: PriceList, list?: CutList): Price {
  if (list) return priceOfLines(costLines(cabinet, list, prices), prices)
  const key = JSON.stringify(cabinet)
  return (
    memo.get(prices, key) ?? memo.set(prices, key, priceOfLines(costLines(cabinet, cutList(cabinet), prices), prices))
  )
}

/** Exact cost lines (of one cabinet or of a whole hallway) rounded once into a price. */
export function priceOfLines(lines: Record<PriceItem, number>, prices: PriceList): Price {
  const exact = { ...lines }
  const sum = PRICE_ITEMS.reduce((total, key) => total + exact[key], 0)
  if (sum < prices.minimum) exact.minimum = prices.minimum - sum
  const net = roundStep(Math.max(sum, prices.minimum), prices.roundTo)
  const gross = roundStep(net * (1 + prices.vatRate), prices.roundTo)
  return {
    currency: prices.currency,
    vatRate: prices.vatRate,
    net,
    gross,
    vat: gross - net,
    items: allocate(PRICE_ITEMS, exact, net, prices.roundTo),
  }
}

/**
 * Courier delivery of one order to a country (docs/product.md#delivery: separate SK and CZ values), net and gross in
 * minor units.
 */
export function shippingPrice(
  prices: Pick<PriceList, 'shipping' | 'roundTo'>,
  to: Country,
  vatRate: number,
): { net: number; gross: number } {
  const net = prices.shipping[to]
  return { net, gross: roundStep(net * (1 + vatRate), prices.roundTo) }
}
