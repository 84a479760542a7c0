import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { MessageDescriptor } from '@lingui/core'
import { parentSalesPage, salesPage, type SalesPage } from '#site/pages.ts'
import { variantsFor } from '#domain/cabinet/model.ts'
import { PRODUCTS } from '#domain/cabinet/catalogue.ts'
import { homeTitle, salesPageTitle } from '#i18n/labels.ts'
import { breadcrumbJsonLd } from '#i18n/structuredData.ts'
import { pageHead, pageUrl, type HeadInput } from './-lib/head'
import { Page } from '#components/Page.tsx'
import { CategoryListing, MadeToMeasureOverview, MountingListing } from '#components/CategoryListing.tsx'
import { Configurator } from '#components/configurator/Configurator.tsx'
import { changedQuery, designFromSearch } from '#domain/cabinet/query.ts'
import { CabinetSearchSchema } from './-lib/search'
import { useAddressRewrite } from './-lib/address'

/** /predaj/skrinky-na-mieru hosts the configurator (productId in the query); the other sales pages list cabinets. */
const CONFIGURATOR_SLUG = 'skrinky-na-mieru'

export const Route = createFileRoute('/predaj/$category')({
  validateSearch: CabinetSearchSchema,
  beforeLoad: ({ params, search }) => {
    const page = salesPage(params.category)
    if (!page) throw notFound()
    if (page.slug !== CONFIGURATOR_SLUG) return { page, cabinet: null, canonical: null }
    // As on /detail/{id}: 200 here, the browser rewrites the address with the design's defaults.
    return { page, ...designFromSearch(search) }
  },
  head: (input) => {
    const { i18n } = input.match.context
    const page = salesPage(input.params.category)
    const title = page ? salesPageTitle(page, (d) => i18n._(d)) : i18n._(msg`Cabinets`)
    // Each page's own description: its category and how many cabinet types it offers.
    const variants = variantsFor(page?.mounting)
    const count = variants.length
    return pageHead(
      input,
      title,
      i18n._(
        msg`${title}: ${count} cabinet types sized to the centimetre, with a 3D preview and the price. Delivered assembled, cash on delivery.`,
      ),
      {
        // The page's first cabinet type as its picture.
        ...(variants[0] ? { image: PRODUCTS[variants[0]].img } : {}),
        ...(page ? { jsonLd: salesBreadcrumbs(input, page, (d) => i18n._(d)) } : {}),
      },
    )
  },
  component: SalesCategory,
})

/** Home › the room's (or all cabinets') page › this page. */
function salesBreadcrumbs(input: HeadInput, page: SalesPage, t: (d: MessageDescriptor) => string) {
  const parent = parentSalesPage(page)
  const item = (p: SalesPage) => ({ name: salesPageTitle(p, t), url: pageUrl(input, `/predaj/${p.slug}`) })
  return breadcrumbJsonLd([
    { name: t(homeTitle), url: pageUrl(input, '/') },
    ...(parent ? [item(parent)] : []),
    item(page),
  ])
}

function SalesCategory() {
  const page = Route.useRouteContext({ select: (context) => context.page })
  // As on /detail/{id}: the same object while the design is the same, and the rewrite in a component of its own.
  const cabinet = Route.useMatch({ select: (match) => match.context.cabinet, structuralSharing: true })
  const navigate = Route.useNavigate()
  const { i18n } = useLingui()
  if (cabinet) {
    return (
      <>
        <AddressRewrite />
        <Configurator
          cabinet={cabinet}
          onChange={(change) =>
            void navigate({ search: changedQuery(cabinet, change, true), replace: true, resetScroll: false })
          }
        />
        <MadeToMeasureOverview />
      </>
    )
  }
  return (
    <Page title={salesPageTitle(page, (d) => i18n._(d))}>
      {page.designation ? (
        <CategoryListing designation={page.designation} mounting={page.mounting} />
      ) : page.mounting ? (
        <MountingListing mounting={page.mounting} />
      ) : null}
    </Page>
  )
}

/** The configurator page's address rewrite (as on /detail/{id}). */
function AddressRewrite() {
  useAddressRewrite(Route.useRouteContext({ select: (context) => context.canonical }), Route.useNavigate())
  return null
}
