import type { Meta, StoryObj } from '@storybook/react-vite'
import { AuditLog } from '#components/staff/AuditLog.tsx'
import type { AuditRow } from '#domain/staffAccounts.ts'

const ENTRIES: AuditRow[] = [
  {
    at: '2026-11-28T09:40:00.000Z',
    by: 'Olga Majiteľová',
    action: 'staff.invite',
    subject: 'staff:marek@skrinka.sk',
    detail: { name: 'Marek z dielne', role: 'workshop' },
  },
  {
    at: '2026-11-28T09:20:00.000Z',
    by: 'Eva Nováková',
    action: 'order.status',
    subject: 'order:2026-000123',
    detail: { from: 'received', to: 'confirmed' },
  },
  { at: '2026-11-28T08:00:00.000Z', by: 'Olga Majiteľová', action: 'prices.publish', subject: 'prices:4', detail: {} },
  {
    at: '2026-11-27T16:10:00.000Z',
    by: 'nightly-import',
    action: 'order.newer',
    subject: 'order:2026-000120',
    detail: {},
  },
  { at: '2026-11-01T08:00:00.000Z', by: null, action: 'settings.publish', subject: 'settings:1', detail: {} },
]

/** The owner's audit screen (/admin/audit): who did what, filtered by person, action, subject and days. */
const meta = {
  title: 'Staff/Audit log',
  component: AuditLog,
  args: { entries: ENTRIES, limited: false, filter: {}, onFilter: () => {} },
  parameters: { path: '/admin/audit' },
} satisfies Meta<typeof AuditLog>
export default meta

type Story = StoryObj<typeof meta>

/** Every kind of row: an account action, a status move, published versions, an action newer than the screen. */
export const Rows: Story = {}
/** Filtered to the staff accounts' actions of one day. */
export const Filtered: Story = {
  args: { entries: ENTRIES.slice(0, 1), filter: { action: 'staff.', from: '2026-11-28', to: '2026-11-28' } },
}
/** Nothing matches. */
export const Empty: Story = { args: { entries: [], filter: { staff: 'Nikto' } } }
/** More rows than the screen shows: narrow the filter. */
export const Limited: Story = { args: { limited: true } }
