/** The deliveries desk (issue 36): a day's stops and an order's delivery through the staff API. */
import { queryOptions } from '@tanstack/react-query'
import { API } from '#domain/endpoints.ts'
import { api } from './client'

/** A day's van stops in route order and the ready courier orders still to plan. */
export const staffDeliveryDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ['staffDeliveryDay', date],
    queryFn: ({ signal }) => api(API.staffDeliveryDay, { params: { date }, signal }),
    staleTime: 10_000,
    retry: false,
  })

/**
 * One order's delivery (a van, a parcel or none) and whether it may be planned; keyed by the order's status too, so a
 * status move (ready, delivered) reads whether it may be planned afresh.
 */
export const staffOrderDeliveryQueryOptions = (number: string, status = '') =>
  queryOptions({
    queryKey: ['staffOrderDelivery', number, status],
    queryFn: ({ signal }) => api(API.staffOrderDelivery, { params: { number }, signal }),
    staleTime: 10_000,
    retry: false,
  })
