import { useId } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { depositReceivedMachine, type DepositReceivedError } from '#machines/depositReceived.ts'
import type { OrderDeposit } from '#domain/deposit.ts'
import { shopToday } from '#domain/staffOrders.ts'
import { depositReceivedActors } from '#queries/actors.ts'
import { staffOrderQueryOptions } from '#queries/staffOrders.ts'
import { formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { useHostedActor } from '../useHostedActor'

export type DepositReceivedActor = ActorRefFrom<typeof depositReceivedMachine>

const ERRORS: Record<DepositReceivedError, MessageDescriptor> = {
  amount: msg`Write the amount received, such as 180,67.`,
  date: msg`Choose the day the payment reached the account (today or before).`,
  noDeposit: msg`No deposit was asked of this order.`,
  already: msg`The deposit is already marked received.`,
  missing: msg`No order has this number any more.`,
  forbidden: msg`You may not do this here: sign in again.`,
  server: msg`The deposit could not be marked received. Try again.`,
  network: msg`The shop did not answer: check the connection and try again.`,
}

const SOURCES: Record<NonNullable<OrderDeposit['source']>, MessageDescriptor> = {
  desk: msg`marked on the desk`,
  camt: msg`matched in a camt.053 statement`,
  csv: msg`matched in a CSV statement`,
}

/** An amount in minor units as the form's text: 180,67. */
const amountText = (minor: number) => (minor / 100).toFixed(2).replace('.', ',')

/** The order's deposit (issue 37.4): asked, received or not; the form to mark it received while it is not. */
export function OrderDepositPanel({ number, deposit, now }: { number: string; deposit: OrderDeposit; now: Date }) {
  const locale = useLocale()
  const { i18n } = useLingui()
  const amount = formatMoney(deposit.amount, locale, deposit.currency)
  const percent = deposit.percent
  const symbol = deposit.variableSymbol
  return (
    <section
      className="order-deposit"
      aria-labelledby="order-deposit-heading"
      data-received={deposit.receivedOn !== null}
    >
      <h2 id="order-deposit-heading">
        <Trans>Deposit</Trans>
      </h2>
      <p>
        <Trans>
          Asked at the confirmation: {amount} ({percent} %), by bank transfer with the variable symbol {symbol}.
        </Trans>
      </p>
      {deposit.receivedOn === null ? (
        <>
          <p className="form-error" data-testid="deposit-waiting">
            <Trans>Not received yet: production cannot start before it is.</Trans>
          </p>
          <DepositReceivedPanel number={number} deposit={deposit} now={now} />
        </>
      ) : (
        <DepositReceipt deposit={deposit} source={deposit.source ? i18n._(SOURCES[deposit.source]) : ''} />
      )}
    </section>
  )
}

function DepositReceipt({ deposit, source }: { deposit: OrderDeposit; source: string }) {
  const locale = useLocale()
  const received = formatMoney(deposit.receivedAmount ?? deposit.amount, locale, deposit.currency)
  const day = deposit.receivedOn ?? ''
  const document = deposit.document ?? ''
  return (
    <p role="status" data-testid="deposit-receipt">
      <Trans>
        Received {received} on {day} ({source}); tax document {document}.
      </Trans>
    </p>
  )
}

/** The form on its own machine; a received deposit reads the order again (its status may now move on). */
function DepositReceivedPanel({ number, deposit, now }: { number: string; deposit: OrderDeposit; now: Date }) {
  const queryClient = useQueryClient()
  const actor = useHostedActor(depositReceivedMachine, {
    input: { number, amount: amountText(deposit.amount), today: shopToday(now) },
    provide: { actors: depositReceivedActors },
    on: {
      'deposit.received': () => {
        void queryClient.invalidateQueries({ queryKey: staffOrderQueryOptions(number).queryKey })
      },
    },
  })
  return <DepositReceivedForm actor={actor} currency={deposit.currency} />
}

/** The amount and the day, the button, and what became of the last try. */
export function DepositReceivedForm({ actor, currency }: { actor: DepositReceivedActor; currency: string }) {
  const { i18n } = useLingui()
  const id = useId()
  const amount = useSelector(actor, (s) => s.context.amount)
  const receivedOn = useSelector(actor, (s) => s.context.receivedOn)
  const error = useSelector(actor, (s) => s.context.error)
  const saving = useSelector(actor, (s) => s.matches('saving'))
  return (
    <form
      className="deposit-received"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'deposit.submit' })
      }}
    >
      <label className="field" htmlFor={`${id}-amount`}>
        <Trans>Amount received ({currency})</Trans>
      </label>
      <input
        id={`${id}-amount`}
        name="amount"
        inputMode="decimal"
        value={amount}
        readOnly={saving}
        aria-invalid={error === 'amount' ? true : undefined}
        onChange={(event) => actor.send({ type: 'deposit.amount', amount: event.target.value })}
      />
      <label className="field" htmlFor={`${id}-date`}>
        <Trans>Received on</Trans>
      </label>
      <input
        id={`${id}-date`}
        name="receivedOn"
        type="date"
        value={receivedOn}
        readOnly={saving}
        aria-invalid={error === 'date' ? true : undefined}
        onChange={(event) => actor.send({ type: 'deposit.date', receivedOn: event.target.value })}
      />
      <p>
        <button type="submit" disabled={saving} data-testid="deposit-received">
          {saving ? <Trans>Marking the deposit received…</Trans> : <Trans>Mark the deposit received</Trans>}
        </button>
      </p>
      {error && (
        <p className="form-error" role="alert">
          {i18n._(ERRORS[error])}
        </p>
      )}
    </form>
  )
}
