import { useId } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { orderNoteMachine, type OrderNoteError } from '#machines/orderNote.ts'
import { ORDER_NOTE_MAX } from '#domain/orderNotes.ts'
import { orderNoteActors } from '#queries/actors.ts'
import { staffOrderQueryOptions } from '#queries/staffOrders.ts'
import { useHostedActor } from '../useHostedActor'

/** The note form's actor, as the panel hosts it (stories start their own). */
export type OrderNoteActor = ActorRefFrom<typeof orderNoteMachine>

const max = ORDER_NOTE_MAX
const ERRORS: Record<OrderNoteError, MessageDescriptor> = {
  empty: msg`Write the note first.`,
  tooLong: msg`A note may have at most ${max} characters.`,
  missing: msg`No order has this number any more.`,
  forbidden: msg`You may not write notes here: sign in again.`,
  server: msg`The note could not be kept. Try again.`,
  network: msg`The note did not reach the shop: check the connection and try again.`,
}

/** The note form of one order on its own machine; a kept note reads the order again, for its history. */
export function OrderNotePanel({ number }: { number: string }) {
  const queryClient = useQueryClient()
  const actor = useHostedActor(orderNoteMachine, {
    input: { number },
    provide: { actors: orderNoteActors },
    on: {
      'note.saved': () => {
        void queryClient.invalidateQueries({ queryKey: staffOrderQueryOptions(number).queryKey })
      },
    },
  })
  return <OrderNoteForm actor={actor} />
}

/** The form: a labelled text, the button, and what became of the last note (the text stays when it failed). */
export function OrderNoteForm({ actor }: { actor: OrderNoteActor }) {
  const { i18n } = useLingui()
  const id = useId()
  const text = useSelector(actor, (s) => s.context.text)
  const error = useSelector(actor, (s) => s.context.error)
  const saving = useSelector(actor, (s) => s.matches('saving'))
  const saved = useSelector(actor, (s) => s.matches('saved'))
  return (
    <form
      className="order-note"
      data-testid="order-note"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'note.submit' })
      }}
    >
      <label htmlFor={`${id}-text`}>
        <Trans>Internal note (staff only, never sent to the customer)</Trans>
      </label>
      <textarea
        id={`${id}-text`}
        name="note"
        rows={3}
        value={text}
        readOnly={saving}
        aria-invalid={error === 'empty' || error === 'tooLong' ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => actor.send({ type: 'note.change', text: event.target.value })}
      />
      <p>
        <button type="submit" disabled={saving}>
          {saving ? <Trans>Saving the note…</Trans> : <Trans>Add the note</Trans>}
        </button>
      </p>
      {error ? (
        <p id={`${id}-error`} className="form-error" role="alert" data-testid="order-note-error" data-error={error}>
          {i18n._(ERRORS[error])}
        </p>
      ) : saved ? (
        <p role="status" data-testid="order-note-saved">
          <Trans>The note is in the order's history.</Trans>
        </p>
      ) : null}
    </form>
  )
}
