/** The desk's invoices page (issue 37.6): a period's tax documents and their overview through the staff API. */
import { queryOptions } from '@tanstack/react-query'
import { API } from '#domain/endpoints.ts'
import { api } from './client'

/** The documents issued from–to (both included), the period's sales per country and rate, the year's cross-border sales. */
export const staffInvoicesQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: ['staffInvoices', from, to],
    queryFn: ({ signal }) => api(API.staffInvoices, { query: { from, to }, signal }),
    staleTime: 10_000,
    // api() retries as docs/product.md#calls says; the query adds none of its own.
    retry: false,
  })
