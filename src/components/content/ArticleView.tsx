import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { Article } from '#site/content.ts'

/** One blog article: title, subtitle, picture, introduction, sections and conclusion, and the way back to the list. */
export function ArticleView({ article }: { article: Article }) {
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
