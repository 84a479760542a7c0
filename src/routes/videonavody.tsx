import { createFileRoute, Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Page } from '#components/Page.tsx'
import { marketOf } from '#domain/locale.ts'
import { VIDEO_GUIDES } from '#site/pages.ts'
import { pageHead } from './-lib/head'
import { useMarket } from '#i18n/useMarket.ts'
import { videoGuidesQueryOptions } from '#queries/content.ts'
import { ensureShopSettings, useShopSettings } from '#queries/settings.ts'

export const Route = createFileRoute('/videonavody')({
  loader: async ({ context }) =>
    context.queryClient.ensureQueryData(
      videoGuidesQueryOptions(marketOf(context.locale).lang, await ensureShopSettings(context.queryClient)),
    ),
  head: (input) => (input.loaderData ? pageHead(input, input.loaderData.title, input.loaderData.description) : {}),
  component: VideoGuidesPage,
})

function VideoGuidesPage() {
  const market = useMarket()
  const { data } = useSuspenseQuery(videoGuidesQueryOptions(market.lang, useShopSettings()))
  return (
    <Page title={data.title}>
      <p className="lead">{data.intro}</p>
      <ul className="tiles" data-testid="video-guides">
        {VIDEO_GUIDES.map((guide) => (
          <li key={guide}>
            <Link to="/video/$guide" params={{ guide }}>
              {data.guides[guide].title}
            </Link>
            <span>{data.guides[guide].description}</span>
          </li>
        ))}
      </ul>
      <section>
        <h2>{data.assembly.title}</h2>
        {data.assembly.paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </section>
    </Page>
  )
}
