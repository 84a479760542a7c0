import type { Meta, StoryObj } from '@storybook/react-vite'
import { StaffSignIn } from '#components/staff/StaffSignIn.tsx'

/** The staff sign-in (/admin/prihlasenie, cz /cz/admin/prihlaseni): e-mail and password. */
const meta = {
  title: 'Staff/Sign in',
  component: StaffSignIn,
  args: { onSubmit: () => {} },
  parameters: { path: '/admin/prihlasenie' },
} satisfies Meta<typeof StaffSignIn>
export default meta

type Story = StoryObj<typeof meta>

/** Nobody signed in: the empty form. */
export const Empty: Story = {}

/** The e-mail or the password was wrong (the answer does not say which). */
export const WrongPassword: Story = { args: { failure: { kind: 'wrong' } } }

/** Five wrong passwords within 15 minutes: locked, with the minutes left. */
export const Locked: Story = { args: { failure: { kind: 'locked', minutes: 15 } } }

/** The server did not answer. */
export const Failed: Story = { args: { failure: { kind: 'failed' } } }

/** The account has one-time codes: after the right password, the code is asked for. */
export const CodeNeeded: Story = { args: { codeNeeded: true } }

/** The one-time code was wrong or used already. */
export const WrongCode: Story = { args: { codeNeeded: true, failure: { kind: 'code' } } }

/** The owner disabled the account. */
export const Disabled: Story = { args: { failure: { kind: 'disabled' } } }
