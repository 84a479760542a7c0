import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createActor, fromPromise } from 'xstate'
import { sampleOrderMachine } from '#machines/sampleOrder.ts'
import { SampleOrderForm, SampleOrderPanel } from '#components/configurator/SampleOrder.tsx'
import { ApiRequestError } from '#domain/apiError.ts'
import { DECORS } from '#domain/decors.ts'
import type { SampleOrderRequest, SampleOrderResponse } from '#domain/samples.ts'

const CODES = DECORS.map((d) => d.subtitle)

/** Free decor samples under the decor pickers (issue 39.4). */
const meta = {
  title: 'Configurator/Decor samples',
  component: SampleOrderPanel,
  args: { decors: [CODES[0]!, CODES[1]!] },
  parameters: { path: '/detail/L1D' },
} satisfies Meta<typeof SampleOrderPanel>
export default meta

type Story = StoryObj<typeof meta>

/** The disclosure closed: nothing of the form is on the page yet. */
export const Closed: Story = {}

type FormState = 'editing' | 'invalid' | 'sending' | 'sent' | 'failed' | 'tooMany'

/** A form's actor driven into a state: the server never answers (sending), keeps it, or refuses it. */
function SampleFormIn({ state }: { state: FormState }) {
  const actor = useMemo(() => {
    const sendSamples = fromPromise<SampleOrderResponse, { request: SampleOrderRequest }>(() => {
      if (state === 'sending') return new Promise(() => {})
      if (state === 'failed') return Promise.reject(new TypeError('Failed to fetch'))
      if (state === 'tooMany')
        return Promise.reject(new ApiRequestError(429, { error: 'too_many_samples', message: 'Too many.' }))
      return Promise.resolve({ number: 'V000042' })
    })
    const started = createActor(sampleOrderMachine.provide({ actors: { sendSamples } }), {
      input: { locale: 'sk', decors: [CODES[0]!, CODES[1]!] },
    }).start()
    if (state === 'editing') return started
    if (state !== 'invalid') {
      const fields = { name: 'Jana', surname: 'Vzorová', email: 'jana@example.sk', address: 'Hlavná 1', city: 'Nitra' }
      for (const [path, value] of Object.entries(fields))
        started.send({ type: 'samples.field', path: path as 'name', value })
      started.send({ type: 'samples.field', path: 'zip', value: '949 01' })
      started.send({ type: 'samples.accept', accept: true })
    }
    started.send({ type: 'samples.submit', requestId: 'story-request-0001' })
    return started
  }, [state])
  return <SampleOrderForm actor={actor} />
}

/** The form opened with the configurator's two decors ticked, nothing typed. */
export const Editing: Story = { render: () => <SampleFormIn state="editing" /> }
/** Sent empty: every missing field says so, nothing sent. */
export const Invalid: Story = { render: () => <SampleFormIn state="invalid" /> }
/** On its way: the button waits. */
export const Sending: Story = { render: () => <SampleFormIn state="sending" /> }
/** Kept: the request's number and where the confirmation goes. */
export const Sent: Story = { render: () => <SampleFormIn state="sent" /> }
/** The connection failed: the form stays as typed. */
export const Failed: Story = { render: () => <SampleFormIn state="failed" /> }
/** Too many requests for this address: write to us instead. */
export const TooMany: Story = { render: () => <SampleFormIn state="tooMany" /> }
