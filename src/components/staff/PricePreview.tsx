import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { PRODUCTS } from '#domain/cabinet/catalogue.ts'
import type { Country } from '#domain/locale.ts'
import type { MarketPreview, PreviewSample } from '#domain/pricePreview.ts'
import { formatDimensions, formatMoney, formatNumber } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'

const sampleNames: Record<PreviewSample, MessageDescriptor> = {
  min: msg`smallest`,
  typical: msg`default`,
  max: msg`largest, every option`,
}
const legNames = { plastic: msg`plastic legs`, aluminium: msg`aluminium legs` } as const
const marketNames: Record<Country, MessageDescriptor> = { SK: msg`Slovakia`, CZ: msg`Czechia` }

/**
 * What a price version does to sample designs of every product (issue 36.7), per market: how many change and by how
 * much, and each changed sample's old → new net and gross. `what` says which version is compared with the one in force.
 */
export function PricePreview({ markets, what }: { markets: MarketPreview[]; what: 'draft' | 'scheduled' }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const percent = (fraction: number) =>
    `${formatNumber(fraction * 100, locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' })} %`
  return (
    <section className="price-preview" data-testid="price-preview" data-what={what}>
      <h2>
        {what === 'draft' ? <Trans>Preview of your changes</Trans> : <Trans>Preview of the scheduled version</Trans>}
      </h2>
      <p>
        <Trans>
          Sample designs of every product priced by the version in force and by the new one (gross with VAT). Orders
          already placed are not affected: they keep the prices they were placed with.
        </Trans>
      </p>
      {markets.map((market) => {
        const total = market.rows.length
        const changed = market.changed
        const lowest = percent(market.lowest)
        const highest = percent(market.highest)
        const name = i18n._(marketNames[market.country])
        const rows = market.rows.filter(
          (row) => row.before.gross !== row.after.gross || row.before.net !== row.after.net,
        )
        return (
          <div key={market.country} className="price-preview-market" data-country={market.country}>
            <h3>{name}</h3>
            <p data-testid="price-preview-summary">
              {changed === 0 ? (
                <Trans>None of the {total} sample designs changes price.</Trans>
              ) : (
                <Trans>
                  {changed} of {total} sample designs change price, from {lowest} to {highest}.
                </Trans>
              )}
            </p>
            {rows.length > 0 ? (
              <table className="price-preview-table">
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Product</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Sample</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Net, old → new</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Gross, old → new</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Change</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr
                      key={`${row.variant}-${row.sample}`}
                      data-testid="price-preview-row"
                      data-variant={row.variant}
                      data-sample={row.sample}
                      data-before={row.before.gross}
                      data-after={row.after.gross}
                    >
                      <th scope="row" data-label={i18n._(msg`Product`)}>
                        {PRODUCTS[row.variant].title[locale === 'cz' ? 'cz' : 'sk']}
                      </th>
                      <td data-label={i18n._(msg`Sample`)}>
                        <span>
                          {i18n._(sampleNames[row.sample])}, {formatDimensions(row.size, locale)}
                          {row.legs ? `, ${i18n._(legNames[row.legs])}` : ''}
                        </span>
                      </td>
                      {/* One span per cell: at phone width the cell is a grid of label and value. */}
                      <td data-label={i18n._(msg`Net, old → new`)}>
                        <span>
                          {formatMoney(row.before.net, locale, market.currency)} →{' '}
                          {formatMoney(row.after.net, locale, market.currency)}
                        </span>
                      </td>
                      <td data-label={i18n._(msg`Gross, old → new`)}>
                        <span>
                          {formatMoney(row.before.gross, locale, market.currency)} →{' '}
                          <strong>{formatMoney(row.after.gross, locale, market.currency)}</strong>
                        </span>
                      </td>
                      <td data-label={i18n._(msg`Change`)}>{percent(row.change)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </div>
        )
      })}
    </section>
  )
}
