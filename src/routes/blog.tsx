import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { BlogList } from '#components/content/BlogList.tsx'
import { marketOf } from '#domain/locale.ts'
import { pageHead } from './-lib/head'
import { blogTitle } from '#i18n/labels.ts'
import { useMarket } from '#i18n/useMarket.ts'
import { articlesQueryOptions } from '#queries/content.ts'
import { ensureShopSettings, useShopSettings } from '#queries/settings.ts'

export const Route = createFileRoute('/blog')({
  loader: async ({ context }) =>
    context.queryClient.ensureQueryData(
      articlesQueryOptions(marketOf(context.locale).lang, await ensureShopSettings(context.queryClient)),
    ),
  head: (input) =>
    pageHead(input, blogTitle, msg`Advice on made-to-measure cabinets: planning, fittings, storage and delivery.`, {
      type: 'website',
      // The newest article's picture: the index has none of its own.
      ...(input.loaderData?.[0] ? { image: input.loaderData[0].cardImage } : {}),
    }),
  component: BlogPage,
})

/** The list of the page's language, from the query the loader warmed. */
function BlogPage() {
  const market = useMarket()
  const { data: articles } = useSuspenseQuery(articlesQueryOptions(market.lang, useShopSettings()))
  return <BlogList articles={articles} />
}
