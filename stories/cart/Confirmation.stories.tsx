import type { Meta, StoryObj } from '@storybook/react-vite'
import { OrderConfirmation } from '#components/cart/OrderConfirmation.tsx'
import { orderSummary } from '#domain/orderSummary.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'

const meta = {
  title: 'Checkout/Confirmation',
  component: OrderConfirmation,
  parameters: { path: '/potvrdenie-objednavky' },
} satisfies Meta<typeof OrderConfirmation>
export default meta

type Story = StoryObj<typeof meta>

const { order } = orderBody()

/** After a confirmed order: its number and summary, as the shop answered the token. */
export const Confirmed: Story = {
  args: {
    view: {
      status: 'shown',
      summary: orderSummary(
        { ...order, courier: order.customer.dorucenie },
        { orderNumber: '2026-000123', total: 359.17, totalNet: 292, currency: 'EUR' },
        {
          treatment: { kind: 'domestic', rateOf: 'SK' },
          lines: [{ rate: 0.23, base: 292, vat: 67.17 }],
        },
        // The delivery day stored with the order (issue 39.1).
        '2026-12-18',
      ),
    },
  },
}

/** A Czech company with its VAT number: exempt, the act's wording, both VAT numbers and the VIES note (issue 37). */
export const ConfirmedExempt: Story = {
  args: {
    view: {
      status: 'shown',
      summary: orderSummary(
        { ...order, courier: order.customer.dorucenie },
        { orderNumber: '2026-000124', total: 292, totalNet: 292, currency: 'EUR' },
        {
          treatment: { kind: 'intraCommunity', buyerVatId: 'CZ12345679' },
          lines: [{ rate: 0, base: 292, vat: 0 }],
        },
      ),
    },
  },
}

/** A shop not registered for VAT: no VAT line, the sentence instead (issue 37). */
export const ConfirmedNotVatPayer: Story = {
  args: {
    view: {
      status: 'shown',
      summary: orderSummary(
        { ...order, courier: order.customer.dorucenie },
        { orderNumber: '2026-000125', total: 292, totalNet: 292, currency: 'EUR' },
        { treatment: { kind: 'notVatPayer' }, lines: [] },
      ),
    },
  },
}
/** While the shop answers. */
export const Loading: Story = { args: { view: { status: 'loading' } } }
/** Reloaded after the summary was shown once: the number, and the details in the e-mail. */
export const AlreadyShown: Story = { args: { view: { status: 'gone', orderNumber: '2026-000123' } } }
/** Opened without an order (or with a wrong token). */
export const NoOrder: Story = { args: { view: { status: 'missing' } } }
/** The shop could not be reached. */
export const Failed: Story = { args: { view: { status: 'failed' } } }
