import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { ArticleView } from '#components/content/ArticleView.tsx'
import { marketOf } from '#domain/locale.ts'
import { BLOG_SLUGS } from '#site/pages.ts'
import { isOneOf } from '#domain/helpers.ts'
import { pageHead, pageUrl } from './-lib/head'
import { articleJsonLd, breadcrumbJsonLd } from '#i18n/structuredData.ts'
import { blogTitle, homeTitle } from '#i18n/labels.ts'
import { useMarket } from '#i18n/useMarket.ts'
import { articleQueryOptions } from '#queries/content.ts'
import { ensureShopSettings, useShopSettings } from '#queries/settings.ts'

export const Route = createFileRoute('/blogy/$slug')({
  loader: async ({ params, context }) => {
    if (!isOneOf(BLOG_SLUGS, params.slug)) throw notFound()
    const settings = await ensureShopSettings(context.queryClient)
    return context.queryClient.ensureQueryData(
      articleQueryOptions(marketOf(context.locale).lang, params.slug, settings),
    )
  },
  head: (input) => {
    const article = input.loaderData
    if (!article) return {}
    const head = pageHead(input, article.seoTitle.replace(/\s*\|\s*Skrinka$/, ''), article.seoDescription, {
      type: 'article',
      image: article.seoImage,
      jsonLd: [
        articleJsonLd(article, input.match.context.env.siteUrl, marketOf(input.match.context.locale).lang),
        breadcrumbJsonLd([
          { name: input.match.context.i18n._(homeTitle), url: pageUrl(input, '/') },
          { name: input.match.context.i18n._(blogTitle), url: pageUrl(input, '/blog') },
          { name: article.articleTitle, url: pageUrl(input, input.match.pathname) },
        ]),
      ],
    })
    // Shares get the article's own social sentence.
    const meta = head.meta.filter((m) => !('property' in m && m.property === 'og:description'))
    return {
      ...head,
      meta: [
        ...meta,
        { name: 'keywords', content: article.seoKeywords.join(', ') },
        { property: 'og:description', content: article.seoOgDescription },
      ],
    }
  },
  component: ArticlePage,
})

/** The article of the address, in the page's language, from the query the loader warmed. */
function ArticlePage() {
  const { slug } = Route.useParams()
  const market = useMarket()
  const { data: article } = useSuspenseQuery(
    articleQueryOptions(market.lang, slug as (typeof BLOG_SLUGS)[number], useShopSettings()),
  )
  return <ArticleView article={article} />
}
