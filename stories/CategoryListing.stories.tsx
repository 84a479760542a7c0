import type { Meta, StoryObj } from '@storybook/react-vite'
import { CategoryListing } from '#components/CategoryListing.tsx'

const meta = {
  title: 'Shop/Category listing',
  component: CategoryListing,
  args: { designation: 'kuchyna' },
} satisfies Meta<typeof CategoryListing>
export default meta

type Story = StoryObj<typeof meta>

/** Every cabinet for the kitchen, with its picture and "from" price. */
export const Kitchen: Story = {}
/** Only what can hang on a wall. */
export const KitchenWallHung: Story = { args: { mounting: 'zavesna' } }
