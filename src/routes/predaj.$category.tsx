import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { salesPage } from '../domain/site'
import { salesPageTitle } from '../i18n/labels'
import { pageHead } from '../i18n/head'
import { ContentPending, Page } from '../components/Page'

export const Route = createFileRoute('/predaj/$category')({
  loader: ({ params }) => {
    const page = salesPage(params.category)
    if (!page) throw notFound()
    return page
  },
  head: (input) => {
    const { i18n } = input.match.context
    const title = input.loaderData ? salesPageTitle(input.loaderData, (d) => i18n._(d)) : i18n._(msg`Cabinets`)
    return pageHead(input, title, msg`Made-to-measure cabinets in this category: choose one and size it in the 3D configurator.`)
  },
  component: SalesCategory,
})

function SalesCategory() {
  const page = Route.useLoaderData()
  const { i18n } = useLingui()
  return (
    <Page title={salesPageTitle(page, (d) => i18n._(d))}>
      <ContentPending />
    </Page>
  )
}
