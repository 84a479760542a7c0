import { Trans, useLingui } from '@lingui/react/macro'
import { marketShipping, priceBreakdown, type PriceLines } from '#domain/priceBreakdown.ts'
import type { PriceData } from '#domain/schemas.ts'
import { usePriceList } from '#queries/prices.ts'
import { formatMoney } from '#i18n/format.ts'
import { breakdownLabels } from '#i18n/labels.ts'
import { useMarket } from '#i18n/useMarket.ts'

/** The lines of the price on screen: the server's answer when it has come, else the same domain price. */
export function priceLinesOf(answer: PriceData | null, local: PriceLines | null): PriceLines | null {
  if (answer)
    return {
      currency: answer.currency,
      vatRate: answer.vatRate,
      net: answer.cents.net,
      gross: answer.cents.gross,
      items: answer.items,
    }
  return local
}

/**
 * The price explained (issue 39.3): a disclosure the shopper opens, with the parts of the price on screen net and
 * with VAT (they add up to it exactly: `priceBreakdown`), and the market's courier delivery beside it, which the
 * cart adds once per order. Nothing while there is no price to explain.
 */
export function PriceBreakdown({ price, open }: { price: PriceLines | null; open?: boolean }) {
  const { t } = useLingui()
  const { locale, country } = useMarket()
  const prices = usePriceList()
  if (!price) return null
  const breakdown = priceBreakdown(price)
  const money = (minor: number) => formatMoney(minor, locale, breakdown.currency)
  const rate = Math.round(breakdown.vatRate * 100)
  const shippingAmount = money(marketShipping(prices).gross)
  // A seller who is no VAT payer prices at 0 %: one column of final prices, no VAT named (docs/product.md#prices).
  const vatFree = breakdown.vatRate === 0
  const amounts = (net: number, gross: number) =>
    vatFree ? (
      <td>{money(gross)}</td>
    ) : (
      <>
        <td>{money(net)}</td>
        <td>{money(gross)}</td>
      </>
    )
  return (
    <details className="price-breakdown" data-testid="price-breakdown" open={open}>
      <summary>
        <Trans>What makes up the price</Trans>
      </summary>
      <table>
        <caption className="visually-hidden">
          <Trans>Parts of the price</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Item of the price</Trans>
            </th>
            {vatFree ? (
              <th scope="col">
                <Trans>Price</Trans>
              </th>
            ) : (
              <>
                <th scope="col">
                  <Trans>excl. VAT</Trans>
                </th>
                <th scope="col">
                  <Trans>incl. {rate} % VAT</Trans>
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {breakdown.rows.map((row) => (
            <tr key={row.part} data-part={row.part} data-net={row.net} data-gross={row.gross}>
              <th scope="row">{t(breakdownLabels[row.part])}</th>
              {amounts(row.net, row.gross)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-net={breakdown.net} data-gross={breakdown.gross}>
            <th scope="row">
              <Trans>Total</Trans>
            </th>
            {amounts(breakdown.net, breakdown.gross)}
          </tr>
        </tfoot>
      </table>
      <p className="price-breakdown-delivery">
        {vatFree ? (
          <>
            <Trans>We are not a VAT payer.</Trans> <Trans>The prices are final.</Trans>{' '}
            {country === 'CZ' ? (
              <Trans>
                Delivery by our courier within Czechia: {shippingAmount}, once per order (added in the cart); pickup at
                the workshop is free.
              </Trans>
            ) : (
              <Trans>
                Delivery by our courier within Slovakia: {shippingAmount}, once per order (added in the cart); pickup at
                the workshop is free.
              </Trans>
            )}
          </>
        ) : country === 'CZ' ? (
          <Trans>
            Delivery by our courier within Czechia: {shippingAmount} incl. VAT, once per order (added in the cart);
            pickup at the workshop is free.
          </Trans>
        ) : (
          <Trans>
            Delivery by our courier within Slovakia: {shippingAmount} incl. VAT, once per order (added in the cart);
            pickup at the workshop is free.
          </Trans>
        )}
      </p>
    </details>
  )
}
