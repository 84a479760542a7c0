import { marketOf, type Market } from '#domain/locale.ts'
import { useLocale } from './useLocale'

/** The page's market: its locale code, language, Intl locale, country and currency. */
export function useMarket(): Market {
  return marketOf(useLocale())
}
