import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Catalog completeness is also checked by `lingui compile --strict` (npm run i18n:check); this
// test names the missing messages.
function untranslated(lang: string): string[] {
  const po = readFileSync(new URL(`../../locales/${lang}/messages.po`, import.meta.url), 'utf8')
  const missing: string[] = []
  for (const block of po.split(/\n\n+/)) {
    const id = /^msgid "(.*)"$/m.exec(block)?.[1]
    const str = /^msgstr "(.*)"$/m.exec(block)?.[1]
    if (id && str === '') missing.push(id)
  }
  return missing
}

describe('Lingui catalogs', () => {
  it.each(['sk', 'cs'])('%s has every message translated', (lang) => {
    expect(untranslated(lang)).toEqual([])
  })
  it('sk and cs have the same messages', () => {
    const ids = (lang: string) =>
      [
        ...readFileSync(new URL(`../../locales/${lang}/messages.po`, import.meta.url), 'utf8').matchAll(
          /^msgid "(.+)"$/gm,
        ),
      ]
        .map((m) => m[1])
        .sort()
    expect(ids('sk')).toEqual(ids('cs'))
    expect(ids('sk').length).toBeGreaterThan(50)
  })
})
