/**
 * The price of the design on screen (the loading flag of docs/product.md#prices): loading while a request runs,
 * cleared only when an answer echoes the current snapshot; a newer request cancels the older one;
 * on error the price is 0, the flag stays on and the error goes to the log (docs/product.md#prices).
 * A failed request is tried again after 1 s, 2 s, 4 s… (at most 30 s apart) until
 * a newer design or the shopper's "try again" starts over, and 10 s without a price for the
 * current design mark it overdue (the box then offers to try again). Both are events, so the
 * machine-trace panel shows every failure and retry:
 *   idle → loading → priced | stale | failed → (backoff) loading …
 */
import { assign, cancel, enqueueActions, setup } from 'xstate'
import type { GetPriceRequest, GetPriceResponse, PriceData } from '#domain/schemas.ts'
import { providedPromise } from './effects'

/** How long the shopper waits for a price before the box offers to try again. */
export const PRICE_PATIENCE_MS = 10_000
/** The first retry's wait; each further one doubles it, up to the last. */
export const PRICE_RETRY_MS = { first: 1_000, last: 30_000 } as const

/** The wait before the next attempt after `failures` failed ones in a row: 1 s, 2 s, 4 s… at most 30 s. */
export function retryDelay(failures: number): number {
  return Math.min(PRICE_RETRY_MS.first * 2 ** Math.max(0, failures - 1), PRICE_RETRY_MS.last)
}

export interface PriceContext {
  /** The snapshot string of the design the shopper sees now. */
  snapshot: string | null
  request: GetPriceRequest | null
  /** The last answer for the current snapshot; null while none or after an error (price 0). */
  priceData: PriceData | null
  /** Failed requests in a row for the current design (the backoff grows with them). */
  failures: number
  /** The current design has waited PRICE_PATIENCE_MS without a price. */
  overdue: boolean
}

export type PriceEvent =
  | { type: 'price.request'; request: GetPriceRequest }
  /** The shopper's "try again": a new attempt at once, the backoff and the patience from the start. */
  | { type: 'price.retry' }
  /** Raised PRICE_PATIENCE_MS after a design was asked for, unless its price came first. */
  | { type: 'price.overdue' }

export const priceMachine = setup({
  types: {
    context: {} as PriceContext,
    events: {} as PriceEvent,
  },
  actors: {
    fetchPrice: providedPromise<GetPriceResponse, { request: GetPriceRequest }>('fetchPrice'),
  },
  delays: {
    backoff: ({ context }) => retryDelay(context.failures),
    patience: PRICE_PATIENCE_MS,
  },
  guards: {
    echoesSnapshot: ({ context }, output: GetPriceResponse) => output.selectedProductString === context.snapshot,
  },
  actions: {
    logError: (_, params: { error: unknown }) => {
      console.error('Price request failed:', params.error)
    },
    // One patience timer per design: a new one replaces the running one.
    startPatience: enqueueActions(({ enqueue }) => {
      enqueue.cancel('patience')
      enqueue.raise({ type: 'price.overdue' }, { delay: 'patience', id: 'patience' })
      enqueue.assign({ failures: 0, overdue: false })
    }),
    stopPatience: cancel('patience'),
  },
}).createMachine({
  id: 'price',
  context: { snapshot: null, request: null, priceData: null, failures: 0, overdue: false },
  initial: 'idle',
  on: {
    // Re-entering `loading` stops the running request (its signal aborts) and starts the new one.
    'price.request': {
      target: '.loading',
      reenter: true,
      actions: [
        assign({
          snapshot: ({ event }) => event.request.selectedProductString,
          request: ({ event }) => event.request,
        }),
        'startPatience',
      ],
    },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        id: 'fetchPrice',
        src: 'fetchPrice',
        input: ({ context }) => ({ request: context.request! }),
        onDone: [
          {
            guard: { type: 'echoesSnapshot', params: ({ event }) => event.output },
            target: 'priced',
            actions: assign({ priceData: ({ event }) => event.output.priceData }),
          },
          // An answer for another design: the flag stays on until the current one arrives.
          { target: 'stale' },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign({ priceData: null, failures: ({ context }) => context.failures + 1 }),
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      on: {
        'price.overdue': { actions: assign({ overdue: true }) },
        'price.retry': { target: 'loading', reenter: true, actions: 'startPatience' },
      },
    },
    stale: {
      on: {
        'price.overdue': { actions: assign({ overdue: true }) },
        'price.retry': { target: 'loading', actions: 'startPatience' },
      },
    },
    priced: { entry: ['stopPatience', assign({ failures: 0, overdue: false })] },
    /** docs/product.md#prices: price 0, the flag stays on; the next attempt follows after the backoff. */
    failed: {
      after: { backoff: 'loading' },
      on: {
        'price.overdue': { actions: assign({ overdue: true }) },
        'price.retry': { target: 'loading', actions: 'startPatience' },
      },
    },
  },
})

/** The loading flag: on until an answer for the current design arrived (it stays on after an error). */
export const isPriceLoading = (state: { value: unknown }) => state.value !== 'priced' && state.value !== 'idle'

/** Whether the price box offers to try again: the current design has waited too long for its price. */
export const isPriceOverdue = (state: { value: unknown; context: PriceContext }) =>
  isPriceLoading(state) && state.context.overdue
