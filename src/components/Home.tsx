import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { catalogueCounts, PRODUCTS, VARIANT_IDS } from '#domain/cabinet/catalogue.ts'
import { DECORS } from '#domain/decors.ts'
import type { LocaleCode } from '#domain/locale.ts'
import { DESIGNATIONS } from '#domain/cabinet/catalogue.ts'
import { salesPageSlug } from '#site/pages.ts'
import { formatNumber } from '#i18n/format.ts'
import { categoryTitles, madeToMeasureTitle } from '#i18n/labels.ts'
import { useMarket } from '#i18n/useMarket.ts'
import { faqQueryOptions } from '#queries/content.ts'
import { useShopSettings } from '#queries/settings.ts'
import { Showcase } from './configurator/Showcase'

/**
 * The home page (docs/product.md#pages): headline, catalogue, categories, delivery time, counts, FAQ, showcase cabinet.
 */
export function Home() {
  const { i18n } = useLingui()
  const { locale, lang } = useMarket()
  const settings = useShopSettings()
  const { data: faq } = useSuspenseQuery(faqQueryOptions(lang, settings))
  const counts = catalogueCounts(DECORS.length)
  const n = (value: number) => formatNumber(value, locale)
  const combinations = n(counts.colourCombinations)
  const decors = n(counts.decors)
  const types = n(counts.cabinetTypes)
  const sizes = n(counts.sizes)
  const days = settings.leadTimes.homeDelivery
  return (
    <article className="page home">
      <h1>
        <Trans>Made-to-measure cabinets, delivered assembled</Trans>
      </h1>
      <p className="lead">
        <Trans>Size your cabinet to the centimetre, choose decors and options, and see it in 3D with its price.</Trans>
      </p>
      <p>
        <strong>
          <Trans>Delivery within {days} working days.</Trans>
        </strong>
      </p>
      <ul className="counts" data-testid="home-counts">
        <li data-count={counts.colourCombinations}>
          <Trans>
            <strong>{combinations}</strong> colour combinations from {decors} decors
          </Trans>
        </li>
        <li data-count={counts.cabinetTypes}>
          <Trans>
            <strong>{types}</strong> cabinet types
          </Trans>
        </li>
        <li data-count={counts.sizes}>
          <Trans>
            <strong>{sizes}</strong> sizes to the centimetre
          </Trans>
        </li>
      </ul>
      <Showcase />
      <h2>
        <Trans>Categories</Trans>
      </h2>
      <ul className="tiles" data-testid="home-categories">
        {DESIGNATIONS.map((designation) => (
          <li key={designation}>
            <Link to="/predaj/$category" params={{ category: salesPageSlug(designation) }}>
              {i18n._(categoryTitles[designation])}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/predaj/$category" params={{ category: salesPageSlug() }}>
            {i18n._(madeToMeasureTitle)}
          </Link>
        </li>
        <li>
          <Link to="/chodby">
            <Trans>Hallway configurator</Trans>
          </Link>
        </li>
      </ul>
      <h2>
        <Trans>Product catalogue</Trans>
      </h2>
      <Catalogue locale={locale} />
      <section className="faq" data-testid="faq">
        <h2>{faq.title}</h2>
        {faq.questions.map((item) => (
          <details key={item.q}>
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </section>
    </article>
  )
}

/** Every cabinet type with its picture, opening its configurator. */
function Catalogue({ locale }: { locale: LocaleCode }) {
  return (
    <ul className="product-grid" data-testid="home-catalogue">
      {VARIANT_IDS.map((id) => (
        <li key={id} className="product-card">
          <Link to="/detail/$id" params={{ id }}>
            <img src={PRODUCTS[id].img} alt="" width={120} height={120} loading="lazy" />
            <span className="product-title">{PRODUCTS[id].title[locale]}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
