/** Cash collected (issue 37.5): an order's cash, the day's report and the delivered orders without it, via the staff API. */
import { queryOptions } from '@tanstack/react-query'
import { API } from '#domain/endpoints.ts'
import { api } from './client'

/** An order's amount to collect and its collection; keyed by status too, so a move to delivered reads it afresh. */
export const staffOrderCashQueryOptions = (number: string, status = '') =>
  queryOptions({
    queryKey: ['staffOrderCash', number, status],
    queryFn: ({ signal }) => api(API.staffOrderCash, { params: { number }, signal }),
    staleTime: 10_000,
    retry: false,
  })

/** The day's cash per driver. */
export const staffCashReportQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ['staffCashReport', date],
    queryFn: ({ signal }) => api(API.staffCashReport, { params: { date }, signal }),
    staleTime: 10_000,
    retry: false,
  })

/** Delivered orders whose cash nobody recorded (the dashboard's list). */
export const staffCashMissingQueryOptions = () =>
  queryOptions({
    queryKey: ['staffCashMissing'],
    queryFn: ({ signal }) => api(API.staffCashMissing, { signal }),
    staleTime: 10_000,
    retry: false,
  })
