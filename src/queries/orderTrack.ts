/** The customer's order page (issue 39.2), read with the token of its address; never kept after the page. */
import { queryOptions } from '@tanstack/react-query'
import { API } from '#domain/endpoints.ts'
import type { OrderTrack } from '#domain/orderTrackSchemas.ts'
import { api, ApiRequestError } from './client'

/** The order, or `missing` for a link that opens nothing (the server's one 404 for every such token). */
export type OrderTrackAnswer = { status: 'shown'; order: OrderTrack } | { status: 'missing' }

async function readOrderTrack(token: string): Promise<OrderTrackAnswer> {
  try {
    return { status: 'shown', order: await api(API.getOrderTrack, { body: { token } }) }
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { status: 'missing' }
    throw error
  }
}

/** One query per token; the client's own retries are enough (the query adds none). */
export const orderTrackQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['orderTrack', token],
    queryFn: () => readOrderTrack(token),
    retry: false,
    gcTime: 0,
  })
