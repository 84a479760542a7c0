import { useEffect, useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useSelector } from '@xstate/react'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { ShopFloor } from '#components/staff/ShopFloor.tsx'
import { ApiRequestError } from '#domain/apiError.ts'
import type { PartCard, PartStep, PartStepResponse } from '#domain/production/steps.ts'
import { shopFloorMachine, type CameraEvent, type ShopFloorEvent } from '#machines/shopFloor.ts'
import { ON_PHONE, PHONE_PARAMETERS } from '../support/viewports'

const ID = '2026-000042.1.1.door-2'

/** A right-hinged door of a wardrobe in oak, cut and banded on all four edges, with its hinge cups. */
const CARD: PartCard = {
  id: ID,
  order: '2026-000042',
  status: 'inProduction',
  surname: 'Kováčová',
  lineTitle: 'Šatníková skriňa',
  line: 1,
  piece: 1,
  key: 'door-2',
  role: 'door',
  decor: 'H1145ST10',
  thickness: 18,
  finished: { length: 1996, width: 396 },
  cut: { length: 1994, width: 394 },
  edges: { length1: 1, length2: 1, width1: 1, width2: 1 },
  grain: 'length',
  hinge: 'right',
  holes: [
    { kind: 'hingeCup', x: 100, y: 372, diameter: 35, depth: 12 },
    { kind: 'hingeCup', x: 997, y: 372, diameter: 35, depth: 12 },
    { kind: 'hingeCup', x: 1894, y: 372, diameter: 35, depth: 12 },
  ],
  position: { x: 600, y: 1050, z: 570 },
  steps: [{ step: 'cut', doneAt: '2026-12-01T07:40:00.000Z', by: 'Dielňa' }],
  progress: { number: '2026-000042', total: 12, steps: { cut: 12, banded: 4, drilled: 0, assembled: 0, packed: 0 } },
}

const never = <T,>() => new Promise<T>(() => {})

const loadCard = async () => CARD
const markDone = async ({ step }: { step: PartStep }): Promise<PartStepResponse> => ({
  id: ID,
  status: 'inProduction',
  steps: [...CARD.steps, { step, doneAt: '2026-12-01T08:00:00.000Z', by: 'Dielňa' }],
  progress: { ...CARD.progress, steps: { ...CARD.progress.steps, [step]: CARD.progress.steps[step] + 1 } },
})

/** The screen on the machine, driven by `events` through stubbed effects that answer as the story says. */
function Floor({
  events,
  load = loadCard,
  mark = markDone,
  press,
}: {
  events: ShopFloorEvent[]
  /** A step pressed once the card shows. */
  press?: PartStep
  load?: () => Promise<PartCard>
  mark?: (input: { id: string; step: PartStep }) => Promise<PartStepResponse>
}) {
  const actor = useMemo(
    () =>
      createActor(
        shopFloorMachine.provide({
          actors: {
            loadPart: fromPromise<PartCard, { id: string }>(() => load()),
            markStep: fromPromise<PartStepResponse, { id: string; step: PartStep }>(({ input }) => mark(input)),
            readCamera: fromCallback<CameraEvent, undefined>(() => () => {}),
          },
        }),
      ).start(),
    [load, mark],
  )
  useEffect(() => {
    let pressed = false
    const subscription = actor.subscribe((state) => {
      if (press && !pressed && state.matches('card')) {
        pressed = true
        actor.send({ type: 'step.mark', step: press })
      }
    })
    for (const event of events) actor.send(event)
    return () => subscription.unsubscribe()
  }, [actor, events, press])
  const snapshot = useSelector(actor, (s) => s)
  return <ShopFloor snapshot={snapshot} send={actor.send} camera />
}

/** The shop floor (/admin/dielna, cz /cz/admin/dielna) on the workshop's phone. */
const meta = {
  title: 'Staff/Shop floor',
  component: Floor,
  args: { events: [] },
  parameters: { path: '/admin/dielna', ...PHONE_PARAMETERS },
  globals: ON_PHONE,
} satisfies Meta<typeof Floor>
export default meta

type Story = StoryObj<typeof meta>

/** Nothing scanned yet: the field for the ID and the camera button. */
export const Idle: Story = {}

/** A typed text that is no part ID: said at once, nothing sent. */
export const Invalid: Story = {
  args: { events: [{ type: 'scan.change', text: '8590000000000' }, { type: 'scan.submit' }] },
}

/** The part's card on its way. */
export const Loading: Story = { args: { events: [{ type: 'scan.open', id: ID }], load: never } }

/** The card: sizes, edges, holes, the place in the cabinet, its drawing and the steps (cut done). */
export const Card: Story = { args: { events: [{ type: 'scan.open', id: ID }] } }

/** A step on its way: the buttons wait. */
export const Marking: Story = {
  args: { events: [{ type: 'scan.open', id: ID }], press: 'banded', mark: never },
}

/** A refused step: the order was cancelled meanwhile; the card stays with the reason. */
export const StepRefused: Story = {
  args: {
    events: [{ type: 'scan.open', id: ID }],
    press: 'banded',
    mark: () => Promise.reject(new ApiRequestError(409, { error: 'order_cancelled', message: '' })),
  },
}

/** A first step refused: the customer may still cancel the order free of charge, nothing is cut yet. */
export const InsideCancellationWindow: Story = {
  args: {
    events: [{ type: 'scan.open', id: ID }],
    press: 'cut',
    mark: () => Promise.reject(new ApiRequestError(409, { error: 'cancellation_window', message: '' })),
  },
}

/** No such part (a label of a deleted order, a typo). */
export const Failed: Story = {
  args: {
    events: [{ type: 'scan.open', id: ID }],
    load: () => Promise.reject(new ApiRequestError(404, undefined)),
  },
}

/** The camera looking for a label's QR code. */
export const Camera: Story = { args: { events: [{ type: 'camera.open' }] } }
