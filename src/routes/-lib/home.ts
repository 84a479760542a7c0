/** Route-only: what the home page (/ and its test copy /indexTest) loads before it renders. */
import { marketOf } from '#domain/locale.ts'
import { faqQueryOptions } from '#queries/content.ts'
import { ensureShopSettings } from '#queries/settings.ts'
import type { RouterContext } from '#app/routerContext.ts'

/** The home page's loader: its FAQ, and the published settings (the head's lead time). */
export async function homeLoader({ context }: { context: RouterContext }) {
  const settings = await ensureShopSettings(context.queryClient)
  const faq = await context.queryClient.ensureQueryData(faqQueryOptions(marketOf(context.locale).lang, settings))
  return { faq, settings }
}
