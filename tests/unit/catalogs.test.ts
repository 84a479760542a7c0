import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Catalog completeness is also checked by `lingui compile --strict` (npm run i18n:check); this
// test names the missing messages.
// Each of the browser's catalogs: the shop's, the staff screens' and the server's (the e-mails' are compiled apart).
const CATALOGS = ['messages', 'staff', 'server']
const read = (lang: string, catalog: string) =>
  readFileSync(new URL(`../../locales/${lang}/${catalog}.po`, import.meta.url), 'utf8')

function untranslated(lang: string, catalog: string): string[] {
  const po = read(lang, catalog)
  const missing: string[] = []
  for (const block of po.split(/\n\n+/)) {
    const id = /^msgid "(.*)"$/m.exec(block)?.[1]
    const str = /^msgstr "(.*)"$/m.exec(block)?.[1]
    if (id && str === '') missing.push(id)
  }
  return missing
}

describe('Lingui catalogs', () => {
  describe.each(CATALOGS)('%s', (catalog) => {
    it.each(['sk', 'cs'])('%s has every message translated', (lang) => {
      expect(untranslated(lang, catalog)).toEqual([])
    })
    it('sk and cs have the same messages', () => {
      const ids = (lang: string) => [...read(lang, catalog).matchAll(/^msgid "(.+)"$/gm)].map((m) => m[1]).sort()
      expect(ids('sk')).toEqual(ids('cs'))
      expect(ids('sk').length).toBeGreaterThan(50)
    })
  })

  // The server renders pages and PDFs with the shop's, the server's and the staff screens' texts in one instance (a
  // message's id is its English and context): the same id worded two ways is one wording overriding the other, a
  // page that hydrates differently from the server's rendering or a PDF in a screen's words. A context tells them apart.
  it.each(['sk', 'cs'])('%s words a message the same in every catalog', (lang) => {
    const seen = new Map<string, { catalog: string; text: string }>()
    const clashes: string[] = []
    for (const catalog of CATALOGS)
      for (const block of read(lang, catalog).split(/\n\n+/)) {
        const id = /^msgid "(.+)"$/m.exec(block)?.[1]
        const text = /^msgstr "(.*)"$/m.exec(block)?.[1]
        if (!id || text === undefined) continue
        const key = `${/^msgctxt "(.*)"$/m.exec(block)?.[1] ?? ''}\u0004${id}`
        const before = seen.get(key)
        if (before && before.text !== text)
          clashes.push(`${id}: ${before.catalog} "${before.text}", ${catalog} "${text}"`)
        else seen.set(key, { catalog, text })
      }
    expect(clashes).toEqual([])
  })
})
