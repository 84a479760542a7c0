/** Route-only: what the home page (/ and its test copy /indexTest) loads before it renders. */
import { LOCALES } from '../../domain/locale'
import { faqQueryOptions } from '../../queries/content'
import type { RouterContext } from '../../routerContext'

/** The home page's loader: its FAQ. */
export const homeLoader = ({ context }: { context: RouterContext }) => context.queryClient.ensureQueryData(faqQueryOptions(LOCALES[context.locale].lang))
