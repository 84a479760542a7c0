import type { ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { PageContent } from '../site/content'
import type { ContentPage as ContentPageName } from '../site/content'
import { marketOf } from '../domain/locale'
import { pageHead, type HeadInput } from '../i18n/head'
import { useMarket } from '../i18n/useMarket'
import { pageQueryOptions } from '../queries/content'
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

/**
 * Route options for a page of written content: the loader warms its text, the head takes its
 * title and description, the view reads it; `before` and `after` add what the page shows around the text.
 */
export function contentPageRoute(page: ContentPageName, { before, after }: { before?: () => ReactNode; after?: () => ReactNode } = {}) {
  function ContentPageView() {
    const { lang } = useMarket()
    const { data } = useSuspenseQuery(pageQueryOptions(lang, page))
    return (
      <Page title={data.title}>
        {before?.()}
        <ContentSections content={data} />
        {after?.()}
      </Page>
    )
  }
  return {
    loader: ({ context }: { context: HeadInput['match']['context'] }) => context.queryClient.ensureQueryData(pageQueryOptions(marketOf(context.locale).lang, page)),
    head: (input: HeadInput & { loaderData?: PageContent }) => (input.loaderData ? pageHead(input, input.loaderData.title, input.loaderData.description) : {}),
    component: ContentPageView,
  }
}
