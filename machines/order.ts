/**
 * The order (docs/product.md#orders): empty → pending on submit → confirmed on success | failed on error.
 * The customer form lives here so a failed order is sent again without re-typing anything.
 * Each checkout attempt carries one Idempotency-Key: a retry of the same order reuses it, so the
 * shop never takes the same order twice; a changed order gets a new one. When the shop's prices
 * differ from the shopper's (409) the changes are shown and the order is sent only once accepted.
 * Confirmed, `result` holds the order number and the one-time token of its confirmation page.
 */
import { assign, emit, setup, type AnyActorRef } from 'xstate'
import type { CartItem } from '#domain/cart.ts'
import {
  checkCustomer,
  setDelivery,
  setField,
  type CustomerForm,
  type FieldIssue,
  type SettablePath,
} from '#domain/checkout.ts'
import { orderRequest } from '#domain/order.ts'
import type { Country } from '#domain/locale.ts'
import type { TaxSettings } from '#domain/tax.ts'
import { DECOR_UNAVAILABLE, type PriceList } from '#domain/priceList.ts'
import type { PriceChangedResponse, SaveOrderRequest, SaveOrderResponse, ShownPrice } from '#domain/schemas.ts'
import { ApiRequestError } from '#domain/apiError.ts'
import { providedPromise } from './effects'

/** One checkout attempt: its key and the exact body it was made for. */
export interface Attempt {
  key: string
  body: string
}

/** Why the last attempt failed, for the message the shopper sees. */
export type Failure = 'network' | 'rateLimited' | 'refused' | 'decorUnavailable' | 'server'

export interface OrderContext {
  /** The market the order goes to (its currency, postcodes, VAT numbers). */
  country: Country
  customer: CustomerForm
  /** Problems listed under 'Please fill in the following data'; nothing is sent while there are any. */
  errors: FieldIssue[]
  attempt: Attempt | null
  /** The order the shopper confirmed, as sent. */
  request: SaveOrderRequest | null
  result: SaveOrderResponse | null
  /** The shop's prices when they differ from the cart's. */
  priceChange: PriceChangedResponse | null
  failure: Failure | null
  /** The cart actor, told to price itself in this market at the start, to clear itself on success and to take new prices when accepted. */
  cart: AnyActorRef | null
}

export type OrderEvent =
  | { type: 'order.field'; path: SettablePath; value: string | boolean }
  /** Courier or personal pickup; until then the form's customer has no delivery and the totals no shipping. */
  | { type: 'order.delivery'; courier: boolean }
  /**
   * `key` is a fresh Idempotency-Key, used only if this order differs from the last attempt (the machine itself stays deterministic);
   * `prices` the market's published price list the page shows (the shipping rate).
   */
  | {
      type: 'order.submit'
      items: CartItem[]
      prices: PriceList
      /** The seller's tax and the rates: the lines go out at the VAT the order pays (issue 37). */
      tax?: TaxSettings
      key: string
      kontrola?: string
      marketingConsent?: boolean
    }
  | { type: 'order.retry' }
  | { type: 'order.prices.accept'; key: string }

/** What the order tells its listeners (the app's data layer): a complete form went out as an order. */
export type OrderEmitted = { type: 'order.sent' }

export interface OrderInput {
  country: Country
  customer: CustomerForm
  attempt?: Attempt | null
  cart?: AnyActorRef | null
}

/** The same attempt when the body is the same; a new key when anything changed. */
export function attemptFor(previous: Attempt | null, request: SaveOrderRequest, newKey: string): Attempt {
  const body = JSON.stringify(request)
  return previous?.body === body ? previous : { key: newKey, body }
}

const failureOf = (error: unknown): Failure => {
  if (!(error instanceof ApiRequestError)) return 'network'
  if (error.status === 429) return 'rateLimited'
  if (error.body?.error === DECOR_UNAVAILABLE) return 'decorUnavailable'
  return error.status >= 500 ? 'server' : 'refused'
}

const isPriceChange = (error: unknown): error is ApiRequestError & { body: PriceChangedResponse } =>
  error instanceof ApiRequestError && error.status === 409 && error.body?.error === 'price_changed'

const orderSetup = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as OrderInput,
    emitted: {} as OrderEmitted,
  },
  actors: {
    saveOrder: providedPromise<SaveOrderResponse, { request: SaveOrderRequest; key: string }>('saveOrder'),
  },
  actions: {
    // Once the problems are listed, the list follows the typing: a fixed field leaves it at once.
    setField: assign(({ context, event }) => {
      if (event.type !== 'order.field') return {}
      const customer = setField(context.customer, event.path, event.value)
      return { customer, errors: context.errors.length > 0 ? checkCustomer(customer, context.country) : [] }
    }),
    setDelivery: assign(({ context, event }) => {
      if (event.type !== 'order.delivery') return {}
      const customer = setDelivery(context.customer, event.courier)
      return { customer, errors: context.errors.length > 0 ? checkCustomer(customer, context.country) : [] }
    }),
    listErrors: assign({
      errors: ({ context, event }) =>
        event.type === 'order.submit' ? checkCustomer(context.customer, context.country) : context.errors,
    }),
    prepare: assign(({ context, event }) => {
      if (event.type !== 'order.submit') return {}
      const request = orderRequest(
        event.items,
        context.customer,
        event.prices,
        event.kontrola,
        event.marketingConsent,
        event.tax,
      )
      return {
        request,
        attempt: attemptFor(context.attempt, request, event.key),
        errors: [],
        failure: null,
        priceChange: null,
      }
    }),
    /** The order again at the shop's prices, as a new attempt. */
    acceptPrices: assign(({ context, event }) => {
      if (event.type !== 'order.prices.accept') return {}
      const change = context.priceChange!
      const old = context.request!
      const furniture = old.order.furniture.map((item, i) => ({
        ...item,
        cabinet: { ...item.cabinet, price: change.lines[i] ?? item.cabinet.price },
      }))
      const request: SaveOrderRequest = {
        ...old,
        order: {
          ...old.order,
          furniture,
          cenaDopravy: change.cenaDopravy,
          calculatedPriceFrontend: change.calculatedPriceFrontend,
        },
      }
      return { request, attempt: attemptFor(context.attempt, request, event.key), priceChange: null }
    }),
    /** Keeps the form and the attempt (session storage in the app). */
    persist: () => {},
    /**
     * docs/product.md#orders: clears the tab's session storage (the cart, the form, the visited paths, the events).
     * The confirmation page then reads the order from the shop with the answer's one-time token.
     */
    finish: () => {},
    logError: (_, params: { error: unknown }) => {
      console.error('Order failed:', params.error)
    },
  },
  guards: {
    formHasErrors: ({ context, event }) =>
      event.type === 'order.submit' && checkCustomer(context.customer, context.country).length > 0,
    emptyCart: ({ event }) => event.type === 'order.submit' && event.items.length === 0,
  },
})

/** What the order asks of the cart. */
type CartCommand =
  { type: 'cart.market'; country: Country } | { type: 'cart.reprice'; prices: ShownPrice[] } | { type: 'cart.clear' }

/** Tells the cart, through its ref, what the order asks of it (there is no cart in tests of the order alone). */
const tellCart = (command: (context: OrderContext) => CartCommand) =>
  orderSetup.enqueueActions(({ context, enqueue }) => {
    if (context.cart) enqueue.sendTo(context.cart, command(context))
  })

export const orderMachine = orderSetup.createMachine({
  id: 'order',
  context: ({ input }) => ({
    country: input.country,
    customer: input.customer,
    errors: [],
    attempt: input.attempt ?? null,
    request: null,
    result: null,
    priceChange: null,
    failure: null,
    cart: input.cart ?? null,
  }),
  // A cart priced in the other market's currency (the shopper switched language) is priced again; the cart decides.
  entry: tellCart((context) => ({ type: 'cart.market', country: context.country })),
  initial: 'open',
  states: {
    /** The form is open: typing and submitting work alike whether nothing was sent yet, it failed, or prices changed. */
    open: {
      initial: 'empty',
      on: {
        'order.field': { actions: ['setField', 'persist'] },
        'order.delivery': { actions: ['setDelivery', 'persist'] },
        'order.submit': [
          { guard: 'emptyCart' },
          { guard: 'formHasErrors', target: '.empty', actions: 'listErrors' },
          { target: 'pending', actions: ['prepare', 'persist', emit({ type: 'order.sent' as const })] },
        ],
      },
      states: {
        empty: {},
        /** 'An error occurred while processing the order. Please try again.' The form keeps everything. */
        failed: {
          // The same order again, with the same key: if the first one did arrive, the shop answers with it.
          on: { 'order.retry': { target: '#order.pending' } },
        },
        /** The shop's prices differ: the shopper sees what changed and confirms before anything is sent. */
        priceChanged: {
          on: {
            'order.prices.accept': {
              target: '#order.pending',
              actions: [
                tellCart((context) => ({ type: 'cart.reprice', prices: context.priceChange!.lines })),
                'acceptPrices',
                'persist',
              ],
            },
          },
        },
      },
    },
    pending: {
      invoke: {
        id: 'saveOrder',
        src: 'saveOrder',
        input: ({ context }) => ({ request: context.request!, key: context.attempt!.key }),
        onDone: {
          target: 'confirmed',
          actions: [
            assign({ result: ({ event }) => event.output }),
            tellCart(() => ({ type: 'cart.clear' })),
            'finish',
          ],
        },
        onError: [
          {
            guard: ({ event }) => isPriceChange(event.error),
            target: 'open.priceChanged',
            actions: assign({
              priceChange: ({ event }) => (event.error as ApiRequestError & { body: PriceChangedResponse }).body,
            }),
          },
          {
            target: 'open.failed',
            actions: [
              assign({ failure: ({ event }) => failureOf(event.error) }),
              { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    confirmed: {},
  },
})
