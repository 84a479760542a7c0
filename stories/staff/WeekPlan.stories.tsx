import type { Meta, StoryObj } from '@storybook/react-vite'
import { WeekPlan, WeekPlanPending } from '#components/staff/WeekPlan.tsx'
import type { StaffProductionWeek } from '#domain/production/plan.ts'
import { ON_PHONE, PHONE_PARAMETERS } from '../support/viewports'

const order = (number: string, surname: string, pieces: number, due: string, termsDue: string) => ({
  number,
  surname,
  status: 'confirmed',
  pieces,
  due,
  termsDue,
  late: due > termsDue,
  // Three boards a piece, a third of them packed: the bar shows.
  boards: pieces * 30,
  packed: pieces * 10,
})

/** Christmas week 2026 in Slovakia: a full Monday, one order on Tuesday planned past the terms, 24–25 December off. */
const CHRISTMAS: StaffProductionWeek = {
  from: '2026-12-21',
  to: '2026-12-27',
  today: '2026-12-21',
  capacity: 4,
  days: [
    {
      day: '2026-12-21',
      working: true,
      holiday: false,
      used: 4,
      capacity: 4,
      orders: [
        order('2026-000131', 'Malý', 1, '2026-12-22', '2027-01-05'),
        order('2026-000132', 'Kováčová', 3, '2026-12-22', '2027-01-07'),
      ],
    },
    {
      day: '2026-12-22',
      working: true,
      holiday: false,
      used: 5,
      capacity: 4,
      orders: [order('2026-000120', 'Nováková', 5, '2026-12-23', '2026-12-22')],
    },
    { day: '2026-12-23', working: true, holiday: false, used: 0, capacity: 4, orders: [] },
    { day: '2026-12-24', working: false, holiday: true, used: 0, capacity: 0, orders: [] },
    { day: '2026-12-25', working: false, holiday: true, used: 0, capacity: 0, orders: [] },
  ],
}

/** The desk's production plan (issue 38.5): a row per day, capacity used and left, holidays, late orders. */
const meta = {
  title: 'Staff/Week plan',
  component: WeekPlan,
  parameters: { path: '/admin/vyroba' },
  args: { week: CHRISTMAS, onWeek: () => {} },
} satisfies Meta<typeof WeekPlan>
export default meta

type Story = StoryObj<typeof meta>

/** Christmas week with a late order: the warning above the table and on the order. */
export const ChristmasWeek: Story = {}

/** A quiet week: nothing planned yet. */
export const Empty: Story = {
  args: {
    week: {
      ...CHRISTMAS,
      from: '2027-01-11',
      to: '2027-01-17',
      today: '2027-01-11',
      days: ['2027-01-11', '2027-01-12', '2027-01-13', '2027-01-14', '2027-01-15'].map((day) => ({
        day,
        working: true,
        holiday: false,
        used: 0,
        capacity: 4,
        orders: [],
      })),
    },
  },
}

/** At phone width: nothing scrolls sideways. */
export const OnPhone: Story = { parameters: { ...PHONE_PARAMETERS, path: '/admin/vyroba' }, globals: ON_PHONE }

/** While the week loads. */
export const Pending: StoryObj = { render: () => <WeekPlanPending /> }
