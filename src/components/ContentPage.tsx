import type { ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ContentPage as ContentPageName, PageContent } from '#site/content.ts'
import { useMarket } from '#i18n/useMarket.ts'
import { pageQueryOptions } from '#queries/content.ts'
import { useShopSettings } from '#queries/settings.ts'
import { Page } from './Page'

/** The sections of an information or legal page. */
export function ContentSections({ content }: { content: PageContent }) {
  return (
    <>
      <p className="lead">{content.intro}</p>
      {content.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  )
}

/** Props of ContentPageView: which page, and what it shows before and after its text. */
export interface ContentPageViewProps {
  page: ContentPageName
  before?: ReactNode
  after?: ReactNode
}

/** A page of written content (its route's loader warmed the text: routes/-lib/contentPage.tsx). */
export function ContentPageView({ page, before, after }: ContentPageViewProps) {
  const market = useMarket()
  const { data } = useSuspenseQuery(pageQueryOptions(market.lang, page, useShopSettings()))
  return (
    <Page title={data.title}>
      {before}
      <ContentSections content={data} />
      {after}
    </Page>
  )
}
