import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { OptionsPanel } from '#components/configurator/OptionsPanel.tsx'
import { settle, type Cabinet } from '#domain/cabinet/model.ts'

/** The panel with its own design state, as the route gives it (there the URL holds it). */
function Panel({ start }: { start: Cabinet }) {
  const [cabinet, setCabinet] = useState(start)
  return <OptionsPanel cabinet={cabinet} onChange={(change) => setCabinet(settle({ ...cabinet, ...change }))} />
}

const meta = {
  title: 'Configurator/Options panel',
  component: Panel,
  args: { start: settle({ variant: 'L1D' }) },
} satisfies Meta<typeof Panel>
export default meta

type Story = StoryObj<typeof meta>

/** The default single-door cabinet: wall-hung, so the legs say why they are off. */
export const SingleDoor: Story = {}
/** A kitchen base on legs with tip-on and a top board: every surcharge shown. */
export const KitchenOnLegs: Story = {
  args: {
    start: settle({ variant: 'L2D', designation: 'kuchyna', mounting: 'snozkami', tipon: true, topBoard: true }),
  },
}
/** An open cabinet: no doors, so door decor and tip-on say why. */
export const Open: Story = { args: { start: settle({ variant: 'LTO' }) } }
/** A tall wardrobe: assembled or disassembled is a choice above 170 cm. */
export const Wardrobe: Story = { args: { start: settle({ variant: 'PDV2D' }) } }
/** A tall cabinet standing without legs: the legs are off and disabled; the placement "with legs" adds them. */
export const TallWithoutLegs: Story = { args: { start: settle({ variant: 'HCH', mounting: 'beznoziek' }) } }
