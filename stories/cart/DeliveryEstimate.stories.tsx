import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { DeliveryEstimateLine, DeliveryPromise } from '#components/cart/DeliveryEstimate.tsx'
import { API } from '#domain/endpoints.ts'
import type { DeliveryEstimate } from '#domain/production/plan.ts'

const meta = {
  title: 'Checkout/Delivery date',
  component: DeliveryEstimateLine,
} satisfies Meta<typeof DeliveryEstimateLine>
export default meta

type Story = StoryObj<typeof meta>

/** A cabinet on the configurator: the courier's date the shop's estimate answers (an empty workshop here). */
export const Courier: Story = { args: { pieces: 1 } }

/** The checkout with pickup chosen: ready at the workshop, no van days. */
export const Pickup: Story = { args: { pieces: 3, pickup: true, warnLate: true } }

// A workshop booked past the terms: ready after the terms' last day.
const LATE: DeliveryEstimate = {
  production: '2027-02-01',
  ready: '2027-02-02',
  delivery: '2027-02-04',
  termsDue: '2027-01-14',
  late: true,
}

/** The checkout when the plan would pass the terms' limit: the date and the note before the order button. */
export const LateInCheckout: Story = {
  args: { pieces: 40, warnLate: true },
  parameters: { msw: [http.get(API.getDeliveryEstimate.path, () => HttpResponse.json(LATE))] },
}

/** The confirmation's line: the date stored with the order, not asked again. */
export const Stored: StoryObj<typeof DeliveryPromise> = {
  render: () => <DeliveryPromise date="2026-12-18" pickup={false} />,
}
