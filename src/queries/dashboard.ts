/** The back office's dashboard (issue 36): its figures through the staff API. */
import { queryOptions } from '@tanstack/react-query'
import { API } from '#domain/endpoints.ts'
import { api } from './client'

/** The dashboard's figures; kept briefly, since orders move all day. */
export const staffDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['staffDashboard'],
    queryFn: ({ signal }) => api(API.staffDashboard, { signal }),
    staleTime: 10_000,
    // api() retries as docs/product.md#calls says; the query adds none of its own.
    retry: false,
  })
