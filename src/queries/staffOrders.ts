/** The orders desk's reads (issue 15): a page of the list and one order, through the staff API. */
import { queryOptions } from '@tanstack/react-query'
import { API } from '../domain/api'
import type { StaffOrdersQuery } from '../domain/staffOrders'
import { api } from './api'

/** A page of orders for the desk's filters; kept briefly, since other staff change orders too. */
export const staffOrdersQueryOptions = (filter: StaffOrdersQuery) =>
  queryOptions({
    queryKey: ['staffOrders', filter],
    queryFn: ({ signal }) => api(API.staffOrders, { query: filter, signal }),
    staleTime: 10_000,
  })

/** One order in full (ApiRequestError 404 when no order has the number). */
export const staffOrderQueryOptions = (number: string) =>
  queryOptions({
    queryKey: ['staffOrder', number],
    queryFn: ({ signal }) => api(API.staffOrder, { params: { number }, signal }),
    staleTime: 10_000,
  })
