import { useEffect, useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createActor } from 'xstate'
import { priceMachine } from '#machines/price.ts'
import { priceActors } from '#queries/actors.ts'
import { stepperMachine } from '#machines/stepper.ts'
import { MachineTracePanel } from '#components/debug/MachineTracePanel.tsx'
import { createTraceRecorder } from '#debug/trace.ts'
import { priceRequestOf } from '#domain/cabinet/requests.ts'
import { storyCabinet } from '../support/priceActor'
import { PRICE_LISTS } from '#domain/priceList.ts'

/** A recorder fed by real actors: the price machine asks the (msw) shop, the stepper walks two steps. */
function PanelWith({ busy }: { busy: boolean }) {
  const recorder = useMemo(() => createTraceRecorder('storybook'), [])
  useEffect(() => {
    if (!busy) return
    const price = createActor(priceMachine.provide({ actors: priceActors }), { inspect: recorder.inspect }).start()
    const stepper = createActor(stepperMachine, { inspect: recorder.inspect }).start()
    price.send({ type: 'price.request', request: priceRequestOf(storyCabinet, PRICE_LISTS.SK) })
    stepper.send({ type: 'stepper.next' })
    stepper.send({ type: 'stepper.next' })
    stepper.send({ type: 'stepper.back' })
    return () => {
      price.stop()
      stepper.stop()
    }
  }, [busy, recorder])
  return <MachineTracePanel recorder={recorder} />
}

const meta = {
  title: 'Developer/Machine traces',
  component: PanelWith,
  args: { busy: true },
} satisfies Meta<typeof PanelWith>
export default meta

type Story = StoryObj<typeof meta>

/** Live transitions of a price and a stepper actor: time, event, state before → after, context changes; filter, export, import, replay. */
export const Live: Story = {}
/** Nothing recorded yet. */
export const Empty: Story = { args: { busy: false } }
