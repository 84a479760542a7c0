import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  ArticleSchema,
  articleWords,
  CONTENT_PAGES,
  contentFacts,
  FaqSchema,
  fillFacts,
  PageContentSchema,
  VideoGuidesSchema,
} from '#site/content.ts'
import { LEAD_TIMES, SEED_SETTINGS, SHOP_COMPANY, SHOP_CONTACT } from '#site/shop.ts'
import { BLOG } from '../fixtures/spec'

/** A content file as written (placeholders unfilled). */
const raw = (path: string): unknown => JSON.parse(readFileSync(`src/content/${path}`, 'utf8'))
const LANGS = ['sk', 'cs'] as const
const langOf = (path: string) => (path.split('/')[1] === 'cs' ? 'cs' : 'sk')
/** A content file as a page shows it: the shop's facts filled in (src/content/load.ts does the same). */
const json = (path: string): unknown => fillFacts(raw(path), contentFacts(langOf(path), SEED_SETTINGS))
/** Letters only one of the two languages uses: a Czech text copied from Slovak (or back) fails. */
const OWN_LETTERS = { sk: /[äôľĺŕ]/, cs: /[řěů]/ } as const
const OTHER_LETTERS = { sk: /[řěů]/, cs: /[äôľĺŕ]/ } as const

describe('blog articles (docs/product.md#content)', () => {
  it.each(BLOG.flatMap((slug) => LANGS.map((lang) => [lang, slug] as const)))(
    '%s %s has every field and 600+ words',
    (lang, slug) => {
      const article = v.parse(ArticleSchema, json(`blog/${lang}/${slug}.json`))
      expect(article.slug).toBe(slug)
      expect(article.link).toBe(`${lang === 'cs' ? '/cz' : ''}/blogy/${slug}`)
      expect(articleWords(article)).toBeGreaterThanOrEqual(600)
      expect(article.seoImage).toBe(`/blog/${slug}.webp`)
      expect(readFileSync(`public${article.cardImage}`).length).toBeGreaterThan(1000)
      const text = JSON.stringify(article)
      expect(text).toMatch(OWN_LETTERS[lang])
      expect(text).not.toMatch(OTHER_LETTERS[lang])
    },
  )
  it('the two languages are written, not copied', () => {
    for (const slug of BLOG)
      expect(v.parse(ArticleSchema, json(`blog/sk/${slug}.json`)).articleTitle).not.toBe(
        v.parse(ArticleSchema, json(`blog/cs/${slug}.json`)).articleTitle,
      )
  })
})

describe('pages', () => {
  it.each(CONTENT_PAGES.flatMap((page) => LANGS.map((lang) => [lang, page] as const)))(
    '%s %s has a title, a description and sections',
    (lang, page) => {
      const content = v.parse(PageContentSchema, json(`pages/${lang}/${page}.json`))
      expect(content.description.length).toBeGreaterThan(50)
      expect(JSON.stringify(content)).toMatch(OWN_LETTERS[lang])
    },
  )
  it.each(LANGS)('%s FAQ and video guides', (lang) => {
    expect(v.parse(FaqSchema, json(`pages/${lang}/faq.json`)).questions.length).toBeGreaterThanOrEqual(10)
    expect(Object.keys(v.parse(VideoGuidesSchema, json(`pages/${lang}/videonavody.json`)).guides)).toEqual([
      'dvierka',
      'HF',
      'HK',
      'suflik',
    ])
  })
  it.each(LANGS)('%s terms state the rules of issue 7 and no ODR platform', (lang) => {
    const text = JSON.stringify([json(`pages/${lang}/conditions.json`), json(`pages/${lang}/complaints.json`)])
    for (const must of ['10:00', '7 ', '14 ', '2025']) expect(text).toContain(must)
    expect(text).toMatch(lang === 'sk' ? /SOI|Slovenská obchodná inšpekcia/ : /ČOI|Česká obchodní inspekce/)
    expect(text).not.toMatch(/ec\.europa\.eu\/consumers\/odr/)
    const privacy = JSON.stringify(json(`pages/${lang}/privacy.json`))
    // Issue 17 retention: contact data 3 years (then `npm run purge`), accounting documents 10.
    for (const must of ['10 ', '3 roky', 'anonymiz', 'i18n_redirected', 'skrinka-consent'])
      expect(privacy).toContain(must)
    // One seller, quoted as the shop states it (src/site/shop.ts).
    for (const quoted of [text, privacy])
      for (const must of [SHOP_COMPANY.name, SHOP_COMPANY.ico]) expect(quoted).toContain(must)
  })
  const everything = (lang: (typeof LANGS)[number]) => [
    ...CONTENT_PAGES.map((p) => `pages/${lang}/${p}.json`),
    `pages/${lang}/faq.json`,
    `pages/${lang}/videonavody.json`,
    ...BLOG.map((s) => `blog/${lang}/${s}.json`),
  ]
  /**
   * docs/product.md#delivery: the lead time each place states, by its placeholder (src/site/content.ts `contentFacts`).
   */
  const leadTimeOf = (path: string) =>
    /\/(conditions|kontakt)\.json$/.test(path) ? 'termsDays' : path.endsWith('/faq.json') ? 'faqDays' : 'deliveryDays'
  it.each(LANGS)('%s states the lead time of its place: terms and contact 20, FAQ 30, the rest 14', (lang) => {
    for (const path of everything(lang)) {
      const text = JSON.stringify(raw(path))
      // Lead times come from LEAD_TIMES only; the one number written before "working days" is the complaint period.
      for (const [, days] of text.matchAll(/(\d+) pracovn/g)) expect(days, path).toBe('7')
      for (const [, name] of text.matchAll(/\{(\w+Days)\} pracovn/g)) expect(name, path).toBe(leadTimeOf(path))
    }
    const words = lang === 'sk' ? 'pracovných dní od potvrdenia objednávky' : 'pracovních dnů od potvrzení objednávky'
    const filled = (path: string) => JSON.stringify(json(`pages/${lang}/${path}.json`))
    expect(filled('conditions')).toContain(`${LEAD_TIMES.termsProduction} ${words}`)
    expect(filled('kontakt')).toContain(`${LEAD_TIMES.termsProduction} ${words}`)
    expect(filled('faq')).toContain(`${LEAD_TIMES.faqProduction} ${words}`)
    expect(filled('kuchynske-skrinky')).toContain(`${LEAD_TIMES.homeDelivery} ${words}`)
    for (const page of ['conditions', 'kontakt', 'faq'])
      expect(filled(page), page).not.toContain(`${LEAD_TIMES.homeDelivery} ${words.split(' ')[0]}`)
  })
  it.each(LANGS)(
    "%s takes the shop's phone, e-mail and the seller's details from src/site/shop.ts, never copies them",
    (lang) => {
      const contact = SHOP_CONTACT[lang === 'cs' ? 'cz' : 'sk']
      const { name, street, ico, dic, icdph, register } = SHOP_COMPANY
      const copies = [
        name,
        street,
        ico,
        dic,
        icdph,
        register,
        ...Object.values(SHOP_CONTACT).flatMap((c) => [c.phone, c.email]),
      ]
      for (const path of everything(lang)) {
        const written = JSON.stringify(raw(path))
        for (const copy of copies) expect(written, path).not.toContain(copy)
        // Filled, every phone number and e-mail address is the market's own.
        const text = JSON.stringify(json(path))
        expect(text, path).not.toMatch(/\{\w+\}/)
        for (const [phone] of text.matchAll(/\+42[01][\d ]{9,12}\d/g)) expect(phone, path).toBe(contact.phone)
        for (const [email] of text.matchAll(/[\w.-]+@skrinka\.(sk|cz)/g)) expect(email, path).toBe(contact.email)
      }
      for (const path of [`pages/${lang}/conditions.json`, `pages/${lang}/privacy.json`]) {
        const text = JSON.stringify(json(path))
        for (const must of [name, street, ico, register, contact.phone, contact.email])
          expect(text, path).toContain(must)
      }
    },
  )
})
