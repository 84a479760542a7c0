/**
 * Price lists, one per country in its own currency (not a conversion), in integer minor units:
 * euro cents for Slovakia, haléře for Czechia. Net of VAT.
 */
import type { Country, Currency } from './locale'
import type { PriceGroup } from './decors'

export interface PriceList {
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

export const PRICE_LISTS: Record<Country, PriceList> = {
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

/** The price list of a country with the VAT rate the shop is configured for. */
export function priceListFor(country: Country, vatRates?: Partial<Record<Country, number>>): PriceList {
  const base = PRICE_LISTS[country]
  const vatRate = vatRates?.[country]
  return vatRate === undefined ? base : { ...base, vatRate }
}
