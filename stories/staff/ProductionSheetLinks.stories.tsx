import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProductionSheetLinks } from '#components/staff/ProductionSheetLinks.tsx'

/** Downloads of the production sheets: cut list CSV, work order PDF and (one order) assembly instructions. */
const meta = {
  title: 'Staff/Production sheets',
  component: ProductionSheetLinks,
  parameters: { path: '/admin/objednavky' },
} satisfies Meta<typeof ProductionSheetLinks>
export default meta

type Story = StoryObj<typeof meta>

/** One order's sheets and its assembly instructions, on its detail page. */
export const OneOrder: Story = { args: { number: '2026-000123' } }

/** Today's production day's orders at once (the production calendar's batch). */
export const Batch: Story = {}

/** One production day's batch, as the week plan links it (without its heading). */
export const Day: Story = { args: { day: '2026-12-02', title: false } }
