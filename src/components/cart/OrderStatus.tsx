import { useSelector } from '@xstate/react'
import { Trans } from '@lingui/react/macro'
import { toMinor } from '#domain/money.ts'
import { formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import type { CartRef } from './CartProvider'
import type { OrderRef } from './CustomerFields'
import { randomUuid } from '#site/browser/uuid.ts'

/**
 * The order's completion texts (docs/product.md#orders): pending, failed (try again); and the shop's new prices to
 * confirm.
 */
export function OrderStatus({ orderRef, cartRef }: { orderRef: OrderRef; cartRef: CartRef }) {
  const pending = useSelector(orderRef, (s) => s.matches('pending'))
  const failure = useSelector(orderRef, (s) => (s.matches({ open: 'failed' }) ? s.context.failure : null))
  const change = useSelector(orderRef, (s) => (s.matches({ open: 'priceChanged' }) ? s.context.priceChange : null))
  const request = useSelector(orderRef, (s) => s.context.request)
  const items = useSelector(cartRef, (s) => s.context.items)
  const locale = useLocale()
  if (pending) {
    return (
      <p className="order-status" role="status" data-testid="order-pending">
        <Trans>Your order is being processed, please wait.</Trans>
      </p>
    )
  }
  if (failure) {
    return (
      <div className="order-status order-failed" role="alert" data-testid="order-failed">
        <p>
          <Trans>An error occurred while processing the order. Please try again.</Trans>
        </p>
        {failure === 'decorUnavailable' ? (
          <p data-testid="decor-unavailable">
            <Trans>
              A decor in your cart is no longer sold. Open the cabinet from the cart, choose another decor and add it
              again.
            </Trans>
          </p>
        ) : null}
        {failure === 'rateLimited' ? (
          <p>
            <Trans>
              We have received several orders from your connection in a short time. Please wait a few minutes.
            </Trans>
          </p>
        ) : null}
        <button type="button" data-testid="retry-order" onClick={() => orderRef.send({ type: 'order.retry' })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  }
  if (change && request) {
    const currency = change.lines[0]?.currency ?? 'EUR'
    const money = (units: number) => formatMoney(toMinor(units), locale, currency)
    const newTotal = money(change.totalGross)
    return (
      <div className="order-status price-change" role="alert" data-testid="price-changed">
        <p>
          <strong>
            <Trans>Some prices have changed since you added the cabinets to the cart. Please check them:</Trans>
          </strong>
        </p>
        <ul>
          {change.lines.map((line, i) => {
            const before = request.order.furniture[i]?.cabinet.price
            if (!before || (before.price === line.price && before.currency === line.currency)) return null
            const title = items[i]?.title ?? request.order.furniture[i]?.title
            const was = formatMoney(toMinor(before.priceGross), locale, before.currency)
            const now = money(line.priceGross)
            return (
              <li key={i}>
                <Trans>
                  {title}: {was} → {now} incl. VAT
                </Trans>
              </li>
            )
          })}
        </ul>
        <p>
          <Trans>New total to pay: {newTotal} incl. VAT</Trans>
        </p>
        <button
          type="button"
          className="primary"
          data-testid="accept-prices"
          onClick={() => orderRef.send({ type: 'order.prices.accept', key: randomUuid() })}
        >
          <Trans>Accept the new prices and order with obligation to pay</Trans>
        </button>
      </div>
    )
  }
  return null
}
