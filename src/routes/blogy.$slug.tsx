import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { LOCALES } from '../domain/locale'
import { BLOG_SLUGS, isOneOf } from '../domain/site'
import { pageHead } from '../i18n/head'
import { articleJsonLd } from '../i18n/structuredData'
import { useLocale } from '../i18n/useLocale'
import { articleQueryOptions } from '../queries/content'

export const Route = createFileRoute('/blogy/$slug')({
  loader: async ({ params, context }) => {
    if (!isOneOf(BLOG_SLUGS, params.slug)) throw notFound()
    return context.queryClient.ensureQueryData(articleQueryOptions(LOCALES[context.locale].lang, params.slug))
  },
  head: (input) => {
    const article = input.loaderData
    if (!article) return {}
    const head = pageHead(input, article.seoTitle.replace(/\s*\|\s*Skrinka$/, ''), article.seoDescription, {
      type: 'article',
      image: article.seoImage,
      jsonLd: articleJsonLd(article, input.match.context.env.siteUrl, LOCALES[input.match.context.locale].lang),
    })
    // Shares get the article's own social sentence.
    const meta = head.meta.filter((m) => !('property' in m && m.property === 'og:description'))
    return { ...head, meta: [...meta, { name: 'keywords', content: article.seoKeywords.join(', ') }, { property: 'og:description', content: article.seoOgDescription }] }
  },
  component: ArticleView,
})

function ArticleView() {
  const { slug } = Route.useParams()
  const locale = useLocale()
  const { data: article } = useSuspenseQuery(articleQueryOptions(LOCALES[locale].lang, slug as (typeof BLOG_SLUGS)[number]))
  return (
    <article className="page article" data-testid="article">
      <h1>{article.articleTitle}</h1>
      <p className="lead">{article.articleSubtitle}</p>
      <img src={article.cardImage} alt="" width={800} height={420} className="article-image" />
      {article.articleIntroduction.split('\n\n').map((p, i) => (
        <p key={`intro-${i}`}>{p}</p>
      ))}
      {article.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.content.split('\n\n').map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      ))}
      {article.conclusion.split('\n\n').map((p, i) => (
        <p key={`end-${i}`}>{p}</p>
      ))}
      <p>
        <Link to="/blog">
          <Trans>All articles</Trans>
        </Link>
      </p>
    </article>
  )
}
