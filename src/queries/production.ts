/** The production calendar (issue 38.5): a week's plan through the staff API. */
import { queryOptions } from '@tanstack/react-query'
import { API } from '#domain/endpoints.ts'
import { api } from './client'

/** The week of `from` (any day of it; this week when empty): its days, orders, capacity and holidays. */
export const staffProductionWeekQueryOptions = (from = '') =>
  queryOptions({
    queryKey: ['staffProductionWeek', from],
    queryFn: ({ signal }) => api(API.staffProductionWeek, { query: { from }, signal }),
    staleTime: 10_000,
    retry: false,
  })

/** An order's production day and ready day; keyed by its status too, so a confirmation or cancellation reads afresh. */
export const staffOrderPlanQueryOptions = (number: string, status = '') =>
  queryOptions({
    queryKey: ['staffOrderPlan', number, status],
    queryFn: ({ signal }) => api(API.staffOrderPlan, { params: { number }, signal }),
    staleTime: 10_000,
    retry: false,
  })
