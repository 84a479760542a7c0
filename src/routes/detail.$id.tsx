import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { isVariantId } from '../domain/catalogue'
import { pageHead } from '../i18n/head'
import { ContentPending, Page } from '../components/Page'

export const Route = createFileRoute('/detail/$id')({
  loader: ({ params }) => {
    if (!isVariantId(params.id)) throw notFound()
    return { id: params.id }
  },
  head: (input) => {
    const id = input.loaderData?.id ?? input.params.id
    return pageHead(input, input.match.context.i18n._(msg`Cabinet ${id}`), msg`Configure this cabinet to the centimetre and see it in 3D with its price.`)
  },
  component: Detail,
})

function Detail() {
  const { id } = Route.useLoaderData()
  const { t } = useLingui()
  return (
    <Page title={t`Cabinet ${id}`}>
      <ContentPending />
    </Page>
  )
}
