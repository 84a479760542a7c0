import type { Meta, StoryObj } from '@storybook/react-vite'
import { TotpPrompt } from '#components/staff/TotpPrompt.tsx'

/** An owner without one-time codes is asked to set them up, on every back-office page but /admin/personal. */
const meta = {
  title: 'Staff/One-time codes prompt',
  component: TotpPrompt,
  parameters: { path: '/admin' },
} satisfies Meta<typeof TotpPrompt>
export default meta

type Story = StoryObj<typeof meta>

/** The prompt with its link to the set-up. */
export const Prompt: Story = {}
