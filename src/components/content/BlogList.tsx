import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import type { ArticleCard } from '#site/content.ts'
import { blogTitle } from '#i18n/labels.ts'
import { Page } from '../Page'

/** The blog: one card per article (picture, title, subtitle), each opening its article. */
export function BlogList({ articles }: { articles: readonly ArticleCard[] }) {
  const { i18n } = useLingui()
  return (
    <Page title={i18n._(blogTitle)}>
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
