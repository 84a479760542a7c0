import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { toMinor } from '../../domain/money'
import { formatDimensions, formatMoney } from '../../i18n/format'
import { useLocale } from '../../i18n/useLocale'
import { readLastOrder } from './storage'

/** Spec §4 'confirmed, thank you': the order number and what was ordered, from this tab's last order. */
export function OrderConfirmation() {
  const locale = useLocale()
  const [summary] = useState(readLastOrder)
  if (!summary) {
    return (
      <p data-testid="no-order">
        <Trans>
          There is no order from this browser tab to show. <Link to="/">Continue to the shop</Link>
        </Trans>
      </p>
    )
  }
  const money = (units: number) => formatMoney(toMinor(units), locale, summary.currency)
  const number = summary.orderNumber
  const total = money(summary.total)
  const totalNet = money(summary.totalNet)
  return (
    <div className="order-confirmation" data-testid="order-confirmed">
      <p className="order-thanks">
        <Trans>
          Your order no. <strong data-testid="order-number">{number}</strong> is confirmed. Thank you!
        </Trans>
      </p>
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
      <p data-testid="confirmed-total">
        <Trans>
          Total to pay on delivery: <strong>{total}</strong> incl. VAT ({totalNet} excl. VAT)
        </Trans>
      </p>
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
