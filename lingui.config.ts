import { defineConfig } from '@lingui/cli'

// Message ids are English (the spec's wording); the shop speaks Slovak and Czech only.
// Czech is `cs` for Lingui and Intl; URLs and payloads say `cz` (see src/domain/locale.ts).
// The order e-mails have a catalog of their own: the server needs it, the browser never does.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['sk', 'cs'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src', 'machines'],
      exclude: ['<rootDir>/src/server/mail/**'],
    },
    { path: '<rootDir>/locales/{locale}/mail', include: ['src/server/mail'] },
  ],
  orderBy: 'messageId',
})
