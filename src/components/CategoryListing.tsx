import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react'
import { DESIGNATIONS, MOUNTING_TYPES, PRODUCTS, VARIANT_IDS } from '#domain/cabinet/catalogue.ts'
import { variantsFor } from '#domain/cabinet/model.ts'
import { fromPrice } from '#domain/offers.ts'
import { usePriceList } from '#queries/prices.ts'
import type { Designation, MountingType } from '#domain/cabinet/catalogue.ts'
import { formatMoney } from '#i18n/format.ts'
import { useMarket } from '#i18n/useMarket.ts'
import { categoryTitles, mountingLabels } from '#i18n/labels.ts'
import { salesPageSlug } from '#site/pages.ts'

/** Props: the room and, on a sub-page, the mounting type the cabinets are listed for. */
export interface CategoryListingProps {
  designation: Designation
  mounting?: MountingType | undefined
}

/** The cabinets that fit a category, each with its picture and "from" price, opening the configurator preset. */
export function CategoryListing({ designation, mounting }: CategoryListingProps) {
  const { locale } = useMarket()
  const prices = usePriceList()
  const variants = variantsFor(mounting)
  return (
    <ul className="product-grid" data-testid="product-list">
      {variants.map((variant) => {
        const product = PRODUCTS[variant]
        const from = formatMoney(fromPrice(variant, designation, mounting, prices).gross, locale)
        return (
          <li key={variant} className="product-card" data-testid="product-card">
            <Link
              to="/detail/$id"
              params={{ id: variant }}
              search={{ designation, ...(mounting ? { typ: mounting } : {}) }}
            >
              <img
                src={mounting === 'snozkami' ? product.imgNozky : product.img}
                alt=""
                width={160}
                height={160}
                loading="lazy"
              />
              <span className="product-title">{product.title[locale]}</span>
              <span className="product-from">
                <Trans>from {from} incl. VAT</Trans>
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

/** Below a room's information page: every cabinet for that room with its price, to start configuring. */
export function RoomCabinets({ designation }: { designation: Designation }) {
  return (
    <section data-testid="room-cabinets">
      <h2>
        <Trans>Configure a cabinet for this room</Trans>
      </h2>
      <CategoryListing designation={designation} />
    </section>
  )
}

/** A made-to-measure mounting sub-page (/predaj/skrinky-na-mieru-zavesne…): that mounting type's cabinets, room by room. */
export function MountingListing({ mounting }: { mounting: MountingType }) {
  const { i18n } = useLingui()
  return (
    <>
      {DESIGNATIONS.map((designation) => (
        <section key={designation} data-testid="room-listing">
          <h2>{i18n._(categoryTitles[designation])}</h2>
          <CategoryListing designation={designation} mounting={mounting} />
        </section>
      ))}
    </>
  )
}

/**
 * The made-to-measure page's own text under its configurator (/predaj/skrinky-na-mieru, issue 39.7): the cabinet
 * types its description promises, by room and by mounting, each linking to its page. Without it the page said only
 * what /detail/L1D says.
 */
export function MadeToMeasureOverview() {
  const { i18n } = useLingui()
  const count = VARIANT_IDS.length
  return (
    <section data-testid="made-to-measure-overview">
      <h2>
        <Trans>{count} cabinet types, each made to measure</Trans>
      </h2>
      <p>
        <Trans>
          Choose a type above and size it to the centimetre: width, height and depth, decors of the corpus and the
          fronts, shelves and fittings. Every type is made for any room and delivered assembled.
        </Trans>
      </p>
      <h3>
        <Trans>By room</Trans>
      </h3>
      <ul>
        {DESIGNATIONS.map((designation) => (
          <li key={designation}>
            <Link to="/predaj/$category" params={{ category: salesPageSlug(designation) }}>
              {i18n._(categoryTitles[designation])}
            </Link>
          </li>
        ))}
      </ul>
      <h3>
        <Trans>By mounting</Trans>
      </h3>
      <ul>
        {MOUNTING_TYPES.map((mounting) => {
          const types = variantsFor(mounting).length
          const label = i18n._(mountingLabels[mounting])
          return (
            <li key={mounting}>
              <Link to="/predaj/$category" params={{ category: salesPageSlug(undefined, mounting) }}>
                {label}
              </Link>{' '}
              <Trans>({types} types)</Trans>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
