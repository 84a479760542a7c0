import { Link } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { SnapshotFrom } from 'xstate'
import type { CustomerDetail as Customer } from '#domain/customers.ts'
import { decorName } from '#domain/decors.ts'
import { API, withParams } from '#domain/endpoints.ts'
import { marketOf } from '#domain/locale.ts'
import { toMinor } from '#domain/money.ts'
import type { CustomerEraseEvent, customerEraseMachine } from '#machines/customerErase.ts'
import { formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { SpentAmounts } from './CustomerList'
import { formatOrderTime } from './OrderList'
import { sampleStatusLabels } from './SampleDesk'
import { statusLabels } from './StatusPanel'

const msgNumber = msg`Number`
const msgDate = msg`Date`
const msgTotal = msg`Total incl. VAT`
const msgStatus = msg`Status`
const msgDecors = msg`Decors`
const msgSentTo = msg`Sent to`

/** The erasure's machine as the view needs it: its state and a way to speak to it. */
export interface ErasureControl {
  snapshot: SnapshotFrom<typeof customerEraseMachine>
  send: (event: CustomerEraseEvent) => void
}

/**
 * One customer (docs/product.md#staff): the latest contact and addresses, what they bought, every order (each
 * opening its detail), the export of everything the shop holds about them, and, for the owner (`erase` given),
 * the erasure behind a confirmation that says what goes and what the law keeps.
 */
export function CustomerDetail({ customer, erase }: { customer: Customer; erase: ErasureControl | null }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { intl, lang } = marketOf(locale)
  const { orderCount: count, sampleCount, ico } = customer
  const address = (a: { address: string; city: string; zip: string }) => `${a.address}, ${a.zip} ${a.city}`
  return (
    <section className="customer-detail" data-testid="customer-detail">
      <h2 className="customer-name">{customer.name}</h2>
      <dl className="customer-facts">
        {customer.company && (
          <>
            <dt>
              <Trans>Company</Trans>
            </dt>
            <dd>
              {customer.company}
              {ico && (
                <>
                  {' '}
                  <Trans>(IČO {ico})</Trans>
                </>
              )}
            </dd>
          </>
        )}
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd>
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </dd>
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd>{customer.phone || '–'}</dd>
        {customer.billingAddress && (
          <>
            <dt>
              <Trans>Billing address</Trans>
            </dt>
            <dd>{address(customer.billingAddress)}</dd>
          </>
        )}
        {customer.deliveryAddress && (
          <>
            <dt>
              <Trans>Delivery address</Trans>
            </dt>
            <dd>{address(customer.deliveryAddress)}</dd>
          </>
        )}
        <dt>
          <Trans>Spent incl. VAT</Trans>
        </dt>
        <dd data-testid="customer-spent">
          <SpentAmounts spent={customer.spent} locale={locale} />
        </dd>
      </dl>
      <h3>
        <Trans>Orders ({count})</Trans>
      </h3>
      {count === 0 ? (
        <p data-testid="customer-no-orders">
          <Trans>No orders: this person only asked for decor samples.</Trans>
        </p>
      ) : (
        <table className="order-table customer-orders" data-testid="customer-orders">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Number</Trans>
              </th>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Total incl. VAT</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {customer.orders.map((order) => (
              <tr key={order.number} data-testid="customer-order">
                <td data-label={i18n._(msgNumber)}>
                  <Link to="/admin/objednavky/$number" params={{ number: order.number }}>
                    {order.number}
                  </Link>
                </td>
                <td data-label={i18n._(msgDate)}>{formatOrderTime(order.createdAt, intl)}</td>
                <td data-label={i18n._(msgTotal)} className="order-total">
                  {formatMoney(toMinor(order.totalGross), locale, order.currency)}
                </td>
                <td data-label={i18n._(msgStatus)}>
                  <span className="status-badge" data-status={order.status}>
                    {i18n._(statusLabels[order.status])}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {sampleCount > 0 && (
        <>
          <h3>
            <Trans>Decor samples ({sampleCount})</Trans>
          </h3>
          <table className="order-table customer-samples" data-testid="customer-sample-requests">
            <thead>
              <tr>
                <th scope="col">{i18n._(msgNumber)}</th>
                <th scope="col">{i18n._(msgDate)}</th>
                <th scope="col">{i18n._(msgDecors)}</th>
                <th scope="col">{i18n._(msgSentTo)}</th>
                <th scope="col">{i18n._(msgStatus)}</th>
              </tr>
            </thead>
            <tbody>
              {customer.samples.map((sample) => (
                <tr key={sample.number}>
                  <td data-label={i18n._(msgNumber)}>{sample.number}</td>
                  <td data-label={i18n._(msgDate)}>{formatOrderTime(sample.createdAt, intl)}</td>
                  <td data-label={i18n._(msgDecors)}>
                    {sample.decors.map((code) => `${decorName(code, lang)} (${code})`).join(', ')}
                  </td>
                  <td data-label={i18n._(msgSentTo)}>{address(sample.address)}</td>
                  <td data-label={i18n._(msgStatus)}>{i18n._(sampleStatusLabels[sample.status])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <h3>
        <Trans>Personal data</Trans>
      </h3>
      <p>
        <a href={withParams(API.staffCustomerExport, { id: customer.id }).path} download data-testid="customer-export">
          <Trans>Download everything the shop holds about this customer (JSON)</Trans>
        </a>
      </p>
      {erase && <ErasurePanel control={erase} inProgress={customer.inProgress} samples={sampleCount} />}
    </section>
  )
}

/** The owner's erasure, step by step as the machine goes. */
function ErasurePanel({
  control,
  inProgress,
  samples,
}: {
  control: ErasureControl
  inProgress: readonly string[]
  /** How many decor sample requests the person made: the confirmation says what happens to them. */
  samples: number
}) {
  const { snapshot, send } = control
  const state = snapshot.value
  if (state === 'erased') {
    const { anonymised, keptForAccounts } = snapshot.context.result!
    const anonymisedCount = anonymised.length
    const keptCount = keptForAccounts.length
    return (
      <div className="customer-erase" role="status" data-testid="customer-erased">
        <p>
          <Trans>
            The customer's personal data are erased. Orders anonymised: {anonymisedCount}; orders keeping their invoice
            data for the accounts: {keptCount}.
          </Trans>
        </p>
        <Link to="/admin/zakaznici">
          <Trans>Back to the customers</Trans>
        </Link>
      </div>
    )
  }
  const open = inProgress.join(', ')
  // The server's numbers when it refused (an order may have been placed since the page was read).
  const blocked = snapshot.context.inProgress.length > 0 ? snapshot.context.inProgress.join(', ') : open
  return (
    <div className="customer-erase" data-testid="customer-erase" data-state={String(state)}>
      {state === 'idle' &&
        (inProgress.length > 0 ? (
          <p>
            <Trans>
              The customer cannot be erased while orders are in progress: {blocked}. Erase once they are delivered or
              cancelled.
            </Trans>
          </p>
        ) : (
          <button type="button" className="danger" onClick={() => send({ type: 'erase.ask' })}>
            <Trans>Erase personal data…</Trans>
          </button>
        ))}
      {(state === 'confirming' || state === 'erasing') && (
        <div role="alertdialog" aria-labelledby="erase-title" aria-describedby="erase-what">
          <p id="erase-title">
            <strong>
              <Trans>Erase this customer's personal data? This cannot be undone.</Trans>
            </strong>
          </p>
          <div id="erase-what">
            <p>
              <Trans>
                Erased: the e-mail address, phone, delivery addresses, the customer's notes, the texts of every e-mail
                sent to them and the staff's notes on their orders. Cancelled orders lose the name and billing address
                too.
              </Trans>
            </p>
            {samples > 0 && (
              <p>
                <Trans>Decor sample requests lose the name and address; a request not posted yet is cancelled.</Trans>
              </p>
            )}
            <p>
              <Trans>
                Kept for the accounts (10 years, accounting and VAT law): for delivered orders the billing name, billing
                address, company IDs, lines and amounts.
              </Trans>
            </p>
          </div>
          <button
            type="button"
            className="danger"
            data-testid="customer-erase-confirm"
            disabled={state === 'erasing'}
            onClick={() => send({ type: 'erase.confirm' })}
          >
            {state === 'erasing' ? <Trans>Erasing…</Trans> : <Trans>Erase</Trans>}
          </button>{' '}
          <button type="button" disabled={state === 'erasing'} onClick={() => send({ type: 'erase.cancel' })}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      )}
      {state === 'refused' && (
        <p role="alert">
          <Trans>
            The customer cannot be erased while orders are in progress: {blocked}. Erase once they are delivered or
            cancelled.
          </Trans>{' '}
          <button type="button" className="link-button" onClick={() => send({ type: 'erase.cancel' })}>
            <Trans>Close</Trans>
          </button>
        </p>
      )}
      {state === 'failed' && (
        <p role="alert">
          {snapshot.context.error === 'network' ? (
            <Trans>The erasure did not reach the shop. Check the connection and try again.</Trans>
          ) : (
            <Trans>The shop could not erase the customer. Try again in a moment.</Trans>
          )}{' '}
          <button type="button" onClick={() => send({ type: 'erase.retry' })}>
            <Trans>Try again</Trans>
          </button>{' '}
          <button type="button" onClick={() => send({ type: 'erase.cancel' })}>
            <Trans>Cancel</Trans>
          </button>
        </p>
      )}
    </div>
  )
}

/** The page when no customer has the id (an unknown address, or erased since). */
export function CustomerMissing() {
  return (
    <p data-testid="customer-missing">
      <Trans>No customer has this address: unknown, or erased.</Trans>{' '}
      <Link to="/admin/zakaznici">
        <Trans>Back to the customers</Trans>
      </Link>
    </p>
  )
}

/** The page while the customer is on the way. */
export function CustomerPending() {
  return (
    <p className="pending" data-testid="customer-pending">
      <Trans>Loading the customer…</Trans>
    </p>
  )
}
