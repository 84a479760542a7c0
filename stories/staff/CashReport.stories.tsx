import type { Meta, StoryObj } from '@storybook/react-vite'
import { CashMissing, CashReport } from '#components/staff/CashCollect.tsx'
import type { CashDriver, StaffCashMissing } from '#domain/cash.ts'

const DRIVERS: CashDriver[] = [
  {
    driver: 'Eva Vodičová',
    orders: [{ number: '2026-000129', amount: 15_082, due: 15_082, currency: 'CZK' }],
    totals: [{ currency: 'CZK', amount: 15_082 }],
  },
  {
    driver: 'Ján Vodič',
    orders: [
      { number: '2026-000128', amount: 602.25, due: 602.25, currency: 'EUR' },
      { number: '2026-000131', amount: 1_240.5, due: 1_240.5, currency: 'EUR' },
    ],
    totals: [{ currency: 'EUR', amount: 1_842.75 }],
  },
]
const MISSING: StaffCashMissing['orders'] = [
  { number: '2026-000130', due: 450.15, currency: 'EUR' },
  { number: '2026-000132', due: 9_870, currency: 'CZK' },
]

/** The day's cash per driver (deliveries desk) and the dashboard's delivered orders without cash (issue 37.5). */
function Panels({ drivers, missing }: { drivers: CashDriver[]; missing: StaffCashMissing['orders'] }) {
  return (
    <>
      <CashReport drivers={drivers} />
      <CashMissing orders={missing} />
    </>
  )
}

const meta = {
  title: 'Staff/Cash report',
  component: Panels,
  args: { drivers: DRIVERS, missing: MISSING },
  parameters: { path: '/admin/rozvoz' },
} satisfies Meta<typeof Panels>
export default meta

type Story = StoryObj<typeof meta>

/** Two drivers, euro and crowns; two delivered orders still without their cash. */
export const Day: Story = {}
/** Nothing recorded, nothing missing. */
export const Empty: Story = { args: { drivers: [], missing: [] } }
