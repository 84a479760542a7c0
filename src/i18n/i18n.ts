import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { marketOf, type LocaleCode } from '#domain/locale.ts'

type Catalog = () => Promise<{ messages: Messages }>

// Explicit imports (not a template string) so each catalog is its own small chunk.
const catalogs: Record<'sk' | 'cs', Catalog> = {
  sk: () => import('#locales/sk/messages.po'),
  cs: () => import('#locales/cs/messages.po'),
}
// The back office's texts: a shopper's browser never loads them (lingui.config.ts).
const staffCatalogs: Record<'sk' | 'cs', Catalog> = {
  sk: () => import('#locales/sk/staff.po'),
  cs: () => import('#locales/cs/staff.po'),
}
// What only the server says (its PDFs and errors).
const serverCatalogs: Record<'sk' | 'cs', Catalog> = {
  sk: () => import('#locales/sk/server.po'),
  cs: () => import('#locales/cs/server.po'),
}

/**
 * A Lingui instance for one locale, with its catalog loaded. The server keeps one per locale
 * (never the global instance: two requests in two languages may render at once) and passes
 * `server`: it renders staff screens and PDFs too, so it loads every catalog.
 */
export async function createI18n(locale: LocaleCode, { server = false } = {}): Promise<I18n> {
  const lang = marketOf(locale).lang
  // The catalog module's own object, not a copy: copying its texts was most of a task of a phone's hydration
  // (issue 16). Lingui would merge later texts into it, so addTexts merges into a copy instead.
  const i18n = setupI18n({ locale: lang, messages: { [lang]: (await catalogs[lang]()).messages } })
  if (server) {
    addTexts(i18n, (await serverCatalogs[lang]()).messages)
    await loadStaffTexts(i18n)
  }
  return i18n
}

/** Adds texts to an instance's language in a new object: never into a catalog module's (other instances share it). */
function addTexts(i18n: I18n, messages: Messages) {
  i18n.loadAndActivate({ locale: i18n.locale, messages: { ...i18n.messages, ...messages } })
}

const staffLoaded = new WeakSet<I18n>()

/** Adds the staff screens' texts to an instance (once; the staff routes await it before they render). */
export async function loadStaffTexts(i18n: I18n): Promise<void> {
  if (staffLoaded.has(i18n)) return
  const lang = i18n.locale as 'sk' | 'cs'
  addTexts(i18n, (await staffCatalogs[lang]()).messages)
  staffLoaded.add(i18n)
}
