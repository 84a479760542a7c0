import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { CartLines } from '../../src/components/cart/CartLines'
import { Totals } from '../../src/components/cart/Totals'
import { cartTotals } from '../../src/domain/cart'
import { cartActorWith, storyItems } from '../support/checkoutActors'

function CartIn({ asking, courier }: { asking: boolean; courier: boolean }) {
  const items = useMemo(storyItems, [])
  const cartRef = useMemo(() => cartActorWith(items, asking), [items, asking])
  return (
    <>
      <CartLines cartRef={cartRef} />
      <Totals totals={cartTotals(items, 'SK', courier)} courier={courier} />
    </>
  )
}

const meta = {
  title: 'Checkout/Cart',
  component: CartIn,
  args: { asking: false, courier: true },
  parameters: { path: '/cart' },
} satisfies Meta<typeof CartIn>
export default meta

type Story = StoryObj<typeof meta>

/** Two designs, one of them twice: counts editable, each line links back to its design; totals with courier delivery. */
export const Items: Story = {}
/** Personal pickup: no shipping in the totals. */
export const PersonalPickup: Story = { args: { courier: false } }
/** Removing asks first (spec §4): 'Do you really want to delete this product?' with Delete and Cancel. */
export const DeleteDialog: Story = { args: { asking: true } }
