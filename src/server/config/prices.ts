/** The price versions (config kind 'prices', docs/decisions/0012): the schema, and the cache every price call reads. */
import type { Kysely } from 'kysely'
import { PRICES_KIND, PriceConfigSchema } from '#domain/priceConfig.ts'
import { priceListOf, SEED_PRICES, vatRatesOf, type PriceConfig, type PriceList } from '#domain/priceList.ts'
import { consumerRates, vatRateOf, type SellerTax, type VatTreatment } from '#domain/tax.ts'
import type { Country } from '#domain/locale.ts'
import type { Schema } from '../db/schema'
import { createConfigCache, type ConfigCache } from './cache'
import type { ConfigKind } from './versions'

/** Price versions as the config tables store them. */
export const PRICES: ConfigKind<PriceConfig> = { name: PRICES_KIND, schema: PriceConfigSchema }

export type PriceCache = ConfigCache<PriceConfig>

/** The server's cache of the published prices; the code's seed while none is published. */
export function createPriceCache(db: Kysely<Schema>, options: { maxAgeMs?: number } = {}): PriceCache {
  return createConfigCache(db, PRICES, SEED_PRICES, options)
}

/**
 * A market's price list of the version in force and that version's number, at the rate a consumer of the market pays
 * under the seller's tax settings (issue 37: `consumerRates`), from the server's VAT rates.
 */
export async function currentPriceList(
  cache: PriceCache,
  country: Country,
  vatRates: Partial<Record<Country, number>>,
  seller: SellerTax,
): Promise<{ version: number; list: PriceList }> {
  const { version, data } = await cache.get()
  return { version, list: priceListOf(data, country, consumerRates(seller, vatRatesOf(data, vatRates))) }
}

/**
 * A placed order's market list of the version in force at the VAT the order was taxed at (issue 37: its stored
 * treatment); an order from before it (no treatment) at its market's rate, as it was priced.
 */
export async function orderPriceList(
  cache: PriceCache,
  country: Country,
  vatRates: Partial<Record<Country, number>>,
  treatment: VatTreatment | undefined,
): Promise<PriceList> {
  const { data } = await cache.get()
  if (!treatment) return priceListOf(data, country, vatRates)
  return priceListOf(data, country, { ...vatRates, [country]: vatRateOf(treatment, vatRatesOf(data, vatRates)) })
}
