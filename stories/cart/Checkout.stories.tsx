import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Checkout, CheckoutForm, DeliveryChoice } from '#components/cart/Checkout.tsx'
import { crossBorderCustomer, orderActorIn, storyItems, type OrderState } from '../support/checkoutActors'

function CheckoutIn({
  step,
  state,
  crossBorder = false,
}: {
  step: 'cart' | 'delivery' | 'address'
  state: OrderState
  crossBorder?: boolean
}) {
  const { actor, cart } = useMemo(
    () => orderActorIn(state, storyItems(), crossBorder ? crossBorderCustomer() : undefined),
    [state, crossBorder],
  )
  if (step === 'cart') return <Checkout />
  if (step === 'delivery') return <DeliveryChoice orderRef={actor} />
  return <CheckoutForm orderRef={actor} cartRef={cart} />
}

const meta = {
  title: 'Checkout/Steps and order',
  component: CheckoutIn,
  args: { step: 'address', state: 'empty' },
  parameters: { path: '/cart' },
} satisfies Meta<typeof CheckoutIn>
export default meta

type Story = StoryObj<typeof meta>

/** The cart step of an empty cart (the tab's own cart, empty in Storybook). */
export const EmptyCart: Story = { args: { step: 'cart' } }
/** Delivery step: courier or personal pickup, neither chosen yet (no shipping counted until then). */
export const DeliveryStep: Story = { args: { step: 'delivery' } }
/** Address step before anything is typed or chosen: the delivery choice, every field, the summary without shipping and the order button. */
export const AddressStep: Story = {}
/** A Slovak order to a separate delivery address in Czechia: the country select, a Czech postcode, the courier's rate to Czechia in euros. */
export const CrossBorderDelivery: Story = { args: { crossBorder: true } }
/** Submitted empty: 'Please fill in the following data' lists each field; nothing was sent. */
export const AddressWithErrors: Story = { args: { state: 'errors' } }
/** Sent, waiting for the shop: 'being processed, please wait'. */
export const Pending: Story = { args: { state: 'pending' } }
/**
 * The shop could not be reached: the order's error text (docs/product.md#orders) and Try again; the form keeps
 * everything.
 */
export const Failed: Story = { args: { state: 'failed' } }
/** The shop's prices differ (409): what changed, and a button to accept and order. */
export const PriceChanged: Story = { args: { state: 'priceChanged' } }
