import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { OrderPlanPanel } from '#components/staff/OrderPlan.tsx'
import { API } from '#domain/endpoints.ts'
import type { StaffOrderPlan } from '#domain/production/plan.ts'

/** An order's delivery promise and its place in the production calendar, on the desk's order detail. */
const meta = {
  title: 'Staff/Order plan',
  component: OrderPlanPanel,
  parameters: { path: '/admin/objednavky/2026-000123' },
  args: { number: '2026-000123', status: 'confirmed', promised: '2026-12-10' },
} satisfies Meta<typeof OrderPlanPanel>
export default meta

type Story = StoryObj<typeof meta>

const plan = (answer: StaffOrderPlan) => ({ msw: [http.get(API.staffOrderPlan.path, () => HttpResponse.json(answer))] })

/** Confirmed and planned in time; the promise within the terms. */
export const InTime: Story = {
  parameters: plan({
    plan: { day: '2026-12-07', due: '2026-12-08', termsDue: '2026-12-22', late: false },
    promise: { date: '2026-12-10', termsLimit: '2026-12-24', late: false },
  }),
}

/**
 * Received while the workshop was booked past the terms: the checkout warned the shopper, the stored promise is past
 * the terms' last delivery day, and the desk is told to agree the date (no plan before the confirmation).
 */
export const LatePromise: Story = {
  args: { status: 'received', promised: '2027-02-04' },
  parameters: plan({ plan: null, promise: { date: '2027-02-04', termsLimit: '2027-01-19', late: true } }),
}

/** Confirmed with the late promise, and the plan past the terms too: both said. */
export const LatePlan: Story = {
  args: { promised: '2027-02-04' },
  parameters: plan({
    plan: { day: '2027-02-01', due: '2027-02-02', termsDue: '2027-01-14', late: true },
    promise: { date: '2027-02-04', termsLimit: '2027-01-19', late: true },
  }),
}
