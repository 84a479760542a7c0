import type { Meta, StoryObj } from '@storybook/react-vite'
import { StaffSignIn } from '../../src/components/staff/StaffSignIn'

/** What the staff layout route shows while nobody is signed in in this tab: name and staff token. */
const meta = {
  title: 'Staff/Sign in',
  component: StaffSignIn,
  args: { onSignIn: () => {} },
  parameters: { path: '/chodby/konzultacia?productId=story-1&orderId=2026-000123' },
} satisfies Meta<typeof StaffSignIn>
export default meta

type Story = StoryObj<typeof meta>

/** Nobody signed in in this tab: the sign-in form (name and staff token). */
export const SignedOut: Story = {}
