/**
 * The desk's "send the order page link again" on one order (issue 39.2: the customer lost the e-mail and calls):
 * `idle`, `sending`, `sent` (to whom, when), `tooSoon` (the server's 10-minute bound: a link went out a moment ago),
 * `anonymised` (the order's customer was erased: nobody to write to, for good) and `failed` (the reason; sending
 * again is a retry). The e-mail and its fresh link are the server's (the outbox mints the link when it sends it).
 */
import { assign, emit, setup } from 'xstate'
import { ApiRequestError } from '#domain/apiError.ts'
import type { OrderPageLinkResponse, PageLinkRefusal } from '#domain/orderPageLinkResend.ts'
import { providedPromise } from './effects'

/** Why the link did not go: no such order (404), not allowed (401/403), the server, or the connection. */
export type OrderPageLinkError = 'missing' | 'forbidden' | 'server' | 'network'

export interface OrderPageLinkContext {
  number: string
  /** The last e-mail written: its address and ISO time; null before one. */
  sent: OrderPageLinkResponse | null
  error: OrderPageLinkError | null
}

export type OrderPageLinkEvent = { type: 'pageLink.send' }

/** What the app hears: the e-mail is in the outbox (the order's e-mails are read again). */
export type OrderPageLinkEmitted = { type: 'pageLink.sent'; sent: OrderPageLinkResponse }

const errorOf = (error: unknown): OrderPageLinkError => {
  if (!(error instanceof ApiRequestError)) return 'network'
  if (error.status === 404) return 'missing'
  if (error.status === 401 || error.status === 403) return 'forbidden'
  return 'server'
}

const refusedWith = (error: unknown, status: number, code: PageLinkRefusal) =>
  error instanceof ApiRequestError && error.status === status && error.body?.error === code

export const orderPageLinkMachine = setup({
  types: {
    context: {} as OrderPageLinkContext,
    events: {} as OrderPageLinkEvent,
    input: {} as { number: string },
    emitted: {} as OrderPageLinkEmitted,
  },
  actors: {
    sendPageLink: providedPromise<OrderPageLinkResponse, { number: string }>('sendPageLink'),
  },
  guards: {
    tooSoon: ({ event }) => refusedWith((event as { error?: unknown }).error, 429, 'page_link_too_soon'),
    anonymised: ({ event }) => refusedWith((event as { error?: unknown }).error, 409, 'order_anonymised'),
  },
}).createMachine({
  id: 'orderPageLink',
  context: ({ input }) => ({ number: input.number, sent: null, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'pageLink.send': 'sending' } },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        id: 'sendPageLink',
        src: 'sendPageLink',
        input: ({ context }) => ({ number: context.number }),
        onDone: {
          target: 'sent',
          actions: [
            assign({ sent: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'pageLink.sent' as const, sent: event.output })),
          ],
        },
        onError: [
          { guard: 'tooSoon', target: 'tooSoon' },
          { guard: 'anonymised', target: 'anonymised' },
          { target: 'failed', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
        ],
      },
    },
    // Another click asks the server, which says whether the 10 minutes have passed.
    sent: { on: { 'pageLink.send': 'sending' } },
    tooSoon: { on: { 'pageLink.send': 'sending' } },
    // Final for this order: an erasure is not undone.
    anonymised: {},
    failed: { on: { 'pageLink.send': 'sending' } },
  },
})
