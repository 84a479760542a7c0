/**
 * The cart (docs/product.md#cart): restored from session storage at start, an identical item raises its count,
 * counts are editable, removing asks first. Every change is persisted through the `persist`
 * action, which the app provides (session storage) and tests replace.
 * A cart priced in another market's currency (the shopper switched language) is priced again.
 */
import { assign, emit, setup } from 'xstate'
import { addToCart, inCurrencyOf, removeAt, reprice, setCount, type CartItem } from '#domain/cart.ts'
import type { Country } from '#domain/locale.ts'
import type { ShownPrice } from '#domain/schemas.ts'
import { providedPromise } from './effects'

export interface CartContext {
  items: CartItem[]
  /** The line waiting for the shopper to confirm its removal. */
  removing: number | null
  /** The market whose currency the cart is being priced in. */
  country: Country | null
}

export type CartEvent =
  | { type: 'cart.restore'; items: CartItem[] }
  | { type: 'cart.add'; item: CartItem }
  | { type: 'cart.count'; index: number; count: number }
  | { type: 'cart.remove'; index: number }
  | { type: 'cart.remove.confirm' }
  | { type: 'cart.remove.cancel' }
  | { type: 'cart.reprice'; prices: ShownPrice[] }
  | { type: 'cart.market'; country: Country }
  | { type: 'cart.clear' }

/** What the cart tells its listeners. */
export type CartEmitted = { type: 'cart.added'; item: CartItem }

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    /** Told to whoever listens (the app's data layer): an item the shopper put in the cart. */
    emitted: {} as CartEmitted,
  },
  actors: {
    /** The price of every line in a market's currency (getPriceSkrinka, getPriceChodba for a hallway). */
    priceItems: providedPromise<ShownPrice[], { items: CartItem[]; country: Country }>('priceItems'),
  },
  actions: {
    /** Saves the items (session storage in the app). */
    persist: (_, _params: { items: CartItem[] }) => {},
    logError: (_, params: { error: unknown }) => {
      console.error('Cart could not be priced:', params.error)
    },
  },
  guards: {
    otherCurrency: ({ context }, params: { country: Country }) =>
      context.items.length > 0 && !inCurrencyOf(context.items, params.country),
  },
}).createMachine({
  id: 'cart',
  context: { items: [], removing: null, country: null },
  initial: 'ready',
  on: {
    'cart.restore': { actions: assign({ items: ({ event }) => event.items }) },
    'cart.add': {
      actions: [
        assign({ items: ({ context, event }) => addToCart(context.items, event.item) }),
        { type: 'persist', params: ({ context }) => ({ items: context.items }) },
        emit(({ event }) => ({ type: 'cart.added' as const, item: event.item })),
      ],
    },
    'cart.clear': {
      target: '.ready',
      actions: [assign({ items: [], removing: null }), { type: 'persist', params: { items: [] } }],
    },
    'cart.reprice': {
      actions: [
        assign({ items: ({ context, event }) => reprice(context.items, event.prices) }),
        { type: 'persist', params: ({ context }) => ({ items: context.items }) },
      ],
    },
  },
  states: {
    ready: {
      on: {
        'cart.count': {
          actions: [
            assign({ items: ({ context, event }) => setCount(context.items, event.index, event.count) }),
            { type: 'persist', params: ({ context }) => ({ items: context.items }) },
          ],
        },
        'cart.remove': {
          guard: ({ context, event }) => context.items[event.index] !== undefined,
          target: 'confirmingRemoval',
          actions: assign({ removing: ({ event }) => event.index }),
        },
        'cart.market': {
          guard: { type: 'otherCurrency', params: ({ event }) => ({ country: event.country }) },
          target: 'repricing',
          actions: assign({ country: ({ event }) => event.country }),
        },
      },
    },
    /** docs/product.md#cart: 'Do you really want to delete this product?' with Delete and Cancel. */
    confirmingRemoval: {
      on: {
        'cart.remove.confirm': {
          target: 'ready',
          actions: [
            assign({ items: ({ context }) => removeAt(context.items, context.removing!), removing: null }),
            { type: 'persist', params: ({ context }) => ({ items: context.items }) },
          ],
        },
        'cart.remove.cancel': { target: 'ready', actions: assign({ removing: null }) },
      },
    },
    repricing: {
      invoke: {
        id: 'priceItems',
        src: 'priceItems',
        input: ({ context }) => ({ items: context.items, country: context.country! }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ items: ({ context, event }) => reprice(context.items, event.output) }),
            { type: 'persist', params: ({ context }) => ({ items: context.items }) },
          ],
        },
        onError: { target: 'ready', actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
})
