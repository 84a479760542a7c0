import type { Globals } from 'storybook/internal/types'
import { isLocaleCode, marketOf } from '#domain/locale.ts'

/** The content folder of the toolbar's language (Lingui's `sk`/`cs`), picked the way withShop picks the locale. */
export const contentLang = (globals: Globals) => marketOf(isLocaleCode(globals.locale) ? globals.locale : 'sk').lang
