import type { Meta, StoryObj } from '@storybook/react-vite'
import { Dashboard, DashboardPending } from '#components/staff/Dashboard.tsx'
import type { StaffDashboard } from '#domain/dashboard.ts'

/** A busy Wednesday in November, as GET /api/staff/dashboard answers it. */
const BUSY: StaffDashboard = {
  today: '2026-11-25',
  month: { from: '2026-11-01', to: '2026-11-30' },
  toConfirm: 3,
  inProduction: 5,
  dueThisWeek: 2,
  late: 1,
  cash: [
    { currency: 'EUR', orders: 2, gross: 1_852.8 },
    { currency: 'CZK', orders: 1, gross: 18_450 },
  ],
  sales: [
    { country: 'SK', currency: 'EUR', orders: 14, net: 10_243.9, gross: 12_599.99 },
    { country: 'CZ', currency: 'CZK', orders: 6, net: 98_760, gross: 119_500 },
  ],
  crossBorder: { year: 2026, net: { EUR: 6_120.5, CZK: 41_300 }, remainingEur: 3_879.5, thresholdEur: 10_000 },
}

/** A quiet day at the start of a month: nothing open, no sale yet. */
const QUIET: StaffDashboard = {
  today: '2026-12-01',
  month: { from: '2026-12-01', to: '2026-12-31' },
  toConfirm: 0,
  inProduction: 0,
  dueThisWeek: 0,
  late: 0,
  cash: [
    { currency: 'EUR', orders: 0, gross: 0 },
    { currency: 'CZK', orders: 0, gross: 0 },
  ],
  sales: [
    { country: 'SK', currency: 'EUR', orders: 0, net: 0, gross: 0 },
    { country: 'CZ', currency: 'CZK', orders: 0, net: 0, gross: 0 },
  ],
  crossBorder: { year: 2026, net: { EUR: 0, CZK: 0 }, remainingEur: 10_000, thresholdEur: 10_000 },
}

/** The back office's home (/admin, cz /cz/admin): each figure opens the orders list filtered to it. */
const meta = {
  title: 'Staff/Dashboard',
  component: Dashboard,
  args: { figures: BUSY },
  parameters: { path: '/admin' },
} satisfies Meta<typeof Dashboard>
export default meta

type Story = StoryObj<typeof meta>

/** Orders to confirm, in production, due this week and late; cash in both currencies; the month in both markets. */
export const Figures: Story = {}

/** Nothing to confirm, make or deliver, and no sale this month yet. */
export const NothingToDo: Story = { args: { figures: QUIET } }

/** Only cash to collect in one currency: the other one is left out. */
export const CashInEuros: Story = {
  args: { figures: { ...QUIET, cash: [{ currency: 'EUR', orders: 1, gross: 612.3 }, QUIET.cash[1]!] } },
}

/** The dashboard while its figures are on their way. */
export const Loading: Story = { render: () => <DashboardPending /> }
