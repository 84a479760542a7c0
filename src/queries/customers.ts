/** The back office's customers (issue 36.5): a page of the list and one customer, through the staff API. */
import { queryOptions } from '@tanstack/react-query'
import { API } from '#domain/endpoints.ts'
import type { CustomersQuery } from '#domain/customers.ts'
import { api, ApiRequestError } from './client'

/** A page of customers for the search and sort; kept briefly, since orders arrive all day. */
export const staffCustomersQueryOptions = (query: CustomersQuery) =>
  queryOptions({
    queryKey: ['staffCustomers', query],
    queryFn: ({ signal }) => api(API.staffCustomers, { query, signal }),
    staleTime: 10_000,
    // api() retries as docs/product.md#calls says; the query adds none of its own.
    retry: false,
  })

/** One customer in full, or null when no customer has the id (unknown, or erased): an answer, not a failure. */
export const staffCustomerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['staffCustomer', id],
    queryFn: async ({ signal }) => {
      try {
        return await api(API.staffCustomer, { params: { id }, signal })
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null
        throw error
      }
    },
    staleTime: 10_000,
    retry: false,
  })
