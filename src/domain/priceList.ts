/**
 * Price lists, one per country in its own currency (not a conversion), in integer minor units:
 * euro cents for Slovakia, haléře for Czechia. Net of VAT. The owner publishes new versions in the
 * back office (issue 15, docs/decisions/0012); the figures here are the seed, the first version.
 */
import type { Country, Currency } from './locale'
import { DECOR_SEEDS } from './decors.data'
import { memoPer } from './memo'
import type { DecorPricing, PriceGroup } from './decors'

/** The rates of one market, as the owner edits and publishes them. */
export interface PriceRates {
  country: Country
  currency: Currency
  /** VAT rate consumers pay on top (SK 23 %, CZ 21 %); the server may override it. */
  vatRate: number
  /** Net prices are rounded once, to this many minor units (SK whole cents, CZ whole crowns). */
  roundTo: number
  /** Laminated chipboard per m², by the decor's price group. */
  boardPerM2: Record<PriceGroup, number>
  /** 1 mm edge band per metre. */
  edgePerM: number
  hardware: {
    hinge: number
    softClose: number
    tipOn: number
    /** A pair of full-extension soft-close runners; longer runners cost more per 100 mm. */
    drawerRunner: number
    drawerRunnerPer100mm: number
    liftUp: number
    biFold: number
    railPerM: number
    /** Two rail holders per rail. */
    railHolder: number
  }
  legs: { plastic: number; aluminium: number }
  /** Cutting and finishing the top board, on top of its board and edges. */
  topBoard: number
  /** Assembly in the workshop: per cabinet and per part; not charged when delivered disassembled. */
  assembly: { perCabinet: number; perPart: number }
  /** No cabinet costs less than this (net). */
  minimum: number
  /**
   * Courier delivery per order by the destination's country, in this list's currency (issue 5,
   * issue 14: cross-border); personal pickup is free. The other country's rate is its own list's
   * figure at 25 Kč/€, rounded to a cent or a crown (docs/decisions/0009).
   */
  shipping: Record<Country, number>
}

/**
 * A market's price list as the price functions apply it: its rates and each decor's price group
 * and availability (the decors are shared by both markets).
 */
export interface PriceList extends PriceRates {
  decors: Readonly<Record<string, DecorPricing>>
}

/** A published version of the prices (config kind 'prices'): both markets' rates and the decors. */
export interface PriceConfig {
  lists: Record<Country, PriceRates>
  decors: Record<string, DecorPricing>
}

/** The seed rates (the code's figures before any version was published). */
export const SEED_RATES: Record<Country, PriceRates> = {
  SK: {
    country: 'SK',
    currency: 'EUR',
    vatRate: 0.23,
    roundTo: 1,
    boardPerM2: { 1: 2400, 2: 3000, 3: 4200 },
    edgePerM: 90,
    hardware: {
      hinge: 350,
      softClose: 250,
      tipOn: 900,
      drawerRunner: 2200,
      drawerRunnerPer100mm: 150,
      liftUp: 6500,
      biFold: 11000,
      railPerM: 600,
      railHolder: 150,
    },
    legs: { plastic: 120, aluminium: 450 },
    topBoard: 800,
    assembly: { perCabinet: 1500, perPart: 120 },
    minimum: 4900,
    // SK 39 €; CZ 990 Kč ÷ 25 = 39,60 €.
    shipping: { SK: 3900, CZ: 3960 },
  },
  CZ: {
    country: 'CZ',
    currency: 'CZK',
    vatRate: 0.21,
    roundTo: 100,
    boardPerM2: { 1: 60000, 2: 75000, 3: 105000 },
    edgePerM: 2300,
    hardware: {
      hinge: 9000,
      softClose: 6500,
      tipOn: 23000,
      drawerRunner: 56000,
      drawerRunnerPer100mm: 3900,
      liftUp: 165000,
      biFold: 280000,
      railPerM: 15000,
      railHolder: 4000,
    },
    legs: { plastic: 3000, aluminium: 11500 },
    topBoard: 20000,
    assembly: { perCabinet: 38000, perPart: 3000 },
    minimum: 125000,
    // CZ 990 Kč; SK 39 € × 25 = 975 Kč.
    shipping: { CZ: 99000, SK: 97500 },
  },
}

/** The seed prices: the rates above and every decor in its catalogue group, all available. */
export const SEED_PRICES: PriceConfig = {
  lists: SEED_RATES,
  decors: Object.fromEntries(
    DECOR_SEEDS.map((seed) => [seed.subtitle, { group: seed.cenovaSkupina ?? null, available: true }]),
  ),
}

// Lists already made, per published version (its object) and market: every caller of one version gets
// the same list object, so what is remembered per list (a server's prices) holds until a new version.
const madeLists = memoPer<PriceConfig, PriceList>()

/**
 * A market's price list from a published version, with the VAT rate the server is configured for.
 * Made once per version, market and rate: treat it as read-only.
 */
export function priceListOf(
  prices: PriceConfig,
  country: Country,
  vatRates?: Partial<Record<Country, number>>,
): PriceList {
  const vatRate = vatRates?.[country]
  const key = `${country} ${vatRate ?? ''}`
  return (
    madeLists.get(prices, key) ??
    madeLists.set(prices, key, {
      ...prices.lists[country],
      ...(vatRate === undefined ? {} : { vatRate }),
      decors: prices.decors,
    })
  )
}

/** The seed lists, for tests, stories and the benchmark; the shop prices with the published version. */
export const PRICE_LISTS: Record<Country, PriceList> = {
  SK: priceListOf(SEED_PRICES, 'SK'),
  CZ: priceListOf(SEED_PRICES, 'CZ'),
}

/** Whether the shop sells this decor now (an unknown code is not sold either). */
export function isDecorAvailable(prices: Pick<PriceList, 'decors'>, code: string): boolean {
  return prices.decors[code]?.available === true
}

/** The error code of a design with a decor the shop no longer sells (getPrice, getPriceChodba, saveOrder: 422). */
export const DECOR_UNAVAILABLE = 'decor_unavailable'

/** Issues of a design's decors that are not sold now, with `at` before each field's path. */
export function unavailableDecorIssues(
  prices: Pick<PriceList, 'decors'>,
  colors: { corpusColor: string; doorColor: string; backColor?: string | undefined },
  at = '',
): Array<{ path: string; message: string }> {
  return (['corpusColor', 'doorColor', 'backColor'] as const)
    .filter((key) => colors[key] !== undefined && !isDecorAvailable(prices, colors[key]!))
    .map((key) => ({ path: `${at}${key}`, message: `decor ${colors[key]} is no longer sold` }))
}

/** Each country's VAT rate in a version (the server's overrides first): the rates a VAT treatment charges (issue 37). */
export function vatRatesOf(prices: PriceConfig, vatRates?: Partial<Record<Country, number>>): Record<Country, number> {
  return { SK: priceListOf(prices, 'SK', vatRates).vatRate, CZ: priceListOf(prices, 'CZ', vatRates).vatRate }
}
