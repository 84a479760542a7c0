import { Trans, useLingui } from '@lingui/react/macro'
import { marketOf, type Country, type Currency } from '#domain/locale.ts'
import { exemptionSection, ratePercent, type VatLine, type VatTreatment } from '#domain/tax.ts'
import type { TaxedCart } from '#domain/cart.ts'
import { formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { countryNames } from './labels'

/** Props: the VAT per rate (minor units), how the order is taxed and the seller's country and VAT number. */
export interface VatSummaryProps {
  lines: readonly VatLine[]
  currency: Currency
  treatment: VatTreatment
  seller: { country: Country; icdph: string }
}

/**
 * The VAT an order pays (issue 37), on the cart, the checkout and the confirmation: one `vat-line` per rate (rate, base,
 * VAT); a seller not registered for VAT says so instead; an exempt intra-community supply gives the act's reason, both
 * VAT numbers and that VIES, which the shop cannot reach, must confirm the buyer's.
 */
export function VatSummary({ lines, currency, treatment, seller }: VatSummaryProps) {
  const locale = useLocale()
  const money = (minor: number) => formatMoney(minor, locale, currency)
  if (treatment.kind === 'notVatPayer') {
    return (
      <p className="vat-summary">
        <Trans>We are not a VAT payer.</Trans> <Trans>The prices are final.</Trans>
      </p>
    )
  }
  const section = exemptionSection(seller.country, marketOf(locale).lang)
  const buyerVatId = treatment.kind === 'intraCommunity' ? treatment.buyerVatId : ''
  const sellerVatId = seller.icdph
  return (
    <div className="vat-summary">
      <ul>
        {lines.map((line) => {
          const rate = ratePercent(line.rate)
          const base = money(line.base)
          const vat = money(line.vat)
          return (
            <li key={line.rate} data-testid="vat-line" data-rate={line.rate}>
              <Trans>
                VAT {rate}: base {base}, VAT {vat}
              </Trans>
            </li>
          )
        })}
      </ul>
      {treatment.kind === 'intraCommunity' ? (
        <p>
          <Trans>Exempt from VAT under {section} (intra-community supply of goods).</Trans>{' '}
          <Trans>
            Buyer's VAT ID: {buyerVatId}; seller's VAT ID: {sellerVatId}.
          </Trans>{' '}
          <Trans>
            The buyer's VAT ID must also be valid in the EU's VIES register; the shop checks its format only.
          </Trans>
        </p>
      ) : null}
    </div>
  )
}

/** The cart's and checkout's VAT: the summary per rate, and the notice when the address changed the total. */
export function CartVat({ taxed, seller }: { taxed: TaxedCart; seller: VatSummaryProps['seller'] }) {
  const { totals } = taxed
  return (
    <>
      <VatSummary lines={taxed.vat} currency={totals.currency} treatment={taxed.tax.treatment} seller={seller} />
      {taxed.changedFrom !== undefined ? (
        <VatChangeNotice
          treatment={taxed.tax.treatment}
          rate={taxed.tax.rate}
          from={taxed.changedFrom}
          to={totals.total.gross}
          currency={totals.currency}
        />
      ) : null}
    </>
  )
}

/**
 * The checkout's notice when the address changed the VAT (issue 37): the rate that now applies, why, and the total
 * before and after, shown before the order is placed.
 */
function VatChangeNotice({
  treatment,
  rate,
  from,
  to,
  currency,
}: {
  treatment: VatTreatment
  rate: number
  from: number
  to: number
  currency: Currency
}) {
  const locale = useLocale()
  const { i18n } = useLingui()
  const percent = ratePercent(rate)
  const before = formatMoney(from, locale, currency)
  const after = formatMoney(to, locale, currency)
  const country = 'rateOf' in treatment ? i18n._(countryNames[treatment.rateOf]) : ''
  return (
    <p className="notice vat-change" role="status">
      {treatment.kind === 'intraCommunity' ? (
        <Trans>This order is an intra-community supply to a company registered for VAT: it is exempt from VAT.</Trans>
      ) : treatment.kind === 'oss' ? (
        <Trans>
          This order pays the VAT of {country} ({percent}): the goods go to a consumer there.
        </Trans>
      ) : treatment.kind === 'distance' ? (
        <Trans>
          This order pays the VAT of {country} ({percent}), the seller's country: the seller does not use the EU
          One-Stop-Shop.
        </Trans>
      ) : (
        <Trans>
          This order pays the VAT of {country} ({percent}): the goods are supplied there.
        </Trans>
      )}{' '}
      <Trans>
        The total changed from {before} to {after}.
      </Trans>
    </p>
  )
}
