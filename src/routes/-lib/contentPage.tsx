/** Route-only: the loader, head and view of a page of written content (/kontakt, /privacy, /udrzba…). */
import type { ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ContentPage as ContentPageName, PageContent } from '../../site/content'
import { marketOf } from '../../domain/locale'
import { useMarket } from '../../i18n/useMarket'
import { pageQueryOptions } from '../../queries/content'
import { ensureShopSettings, useShopSettings } from '../../queries/settings'
import { ContentSections } from '../../components/ContentPage'
import { Page } from '../../components/Page'
import { pageHead, type HeadInput } from './head'

/**
 * Route options for a page of written content: the loader warms its text, the head takes its
 * title and description, the view reads it; `before` and `after` add what the page shows around the text.
 */
export function contentPageRoute(
  page: ContentPageName,
  { before, after }: { before?: () => ReactNode; after?: () => ReactNode } = {},
) {
  function ContentPageView() {
    const market = useMarket()
    const { data } = useSuspenseQuery(pageQueryOptions(market.lang, page, useShopSettings()))
    return (
      <Page title={data.title}>
        {before?.()}
        <ContentSections content={data} />
        {after?.()}
      </Page>
    )
  }
  return {
    loader: async ({ context }: { context: HeadInput['match']['context'] }) =>
      context.queryClient.ensureQueryData(
        pageQueryOptions(marketOf(context.locale).lang, page, await ensureShopSettings(context.queryClient)),
      ),
    head: (input: HeadInput & { loaderData?: PageContent }) =>
      input.loaderData ? pageHead(input, input.loaderData.title, input.loaderData.description) : {},
    component: ContentPageView,
  }
}
