import { QueryClient } from '@tanstack/react-query'

/**
 * The app's query client. The API client (./client) already retries what may be retried (docs/product.md#calls: a
 * GET once, a POST never); react-query's own default of three more tries on top made one failing GET 8 requests and a
 * POST read through useQuery 4 (issue 39), so its retries are off here and every call keeps the client's policy.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false }, mutations: { retry: false } },
  })
}
