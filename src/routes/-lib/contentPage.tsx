/** Route-only: the loader and head of a page of written content (/kontakt, /privacy, /udrzba…). */
import type { ContentPage as ContentPageName, PageContent } from '#site/content.ts'
import { marketOf } from '#domain/locale.ts'
import { pageQueryOptions } from '#queries/content.ts'
import { ensureShopSettings } from '#queries/settings.ts'
import { pageHead, type HeadInput } from './head'

/**
 * Route options for a page of written content: the loader warms its text and the head takes its title and
 * description. The route file names its view itself (`component`, ContentPageView), so the router's code
 * splitting keeps the view out of every page's first load (issue 16).
 */
export function contentPageRoute(page: ContentPageName) {
  return {
    loader: async ({ context }: { context: HeadInput['match']['context'] }) =>
      context.queryClient.ensureQueryData(
        pageQueryOptions(marketOf(context.locale).lang, page, await ensureShopSettings(context.queryClient)),
      ),
    head: (input: HeadInput & { loaderData?: PageContent }) =>
      input.loaderData ? pageHead(input, input.loaderData.title, input.loaderData.description) : {},
  }
}
