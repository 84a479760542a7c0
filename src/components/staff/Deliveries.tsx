import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { SnapshotFrom } from 'xstate'
import type { deliveryDeskMachine, DeliveryDeskEvent } from '#machines/deliveryDesk.ts'
import { API } from '#domain/endpoints.ts'
import { amountDue, WINDOWS, type DeliveryCandidate, type StaffDeliveryDay } from '#domain/delivery.ts'
import { marketOf } from '#domain/locale.ts'
import { toMinor } from '#domain/money.ts'
import { formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { formatOrderTime } from './OrderList'
import { CashPanel, CashReportPanel } from './CashCollect'

/** The desk machine's snapshot and its sender, as the route hosts it. */
export interface DeliveryDeskProps {
  snapshot: SnapshotFrom<typeof deliveryDeskMachine>
  send: (event: DeliveryDeskEvent) => void
}

/** Why a delivery write failed, in the staff's language, by the server's code (others: the generic sentence). */
const ERRORS: Record<string, MessageDescriptor> = {
  not_ready: msg`Only an order that is ready can be planned for delivery or sent.`,
  not_courier: msg`The customer picks this order up at the workshop: there is nothing to deliver.`,
  not_found: msg`This order no longer exists.`,
  invalid_request: msg`Check the values: the window must start before it ends, a tracking number has 4 to 40 letters or digits.`,
  network: msg`The connection failed; nothing was saved. Try again.`,
  server: msg`The server could not save it; try again in a moment.`,
}

/** The last write's failure with "Try again" and "Dismiss": kept until the staff act on it. */
export function DeliveryError({ snapshot, send }: DeliveryDeskProps) {
  const { i18n } = useLingui()
  const error = snapshot.context.error
  if (!snapshot.matches('failed') || error === null) return null
  return (
    <div className="delivery-error" role="alert" data-testid="delivery-error" data-error={error}>
      <p>{i18n._(ERRORS[error] ?? ERRORS.server!)}</p>
      <button type="button" onClick={() => send({ type: 'delivery.retry' })}>
        <Trans>Try again</Trans>
      </button>{' '}
      <button type="button" className="link-button" onClick={() => send({ type: 'delivery.dismiss' })}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  )
}

/**
 * The deliveries desk (issue 36, /admin/rozvoz): a day's van stops in route order with the cash to collect, the
 * "on the way" e-mails, the route sheet, and the ready courier orders still to plan onto the day.
 */
export function Deliveries({
  day,
  snapshot,
  send,
  onDate,
}: DeliveryDeskProps & { day: StaffDeliveryDay; onDate: (date: string) => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const intl = marketOf(locale).intl
  const saving = snapshot.matches('saving')
  const untold = day.stops.filter((stop) => stop.notifiedAt === null).length
  const sent = snapshot.context.sent
  const sheet = `${API.staffRouteSheetPdf.path.replace(':date', day.date)}?locale=${locale}`
  const labels = [t`Stop`, t`Place`, t`Customer`, t`Address`, t`Phone`, t`Window`, t`Cash to collect`, t`E-mail`]
  return (
    <section className="deliveries" data-testid="deliveries" data-date={day.date}>
      <div className="deliveries-day">
        <label className="field">
          <span>
            <Trans>Day</Trans>
          </span>
          <input
            type="date"
            value={day.date}
            required
            onChange={(event) => {
              if (event.currentTarget.value) onDate(event.currentTarget.value)
            }}
          />
        </label>
        <a href={sheet} data-testid="route-sheet" download>
          <Trans>Route sheet (PDF)</Trans>
        </a>
      </div>
      <DeliveryError snapshot={snapshot} send={send} />
      <h2>
        <Trans>Van stops</Trans>
      </h2>
      {day.stops.length === 0 ? (
        <p data-testid="delivery-stops-empty">
          <Trans>Nothing is planned for this day yet.</Trans>
        </p>
      ) : (
        <table className="order-table delivery-stops" data-testid="delivery-stops">
          <thead>
            <tr>
              {labels.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {day.stops.map((stop, index) => (
              <tr key={stop.number} data-order-number={stop.number}>
                <td data-label={labels[0]}>
                  {index + 1}.{' '}
                  <Link to="/admin/objednavky/$number" params={{ number: stop.number }}>
                    {stop.number}
                  </Link>
                </td>
                <td data-label={labels[1]}>
                  {stop.zip} {stop.city}
                </td>
                <td data-label={labels[2]}>
                  {stop.name}
                  {stop.company && <span className="order-company">{stop.company}</span>}
                </td>
                <td data-label={labels[3]}>{stop.address}</td>
                <td data-label={labels[4]}>
                  <a href={`tel:${stop.phone.replace(/\s/g, '')}`}>{stop.phone}</a>
                </td>
                <td data-label={labels[5]}>
                  {stop.from}–{stop.to}
                </td>
                <td data-label={labels[6]} className="order-total">
                  <StopCash gross={stop.cash.gross} currency={stop.cash.currency} />
                </td>
                <td data-label={labels[7]}>
                  <Notified at={stop.notifiedAt} intl={intl} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <button
          type="button"
          data-testid="delivery-notify"
          disabled={saving || untold === 0}
          onClick={() => send({ type: 'delivery.notify', date: day.date })}
        >
          <Trans>E-mail “on the way” with the window ({untold})</Trans>
        </button>
        {sent !== null && (
          <>
            {' '}
            <span role="status" className="delivery-sent">
              <Sent count={sent.length} />
            </span>
          </>
        )}
      </p>
      {day.stops.length > 0 && (
        <section className="delivery-cash" aria-labelledby="delivery-cash-heading">
          <h2 id="delivery-cash-heading">
            <Trans>Cash from the stops</Trans>
          </h2>
          {day.stops.map((stop) => (
            <CashPanel key={stop.number} number={stop.number} />
          ))}
        </section>
      )}
      <CashReportPanel date={day.date} />
      <h2>
        <Trans>Ready to plan</Trans>
      </h2>
      {day.unplanned.length === 0 ? (
        <p>
          <Trans>No ready courier order waits to be planned.</Trans>
        </p>
      ) : (
        <ul className="delivery-candidates" data-testid="delivery-unplanned">
          {day.unplanned.map((candidate) => (
            <Candidate key={candidate.number} candidate={candidate} date={day.date} saving={saving} send={send} />
          ))}
        </ul>
      )}
    </section>
  )
}

/** A stop's cash to collect (issue 37.2): rounded for cash, the rounding under it when there is one. */
function StopCash({
  gross,
  currency,
}: {
  gross: number
  currency: StaffDeliveryDay['stops'][number]['cash']['currency']
}) {
  const locale = useLocale()
  const { due, rounding } = amountDue(toMinor(gross), currency)
  const signed = `${rounding > 0 ? '+' : ''}${formatMoney(rounding, locale, currency)}`
  return (
    <>
      {formatMoney(due, locale, currency)}
      {rounding !== 0 && (
        <span className="order-company" data-testid="cash-rounding">
          <Trans>Rounding: {signed}</Trans>
        </span>
      )}
    </>
  )
}

/** Whether the stop's "on the way" e-mail went, and when. */
function Notified({ at, intl }: { at: string | null; intl: string }) {
  if (at === null) return <Trans>Not yet</Trans>
  const time = formatOrderTime(at, intl)
  return <Trans>Sent {time}</Trans>
}

/** How many e-mails the last round wrote. */
function Sent({ count }: { count: number }) {
  return <Trans>E-mails written: {count}</Trans>
}

/** A ready courier order with its window to choose and "Plan for this day". */
function Candidate({
  candidate,
  date,
  saving,
  send,
}: {
  candidate: DeliveryCandidate
  date: string
  saving: boolean
  send: DeliveryDeskProps['send']
}) {
  const locale = useLocale()
  const [window, setWindow] = useState(0)
  const { number } = candidate
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { from, to } = WINDOWS[window]!
    send({ type: 'delivery.plan', date, number, from, to })
  }
  return (
    <li data-order-number={number}>
      <form className="delivery-plan" onSubmit={submit} aria-label={number}>
        <span>
          <Link to="/admin/objednavky/$number" params={{ number }}>
            {number}
          </Link>{' '}
          {candidate.name}, {candidate.zip} {candidate.city},{' '}
          {formatMoney(toMinor(candidate.gross), locale, candidate.currency)}
        </span>
        <label className="field">
          <span>
            <Trans>Window</Trans>
          </span>
          <select value={window} onChange={(event) => setWindow(Number(event.currentTarget.value))}>
            {WINDOWS.map((option, index) => (
              <option key={option.from} value={index}>
                {option.from}–{option.to}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={saving}>
          <Trans>Plan for this day</Trans>
        </button>
      </form>
    </li>
  )
}

/** While the day loads. */
export function DeliveriesPending() {
  return (
    <p className="pending" data-testid="deliveries-pending">
      <Trans>Loading the deliveries…</Trans>
    </p>
  )
}
