import type { Meta, StoryObj } from '@storybook/react-vite'
import { SetPassword } from '#components/staff/SetPassword.tsx'

/** Setting a password with an invitation's or a reset's one-time link (/admin/heslo?token=…). */
const meta = {
  title: 'Staff/Set password',
  component: SetPassword,
  args: { state: { kind: 'typing' }, signInPath: '/admin/prihlasenie', onSubmit: () => {} },
  parameters: { path: '/admin/heslo' },
} satisfies Meta<typeof SetPassword>
export default meta

type Story = StoryObj<typeof meta>

/** The form: the new password twice. */
export const Typing: Story = {}
/** Sent: the button waits. */
export const Sending: Story = { args: { state: { kind: 'sending' } } }
/** The two passwords differ. */
export const Mismatch: Story = { args: { state: { kind: 'mismatch' } } }
/** The link was used or has expired. */
export const InvalidLink: Story = { args: { state: { kind: 'invalid_link' } } }
/** The answer did not arrive. */
export const Failed: Story = { args: { state: { kind: 'failed' } } }
/** Done: the way to the sign-in. */
export const Done: Story = { args: { state: { kind: 'done' } } }
