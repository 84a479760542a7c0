import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { isPriceLoading, isPriceOverdue } from '#machines/price.ts'
import type { Cabinet } from '#domain/cabinet/model.ts'
import { priceCabinet, type Price } from '#domain/cabinet/price.ts'
import type { PriceData } from '#domain/schemas.ts'
import { unavailableDecorIssues } from '#domain/priceList.ts'
import { usePriceList } from '#queries/prices.ts'
import { formatMoney } from '#i18n/format.ts'
import { useMarket } from '#i18n/useMarket.ts'
import type { ConfiguratorActors } from './useConfigurator'
import { PriceBreakdown, priceLinesOf } from './PriceBreakdown'

/** Props: the design and the price machine that prices it. */
export interface PriceBoxProps {
  cabinet: Cabinet
  priceRef: ConfiguratorActors['priceRef']
}

/**
 * The price with VAT for consumers and without VAT beside it. Until the server's answer for the
 * design on screen arrives (and on the server) it shows the same domain price, marked as loading.
 */
export function PriceBox({ cabinet, priceRef }: PriceBoxProps) {
  const { prices, loading, overdue, state, answer, local } = useCabinetPrice(cabinet, priceRef)
  // A design (an old link) with a decor no longer sold keeps everything but has no price until it changes.
  if (unavailableDecorIssues(prices, cabinet).length > 0)
    return (
      <section className="price-box" aria-live="polite">
        <p className="price-unavailable" data-testid="price-decor-unavailable">
          <Trans>A decor of this design is no longer sold. Choose another decor to see the price.</Trans>
        </p>
      </section>
    )
  return (
    <PriceShown
      state={String(state)}
      loading={loading}
      answer={answer}
      local={local}
      overdue={overdue}
      onRetry={() => priceRef.send({ type: 'price.retry' })}
    />
  )
}

/** The price on screen: the machine's state and answer, and meanwhile the same domain price (null after a failure). */
function useCabinetPrice(cabinet: Cabinet, priceRef: ConfiguratorActors['priceRef']) {
  const prices = usePriceList()
  const loading = useSelector(priceRef, isPriceLoading)
  const overdue = useSelector(priceRef, isPriceOverdue)
  const state = useSelector(priceRef, (s) => s.value)
  const failing = useSelector(priceRef, (s) => s.context.failures > 0)
  // The machine keeps its last answer while it asks again: meanwhile the new design's domain price shows.
  const answer = useSelector(priceRef, (s) => (s.value === 'priced' ? s.context.priceData : null))
  // While the server confirms, the same domain price is shown (dimmed); docs/product.md#prices: after a failure the
  // price is 0, shown as no amount at all until an answer comes (retries included).
  const local = answer || failing || state === 'failed' ? null : priceCabinet(cabinet, prices)
  return { prices, loading, overdue, state, answer, local }
}

/** The cabinet's price explained (issue 39.3), of the same price the price box shows; none for a decor no longer sold. */
export function CabinetPriceBreakdown({ cabinet, priceRef }: PriceBoxProps) {
  const { prices, answer, local } = useCabinetPrice(cabinet, priceRef)
  if (unavailableDecorIssues(prices, cabinet).length > 0) return null
  return <PriceBreakdown price={priceLinesOf(answer, local)} />
}

/** Props: the machine's state, its loading flag, the server's answer, the domain's price meanwhile, and the retry offer. */
export interface PriceShownProps {
  state: string
  loading: boolean
  answer: PriceData | null
  local: Price | null
  /** The price is long overdue: say so and offer to try again (with `onRetry`). */
  overdue?: boolean
  onRetry?: () => void
}

/**
 * The price with VAT for consumers and without VAT beside it (cabinets and hallways alike). With no
 * amount to show (a failed request: price 0, docs/product.md#prices) it shows a placeholder, never a price of 0.
 */
export function PriceShown({ state, loading, answer, local, overdue = false, onRetry }: PriceShownProps) {
  const { t } = useLingui()
  const { locale } = useMarket()
  const prices = usePriceList()
  const gross = answer ? answer.cents.gross : (local?.gross ?? 0)
  const net = answer ? answer.cents.net : (local?.net ?? 0)
  const known = answer !== null || local !== null
  const vatRate = answer?.vatRate ?? prices.vatRate
  const vat = Math.round(vatRate * 100)
  const netText = formatMoney(net, locale)
  return (
    <section className="price-box" aria-live="polite" aria-busy={loading} aria-label={t`Price`}>
      <p className="price" data-testid="price" data-state={state} data-net={net} data-gross={gross}>
        {known ? (
          <>
            <span className="price-gross">{formatMoney(gross, locale)}</span>{' '}
            <span className="price-note">
              <Trans>incl. {vat} % VAT</Trans>
            </span>
            <br />
            <span className="price-net">
              <Trans>{netText} excl. VAT</Trans>
            </span>
          </>
        ) : (
          <span className="price-gross price-placeholder" data-testid="price-placeholder" aria-hidden="true">
            –
          </span>
        )}
      </p>
      {loading && overdue && onRetry ? (
        <p className="price-unavailable" data-testid="price-unavailable">
          <Trans>The price could not be calculated.</Trans>{' '}
          <button type="button" className="link-button" data-testid="price-retry" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : loading ? (
        <p className="price-loading" data-testid="price-loading">
          <Trans>Calculating the price…</Trans>
        </p>
      ) : null}
    </section>
  )
}
