import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { settle } from '#domain/cabinet/model.ts'
import { PRODUCTS } from '#domain/cabinet/catalogue.ts'
import { canonicalQuery } from '#domain/cabinet/query.ts'
import { ModelView } from './ModelView'
import { PriceBox } from './PriceBox'
import { useConfiguratorActors } from './useConfigurator'
import { useLocale } from '#i18n/useLocale.ts'

/** The home page's showcase (docs/product.md#pages): a kitchen base cabinet on legs, in 3D with its live price. */
export const SHOWCASE = settle({
  variant: 'L2D',
  designation: 'kuchyna',
  mounting: 'snozkami',
  width: 80,
  corpusColor: 'W1000ST9',
  doorColor: 'H1180ST37',
})

export function Showcase() {
  const locale = useLocale()
  const { priceRef, modelRef } = useConfiguratorActors(SHOWCASE, { showcase: true })
  return (
    <section className="showcase" aria-labelledby="showcase-title" data-testid="showcase">
      <div className="showcase-text">
        <h2 id="showcase-title">{PRODUCTS[SHOWCASE.variant].title[locale]}</h2>
        <p>
          <Trans>80 × 87 cm, 56 cm deep, on 15 cm legs, white corpus with natural oak doors.</Trans>
        </p>
        <PriceBox cabinet={SHOWCASE} priceRef={priceRef} />
        <p>
          <Link
            to="/detail/$id"
            params={{ id: SHOWCASE.variant }}
            search={canonicalQuery(SHOWCASE, false)}
            className="button-link"
          >
            <Trans>Change it to your size</Trans>
          </Link>
        </p>
      </div>
      <ModelView cabinet={SHOWCASE} modelRef={modelRef} />
    </section>
  )
}
