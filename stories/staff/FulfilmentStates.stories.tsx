import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useSelector } from '@xstate/react'
import { createActor, fromPromise, waitFor } from 'xstate'
import { fulfilmentMachine, type StatusUndo } from '#machines/fulfilment.ts'
import { StatusPanel } from '#components/staff/StatusPanel.tsx'
import type { FulfilmentOrder, FulfilmentStatus, StatusChange } from '#domain/fulfilment.ts'
import { ApiRequestError } from '#queries/client.ts'

/**
 * Every state of the fulfilment machine, a confirmed order past the customer's window, a refused change, and the
 * status moves of issue 36: the confirmation (with the production warning, a cancellation's note, a pickup order's
 * wording), the undo and its refusal, a conflict naming who changed the order.
 */
type FulfilmentState =
  | 'empty'
  | FulfilmentStatus
  | 'tooLateToCancel'
  | 'changing'
  | 'failed'
  | 'conflict'
  | 'moveRefused'
  | 'readyPickup'
  | 'confirming'
  | 'confirmingPickup'
  | 'confirmingWarning'
  | 'confirmingCancel'
  | 'confirmingRefusal'
  | 'undoable'
  | 'undoing'
  | 'undoExpired'

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
  courier: true,
})

/**
 * A fulfilment actor driven into `state`: a change that never answers (changing), fails on the
 * connection (failed), meets another staff member's change to production (conflict), or a
 * cancellation the server finds past the customer's window without a note (refused).
 */
function fulfilmentIn(state: FulfilmentState) {
  const changeStatus = fromPromise<FulfilmentOrder, StatusChange>(({ input }) => {
    if (state === 'undoable' || state === 'undoing' || state === 'undoExpired')
      return Promise.resolve(orderAt(input.to, input.version + 1))
    if (state === 'failed') return Promise.reject(new TypeError('Failed to fetch'))
    if (state === 'conflict')
      return Promise.reject(
        new ApiRequestError(409, {
          error: 'status_conflict',
          message: 'changed first',
          order: orderAt('inProduction', 4),
          changedBy: { at: '2026-11-23T08:29:10.000Z', by: 'Eva Dielňová', to: 'inProduction', undo: false },
        } as never),
      )
    if (state === 'moveRefused')
      return Promise.reject(
        new ApiRequestError(422, {
          error: 'note_required',
          message: 'say why',
          order: orderAt('confirmed'),
        } as never),
      )
    return new Promise(() => {})
  })
  const undoStatus = fromPromise<FulfilmentOrder, StatusUndo>(({ input }) =>
    state === 'undoExpired'
      ? Promise.reject(
          new ApiRequestError(422, {
            error: 'undo_expired',
            message: 'late',
            order: orderAt('confirmed', input.version),
          } as never),
        )
      : new Promise(() => {}),
  )
  const actor = createActor(fulfilmentMachine.provide({ actors: { changeStatus, undoStatus } })).start()
  const confirm = { type: 'fulfilment.confirm', acknowledged: true } as const
  if (state === 'empty') return actor
  if (state === 'changing' || state === 'failed' || state === 'conflict') {
    actor.send({ type: 'fulfilment.load', order: orderAt('confirmed') })
    actor.send({ type: 'fulfilment.next', at: LATE.toISOString() })
    actor.send(confirm)
  } else if (state === 'moveRefused') {
    actor.send({ type: 'fulfilment.load', order: orderAt('confirmed') })
    actor.send({ type: 'fulfilment.cancel', note: '', at: NOW.toISOString() })
    actor.send(confirm)
  } else if (state === 'readyPickup' || state === 'confirmingPickup') {
    actor.send({
      type: 'fulfilment.load',
      order: { ...orderAt(state === 'readyPickup' ? 'ready' : 'inProduction'), courier: false },
    })
    if (state === 'confirmingPickup') actor.send({ type: 'fulfilment.next', at: NOW.toISOString() })
  } else if (state === 'confirming') {
    actor.send({ type: 'fulfilment.load', order: orderAt('inProduction') })
    actor.send({ type: 'fulfilment.next', at: NOW.toISOString() })
  } else if (state === 'confirmingWarning') {
    actor.send({ type: 'fulfilment.load', order: orderAt('confirmed') })
    actor.send({ type: 'fulfilment.next', at: NOW.toISOString() })
  } else if (state === 'confirmingCancel') {
    actor.send({ type: 'fulfilment.load', order: orderAt('received') })
    actor.send({ type: 'fulfilment.cancel', note: 'Zákazník si objednal dvakrát', at: NOW.toISOString() })
  } else if (state === 'confirmingRefusal') {
    actor.send({ type: 'fulfilment.load', order: orderAt('ready') })
    actor.send({ type: 'fulfilment.refuse', note: 'Nezaplatil, vodič sa vrátil s tovarom' })
  } else if (state === 'undoable' || state === 'undoing' || state === 'undoExpired') {
    actor.send({ type: 'fulfilment.load', order: orderAt('received') })
    actor.send({ type: 'fulfilment.next', at: NOW.toISOString() })
    actor.send(confirm)
    if (state !== 'undoable')
      void waitFor(actor, (s) => s.matches('undoable')).then(() => actor.send({ type: 'fulfilment.undo' }))
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
/** conflict: another staff member started production first, named with the time; kept until dismissed. */
export const Conflict: Story = { args: { state: 'conflict' } }
/** moveRefused: the server's 422 (past the customer's window, no note); the order as it is, with the reason. */
export const Refused: Story = { args: { state: 'moveRefused' } }
/** refused (status): the courier's customer refused the delivery; terminal, nothing further. */
export const RefusedAtDelivery: Story = { args: { state: 'refused' } }
/** ready, a pickup order: "Ready for pickup", no refusal at the door. */
export const ReadyForPickup: Story = { args: { state: 'readyPickup' } }
/** confirming: in production → ready for a courier order; what the customer receives (driver wording). */
export const Confirming: Story = { args: { state: 'confirming' } }
/** confirming a pickup order's ready: the pickup wording, no driver. */
export const ConfirmingPickup: Story = { args: { state: 'confirmingPickup' } }
/** confirming production inside the customer's window: a warning and the second confirmation (Confirm off). */
export const ConfirmingWarning: Story = { args: { state: 'confirmingWarning' } }
/** confirming a cancellation: the note goes to the customer word for word, and says so. */
export const ConfirmingCancel: Story = { args: { state: 'confirmingCancel' } }
/** confirming a refusal at the door: no e-mail, the note stays in the history. */
export const ConfirmingRefusal: Story = { args: { state: 'confirmingRefusal' } }
/** undoable: the move made, its e-mail waiting; the undo counts down 10 s. */
export const Undoable: Story = { args: { state: 'undoable' } }
/** undoing: the undo on its way. */
export const Undoing: Story = { args: { state: 'undoing' } }
/** undo refused: too late, the e-mail is on its way; the order as it is. */
export const UndoExpired: Story = { args: { state: 'undoExpired' } }
