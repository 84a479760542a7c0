import { useMemo, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createActor, fromPromise } from 'xstate'
import { hallwayMachine } from '#machines/hallway.ts'
import { FloorPlans } from '#components/hallway/FloorPlans.tsx'
import { ModuleRow } from '#components/hallway/ModuleRow.tsx'
import { balance, type Hallway, type Podorys } from '#domain/hallway/layout.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import type { Country } from '#domain/locale.ts'
import { priceHallway } from '#domain/hallway/cutList.ts'
import { priceDataOf } from '#domain/priceData.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'
import { modelUrl } from '#domain/endpoints.ts'

/** A hallway actor whose render and price answer at once (no server in Storybook). */
function hallwayActor(realWidth: number, refuseSeating: boolean) {
  const actor = createActor(
    hallwayMachine.provide({
      actors: {
        renderHallway: fromPromise(async () => ({ url: modelUrl('story') })),
        priceHallway: fromPromise(async ({ input }: { input: { hallway: Hallway; country: Country } }) => ({
          priceData: priceDataOf(priceHallway(input.hallway, PRICE_LISTS[input.country])),
        })),
      },
    }),
    { input: { hallway: balance({ ...defaultHallway(), realWidth }), country: 'SK' } },
  ).start()
  if (refuseSeating) actor.send({ type: 'hallway.module.variant', index: 0, variant: '5' })
  return actor
}

function ModuleRowIn({ realWidth, refuseSeating }: { realWidth: number; refuseSeating: boolean }) {
  const actor = useMemo(() => hallwayActor(realWidth, refuseSeating), [realWidth, refuseSeating])
  return <ModuleRow hallwayRef={actor} />
}

const meta = {
  title: 'Hallway/Module row',
  component: ModuleRowIn,
  args: { realWidth: 400, refuseSeating: false },
  parameters: { path: '/chodby' },
} satisfies Meta<typeof ModuleRowIn>
export default meta

type Story = StoryObj<typeof meta>

/** The default 4 m wall: five modules with a bench, upper cabinets above (2.5 m high). */
export const Default: Story = {}
/** A narrow wall where one more seat does not fit: the message to remove or add modules (docs/product.md#hallway). */
export const SeatingRefused: Story = { args: { realWidth: 130, refuseSeating: true } }

function FloorPlansIn({ initial }: { initial: Podorys }) {
  const [value, setValue] = useState(initial)
  return <FloorPlans value={value} onChange={setValue} />
}

/** Floor plans A–D, each with its small plan drawing (A, between two walls, is the default). */
export const Plans: StoryObj<typeof FloorPlansIn> = { render: () => <FloorPlansIn initial="A" /> }
