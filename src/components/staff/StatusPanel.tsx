import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { SnapshotFrom } from 'xstate'
import type { FulfilmentEvent, fulfilmentMachine } from '../../../machines/fulfilment'
import { nextStatus, sendsCustomerEmail, type FulfilmentStatus } from '../../domain/fulfilment'

/** Each status as staff read it. */
export const statusLabels: Record<FulfilmentStatus, MessageDescriptor> = {
  received: msg`Received`,
  confirmed: msg`Confirmed`,
  inProduction: msg`In production`,
  ready: msg`Ready for delivery`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
}

/**
 * The back office's view of one order's fulfilment: its status, the next step and a cancellation
 * with a note, each enabled only when the machine would take it (`now` is when staff look: the
 * terms' deadline is checked against it).
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
  const { order, error } = snapshot.context
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
