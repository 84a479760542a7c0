import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { isVariantId, PRODUCTS } from '#domain/cabinet/catalogue.ts'
import { pageHead, pageUrl } from './-lib/head'
import { formatMoney } from '#i18n/format.ts'
import { breadcrumbJsonLd, productJsonLd } from '#i18n/structuredData.ts'
import { homeTitle, madeToMeasureTitle } from '#i18n/labels.ts'
import { marketOf, localizePath } from '#domain/locale.ts'
import { priceCabinet } from '#domain/cabinet/price.ts'
import { marketPriceList, priceListQueryOptions } from '#queries/prices.ts'
import { shopSettingsQueryOptions } from '#queries/settings.ts'
import { toUnits } from '#domain/money.ts'
import { ogImagePath } from '#domain/ogImage.ts'
import { Configurator } from '#components/configurator/Configurator.tsx'
import { changedQuery, designFromSearch } from '#domain/cabinet/query.ts'
import { CabinetSearchSchema } from './-lib/search'
import { useAddressRewrite } from './-lib/address'

export const Route = createFileRoute('/detail/$id')({
  validateSearch: CabinetSearchSchema,
  beforeLoad: ({ params, search }) => {
    if (!isVariantId(params.id)) throw notFound()
    // docs/product.md#configurator-address: missing or invalid parameters are filled in; the page answers 200 here and
    // the browser rewrites the address (useAddressRewrite), so the short /detail/{id} is a page of its own (decision
    // 0009).
    return designFromSearch(search, params.id)
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(priceListQueryOptions()),
  head: (input) => {
    const { locale } = input.match.context
    const id = input.params.id
    if (!isVariantId(id)) return {}
    const title = PRODUCTS[id].title[locale]
    const cabinet = input.match.context.cabinet
    // The offer is the design on screen at the price list's price, VAT included (the server prices it the same).
    const published = input.loaderData
    if (!published) return {}
    const settings = input.match.context.queryClient.getQueryData(shopSettingsQueryOptions().queryKey)?.settings
    if (!settings) return {}
    const price = priceCabinet(cabinet, marketPriceList(published, marketOf(locale).country, settings))
    const image = PRODUCTS[id].img
    const url = input.match.context.env.siteUrl + localizePath(input.match.pathname, locale)
    const jsonLd = productJsonLd({
      name: title,
      // A PNG: shopping sites refuse the SVG.
      image: input.match.context.env.siteUrl + (ogImagePath(image) ?? image),
      sku: id,
      url,
      priceGross: toUnits(price.gross),
      currency: price.currency,
    })
    // Each product's own description: its name and the price of the design shown.
    const amount = formatMoney(price.gross, locale)
    const description = input.match.context.i18n._(
      msg`${title} made to measure: size it to the centimetre, see it in 3D and order it for ${amount} incl. VAT, delivered assembled.`,
    )
    const { i18n } = input.match.context
    // Every product sits under the page of all made-to-measure cabinets, which configures any of them.
    const breadcrumbs = breadcrumbJsonLd([
      { name: i18n._(homeTitle), url: pageUrl(input, '/') },
      { name: i18n._(madeToMeasureTitle), url: pageUrl(input, '/predaj/skrinky-na-mieru') },
      { name: title, url: pageUrl(input, `/detail/${id}`) },
    ])
    return pageHead(input, title, description, { type: 'product', image, jsonLd: [jsonLd, breadcrumbs] })
  },
  component: Detail,
})

function Detail() {
  // The same object while the design is the same: the address rewrite after hydration (the same design,
  // a longer query) then re-renders nothing that depends on the design alone (decision 0019).
  const cabinet = Route.useMatch({ select: (match) => match.context.cabinet, structuralSharing: true })
  const navigate = Route.useNavigate()
  return (
    <>
      <AddressRewrite />
      <Configurator
        cabinet={cabinet}
        onChange={(change) =>
          void navigate({ search: changedQuery(cabinet, change, false), replace: true, resetScroll: false })
        }
      />
    </>
  )
}

/** The address rewrite in a component of its own: the page around it does not re-render when `canonical` clears. */
function AddressRewrite() {
  useAddressRewrite(Route.useRouteContext({ select: (context) => context.canonical }), Route.useNavigate())
  return null
}
