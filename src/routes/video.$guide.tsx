import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { isOneOf, VIDEO_GUIDES } from '../domain/site'
import { videoGuideTitles } from '../i18n/labels'
import { pageHead } from '../i18n/head'
import { ContentPending, Page } from '../components/Page'

export const Route = createFileRoute('/video/$guide')({
  loader: ({ params }) => {
    if (!isOneOf(VIDEO_GUIDES, params.guide)) throw notFound()
    return { guide: params.guide }
  },
  head: (input) =>
    pageHead(
      input,
      input.loaderData ? videoGuideTitles[input.loaderData.guide] : msg`Video guides`,
      msg`A video guide with written steps for adjusting your cabinet's fittings.`,
    ),
  component: VideoGuide,
})

function VideoGuide() {
  const { guide } = Route.useLoaderData()
  const { i18n } = useLingui()
  return (
    <Page title={i18n._(videoGuideTitles[guide])}>
      <ContentPending />
    </Page>
  )
}
