import { Suspense, useId, useState, type FormEvent } from 'react'
import { Link, useRouteContext } from '@tanstack/react-router'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import type { SnapshotFrom } from 'xstate'
import { cashCollectMachine, type CashCollectEvent } from '#machines/cashCollect.ts'
import { parseAmount, type CashDriver, type StaffCashMissing, type StaffOrderCash } from '#domain/cash.ts'
import { shopTime } from '#domain/fulfilment.ts'
import { marketOf, type Currency } from '#domain/locale.ts'
import { toMinor } from '#domain/money.ts'
import { cashCollectActors } from '#queries/actors.ts'
import { staffCashMissingQueryOptions, staffCashReportQueryOptions, staffOrderCashQueryOptions } from '#queries/cash.ts'
import { formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { useHostedActor } from '../useHostedActor'

/** Why a record failed, in the staff's language, by the server's code (others: the generic sentence). */
const ERRORS: Record<string, MessageDescriptor> = {
  not_delivered: msg`Cash is recorded for an order that is ready or delivered.`,
  before_order: msg`The day is before the order was placed.`,
  in_future: msg`The day has not come yet.`,
  difference: msg`The amount differs from the amount to collect; confirm the difference.`,
  not_found: msg`This order no longer exists.`,
  invalid_request: msg`Check the values: a name, an amount in whole cents and a day.`,
  network: msg`The connection failed; nothing was saved. Try again.`,
  server: msg`The server could not save it; try again in a moment.`,
}

/** A signed amount ("+0,02 €", "-0,49 Kč"): a rounding or a difference. */
function useSigned() {
  const locale = useLocale()
  return (units: number, currency: Currency) =>
    `${units > 0 ? '+' : ''}${formatMoney(toMinor(units), locale, currency)}`
}

/** The machine's snapshot and its sender, as the panel hosts it. */
export interface CashCollectProps {
  snapshot: SnapshotFrom<typeof cashCollectMachine>
  send: (event: CashCollectEvent) => void
}

/**
 * An order's cash (issue 37.5) on the order detail and the deliveries desk: the amount to collect with the cash
 * rounding as its own line, the collection recorded, and the form to record (or correct) it. Its own query and
 * machine, so the page's data stays as it was.
 */
export function CashPanel({ number, status = '' }: { number: string; status?: string }) {
  return (
    <Suspense fallback={null}>
      <CashHost number={number} status={status} />
    </Suspense>
  )
}

function CashHost({ number, status }: { number: string; status: string }) {
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(staffOrderCashQueryOptions(number, status))
  const name = useRouteContext({ strict: false, select: (context) => context.staff?.name ?? '' })
  const machine = useHostedActor(cashCollectMachine, {
    provide: { actors: cashCollectActors },
    on: {
      'cash.recorded': () => {
        for (const key of ['staffOrderCash', 'staffCashReport', 'staffCashMissing'])
          void queryClient.invalidateQueries({ queryKey: [key] })
      },
    },
  })
  const snapshot = useSelector(machine, (s) => s)
  const today = shopTime(new Date()).slice(0, 10)
  return <CashView cash={data} staffName={name} today={today} snapshot={snapshot} send={machine.send} />
}

/** The panel as it shows an answer of GET /api/staff/orders/:number/cash (stories render it directly). */
export function CashView({
  cash,
  staffName,
  today,
  snapshot,
  send,
}: CashCollectProps & { cash: StaffOrderCash; staffName: string; today: string }) {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const signed = useSigned()
  const id = useId()
  const { collection, currency } = cash
  const money = (units: number) => formatMoney(toMinor(units), locale, currency)
  const [collectedBy, setCollectedBy] = useState(collection?.collectedBy ?? staffName)
  // Typed as the desk writes money: a decimal comma, always two decimals.
  const [amount, setAmount] = useState((collection?.amount ?? cash.due).toFixed(2).replace('.', ','))
  const [collectedOn, setCollectedOn] = useState(collection?.collectedOn ?? today)
  const saving = snapshot.matches('saving')
  const parsed = parseAmount(amount)
  const total = money(cash.total)
  const rounding = signed(cash.rounding, currency)
  const due = money(cash.due)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (parsed === undefined) return
    send({
      type: 'cash.record',
      record: { number: cash.number, collectedBy: collectedBy.trim(), amount: parsed, collectedOn },
      due: cash.due,
    })
  }
  const error = snapshot.context.error
  const asked = snapshot.context.record
  const difference = asked && snapshot.matches('confirming') ? signed(asked.amount - cash.due, currency) : null
  return (
    <section className="order-cash" data-testid="cash-collected" data-order-number={cash.number}>
      <h2>
        <Trans>Cash</Trans>
      </h2>
      {cash.rounding !== 0 && (
        <p>
          <Trans>Order total: {total}</Trans>
          <br />
          <span data-testid="cash-rounding">
            <Trans>Rounding: {rounding}</Trans>
          </span>
        </p>
      )}
      <p>
        <Trans>
          To collect in cash: <strong>{due}</strong>
        </Trans>
      </p>
      {collection && <Recorded collection={collection} intl={marketOf(locale).intl} />}
      {cash.collectable ? (
        <form className="cash-form" onSubmit={submit} aria-label={t`Record the cash collected`}>
          <label className="field" htmlFor={`${id}-by`}>
            <span>
              <Trans>Collected by (driver)</Trans>
            </span>
            <input
              id={`${id}-by`}
              value={collectedBy}
              required
              maxLength={80}
              onChange={(event) => setCollectedBy(event.currentTarget.value)}
            />
          </label>
          <label className="field" htmlFor={`${id}-amount`}>
            <span>
              <Trans>Amount collected</Trans>
            </span>
            <input
              id={`${id}-amount`}
              value={amount}
              inputMode="decimal"
              required
              aria-invalid={parsed === undefined}
              onChange={(event) => setAmount(event.currentTarget.value)}
            />
          </label>
          <label className="field" htmlFor={`${id}-day`}>
            <span>
              <Trans>Day collected</Trans>
            </span>
            <input
              id={`${id}-day`}
              type="date"
              value={collectedOn}
              max={today}
              required
              onChange={(event) => setCollectedOn(event.currentTarget.value)}
            />
          </label>
          <button type="submit" disabled={saving || parsed === undefined || snapshot.matches('confirming')}>
            {collection ? <Trans>Correct the record</Trans> : <Trans>Record the cash</Trans>}
          </button>
        </form>
      ) : (
        <p>
          <Trans>Cash is recorded once the order is ready or delivered.</Trans>
        </p>
      )}
      {difference !== null && (
        <div className="cash-difference" role="alertdialog" aria-label={t`Confirm the difference`}>
          <p>
            <Trans>
              The amount differs from the amount to collect ({due}) by <strong>{difference}</strong>.
            </Trans>
          </p>
          <button type="button" onClick={() => send({ type: 'cash.confirm' })}>
            <Trans>Record with the difference</Trans>
          </button>{' '}
          <button type="button" className="link-button" onClick={() => send({ type: 'cash.cancel' })}>
            <Trans>Back</Trans>
          </button>
        </div>
      )}
      {snapshot.matches('failed') && error !== null && (
        <div className="delivery-error" role="alert" data-error={error}>
          <p>{i18n._(ERRORS[error] ?? ERRORS.server!)}</p>
          <button type="button" onClick={() => send({ type: 'cash.retry' })}>
            <Trans>Try again</Trans>
          </button>{' '}
          <button type="button" className="link-button" onClick={() => send({ type: 'cash.dismiss' })}>
            <Trans>Dismiss</Trans>
          </button>
        </div>
      )}
    </section>
  )
}

/** What was recorded: who, how much, which day, by whom; a difference from the amount to collect stands out. */
function Recorded({ collection, intl }: { collection: NonNullable<StaffOrderCash['collection']>; intl: string }) {
  const locale = useLocale()
  const signed = useSigned()
  const by = collection.collectedBy
  const amount = formatMoney(toMinor(collection.amount), locale, collection.currency)
  const day = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }).format(
    // A date-only string parses as UTC midnight; noon keeps it the same day.
    new Date(Date.parse(collection.collectedOn) + 43_200_000),
  )
  const difference = signed(collection.difference, collection.currency)
  const recorder = collection.recordedBy
  return (
    <p className="cash-recorded" role="status">
      {recorder === null ? (
        <Trans>
          Collected {amount} by {by} on {day}.
        </Trans>
      ) : (
        <Trans>
          Collected {amount} by {by} on {day} (recorded by {recorder}).
        </Trans>
      )}
      {collection.difference !== 0 && (
        <>
          {' '}
          <strong className="cash-difference-amount">
            <Trans>Difference: {difference}</Trans>
          </strong>
        </>
      )}
    </p>
  )
}

/** The day's cash per driver on the deliveries desk (issue 37.5): the orders, the amounts, the sum per currency. */
export function CashReportPanel({ date }: { date: string }) {
  return (
    <Suspense fallback={null}>
      <CashReportHost date={date} />
    </Suspense>
  )
}

function CashReportHost({ date }: { date: string }) {
  const { data } = useSuspenseQuery(staffCashReportQueryOptions(date))
  return <CashReport drivers={data.drivers} />
}

/** The report as it shows an answer of GET /api/staff/cash/day/:date; printable (the desk's print button). */
export function CashReport({ drivers }: { drivers: CashDriver[] }) {
  const locale = useLocale()
  const money = (units: number, currency: Currency) => formatMoney(toMinor(units), locale, currency)
  return (
    <section className="cash-report" aria-labelledby="cash-report-heading">
      <h2 id="cash-report-heading">
        <Trans>Cash collected this day</Trans>
      </h2>
      {drivers.length === 0 ? (
        <p>
          <Trans>No cash has been recorded for this day.</Trans>
        </p>
      ) : (
        <>
          {drivers.map((driver) => {
            const name = driver.driver
            const sums = driver.totals.map((sum) => money(sum.amount, sum.currency)).join(' + ')
            return (
              <table key={name} className="order-table cash-driver">
                <caption>
                  <Trans>
                    {name}: {sums}
                  </Trans>
                </caption>
                <tbody>
                  {driver.orders.map((order) => (
                    <tr key={order.number}>
                      <td>
                        <Link to="/admin/objednavky/$number" params={{ number: order.number }}>
                          {order.number}
                        </Link>
                      </td>
                      <td className="order-total">{money(order.amount, order.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          })}
          <p>
            <button type="button" onClick={() => window.print()}>
              <Trans>Print the cash report</Trans>
            </button>
          </p>
        </>
      )}
    </section>
  )
}

/** The dashboard's list of delivered orders whose cash nobody recorded yet. */
export function CashMissingPanel() {
  return (
    <Suspense fallback={null}>
      <CashMissingHost />
    </Suspense>
  )
}

function CashMissingHost() {
  const { data } = useSuspenseQuery(staffCashMissingQueryOptions())
  return <CashMissing orders={data.orders} />
}

/** The list as it shows an answer of GET /api/staff/cash/missing. */
export function CashMissing({ orders }: { orders: StaffCashMissing['orders'] }) {
  const locale = useLocale()
  const count = orders.length
  return (
    <section className="dashboard-cash-missing" aria-labelledby="cash-missing-heading" data-figure-count={count}>
      <h2 id="cash-missing-heading">
        <Trans>Delivered without cash recorded ({count})</Trans>
      </h2>
      {count === 0 ? (
        <p>
          <Trans>Every delivered order has its cash recorded.</Trans>
        </p>
      ) : (
        <ul>
          {orders.map((order) => (
            <li key={order.number}>
              <Link to="/admin/objednavky/$number" params={{ number: order.number }}>
                {order.number}
              </Link>{' '}
              {formatMoney(toMinor(order.due), locale, order.currency)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
