import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { Page } from '#components/Page.tsx'
import { VideoGuide } from '#components/VideoGuide.tsx'
import { marketOf } from '#domain/locale.ts'
import { isOneOf } from '#domain/helpers.ts'
import { VIDEO_GUIDES } from '#site/pages.ts'
import { pageHead } from './-lib/head'
import { useMarket } from '#i18n/useMarket.ts'
import { videoGuidesQueryOptions } from '#queries/content.ts'
import { ensureShopSettings, useShopSettings } from '#queries/settings.ts'

export const Route = createFileRoute('/video/$guide')({
  loader: async ({ params, context }) => {
    if (!isOneOf(VIDEO_GUIDES, params.guide)) throw notFound()
    const settings = await ensureShopSettings(context.queryClient)
    const guides = await context.queryClient.ensureQueryData(
      videoGuidesQueryOptions(marketOf(context.locale).lang, settings),
    )
    return { guide: params.guide, content: guides.guides[params.guide] }
  },
  head: (input) => {
    const data = input.loaderData
    if (!data) return {}
    return pageHead(input, data.content.title, data.content.description, { type: 'article' })
  },
  component: VideoGuidePage,
})

function VideoGuidePage() {
  const { guide } = Route.useLoaderData()
  const market = useMarket()
  const { data } = useSuspenseQuery(videoGuidesQueryOptions(market.lang, useShopSettings()))
  const content = data.guides[guide]
  return (
    <Page title={content.title}>
      <VideoGuide guide={guide} content={content} />
      <p>
        <Link to="/videonavody">
          <Trans>All video guides</Trans>
        </Link>
      </p>
    </Page>
  )
}
