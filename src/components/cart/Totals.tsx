import { Trans } from '@lingui/react/macro'
import type { CartTotals } from '../../domain/cart'
import { formatMoney } from '../../i18n/format'
import { useLocale } from '../../i18n/useLocale'

/** Props: the cart's totals and whether the courier delivers. */
export interface TotalsProps {
  totals: CartTotals
  courier: boolean
}

/** Goods, shipping (courier only) and the total, each without and with VAT (spec §9: Σ price × count). */
export function Totals({ totals, courier }: TotalsProps) {
  const locale = useLocale()
  const money = (cents: number) => formatMoney(cents, locale, totals.currency)
  return (
    <table className="totals" data-testid="cart-totals" data-gross={totals.total.gross} data-net={totals.total.net}>
      <thead>
        <tr>
          <td />
          <th scope="col">
            <Trans>excl. VAT</Trans>
          </th>
          <th scope="col">
            <Trans>incl. VAT</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">
            <Trans>Cabinets</Trans>
          </th>
          <td>{money(totals.goods.net)}</td>
          <td>{money(totals.goods.gross)}</td>
        </tr>
        <tr data-testid="shipping">
          <th scope="row">{courier ? <Trans>Delivery by our courier</Trans> : <Trans>Personal pickup</Trans>}</th>
          <td>{money(totals.shipping.net)}</td>
          <td>{money(totals.shipping.gross)}</td>
        </tr>
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">
            <Trans>Total</Trans>
          </th>
          <td>{money(totals.total.net)}</td>
          <td data-testid="total-gross">
            <strong>{money(totals.total.gross)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
