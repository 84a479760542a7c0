import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { amountDue } from '#domain/delivery.ts'
import { toMinor } from '#domain/money.ts'
import type { OrderSummary } from '#domain/orderSummary.ts'
import { formatDimensions, formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { useShopSettings } from '#queries/settings.ts'
import { VatSummary } from './VatSummary'
import { DeliveryPromise } from './DeliveryEstimate'

/**
 * What the page has of the order: loading, the summary the shop answered, a confirmation already
 * shown (its token used: the number is known, the details are in the e-mail), or nothing to show.
 */
export type ConfirmationView =
  | { status: 'loading' }
  | { status: 'shown'; summary: OrderSummary }
  | { status: 'gone'; orderNumber: string }
  | { status: 'missing' }
  | { status: 'failed' }

/** The confirmed order (docs/product.md#orders): the order number and what was ordered, as the shop answered it. */
export function OrderConfirmation({ view }: { view: ConfirmationView }) {
  const locale = useLocale()
  const settings = useShopSettings()
  if (view.status === 'loading') {
    return (
      <p className="pending">
        <Trans>Loading your order…</Trans>
      </p>
    )
  }
  if (view.status === 'gone') {
    const number = view.orderNumber
    return (
      <div className="order-confirmation" data-testid="order-confirmed">
        <Thanks number={number} />
        <p data-testid="confirmation-used">
          <Trans>
            Its summary was shown once and is no longer available here; you will find every detail in the confirmation
            e-mail.
          </Trans>
        </p>
        <Link to="/" className="button-link">
          <Trans>Back to the shop</Trans>
        </Link>
      </div>
    )
  }
  if (view.status === 'failed') {
    return (
      <p role="alert" data-testid="confirmation-failed">
        <Trans>
          Your order could not be loaded. If you received the confirmation e-mail, the order is confirmed.{' '}
          <Link to="/">Continue to the shop</Link>
        </Trans>
      </p>
    )
  }
  if (view.status === 'missing') {
    return (
      <p data-testid="no-order">
        <Trans>
          There is no order to show at this address. <Link to="/">Continue to the shop</Link>
        </Trans>
      </p>
    )
  }
  const { summary } = view
  const seller = settings.company
  const money = (units: number) => formatMoney(toMinor(units), locale, summary.currency)
  const number = summary.orderNumber
  const total = money(summary.total)
  const totalNet = money(summary.totalNet)
  // Paid in cash (to the driver or on pickup): rounded by the currency's rule, the rounding its own line (issue 37.2).
  const cash = amountDue(toMinor(summary.total), summary.currency)
  const rounding = `${cash.rounding > 0 ? '+' : ''}${formatMoney(cash.rounding, locale, summary.currency)}`
  const due = formatMoney(cash.due, locale, summary.currency)
  const notVatPayer = summary.vat?.treatment.kind === 'notVatPayer'
  return (
    <div className="order-confirmation" data-testid="order-confirmed">
      <Thanks number={number} />
      <p>
        <Trans>We have sent the confirmation with all details, the terms and the complaint rules to your e-mail.</Trans>
      </p>
      <ul className="cart-lines">
        {summary.lines.map((line, i) => {
          const size = formatDimensions(line.size, locale)
          const count = line.count
          const corpus = line.corpusColorTitle
          const door = line.doorColorTitle
          return (
            <li key={i} className="cart-line" data-testid="confirmed-item">
              <div className="cart-line-body">
                <span className="cart-line-title">{line.title}</span>
                <span className="cart-line-detail">
                  {size} ·{' '}
                  <Trans>
                    corpus {corpus}, door {door}
                  </Trans>
                </span>
              </div>
              <span>
                <Trans>{count} pcs</Trans>
              </span>
              <strong>{money(line.priceGross * line.count)}</strong>
            </li>
          )
        })}
      </ul>
      {cash.rounding === 0 ? (
        <p data-testid="confirmed-total">
          {notVatPayer ? (
            <Trans>
              Total to pay on delivery: <strong>{total}</strong>
            </Trans>
          ) : (
            <Trans>
              Total to pay on delivery: <strong>{total}</strong> incl. VAT ({totalNet} excl. VAT)
            </Trans>
          )}
        </p>
      ) : (
        <>
          <p>
            {notVatPayer ? (
              <Trans>
                Total: <strong>{total}</strong>
              </Trans>
            ) : (
              <Trans>
                Total: <strong>{total}</strong> incl. VAT ({totalNet} excl. VAT)
              </Trans>
            )}
          </p>
          <p data-testid="cash-rounding">
            <Trans>Rounding: {rounding}</Trans>
          </p>
          <p data-testid="confirmed-total">
            <Trans>
              Total to pay on delivery: <strong>{due}</strong> in cash
            </Trans>
          </p>
        </>
      )}
      {summary.vat ? (
        <VatSummary
          lines={summary.vat.lines.map((line) => ({ ...line, base: toMinor(line.base), vat: toMinor(line.vat) }))}
          currency={summary.currency}
          treatment={summary.vat.treatment}
          seller={seller}
        />
      ) : null}
      {/* The date stored with the order when it was placed (issue 39.1), not asked again. */}
      {summary.deliveryDate ? <DeliveryPromise date={summary.deliveryDate} pickup={!summary.courier} /> : null}
      <p>
        {summary.courier ? (
          <Trans>Our driver will call you before delivery.</Trans>
        ) : (
          <Trans>We will call you when your cabinets are ready for pickup.</Trans>
        )}
      </p>
      <Link to="/" className="button-link">
        <Trans>Back to the shop</Trans>
      </Link>
    </div>
  )
}

/**
 * 'Confirmed, thank you' with the order's number (docs/product.md#orders): the same line whether the details are shown
 * or not.
 */
function Thanks({ number }: { number: string }) {
  return (
    <p className="order-thanks">
      <Trans>
        Your order no. <strong data-testid="order-number">{number}</strong> is confirmed. Thank you!
      </Trans>
    </p>
  )
}
