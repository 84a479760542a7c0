/** The desk's decor sample requests (issue 39.4) through the staff API. */
import { queryOptions } from '@tanstack/react-query'
import { API } from '#domain/endpoints.ts'
import { api } from './client'

/** Every sample request, received first. */
export const staffSamplesQueryOptions = () =>
  queryOptions({
    queryKey: ['staffSamples'],
    queryFn: ({ signal }) => api(API.staffSamples, { signal }),
    staleTime: 10_000,
    // api() retries as docs/product.md#calls says; the query adds none of its own.
    retry: false,
  })
