import type { Meta, StoryObj } from '@storybook/react-vite'
import { ConsentBanner } from '#components/ConsentBanner.tsx'

const meta = {
  title: 'Frame/Consent banner',
  component: ConsentBanner,
  // The banner shows only while no choice is stored.
  beforeEach: () => {
    document.cookie = 'skrinka-consent=; Max-Age=0; Path=/'
  },
} satisfies Meta<typeof ConsentBanner>
export default meta

/** Before any choice: refusing is one click, like accepting; nothing is pre-ticked. */
export const NotAsked: StoryObj<typeof meta> = {}
