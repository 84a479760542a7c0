import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { marketOf, type LocaleCode } from '#domain/locale.ts'

// The e-mails have their own catalog, so the browser never downloads their texts.
const catalogs: Record<'sk' | 'cs', () => Promise<{ messages: Messages }>> = {
  sk: () => import('#locales/sk/mail.po'),
  cs: () => import('#locales/cs/mail.po'),
}

const cache = new Map<LocaleCode, Promise<I18n>>()

/** A Lingui instance for the e-mails of one language (loaded once). */
export function mailI18n(locale: LocaleCode): Promise<I18n> {
  let i18n = cache.get(locale)
  if (!i18n) {
    const lang = marketOf(locale).lang
    i18n = catalogs[lang]().then(({ messages }) => setupI18n({ locale: lang, messages: { [lang]: messages } }))
    cache.set(locale, i18n)
  }
  return i18n
}
