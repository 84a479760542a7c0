import { Trans } from '@lingui/react/macro'
import type { CartTotals } from '#domain/cart.ts'
import type { DeliveryMethod } from '#domain/checkout.ts'
import { formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'

/** Props: the cart's totals, the delivery chosen (if any), and whether the choice is the next step. */
export interface TotalsProps {
  totals: CartTotals
  delivery: DeliveryMethod | undefined
  choiceAhead?: boolean
  /** The seller charges no VAT (not registered, issue 37): one column of final prices. */
  vatFree?: boolean
}

/**
 * Goods, shipping and the total, each without and with VAT (docs/product.md#cart: Σ price × count; shipping
 * only once a delivery is chosen: until then the row says where it is chosen and adds nothing).
 */
export function Totals({ totals, delivery, choiceAhead = false, vatFree = false }: TotalsProps) {
  const { shipping } = totals
  const locale = useLocale()
  const money = (cents: number) => formatMoney(cents, locale, totals.currency)
  return (
    <table className="totals" data-testid="cart-totals" data-gross={totals.total.gross} data-net={totals.total.net}>
      <thead>
        {vatFree ? (
          <tr>
            <td />
            <th scope="col">
              <Trans>Price</Trans>
            </th>
          </tr>
        ) : (
          <tr>
            <td />
            <th scope="col">
              <Trans>excl. VAT</Trans>
            </th>
            <th scope="col">
              <Trans>incl. VAT</Trans>
            </th>
          </tr>
        )}
      </thead>
      <tbody>
        <tr>
          <th scope="row">
            <Trans>Cabinets</Trans>
          </th>
          {vatFree ? null : <td>{money(totals.goods.net)}</td>}
          <td>{money(totals.goods.gross)}</td>
        </tr>
        {shipping ? (
          <tr data-testid="shipping" data-chosen="true">
            <th scope="row">
              {delivery === 'courier' ? <Trans>Delivery by our courier</Trans> : <Trans>Personal pickup</Trans>}
            </th>
            {vatFree ? null : <td>{money(shipping.net)}</td>}
            <td>{money(shipping.gross)}</td>
          </tr>
        ) : (
          <tr data-testid="shipping" data-chosen="false">
            <th scope="row">
              <Trans>Delivery</Trans>
            </th>
            <td colSpan={vatFree ? 1 : 2}>
              {choiceAhead ? <Trans>chosen in the next step</Trans> : <Trans>not chosen yet</Trans>}
            </td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">
            <Trans>Total</Trans>
          </th>
          {vatFree ? null : <td>{money(totals.total.net)}</td>}
          <td data-testid="total-gross">
            <strong>{money(totals.total.gross)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
