/** Route-only: what the home page (/ and its test copy /indexTest) loads before it renders. */
import { marketOf } from '../../domain/locale'
import { faqQueryOptions } from '../../queries/content'
import type { RouterContext } from '../../routerContext'

/** The home page's loader: its FAQ. */
export const homeLoader = ({ context }: { context: RouterContext }) =>
  context.queryClient.ensureQueryData(faqQueryOptions(marketOf(context.locale).lang))
