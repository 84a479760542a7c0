import type { Meta, StoryObj } from '@storybook/react-vite'
import { OrderConfirmation } from '../../src/components/cart/OrderConfirmation'
import { LAST_ORDER_KEY } from '../../src/site/storage'
import { removeStored, writeStored } from '../../src/site/browser/storedJson'
import { orderSummary } from '../../src/domain/orderSummary'
import { orderBody } from '../../tests/fixtures/order'

const meta = {
  title: 'Checkout/Confirmation',
  component: OrderConfirmation,
  parameters: { path: '/potvrdenie-objednavky' },
} satisfies Meta<typeof OrderConfirmation>
export default meta

type Story = StoryObj<typeof meta>

/** After a confirmed order: its number and summary, from the tab's storage. */
export const Confirmed: Story = {
  beforeEach: () => {
    const summary = orderSummary(orderBody(), {
      orderNumber: '2026-000123',
      total: 359.17,
      totalNet: 292,
      currency: 'EUR',
    })
    writeStored(LAST_ORDER_KEY, summary)
    return () => removeStored(LAST_ORDER_KEY)
  },
}
/** Opened without an order in this tab. */
export const NoOrder: Story = {
  beforeEach: () => removeStored(LAST_ORDER_KEY),
}
