import type { Meta, StoryObj } from '@storybook/react-vite'
import { FeedLinks } from '#components/staff/FeedLinks.tsx'

/** Below the shop settings (/admin/nastavenia): the product feeds' addresses for the comparison sites (issue 39.5). */
const meta = {
  title: 'Staff/Product feeds',
  component: FeedLinks,
  args: { siteUrl: 'https://skrinka.sk' },
  parameters: { path: '/admin/nastavenia' },
} satisfies Meta<typeof FeedLinks>
export default meta

type Story = StoryObj<typeof meta>

/** The five feeds, each address written out to copy. */
export const Addresses: Story = {}
