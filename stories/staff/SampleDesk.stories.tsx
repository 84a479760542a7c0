import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createActor, fromPromise } from 'xstate'
import { sampleDeskMachine, type SampleDeskError, type SampleMove } from '#machines/sampleDesk.ts'
import { ApiRequestError } from '#domain/apiError.ts'
import { SampleDesk } from '#components/staff/SampleDesk.tsx'
import type { StaffSample, StaffSamplesResponse } from '#domain/samples.ts'

const SAMPLES: StaffSample[] = [
  {
    number: 'V000012',
    status: 'received',
    createdAt: '2026-11-27T09:15:00.000Z',
    doneAt: null,
    locale: 'sk',
    decors: ['H1303ST12', 'U727ST9'],
    name: 'Jana Vzorová',
    email: 'jana@example.sk',
    address: 'Hlavná 12',
    city: 'Bratislava',
    zip: '811 01',
    country: 'SK',
  },
  {
    number: 'V000011',
    status: 'sent',
    createdAt: '2026-11-25T14:00:00.000Z',
    doneAt: '2026-11-26T08:30:00.000Z',
    locale: 'cz',
    decors: ['U727ST9'],
    name: 'Petr Dekor',
    email: 'petr@example.cz',
    address: 'Dlouhá 5',
    city: 'Praha',
    zip: '110 00',
    country: 'CZ',
  },
]

/** The desk's decor sample requests (issue 39.4, /admin/vzorky). */
const meta = {
  title: 'Staff/Decor samples',
  component: SampleDesk,
  parameters: { path: '/admin/vzorky' },
} satisfies Meta<typeof SampleDesk>
export default meta

type Story = StoryObj<typeof meta>

/** The desk's actor driven into a state: idle, a move on its way, or a move that failed. */
function DeskIn({ state, samples = SAMPLES }: { state: 'idle' | 'moving' | SampleDeskError; samples?: StaffSample[] }) {
  const actor = useMemo(() => {
    const moveSample = fromPromise<StaffSamplesResponse, SampleMove>(() => {
      if (state === 'moving') return new Promise(() => {})
      if (state === 'done') return Promise.reject(new ApiRequestError(409, { error: 'not_received', message: 'Done.' }))
      return Promise.reject(new TypeError('Failed to fetch'))
    })
    const started = createActor(sampleDeskMachine.provide({ actors: { moveSample } })).start()
    if (state !== 'idle') started.send({ type: 'sample.move', number: 'V000012', status: 'sent' })
    return started
  }, [state])
  return <SampleDesk samples={samples} actor={actor} error={state === 'idle' || state === 'moving' ? null : state} />
}

/** One request to post (its label's lines and decors) and one sent. */
export const Idle: Story = { args: {} as never, render: () => <DeskIn state="idle" /> }
/** No request yet. */
export const Empty: Story = { args: {} as never, render: () => <DeskIn state="idle" samples={[]} /> }
/** "Sent" clicked: the buttons wait. */
export const Moving: Story = { args: {} as never, render: () => <DeskIn state="moving" /> }
/** The connection failed: the reason is said, the request stays received. */
export const Failed: Story = { args: {} as never, render: () => <DeskIn state="network" /> }
/** Someone else sent it first: the list is read again. */
export const AlreadyDone: Story = { args: {} as never, render: () => <DeskIn state="done" /> }
