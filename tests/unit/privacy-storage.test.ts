import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS, STORED_ITEMS, LAST_ORDER_KEY, ROUTER_SCROLL_KEY } from '#site/storage.ts'

interface Privacy {
  sections: { heading: string; list?: string[] }[]
}
const privacy = (lang: 'sk' | 'cs') =>
  JSON.parse(readFileSync(new URL(`../../src/content/pages/${lang}/privacy.json`, import.meta.url), 'utf8')) as Privacy

/** The names the notice's overview of cookies and storage gives ("name (cookie) – purpose – …"). */
const listedNames = (lang: 'sk' | 'cs') =>
  privacy(lang)
    .sections.find((section) => /^8\. Cookies/.test(section.heading))!
    .list!.map((item) => /^(\S+) \(/.exec(item)![1])

describe('the privacy notice lists what the shop stores in the browser (issue 39)', () => {
  it.each(['sk', 'cs'] as const)('%s: every cookie and session key, the router’s scroll key included', (lang) => {
    expect(listedNames(lang)).toEqual([...STORED_ITEMS])
    expect(listedNames(lang)).toContain(ROUTER_SCROLL_KEY)
  })
  it('stored items are the shop’s keys but the retired one, and the router’s', () => {
    const session = STORED_ITEMS.filter((name) => name.includes('.') || name === ROUTER_SCROLL_KEY)
    expect(session).toEqual([...STORAGE_KEYS.filter((key) => key !== LAST_ORDER_KEY), ROUTER_SCROLL_KEY])
  })
})
