/** The orders desk's reads (issue 15): a page of the list and one order, through the staff API. */
import { queryOptions } from '@tanstack/react-query'
import { API } from '#domain/endpoints.ts'
import type { StaffOrdersQuery } from '#domain/staffOrders.ts'
import { api, ApiRequestError } from './client'

/** A page of orders for the desk's filters; kept briefly, since other staff change orders too. */
export const staffOrdersQueryOptions = (filter: StaffOrdersQuery) =>
  queryOptions({
    queryKey: ['staffOrders', filter],
    queryFn: ({ signal }) => api(API.staffOrders, { query: filter, signal }),
    staleTime: 10_000,
    retry: false,
  })

/** One order in full, or null when no order has the number (an answer, not a failure). */
export const staffOrderQueryOptions = (number: string) =>
  queryOptions({
    queryKey: ['staffOrder', number],
    queryFn: async ({ signal }) => {
      try {
        return await api(API.staffOrder, { params: { number }, signal })
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null
        throw error
      }
    },
    staleTime: 10_000,
    // api() retries as docs/product.md#calls says; the query adds none of its own.
    retry: false,
  })
