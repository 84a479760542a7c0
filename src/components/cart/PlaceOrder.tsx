import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Trans } from '@lingui/react/macro'
import { taxedCart } from '#domain/cart.ts'
import { depositAmount } from '#domain/deposit.ts'
import { formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import type { CartRef } from './CartProvider'
import type { OrderRef } from './CustomerFields'
import { Totals } from './Totals'
import { usePriceList, useTaxSettings } from '#queries/prices.ts'
import { useShopSettings } from '#queries/settings.ts'
import { CartVat } from './VatSummary'
import { DeliveryEstimateLine } from './DeliveryEstimate'
import { cartPieces } from '#domain/production/plan.ts'

/**
 * Right before the order button (EU consumer law): the total with VAT and delivery, cash on
 * delivery, that made-to-measure goods cannot be withdrawn from, and a button that says the
 * order obliges to pay.
 */
export function PlaceOrder({ orderRef, cartRef }: { orderRef: OrderRef; cartRef: CartRef }) {
  const locale = useLocale()
  const items = useSelector(cartRef, (s) => s.context.items)
  const customer = useSelector(orderRef, (s) => s.context.customer)
  // While sent, or while the shop's new prices wait for the shopper's yes, the button rests.
  const busy = useSelector(
    orderRef,
    (s) => s.matches('pending') || s.matches('confirmed') || s.matches({ open: 'priceChanged' }),
  )
  const prices = usePriceList()
  const tax = useTaxSettings()
  const settings = useShopSettings()
  const seller = settings.company
  // The VAT this order pays as the form stands (issue 37), the same lines the order sends.
  const taxed = taxedCart(items, customer, prices, tax)
  const totals = taxed.totals
  const vatFree = taxed.tax.treatment.kind === 'notVatPayer'
  const total = formatMoney(totals.total.gross, locale, totals.currency)
  // The deposit the settings will ask of this total at the confirmation (issue 37.4).
  const deposit = depositAmount(totals.total.gross, totals.currency, prices.country, settings)
  const depositText = formatMoney(deposit, locale, totals.currency)
  return (
    <section className="place-order" aria-labelledby="place-order-heading">
      <h2 id="place-order-heading">
        <Trans>Summary</Trans>
      </h2>
      <Totals totals={totals} delivery={customer.delivery} vatFree={vatFree} />
      <CartVat taxed={taxed} seller={seller} />
      <p className="amount-due" data-testid="amount-due">
        {vatFree ? (
          totals.shipping ? (
            <Trans>
              Total to pay: <strong>{total}</strong> incl. delivery
            </Trans>
          ) : (
            <Trans>
              Total to pay: <strong>{total}</strong> without delivery (not chosen yet)
            </Trans>
          )
        ) : totals.shipping ? (
          <Trans>
            Total to pay: <strong>{total}</strong> incl. VAT and delivery
          </Trans>
        ) : (
          <Trans>
            Total to pay: <strong>{total}</strong> incl. VAT, without delivery (not chosen yet)
          </Trans>
        )}
      </p>
      <p>
        {deposit > 0 ? (
          <Trans>
            Payment: a deposit of {depositText} by bank transfer before production (the request for payment comes with
            our confirmation), the rest in cash on delivery or pickup. No card payment.
          </Trans>
        ) : (
          <Trans>Payment: cash on delivery to the driver (or on pickup). No card payment, no deposit.</Trans>
        )}
      </p>
      {/* The date, and a plan past the terms' limit, said before the button (issue 39.1). */}
      <DeliveryEstimateLine pieces={cartPieces(items)} pickup={customer.delivery === 'pickup'} warnLate />
      <p className="notice">
        <Trans>
          The cabinets are made to measure to your specification, so you cannot withdraw from the contract once it is
          concluded. See the <Link to="/conditions">terms and conditions</Link>.
        </Trans>
      </p>
      <button type="submit" className="primary" data-testid="submit-order" disabled={busy}>
        <Trans>Order with obligation to pay</Trans>
      </button>
    </section>
  )
}
