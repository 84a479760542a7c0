/**
 * The published prices in the browser (issue 15, docs/decisions/0012): one query of getPriceList,
 * ensured by the root route's loader (the server puts its version in the page, so the first render
 * matches), asked again every 10 s and when the window regains focus, so an open configurator
 * prices with a version published meanwhile.
 */
import { useMemo } from 'react'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { API } from '#domain/endpoints.ts'
import { priceListOf, vatRatesOf, type PriceConfig, type PriceList } from '#domain/priceList.ts'
import type { Country } from '#domain/locale.ts'
import { consumerRates, sellerTaxOf, type TaxSettings } from '#domain/tax.ts'
import { useShopSettings } from './settings'
import { useMarket } from '#i18n/useMarket.ts'
import { api } from './client'

/** How often an open page asks for a newer price version. */
export const PRICE_LIST_REFETCH_MS = 10_000

/** How long the price list counts as fresh: a page hydrating within it does not ask again. */
export const PRICE_LIST_STALE_MS = 5_000

/** The published price version (both markets and the decors). */
export const priceListQueryOptions = () =>
  queryOptions({
    queryKey: ['getPriceList'],
    queryFn: ({ signal }) => api(API.getPriceList, { signal }),
    staleTime: PRICE_LIST_STALE_MS,
    refetchInterval: PRICE_LIST_REFETCH_MS,
    refetchOnWindowFocus: true,
  })

/**
 * The page's market's published price list at the rate a consumer of the market pays under the seller's tax settings
 * (as the price calls answer); the same object until a new version of either arrives.
 */
export function usePriceList(): PriceList {
  const { country } = useMarket()
  const { data } = useSuspenseQuery(priceListQueryOptions())
  const settings = useShopSettings()
  return useMemo(() => marketPriceList(data, country, settings), [data, country, settings])
}

/** A market's list of the published prices at its consumers' rate under the settings (the hook's, and a page head's). */
export function marketPriceList(
  data: PriceConfig,
  country: Country,
  settings: Parameters<typeof sellerTaxOf>[0],
): PriceList {
  return priceListOf(data, country, consumerRates(sellerTaxOf(settings), vatRatesOf(data)))
}

/** What the checkout needs to show the VAT an order pays (issue 37): the seller's tax settings and each country's rate. */
export function useTaxSettings(): TaxSettings {
  const { data } = useSuspenseQuery(priceListQueryOptions())
  const settings = useShopSettings()
  return useMemo(() => ({ seller: sellerTaxOf(settings), rates: vatRatesOf(data) }), [data, settings])
}
