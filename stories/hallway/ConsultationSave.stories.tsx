import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createActor, fromPromise } from 'xstate'
import { consultationMachine, type ConsultationSave } from '#machines/consultation.ts'
import { ConsultationSaveBar } from '#components/hallway/Consultation.tsx'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { ApiRequestError } from '#queries/client.ts'

type SaveState = 'idle' | 'saving' | 'saved' | 'expired' | 'failed'

/** A consultation actor driven into `state`: a save that never answers, is taken, meets an ended session or fails. */
function consultationIn(state: SaveState) {
  const saveHallway = fromPromise<unknown, ConsultationSave>(() => {
    if (state === 'saved') return Promise.resolve({})
    if (state === 'expired') return Promise.reject(new ApiRequestError(401, undefined))
    if (state === 'failed') return Promise.reject(new TypeError('Failed to fetch'))
    return new Promise(() => {})
  })
  const actor = createActor(consultationMachine.provide({ actors: { saveHallway } })).start()
  if (state !== 'idle')
    actor.send({ type: 'consultation.save', productId: 'story-1', orderId: '2026-000123', chodba: defaultHallway() })
  return actor
}

function ConsultationSaveIn({ state }: { state: SaveState }) {
  const actor = useMemo(() => consultationIn(state), [state])
  return <ConsultationSaveBar actor={actor} onSave={() => {}} />
}

/** The consultation's save (Hallway/Consultation shows it under the editor), in each state of its machine. */
const meta = {
  title: 'Hallway/Consultation save',
  component: ConsultationSaveIn,
  args: { state: 'idle' },
  parameters: { path: '/chodby/konzultacia?productId=story-1&orderId=2026-000123' },
} satisfies Meta<typeof ConsultationSaveIn>
export default meta

type Story = StoryObj<typeof meta>

/** idle: nothing saved in this visit yet. */
export const Idle: Story = {}
/** saving: the save on its way, the button off. */
export const Saving: Story = { args: { state: 'saving' } }
/** saved: 'uložené' (cz 'uloženo'). */
export const Saved: Story = { args: { state: 'saved' } }
/** failed, 401: the session ended; sign in again. */
export const Expired: Story = { args: { state: 'expired' } }
/** failed: the save did not arrive; try again. */
export const Failed: Story = { args: { state: 'failed' } }
