/**
 * The price of the design on screen (spec §4 "price loading flag"): loading while a request runs,
 * cleared only when an answer echoes the current snapshot; a newer request cancels the older one;
 * on error the price is 0, the flag stays on and the error goes to the log (spec §8).
 */
import { assign, fromPromise, setup } from 'xstate'
import type { GetPriceRequest, GetPriceResponse, PriceData } from '../src/domain/schemas'
import { API } from '../src/domain/api'
import { api } from '../src/queries/api'

export interface PriceContext {
  /** The snapshot string of the design the shopper sees now. */
  snapshot: string | null
  request: GetPriceRequest | null
  /** The last answer for the current snapshot; null while none or after an error (price 0). */
  priceData: PriceData | null
}

export type PriceEvent = { type: 'price.request'; request: GetPriceRequest }

export const priceMachine = setup({
  types: {
    context: {} as PriceContext,
    events: {} as PriceEvent,
  },
  actors: {
    fetchPrice: fromPromise<GetPriceResponse, { request: GetPriceRequest }>(({ input, signal }) =>
      api(API.getPriceSkrinka, { body: input.request, signal }),
    ),
  },
  guards: {
    echoesSnapshot: ({ context }, output: GetPriceResponse) => output.selectedProductString === context.snapshot,
  },
  actions: {
    logError: (_, params: { error: unknown }) => {
      console.error('Price request failed:', params.error)
    },
  },
}).createMachine({
  id: 'price',
  context: { snapshot: null, request: null, priceData: null },
  initial: 'idle',
  on: {
    // Re-entering `loading` stops the running request (its signal aborts) and starts the new one.
    'price.request': {
      target: '.loading',
      reenter: true,
      actions: assign({
        snapshot: ({ event }) => event.request.selectedProductString,
        request: ({ event }) => event.request,
      }),
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
          actions: [assign({ priceData: null }), { type: 'logError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    stale: {},
    priced: {},
    failed: {},
  },
})

/** The loading flag: on until an answer for the current design arrived (it stays on after an error). */
export const isPriceLoading = (state: { value: unknown }) => state.value !== 'priced' && state.value !== 'idle'
