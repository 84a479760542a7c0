/** The delivery date a shopper is promised now (issue 39.1): getDeliveryEstimate for the configurators and the cart. */
import { queryOptions } from '@tanstack/react-query'
import { API } from '#domain/endpoints.ts'
import type { Country } from '#domain/locale.ts'
import { estimatePieces } from '#domain/production/plan.ts'
import { api } from './client'

/** The estimate of `pieces` for the market, courier or pickup; the server caches it 10 s, the page a minute. */
export const deliveryEstimateQueryOptions = (country: Country, pieces: number, pickup: boolean) => {
  const bounded = estimatePieces(pieces)
  return queryOptions({
    queryKey: ['getDeliveryEstimate', country, bounded, pickup],
    queryFn: ({ signal }) =>
      api(API.getDeliveryEstimate, { query: { country, pieces: bounded, pickup: pickup ? 1 : 0 }, signal }),
    staleTime: 60_000,
    // The API client retries a GET already; the date is a hint the page does without.
    retry: false,
  })
}
