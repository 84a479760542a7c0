import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { SnapshotFrom } from 'xstate'
import type { FulfilmentEvent, fulfilmentMachine } from '#machines/fulfilment.ts'
import {
  canCancel,
  cancellableUntil,
  nextStatus,
  sendsCustomerEmail,
  type FulfilmentStatus,
  type MoveRefusal,
} from '#domain/fulfilment.ts'

/** Each status as staff read it. */
export const statusLabels: Record<FulfilmentStatus, MessageDescriptor> = {
  received: msg`Received`,
  confirmed: msg`Confirmed`,
  inProduction: msg`In production`,
  ready: msg`Ready for delivery`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
}

/** Why the shop refused a change (the 422's code), as staff read it. */
export const refusalLabels: Record<MoveRefusal, MessageDescriptor> = {
  not_next: msg`This step does not follow the order's status; the order is shown as it is.`,
  after_production: msg`Production has started: the order can no longer be cancelled.`,
  note_required: msg`The customer's cancellation window has passed: write in the note why the shop cancels.`,
}

/**
 * The back office's view of one order's fulfilment: its status, the next step and a cancellation
 * with a note, each enabled only when the machine would take it (`now` is when staff look: the
 * terms' deadline is checked against it; past it a cancellation needs a note).
 */
export function StatusPanel({
  snapshot,
  send,
  now,
}: {
  snapshot: SnapshotFrom<typeof fulfilmentMachine>
  send: (event: FulfilmentEvent) => void
  now: Date
}) {
  const { i18n } = useLingui()
  const [note, setNote] = useState('')
  const { order, error, refusal } = snapshot.context
  if (!order)
    return (
      <p className="status-panel" data-testid="order-status" data-status="">
        <Trans>Loading the order…</Trans>
      </p>
    )
  const next = nextStatus(order.status)
  const cancel: FulfilmentEvent = { type: 'fulfilment.cancel', note: note.trim(), at: now.toISOString() }
  const { number } = order
  const status = i18n._(statusLabels[order.status])
  const nextLabel = next ? i18n._(statusLabels[next]) : ''
  const confirmedAt = order.confirmedAt === null ? null : new Date(order.confirmedAt)
  // The window's end is a wall-clock time on the shop's clock: read as UTC, shown as UTC.
  const until =
    order.status === 'confirmed' && confirmedAt
      ? i18n.date(new Date(`${cancellableUntil(confirmedAt, order.country)}Z`), {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'UTC',
        })
      : null
  const customerMayCancel = canCancel(order.status, confirmedAt, now, order.country)
  return (
    <section className="status-panel">
      <h2>
        <Trans>Order {number}</Trans>
      </h2>
      <p data-testid="order-status" data-status={order.status}>
        <Trans>Status: {status}</Trans>
      </p>
      {snapshot.matches('changing') && (
        <p aria-live="polite">
          <Trans>Saving the change…</Trans>
        </p>
      )}
      {snapshot.matches('conflict') && (
        <div role="alert">
          <p>
            <Trans>Another staff member changed this order first. It is now: {status}.</Trans>
          </p>
          <button type="button" onClick={() => send({ type: 'fulfilment.continue' })}>
            <Trans>Continue with the current order</Trans>
          </button>
        </div>
      )}
      {error === 'refused' && refusal && (
        <p role="alert" data-refusal={refusal}>
          {i18n._(refusalLabels[refusal])}
        </p>
      )}
      {snapshot.matches('failed') && (
        <div role="alert">
          <p>
            {error === 'refused' ? (
              <Trans>The shop refused the change.</Trans>
            ) : (
              <Trans>The change was not saved. Check the connection and try again.</Trans>
            )}
          </p>
          <button type="button" onClick={() => send({ type: 'fulfilment.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      <button
        type="button"
        className="primary"
        data-testid="order-status-next"
        disabled={!snapshot.can({ type: 'fulfilment.next' })}
        onClick={() => send({ type: 'fulfilment.next' })}
      >
        {next ? <Trans>Move to: {nextLabel}</Trans> : <Trans>No further step</Trans>}
      </button>
      {next && sendsCustomerEmail(next) && (
        <p className="hint">
          <Trans>The customer gets an e-mail.</Trans>
        </p>
      )}
      {until && (
        <p className="hint">
          {customerMayCancel ? (
            <Trans>The customer may cancel until {until}.</Trans>
          ) : (
            <Trans>The customer's cancellation window ended {until}; a cancellation now needs a note.</Trans>
          )}
        </p>
      )}
      <label className="field">
        <Trans>Cancellation note</Trans>
        <input name="cancelNote" value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button
        type="button"
        data-testid="order-cancel"
        disabled={!snapshot.can(cancel)}
        // The terms' deadline counts from the click, not from when the panel was drawn.
        onClick={() => send({ ...cancel, at: new Date().toISOString() })}
      >
        <Trans>Cancel the order</Trans>
      </button>
    </section>
  )
}
