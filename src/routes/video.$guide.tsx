import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { ContentPending, Page } from '../components/Page'
import { VideoGuide } from '../components/VideoGuide'
import { LOCALES } from '../domain/locale'
import { isOneOf, VIDEO_GUIDES } from '../domain/site'
import { pageHead } from '../i18n/head'
import { videoGuideTitles } from '../i18n/labels'
import { useLocale } from '../i18n/useLocale'
import { videoGuidesQueryOptions } from '../queries/content'

const fallbackDescription = msg`A video guide with written steps for adjusting your cabinet's fittings.`

export const Route = createFileRoute('/video/$guide')({
  loader: async ({ params, context }) => {
    if (!isOneOf(VIDEO_GUIDES, params.guide)) throw notFound()
    const guides = await context.queryClient.ensureQueryData(videoGuidesQueryOptions(LOCALES[context.locale].lang))
    return { guide: params.guide, content: guides?.guides[params.guide] ?? null }
  },
  head: (input) => {
    const data = input.loaderData
    if (!data) return {}
    return pageHead(input, data.content?.title ?? videoGuideTitles[data.guide], data.content?.description ?? fallbackDescription, { type: 'article' })
  },
  component: VideoGuidePage,
})

function VideoGuidePage() {
  const { guide } = Route.useLoaderData()
  const locale = useLocale()
  const { i18n } = useLingui()
  const { data } = useSuspenseQuery(videoGuidesQueryOptions(LOCALES[locale].lang))
  const content = data?.guides[guide]
  return (
    <Page title={content?.title ?? i18n._(videoGuideTitles[guide])}>
      {content ? <VideoGuide guide={guide} content={content} /> : <ContentPending />}
      <p>
        <Link to="/videonavody">
          <Trans>All video guides</Trans>
        </Link>
      </p>
    </Page>
  )
}
