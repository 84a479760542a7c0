import type { Meta, StoryObj } from '@storybook/react-vite'
import { RoomFitPanel } from '#components/configurator/RoomFitPanel.tsx'
import { settle } from '#domain/cabinet/model.ts'
import { AsShopper, openDetails, typeInto } from './asShopper'

/**
 * The "Will it fit?" panel of a tall double-door wardrobe (PDV2D, 90 cm wide), opened with a door and a
 * ceiling typed in as a shopper would; the verdict comes from the domain's roomFit.
 */
function Fit({ height, depth, room }: { height: number; depth: number; room?: [string, string, string] }) {
  const cabinet = settle({ variant: 'PDV2D', mounting: 'beznoziek', width: 90, height, depth })
  const steps = (root: HTMLElement) => {
    openDetails(root)
    if (!room) return
    const inputs = root.querySelectorAll('input')
    room.forEach((text, i) => typeInto(inputs[i], text))
  }
  return (
    <AsShopper steps={steps}>
      <RoomFitPanel cabinet={cabinet} />
    </AsShopper>
  )
}

const meta = {
  title: 'Configurator/RoomFit',
  component: Fit,
  args: { height: 200, depth: 60 },
} satisfies Meta<typeof Fit>
export default meta

type Story = StoryObj<typeof meta>

/** Opened, nothing typed yet: the three sizes it asks for. */
export const Empty: Story = {}

/** 200 cm tall and 60 cm deep through an 80 × 197 cm door under a 245 cm ceiling: it fits (diagonal 208.8 cm). */
export const Fits: Story = { args: { room: ['80', '197', '245'] } }

/**
 * 240 cm tall under 245 cm: its diagonal (247.4 cm) is taller than the room, so it cannot be stood up;
 * the panel names the tallest that can (237.5 cm) and offers delivery disassembled.
 */
export const TooTallToStandUp: Story = { args: { height: 240, room: ['80', '197', '245'] } }

/** 90 cm wide and 80 cm deep through a 70 cm door: its two smallest sizes, 80 × 90 cm, do not pass. */
export const DoorTooNarrow: Story = { args: { depth: 80, room: ['70', '197', '260'] } }

/** A door of 12 cm is no door: the message asks to check the sizes and nothing is judged. */
export const WrongSize: Story = { args: { room: ['12', '197', '250'] } }
