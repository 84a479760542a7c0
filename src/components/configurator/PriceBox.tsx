import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { isPriceLoading } from '../../../machines/price'
import type { Cabinet } from '../../domain/cabinet'
import { LOCALES } from '../../domain/locale'
import { priceCabinet } from '../../domain/price'
import { PRICE_LISTS } from '../../domain/priceList'
import { formatMoney } from '../../i18n/format'
import { useLocale } from '../../i18n/useLocale'
import type { ConfiguratorActors } from './useConfigurator'

/** Props: the design and the price machine that prices it. */
export interface PriceBoxProps {
  cabinet: Cabinet
  priceRef: ConfiguratorActors['priceRef']
}

/**
 * The price with VAT for consumers and without VAT beside it. Before the first answer (and on the
 * server) it shows the same domain price the server will send; while a request runs it says so.
 */
export function PriceBox({ cabinet, priceRef }: PriceBoxProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const loading = useSelector(priceRef, isPriceLoading)
  const state = useSelector(priceRef, (s) => s.value)
  const answer = useSelector(priceRef, (s) => s.context.priceData)
  const local = state === 'idle' ? priceCabinet(cabinet, PRICE_LISTS[LOCALES[locale].country]) : null
  // Spec §8: after a failed request the price is 0.
  const gross = answer ? answer.cents.gross : (local?.gross ?? 0)
  const net = answer ? answer.cents.net : (local?.net ?? 0)
  const vatRate = answer?.vatRate ?? PRICE_LISTS[LOCALES[locale].country].vatRate
  const vat = Math.round(vatRate * 100)
  const netText = formatMoney(net, locale)
  return (
    <section className="price-box" aria-live="polite" aria-busy={loading} aria-label={t`Price`}>
      <p className="price" data-testid="price" data-state={String(state)} data-net={net} data-gross={gross}>
        <span className="price-gross">{formatMoney(gross, locale)}</span>{' '}
        <span className="price-note">
          <Trans>incl. {vat} % VAT</Trans>
        </span>
        <br />
        <span className="price-net">
          <Trans>{netText} excl. VAT</Trans>
        </span>
      </p>
      {loading ? (
        <p className="price-loading" data-testid="price-loading">
          <Trans>Calculating the price…</Trans>
        </p>
      ) : null}
    </section>
  )
}
