import { Suspense, useId, useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { deliveryDeskMachine } from '#machines/deliveryDesk.ts'
import { CARRIERS, carrierName as brandOf, type Carrier, type StaffOrderDelivery } from '#domain/delivery.ts'
import { marketOf } from '#domain/locale.ts'
import { deliveryDeskActors } from '#queries/actors.ts'
import { staffOrderDeliveryQueryOptions } from '#queries/deliveries.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { useHostedActor } from '../useHostedActor'
import { DeliveryError, type DeliveryDeskProps } from './Deliveries'
import { formatOrderTime } from './OrderList'

/** "Another carrier" in the select; the known ones by their brand (src/domain/delivery.ts carrierName). */
const anotherCarrier = msg`Another carrier`

/** A wall-clock day as the screen's language writes it ("streda 2. decembra"). */
const dayLabel = (date: string, intl: string) =>
  new Intl.DateTimeFormat(intl, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    // A date-only string parses as UTC midnight; noon keeps it the same day in any zone's rounding.
    new Date(Date.parse(date) + 43_200_000),
  )

/**
 * The order's delivery on the order detail (issue 36): the van's day and window, or the parcel's carrier and
 * tracking number, whether the customer was e-mailed; for a ready courier order the parcel form. Its own query and
 * desk machine, so the order detail's own data stays as it was.
 */
export function OrderDeliveryPanel({ number, status }: { number: string; status: string }) {
  return (
    <Suspense fallback={null}>
      <OrderDeliveryHost number={number} status={status} />
    </Suspense>
  )
}

function OrderDeliveryHost({ number, status }: { number: string; status: string }) {
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(staffOrderDeliveryQueryOptions(number, status))
  const desk = useHostedActor(deliveryDeskMachine, {
    provide: { actors: deliveryDeskActors },
    on: {
      'delivery.changed': () => {
        void queryClient.invalidateQueries({ queryKey: ['staffOrderDelivery', number] })
        void queryClient.invalidateQueries({ queryKey: ['staffDeliveryDay'] })
      },
    },
  })
  const snapshot = useSelector(desk, (s) => s)
  return <OrderDeliveryView number={number} data={data} snapshot={snapshot} send={desk.send} />
}

/** The panel as it shows an answer of GET /api/staff/orders/:number/delivery (stories render it directly). */
export function OrderDeliveryView({
  number,
  data,
  snapshot,
  send,
}: DeliveryDeskProps & { number: string; data: StaffOrderDelivery }) {
  const { i18n } = useLingui()
  const intl = marketOf(useLocale()).intl
  const { delivery } = data
  const notified = delivery?.notifiedAt ? formatOrderTime(delivery.notifiedAt, intl) : null
  return (
    <section className="order-delivery" data-testid="delivery-panel" data-method={delivery?.method ?? 'none'}>
      <h2>
        <Trans>Dispatch</Trans>
      </h2>
      {delivery === null && (
        <p>
          <Trans>Not planned yet.</Trans>
        </p>
      )}
      {delivery?.method === 'van' && <VanLine delivery={delivery} intl={intl} />}
      {delivery?.method === 'parcel' && <ParcelLine delivery={delivery} />}
      {delivery !== null && (
        <p>{notified ? <Trans>Customer e-mailed {notified}.</Trans> : <Trans>Customer not e-mailed yet.</Trans>}</p>
      )}
      <DeliveryError snapshot={snapshot} send={send} />
      {data.plannable && (
        <>
          {delivery === null && (
            <p>
              <Link to="/admin/rozvoz">
                <Trans>Plan it on a van</Trans>
              </Link>
            </p>
          )}
          <ParcelForm
            number={number}
            saving={snapshot.matches('saving')}
            send={send}
            label={i18n._(msg`Send by a parcel carrier`)}
          />
        </>
      )}
    </section>
  )
}

type Planned = NonNullable<StaffOrderDelivery['delivery']>

/** The van's day and window, with a link to that day's deliveries. */
function VanLine({ delivery, intl }: { delivery: Extract<Planned, { method: 'van' }>; intl: string }) {
  const day = dayLabel(delivery.date, intl)
  const window = `${delivery.from}–${delivery.to}`
  return (
    <p>
      <Trans>
        On our van on {day}, {window}.
      </Trans>{' '}
      <Link to="/admin/rozvoz" search={{ den: delivery.date }}>
        <Trans>The day's deliveries</Trans>
      </Link>
    </p>
  )
}

/** The parcel's carrier and tracking number, with the carrier's tracking page when known. */
function ParcelLine({ delivery }: { delivery: Extract<Planned, { method: 'parcel' }> }) {
  const { carrierName: carrier, tracking } = delivery
  return (
    <p>
      <Trans>
        Sent by {carrier}, tracking number {tracking}.
      </Trans>{' '}
      {delivery.url && (
        <a href={delivery.url} target="_blank" rel="noreferrer">
          <Trans>Track the parcel</Trans>
        </a>
      )}
    </p>
  )
}

/** Carrier, its name for another one, and the tracking number: the customer is e-mailed them. */
function ParcelForm({
  number,
  saving,
  send,
  label,
}: {
  number: string
  saving: boolean
  send: DeliveryDeskProps['send']
  label: string
}) {
  const { i18n } = useLingui()
  const carrierId = useId()
  const [carrier, setCarrier] = useState<Carrier>('packeta')
  const [carrierName, setCarrierName] = useState('')
  const [tracking, setTracking] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'delivery.parcel', number, carrier, carrierName, tracking })
  }
  return (
    <form className="delivery-parcel" onSubmit={submit} aria-label={label}>
      <h3>{label}</h3>
      <div className="field">
        {/* Labelled by id: a wrapping label would name the select by its options too. */}
        <label htmlFor={carrierId}>
          <Trans>Carrier</Trans>
        </label>
        <select id={carrierId} value={carrier} onChange={(event) => setCarrier(event.currentTarget.value as Carrier)}>
          {CARRIERS.map((code) => {
            return (
              <option key={code} value={code}>
                {code === 'other' ? i18n._(anotherCarrier) : brandOf(code)}
              </option>
            )
          })}
        </select>
      </div>
      {carrier === 'other' && (
        <label className="field">
          <span>
            <Trans>Carrier's name</Trans>
          </span>
          <input
            value={carrierName}
            required
            maxLength={40}
            onChange={(event) => setCarrierName(event.currentTarget.value)}
          />
        </label>
      )}
      <label className="field">
        <span>
          <Trans>Tracking number</Trans>
        </span>
        <input
          value={tracking}
          required
          minLength={4}
          maxLength={40}
          pattern="[A-Za-z0-9\-]+"
          onChange={(event) => setTracking(event.currentTarget.value)}
        />
      </label>
      <button type="submit" disabled={saving}>
        <Trans>Save and e-mail the customer</Trans>
      </button>
    </form>
  )
}
