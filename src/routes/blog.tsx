import { createFileRoute, Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Page } from '../components/Page'
import { LOCALES } from '../domain/locale'
import { pageHead } from '../i18n/head'
import { useLocale } from '../i18n/useLocale'
import { articlesQueryOptions } from '../queries/content'

const title = msg`Blog`

export const Route = createFileRoute('/blog')({
  loader: ({ context }) => context.queryClient.ensureQueryData(articlesQueryOptions(LOCALES[context.locale].lang)),
  head: (input) => pageHead(input, title, msg`Advice on made-to-measure cabinets: planning, fittings, storage and delivery.`, { type: 'website' }),
  component: BlogList,
})

function BlogList() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { data: articles } = useSuspenseQuery(articlesQueryOptions(LOCALES[locale].lang))
  return (
    <Page title={i18n._(title)}>
      <ul className="blog-cards" data-testid="blog-list">
        {articles.map((article) => (
          <li key={article.slug} className="blog-card">
            <Link to="/blogy/$slug" params={{ slug: article.slug }}>
              <img src={article.cardImage} alt="" width={400} height={210} loading="lazy" />
              <strong>{article.cardTitle}</strong>
              <span>{article.cardSubtitle}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  )
}
