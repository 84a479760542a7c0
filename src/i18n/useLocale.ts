import { useRouteContext } from '@tanstack/react-router'
import type { LocaleCode } from '#domain/locale.ts'

/** The locale of the current document (fixed for its life; switching languages loads the other document). */
export function useLocale(): LocaleCode {
  return useRouteContext({ from: '__root__', select: (context) => context.locale })
}
