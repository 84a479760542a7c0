import { useEffect, useMemo, useRef } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createActor, fromPromise } from 'xstate'
import { cartMachine } from '#machines/cart.ts'
import { Checkout } from '#components/cart/Checkout.tsx'
import type { CartItem } from '#domain/cart.ts'
import type { Country } from '#domain/locale.ts'
import type { ShownPrice } from '#domain/schemas.ts'
import { useMarket } from '#i18n/useMarket.ts'
import { cartLine } from '#scripts/harness/fixtures/order.ts'

/** The cart machine's states these stories start in (confirmingRemoval: Cart.stories DeleteDialog). */
type CartState = 'empty' | 'ready' | 'repricing'

/** Two designs priced for a market, one of them twice. */
const linesFor = (country: Country): CartItem[] => [
  cartLine({ variant: 'L1D' }, country, 2),
  cartLine({ variant: 'L2D', width: 80, mounting: 'snozkami' }, country, 1),
]

/**
 * A cart actor in `state` for the site's market. Repricing: the lines are priced in the other
 * market's currency (euros on the Czech site, crowns on the Slovak one) and the new prices are
 * asked for; the stand-in for getPriceSkrinka never answers, so the cart stays there.
 */
function cartIn(state: CartState, country: Country) {
  const other: Country = country === 'CZ' ? 'SK' : 'CZ'
  const items = state === 'empty' ? [] : linesFor(state === 'repricing' ? other : country)
  const priceItems = fromPromise<ShownPrice[], { items: CartItem[]; country: Country }>(() => new Promise(() => {}))
  const actor = createActor(cartMachine.provide({ actors: { priceItems }, actions: { persist: () => {} } })).start()
  actor.send({ type: 'cart.restore', items })
  if (state === 'repricing') actor.send({ type: 'cart.market', country })
  return actor
}

/** What a shopper types into a count field: the value set as the browser does, then its input event. */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * The checkout (its cart step) on a cart held in `state`; `typed` is typed into the first line's
 * count once it shows (the message is the field's own state, not the machine's).
 */
function CheckoutWithCart({ state, typed }: { state: CartState; typed?: string }) {
  const { country } = useMarket()
  const cartRef = useMemo(() => cartIn(state, country), [state, country])
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const count = frame.current?.querySelector<HTMLInputElement>('input[data-testid="cart-item-count"]')
    if (count && typed !== undefined) typeInto(count, typed)
  }, [typed, cartRef])
  return (
    <div ref={frame}>
      <Checkout cartRef={cartRef} />
    </div>
  )
}

const meta = {
  title: 'Checkout/Cart states',
  component: CheckoutWithCart,
  args: { state: 'ready' },
  parameters: { path: '/cart' },
} satisfies Meta<typeof CheckoutWithCart>
export default meta

type Story = StoryObj<typeof meta>

/** repricing: a cart priced in euros opened on the Czech site (crowns on the Slovak one) while its new prices are asked for: the notice, Continue off. */
export const Repricing: Story = { args: { state: 'repricing' } }
/** ready with no lines: 'Your cart is empty.' */
export const Empty: Story = { args: { state: 'empty' } }
/** ready, the cart step with a wrong count typed (0): 'Enter a whole number from 1 to 100.'; the cart keeps its count. */
export const CountError: Story = { args: { typed: '0' } }
