import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { decorName } from '#domain/decors.ts'
import { API, withParams } from '#domain/endpoints.ts'
import { marketOf } from '#domain/locale.ts'
import type { SampleStatus, StaffSample } from '#domain/samples.ts'
import { sampleDeskMachine, type SampleDeskError } from '#machines/sampleDesk.ts'
import { sampleDeskActors } from '#queries/actors.ts'
import { staffSamplesQueryOptions } from '#queries/samples.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { countryLabels, formatOrderTime } from './OrderList'
import { useHostedActor } from '../useHostedActor'

/** The desk's actor, as the page hosts it (stories start their own). */
export type SampleDeskActor = ActorRefFrom<typeof sampleDeskMachine>

/** A request's status as the desk and a customer's page name it. */
export const sampleStatusLabels: Record<SampleStatus, MessageDescriptor> = {
  received: msg({ message: 'Received', context: 'sample' }),
  sent: msg({ message: 'Sent', context: 'sample' }),
  cancelled: msg({ message: 'Cancelled', context: 'sample' }),
}
const ERRORS: Record<SampleDeskError, MessageDescriptor> = {
  done: msg`Someone has already sent or cancelled this request; the list is read again.`,
  missing: msg`No request has this number.`,
  forbidden: msg`You may not do this here: sign in again.`,
  server: msg`The change could not be kept. Try again.`,
  network: msg`The change did not reach the shop: check the connection and try again.`,
}

/** The page: the list on its machine; a move reads the list again. */
export function SampleDeskPage({ samples }: { samples: readonly StaffSample[] }) {
  const queryClient = useQueryClient()
  const actor = useHostedActor(sampleDeskMachine, {
    provide: { actors: sampleDeskActors },
    on: {
      'sample.moved': (event) => queryClient.setQueryData(staffSamplesQueryOptions().queryKey, event.samples),
      // Someone else may have moved it: the list is read again.
      'sample.failed': () => void queryClient.invalidateQueries({ queryKey: staffSamplesQueryOptions().queryKey }),
    },
  })
  const failed = useSelector(actor, (s) => s.context.error)
  return <SampleDesk samples={samples} actor={actor} error={failed} />
}

/**
 * The decor sample requests (issue 39.4, /admin/vzorky), handled like a small order: received ones first (oldest
 * first, the post goes in order) with the address's lines and its A6 label to print, the decors to pack, and "Sent" /
 * "Cancel". Free of charge: no price, no invoice.
 */
export function SampleDesk({
  samples,
  actor,
  error,
}: {
  samples: readonly StaffSample[]
  actor: SampleDeskActor
  error: SampleDeskError | null
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { intl, lang } = marketOf(locale)
  const moving = useSelector(actor, (s) => (s.matches('moving') ? s.context.move?.number : undefined))
  const open = samples.filter((sample) => sample.status === 'received').length
  return (
    <section className="sample-desk" data-testid="sample-desk">
      <p>
        <Trans>Requests to send: {open}</Trans>
      </p>
      {error ? (
        <p className="form-error" role="alert" data-error={error}>
          {i18n._(ERRORS[error])}
        </p>
      ) : null}
      {samples.length === 0 ? (
        <p>
          <Trans>No sample requests yet.</Trans>
        </p>
      ) : (
        <ul className="sample-list">
          {samples.map((sample) => {
            const received = formatOrderTime(sample.createdAt, intl)
            return (
              <li key={sample.number} className="sample-card" data-status={sample.status}>
                <article aria-label={sample.number}>
                  <h2>
                    {sample.number} <span className="sample-status">{i18n._(sampleStatusLabels[sample.status])}</span>
                  </h2>
                  <p>
                    <Trans>Received {received}</Trans>
                    {sample.doneAt ? <> · {formatOrderTime(sample.doneAt, intl)}</> : null}
                  </p>
                  <address>
                    {sample.name}
                    <br />
                    {sample.address}
                    <br />
                    {sample.zip} {sample.city}
                    <br />
                    {i18n._(countryLabels[sample.country])}
                  </address>
                  <p>{sample.email}</p>
                  <p>
                    <a
                      href={withParams(API.staffSampleLabel, { number: sample.number }).path}
                      target="_blank"
                      rel="noopener"
                    >
                      <Trans>Address label (PDF)</Trans>
                    </a>
                  </p>
                  <ul className="sample-decors-list" aria-label={i18n._(msg`Decors to pack`)}>
                    {sample.decors.map((code) => (
                      <li key={code}>
                        {decorName(code, lang)} <code>{code}</code>
                      </li>
                    ))}
                  </ul>
                  {sample.status === 'received' ? (
                    <p className="sample-actions">
                      <button
                        type="button"
                        disabled={moving !== undefined}
                        onClick={() => actor.send({ type: 'sample.move', number: sample.number, status: 'sent' })}
                      >
                        <Trans>Mark as sent</Trans>
                      </button>{' '}
                      <button
                        type="button"
                        className="link-button"
                        disabled={moving !== undefined}
                        onClick={() => actor.send({ type: 'sample.move', number: sample.number, status: 'cancelled' })}
                      >
                        <Trans>Cancel the request</Trans>
                      </button>
                    </p>
                  ) : null}
                </article>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

export function SampleDeskPending() {
  return (
    <p className="pending" data-testid="samples-pending">
      <Trans>Loading the sample requests…</Trans>
    </p>
  )
}
