import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { CartLines } from '#components/cart/CartLines.tsx'
import { Totals } from '#components/cart/Totals.tsx'
import { cartTotals } from '#domain/cart.ts'
import type { Delivery, DeliveryMethod } from '#domain/checkout.ts'
import { cartActorWith, storyItems } from '../support/checkoutActors'
import { PRICE_LISTS } from '#domain/priceList.ts'

function CartIn({ asking, delivery }: { asking: boolean; delivery?: DeliveryMethod }) {
  const items = useMemo(storyItems, [])
  const cartRef = useMemo(() => cartActorWith(items, asking), [items, asking])
  const priced: Delivery | undefined =
    delivery && (delivery === 'courier' ? { method: delivery, to: 'SK' } : { method: delivery })
  return (
    <>
      <CartLines cartRef={cartRef} />
      <Totals totals={cartTotals(items, PRICE_LISTS.SK, priced)} delivery={delivery} choiceAhead={!delivery} />
    </>
  )
}

const meta = {
  title: 'Checkout/Cart',
  component: CartIn,
  args: { asking: false },
  parameters: { path: '/cart' },
} satisfies Meta<typeof CartIn>
export default meta

type Story = StoryObj<typeof meta>

/** Two designs, one of them twice: counts editable, each line links back to its design; shipping chosen in the next step. */
export const Items: Story = {}
/** Courier delivery chosen: its price in the totals. */
export const Courier: Story = { args: { delivery: 'courier' } }
/** Personal pickup: no shipping in the totals. */
export const PersonalPickup: Story = { args: { delivery: 'pickup' } }
/** Removing asks first (docs/product.md#cart): 'Do you really want to delete this product?' with Delete and Cancel. */
export const DeleteDialog: Story = { args: { asking: true } }
