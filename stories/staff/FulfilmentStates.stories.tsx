import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useSelector } from '@xstate/react'
import { createActor, fromPromise } from 'xstate'
import { fulfilmentMachine } from '#machines/fulfilment.ts'
import { StatusPanel } from '#components/staff/StatusPanel.tsx'
import type { FulfilmentOrder, FulfilmentStatus, StatusChange } from '#domain/fulfilment.ts'
import { ApiRequestError } from '#queries/client.ts'

/** Every state of the fulfilment machine, a confirmed order past the customer's window, and a refused change. */
type FulfilmentState = 'empty' | FulfilmentStatus | 'tooLateToCancel' | 'changing' | 'failed' | 'conflict' | 'refused'

/** Confirmed on Friday 20 November 2026 at 09:00 in Bratislava: cancellable until Monday 10:00. */
const CONFIRMED_AT = '2026-11-20T08:00:00.000Z'
/** Monday 09:30 in Bratislava, within the window; 10:30 is past it. */
const NOW = new Date('2026-11-23T08:30:00.000Z')
const LATE = new Date('2026-11-23T09:30:00.000Z')

const orderAt = (status: FulfilmentStatus, version = 3): FulfilmentOrder => ({
  number: '2026-000123',
  country: 'SK',
  status,
  version,
  confirmedAt: status === 'received' ? null : CONFIRMED_AT,
})

/**
 * A fulfilment actor driven into `state`: a change that never answers (changing), fails on the
 * connection (failed), meets another staff member's change to production (conflict), or a
 * cancellation the server finds past the customer's window without a note (refused).
 */
function fulfilmentIn(state: FulfilmentState) {
  const changeStatus = fromPromise<FulfilmentOrder, StatusChange>(() => {
    if (state === 'failed') return Promise.reject(new TypeError('Failed to fetch'))
    if (state === 'conflict')
      return Promise.reject(
        new ApiRequestError(409, {
          error: 'status_conflict',
          message: 'changed first',
          order: orderAt('inProduction', 4),
        } as never),
      )
    if (state === 'refused')
      return Promise.reject(
        new ApiRequestError(422, {
          error: 'note_required',
          message: 'say why',
          order: orderAt('confirmed'),
        } as never),
      )
    return new Promise(() => {})
  })
  const actor = createActor(fulfilmentMachine.provide({ actors: { changeStatus } })).start()
  if (state === 'empty') return actor
  if (state === 'changing' || state === 'failed' || state === 'conflict') {
    actor.send({ type: 'fulfilment.load', order: orderAt('confirmed') })
    actor.send({ type: 'fulfilment.next' })
  } else if (state === 'refused') {
    actor.send({ type: 'fulfilment.load', order: orderAt('confirmed') })
    actor.send({ type: 'fulfilment.cancel', note: '', at: NOW.toISOString() })
  } else {
    actor.send({ type: 'fulfilment.load', order: orderAt(state === 'tooLateToCancel' ? 'confirmed' : state) })
  }
  return actor
}

function FulfilmentIn({ state }: { state: FulfilmentState }) {
  const actor = useMemo(() => fulfilmentIn(state), [state])
  const snapshot = useSelector(actor, (s) => s)
  return <StatusPanel snapshot={snapshot} send={actor.send} now={state === 'tooLateToCancel' ? LATE : NOW} />
}

/** The back office's order: its status, the next step and a cancellation, as the machine allows them. */
const meta = {
  title: 'Staff/Order fulfilment',
  component: FulfilmentIn,
  args: { state: 'received' },
  parameters: { path: '/' },
} satisfies Meta<typeof FulfilmentIn>
export default meta

type Story = StoryObj<typeof meta>

/** empty: no order loaded yet. */
export const Empty: Story = { args: { state: 'empty' } }
/** received: next (confirm) and a cancellation at any time. */
export const Received: Story = { args: { state: 'received' } }
/** confirmed, Monday 09:30 after a Friday confirmation: next, and a cancellation until 10:00. */
export const Confirmed: Story = { args: { state: 'confirmed' } }
/** confirmed, Monday 10:30: the customer's window closed; cancel only with a note. */
export const TooLateToCancel: Story = { args: { state: 'tooLateToCancel' } }
/** inProduction: next only, never a cancellation. */
export const InProduction: Story = { args: { state: 'inProduction' } }
/** ready: next (delivered). */
export const Ready: Story = { args: { state: 'ready' } }
/** delivered: nothing further. */
export const Delivered: Story = { args: { state: 'delivered' } }
/** cancelled: nothing further. */
export const Cancelled: Story = { args: { state: 'cancelled' } }
/** changing (saving): the change on its way, both buttons off. */
export const Changing: Story = { args: { state: 'changing' } }
/** failed: the change did not arrive; try again. */
export const Failed: Story = { args: { state: 'failed' } }
/** conflict: another staff member started production first; continue from there. */
export const Conflict: Story = { args: { state: 'conflict' } }
/** refused: the server's 422 (past the customer's window, no note); the order as it is, with the reason. */
export const Refused: Story = { args: { state: 'refused' } }
