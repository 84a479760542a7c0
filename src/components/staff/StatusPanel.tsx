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
  type StatusChange,
  type UndoRefusal,
} from '#domain/fulfilment.ts'

/** Each status as staff read it (lists and badges, where the delivery type is not at hand). */
export const statusLabels: Record<FulfilmentStatus, MessageDescriptor> = {
  received: msg`Received`,
  confirmed: msg`Confirmed`,
  inProduction: msg`In production`,
  ready: msg`Ready for delivery`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
  refused: msg`Refused at delivery`,
}

/** The statuses a pickup order says otherwise: nobody delivers it. */
const pickupLabels: Partial<Record<FulfilmentStatus, MessageDescriptor>> = {
  ready: msg`Ready for pickup`,
  delivered: msg`Picked up`,
}

/** A status in the words of the order's delivery type. */
export const statusLabelFor = (status: FulfilmentStatus, courier: boolean) =>
  (courier ? undefined : pickupLabels[status]) ?? statusLabels[status]

/** Why the shop refused a change or an undo (the 422's code), as staff read it. */
export const refusalLabels: Record<MoveRefusal | UndoRefusal, MessageDescriptor> = {
  not_next: msg`This step does not follow the order's status; the order is shown as it is.`,
  after_production: msg`Production has started: the order can no longer be cancelled.`,
  note_required: msg`A note is required: why the shop cancels past the customer's window, or what happened at the door.`,
  deposit_unpaid: msg`Production cannot start before the deposit is received: mark it received below once it is on the account.`,
  undo_expired: msg`Too late to undo: the 10 seconds have passed and the e-mail is on its way.`,
  nothing_to_undo: msg`There is no change left to undo.`,
}

/** What the customer receives after a move, in the words of the order's delivery type. */
function mailOf(request: StatusChange, courier: boolean): MessageDescriptor {
  switch (request.to) {
    case 'confirmed':
      return msg`The customer gets the confirmation e-mail, with the last moment for a free cancellation.`
    case 'ready':
      return courier
        ? msg`The customer gets an e-mail: the order is ready, our driver will call before the delivery, and the amount to pay the driver.`
        : msg`The customer gets an e-mail: the order is ready for pickup at the workshop, with a request to call and agree on a time.`
    case 'cancelled':
      return msg`The customer gets an e-mail that the order is cancelled.`
    case 'refused':
      return msg`The customer gets no e-mail; your note stays in the order's history.`
    default:
      return msg`The customer gets no e-mail.`
  }
}

/**
 * The back office's view of one order's fulfilment: its status, the next step, a cancellation with a note and, for
 * a ready courier order, a refusal at the door, each enabled only when the machine would take it (`now` is when
 * staff look: the terms' deadline is checked against it). Every move is confirmed first (`status-confirm`, saying
 * what the customer receives), then may be undone for 10 s (`status-undo`) before its e-mail leaves.
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
  const [refusalNote, setRefusalNote] = useState('')
  const [acknowledged, setAcknowledged] = useState(false)
  const { order, error, refusal, request, warning, undoLeft, changedBy } = snapshot.context
  if (!order)
    return (
      <p className="status-panel" data-testid="order-status" data-status="">
        <Trans>Loading the order…</Trans>
      </p>
    )
  const next = nextStatus(order.status)
  const at = now.toISOString()
  const cancel: FulfilmentEvent = { type: 'fulfilment.cancel', note: note.trim(), at }
  const refuse: FulfilmentEvent = { type: 'fulfilment.refuse', note: refusalNote.trim() }
  const { number, courier } = order
  const status = i18n._(statusLabelFor(order.status, courier))
  const nextLabel = next ? i18n._(statusLabelFor(next, courier)) : ''
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
  const confirming = snapshot.matches('confirming') && request !== null
  const busy = confirming || snapshot.matches('undoable') || snapshot.matches('undoing')
  const changedTo = changedBy ? i18n._(statusLabelFor(changedBy.to, courier)) : ''
  const changedAt = changedBy ? i18n.date(new Date(changedBy.at), { dateStyle: 'medium', timeStyle: 'medium' }) : ''
  const changer = changedBy?.by ?? i18n._(msg`a script`)
  const seconds = undoLeft
  const requestNote = request?.note ?? ''
  const target = request ? i18n._(statusLabelFor(request.to, courier)) : ''
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
      {snapshot.matches('undoing') && (
        <p aria-live="polite">
          <Trans>Taking the change back…</Trans>
        </p>
      )}
      {snapshot.matches('conflict') && (
        <div role="alert" className="status-conflict" data-testid="status-conflict">
          <p>
            {changedBy === null ? (
              <Trans>Another staff member changed this order first. It is now: {status}.</Trans>
            ) : changedBy.undo ? (
              <Trans>
                Another change came first: {changer} took back a change on {changedAt}; the order is now: {changedTo}.
              </Trans>
            ) : (
              <Trans>
                Another change came first: {changer} moved the order to {changedTo} on {changedAt}. Your change was not
                made.
              </Trans>
            )}
          </p>
          <button type="button" onClick={() => send({ type: 'fulfilment.continue' })}>
            <Trans>Dismiss and continue with the order as it is</Trans>
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
      {confirming && (
        <div
          className="status-confirm"
          data-testid="status-confirm"
          data-to={request.to}
          role="group"
          aria-label={i18n._(msg`Confirm the change`)}
        >
          <p>
            <strong>
              {request.to === 'cancelled' ? (
                <Trans>Cancel order {number}?</Trans>
              ) : request.to === 'refused' ? (
                <Trans>Record that the customer refused order {number} at delivery?</Trans>
              ) : (
                <Trans>
                  Move order {number} to: {target}?
                </Trans>
              )}
            </strong>
          </p>
          <p data-testid="status-confirm-mail">{i18n._(mailOf(request, courier))}</p>
          {request.to === 'cancelled' && requestNote && (
            <p>
              <Trans>Your note goes to the customer word for word as the reason: “{requestNote}”</Trans>
            </p>
          )}
          {sendsCustomerEmail(request.to) && (
            <p className="hint">
              <Trans>The e-mail leaves 10 seconds after you confirm; until then the change can be undone.</Trans>
            </p>
          )}
          {warning && (
            <div role="alert" className="status-warning" data-testid="status-warning">
              <p>
                <Trans>
                  The customer may still cancel free of charge until {until}. Once production starts, they no longer
                  can.
                </Trans>
              </p>
              <label>
                <input
                  type="checkbox"
                  checked={acknowledged}
                  onChange={(event) => setAcknowledged(event.target.checked)}
                />{' '}
                <Trans>Start production inside the customer's cancellation window anyway</Trans>
              </label>
            </div>
          )}
          <div className="status-confirm-actions">
            <button
              type="button"
              className="primary"
              data-testid="status-confirm-yes"
              disabled={!snapshot.can({ type: 'fulfilment.confirm', acknowledged })}
              onClick={() => {
                send({ type: 'fulfilment.confirm', acknowledged })
                setAcknowledged(false)
                setNote('')
                setRefusalNote('')
              }}
            >
              <Trans>Confirm</Trans>
            </button>
            <button
              type="button"
              onClick={() => {
                send({ type: 'fulfilment.back' })
                setAcknowledged(false)
              }}
            >
              <Trans>Back</Trans>
            </button>
          </div>
        </div>
      )}
      {snapshot.matches('undoable') && (
        <div className="status-undo" aria-live="polite">
          <p>
            {sendsCustomerEmail(order.status) ? (
              <Trans>Saved. The e-mail to the customer leaves in {seconds} s.</Trans>
            ) : (
              <Trans>Saved. It can be undone for {seconds} s.</Trans>
            )}
          </p>
          <button type="button" data-testid="status-undo" onClick={() => send({ type: 'fulfilment.undo' })}>
            <Trans>Undo ({seconds} s)</Trans>
          </button>
        </div>
      )}
      {!busy && (
        <>
          <button
            type="button"
            className="primary"
            data-testid="order-status-next"
            disabled={!snapshot.can({ type: 'fulfilment.next', at })}
            // The warning about the customer's window is decided at the click.
            onClick={() => send({ type: 'fulfilment.next', at: new Date().toISOString() })}
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
            <Trans>Cancellation note (sent to the customer as the reason)</Trans>
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
          {order.status === 'ready' && courier && (
            <div className="status-refuse">
              <label className="field">
                <Trans>What happened at the door (internal, required)</Trans>
                <input
                  name="refusalNote"
                  value={refusalNote}
                  onChange={(event) => setRefusalNote(event.target.value)}
                />
              </label>
              <button
                type="button"
                data-testid="order-refuse"
                disabled={!snapshot.can(refuse)}
                onClick={() => send(refuse)}
              >
                <Trans>Refused at delivery (not paid)</Trans>
              </button>
            </div>
          )}
        </>
      )}
    </section>
  )
}
