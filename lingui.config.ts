import { defineConfig } from '@lingui/cli'

// Message ids are English (the shop's own wording, as docs/product.md quotes it); the shop speaks Slovak and Czech
// only. Czech is `cs` for Lingui and Intl; URLs and payloads say `cz` (see src/domain/locale.ts).
// The order e-mails have a catalog of their own: the server needs it, the browser never does.
// So do the staff screens and the server's own texts (PDFs, errors): a shopper's browser never loads them.
/** The files whose texts only staff see (keep in step with the routes' `staffTexts` flag). */
const STAFF = [
  '<rootDir>/src/components/staff/**',
  '<rootDir>/src/routes/_staff/**',
  '<rootDir>/src/routes/_staff.tsx',
  '<rootDir>/src/routes/-lib/staffSignIn.tsx',
]

/** What only the server says (its PDFs and errors); the e-mails are apart. */
const SERVER = ['<rootDir>/src/server/**']

export default defineConfig({
  sourceLocale: 'en',
  locales: ['sk', 'cs'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src', 'machines'],
      exclude: [...SERVER, ...STAFF],
    },
    { path: '<rootDir>/locales/{locale}/staff', include: STAFF },
    { path: '<rootDir>/locales/{locale}/server', include: SERVER, exclude: ['<rootDir>/src/server/mail/**'] },
    { path: '<rootDir>/locales/{locale}/mail', include: ['src/server/mail'] },
  ],
  orderBy: 'messageId',
})
