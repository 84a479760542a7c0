import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { orderPageLinkMachine, type OrderPageLinkError } from '#machines/orderPageLink.ts'
import { orderPageLinkActors } from '#queries/actors.ts'
import { staffOrderQueryOptions } from '#queries/staffOrders.ts'
import { useHostedActor } from '../useHostedActor'

/** The resend's actor, as the panel hosts it (stories start their own). */
export type OrderPageLinkActor = ActorRefFrom<typeof orderPageLinkMachine>

const ERRORS: Record<OrderPageLinkError, MessageDescriptor> = {
  missing: msg`No order has this number any more.`,
  forbidden: msg`You may not send links here: sign in again.`,
  server: msg`The link could not be sent. Try again.`,
  network: msg`The request did not reach the shop: check the connection and try again.`,
}

/** The resend of one order's page link on its own machine (issue 39.2); a written e-mail reads the order again. */
export function OrderPageLinkPanel({ number }: { number: string }) {
  const queryClient = useQueryClient()
  const actor = useHostedActor(orderPageLinkMachine, {
    input: { number },
    provide: { actors: orderPageLinkActors },
    on: {
      'pageLink.sent': () => {
        void queryClient.invalidateQueries({ queryKey: staffOrderQueryOptions(number).queryKey })
      },
    },
  })
  return <OrderPageLinkButton actor={actor} />
}

/** The button, what the customer gets, and what became of the last request. */
export function OrderPageLinkButton({ actor }: { actor: OrderPageLinkActor }) {
  const { i18n } = useLingui()
  const snapshot = useSelector(actor, (s) => s)
  const { sent, error } = snapshot.context
  const sending = snapshot.matches('sending')
  const to = sent?.to ?? ''
  const at = sent ? i18n.date(new Date(sent.at), { timeStyle: 'short' }) : ''
  return (
    <div className="order-page-link">
      <p className="hint">
        <Trans>Lost the e-mail? The customer gets a short e-mail with a new link to the order's page.</Trans>
      </p>
      <button
        type="button"
        disabled={!snapshot.can({ type: 'pageLink.send' })}
        onClick={() => actor.send({ type: 'pageLink.send' })}
      >
        {sending ? <Trans>Sending the link…</Trans> : <Trans>Send the order page link again</Trans>}
      </button>
      {snapshot.matches('sent') && (
        <p role="status">
          <Trans>
            The link is on its way to {to} (written at {at}).
          </Trans>
        </p>
      )}
      {snapshot.matches('tooSoon') && (
        <p role="alert">
          <Trans>
            A link went to the customer less than 10 minutes ago. Ask them to check their inbox and spam; another can be
            sent after 10 minutes.
          </Trans>
        </p>
      )}
      {snapshot.matches('anonymised') && (
        <p role="alert">
          <Trans>This order's customer data has been erased: there is nobody to send the link to.</Trans>
        </p>
      )}
      {snapshot.matches('failed') && error && <p role="alert">{i18n._(ERRORS[error])}</p>}
    </div>
  )
}
