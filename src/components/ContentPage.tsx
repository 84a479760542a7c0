import type { ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { PageContent } from '../domain/content'
import type { ContentPage as ContentPageName } from '../domain/content'
import { LOCALES } from '../domain/locale'
import { pageHead, type HeadInput } from '../i18n/head'
import { useLocale } from '../i18n/useLocale'
import { pageQueryOptions } from '../queries/content'
import { ContentPending, Page } from './Page'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'

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
 * title and description, the view reads it; `after` adds what the page shows below the text.
 */
export function contentPageRoute(page: ContentPageName, fallback: { title: MessageDescriptor; description: MessageDescriptor }, after?: () => ReactNode) {
  function ContentPageView() {
    const locale = useLocale()
    const { i18n } = useLingui()
    const { data } = useSuspenseQuery(pageQueryOptions(LOCALES[locale].lang, page))
    return (
      <Page title={data?.title ?? i18n._(fallback.title)}>
        {data ? <ContentSections content={data} /> : <ContentPending />}
        {after?.()}
      </Page>
    )
  }
  return {
    loader: ({ context }: { context: HeadInput['match']['context'] }) => context.queryClient.ensureQueryData(pageQueryOptions(LOCALES[context.locale].lang, page)),
    head: (input: HeadInput & { loaderData?: PageContent | null }) => pageHead(input, input.loaderData?.title ?? fallback.title, input.loaderData?.description ?? fallback.description),
    component: ContentPageView,
  }
}
