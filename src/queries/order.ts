/** The confirmation page's order, read once from the shop with the token saveOrderSkrinka answered. */
import { queryOptions } from '@tanstack/react-query'
import { API } from '#domain/endpoints.ts'
import type { OrderSummary } from '#domain/orderSummary.ts'
import { pushDataLayer } from '#site/browser/dataLayer.ts'
import { purchasePush } from '#site/dataLayer.ts'
import { api, ApiRequestError } from './client'

/** What the shop answered: the order, a token already used or expired (the order is confirmed), or nothing to show. */
export type ConfirmationAnswer = { status: 'shown'; summary: OrderSummary } | { status: 'gone' } | { status: 'missing' }

async function readConfirmation(orderNumber: string, token: string): Promise<ConfirmationAnswer> {
  try {
    const summary = await api(API.getOrderConfirmation, { body: { orderNumber, token } })
    // The token opens the summary once, so this runs once per order: the purchase push (docs/product.md#events).
    pushDataLayer(purchasePush(summary))
    return { status: 'shown', summary }
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 410) return { status: 'gone' }
    if (error instanceof ApiRequestError && error.status === 404) return { status: 'missing' }
    throw error
  }
}

/** Kept for the page's life: the token is used up by the first read, so the answer is never fetched again. */
export const orderConfirmationQueryOptions = (orderNumber: string, token: string) =>
  queryOptions({
    queryKey: ['orderConfirmation', orderNumber, token],
    queryFn: () => readConfirmation(orderNumber, token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  })
