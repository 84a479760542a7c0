import type { Meta, StoryObj } from '@storybook/react-vite'
import { MountingListing } from '#components/CategoryListing.tsx'

const meta = {
  title: 'Shop/Mounting listing',
  component: MountingListing,
  args: { mounting: 'snozkami' },
} satisfies Meta<typeof MountingListing>
export default meta

type Story = StoryObj<typeof meta>

/** /predaj/skrinky-na-mieru-s-nozkami: every cabinet that stands on legs, room by room. */
export const OnLegs: Story = {}
/** /predaj/skrinky-na-mieru-zavesne: what can hang on a wall, room by room. */
export const WallHung: Story = { args: { mounting: 'zavesna' } }
