import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { marketOf, type LocaleCode } from '../domain/locale'

// Explicit imports (not a template string) so each catalog is its own small chunk.
const catalogs: Record<'sk' | 'cs', () => Promise<{ messages: Messages }>> = {
  sk: () => import('../../locales/sk/messages.po'),
  cs: () => import('../../locales/cs/messages.po'),
}

/**
 * A Lingui instance for one locale, with its catalog loaded. The server keeps one per locale
 * (never the global instance: two requests in two languages may render at once).
 */
export async function createI18n(locale: LocaleCode): Promise<I18n> {
  const lang = marketOf(locale).lang
  const { messages } = await catalogs[lang]()
  return setupI18n({ locale: lang, messages: { [lang]: messages } })
}
