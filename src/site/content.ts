/**
 * The shop's written content (blog articles, legal and information pages, FAQ, video guides) as
 * valibot schemas: the JSON under src/content/{blog,pages}/{sk,cs}/ is checked against them in the
 * tests, and the routes read it through src/content/load.ts.
 */
import * as v from 'valibot'
import { DEFAULT_LOCALE, localeOfLanguageTag, type Locale } from '#domain/locale.ts'
import { formatPhone } from '#domain/checkout.ts'
import { COUNTRY_OFFICIAL_NAMES, type ShopSettings } from '#domain/settings.ts'
import { formatWeekdays } from '#domain/notation.ts'

const line = v.pipe(v.string(), v.minLength(1))
const isoDay = v.pipe(v.string(), v.isoDate())

/** A blog article (docs/product.md#content): every field of it. */
export const ArticleSchema = v.object({
  slug: line,
  cardImage: line,
  cardTitle: line,
  cardSubtitle: line,
  link: line,
  articleTitle: line,
  articleSubtitle: line,
  articleIntroduction: line,
  sections: v.pipe(v.array(v.object({ heading: line, content: line })), v.minLength(3)),
  conclusion: line,
  seoTitle: line,
  seoDescription: line,
  seoOgDescription: line,
  seoKeywords: v.pipe(v.array(line), v.minLength(3)),
  seoImage: line,
  seoOgType: v.literal('article'),
  /** When the article was first published and last changed (ISO days; the Article's structured data says them). */
  datePublished: isoDay,
  dateModified: isoDay,
})
export type Article = v.InferOutput<typeof ArticleSchema>

/** An information or legal page: title, meta description, introduction and sections. */
export const PageContentSchema = v.object({
  title: line,
  description: line,
  intro: line,
  sections: v.pipe(
    v.array(v.object({ heading: line, paragraphs: v.array(line), list: v.optional(v.array(line)) })),
    v.minLength(1),
  ),
})
export type PageContent = v.InferOutput<typeof PageContentSchema>

/** The FAQ: questions and answers. */
export const FaqSchema = v.object({
  title: line,
  description: line,
  questions: v.pipe(v.array(v.object({ q: line, a: line })), v.minLength(5)),
})
export type Faq = v.InferOutput<typeof FaqSchema>

const GuideSchema = v.object({ title: line, description: line, steps: v.pipe(v.array(line), v.minLength(3)) })
/** The video guides: hardware adjustment guides and the assembly notes. */
export const VideoGuidesSchema = v.object({
  title: line,
  description: line,
  intro: line,
  guides: v.object({ dvierka: GuideSchema, HF: GuideSchema, HK: GuideSchema, suflik: GuideSchema }),
  assembly: v.object({ title: line, paragraphs: v.array(line) }),
})
export type VideoGuides = v.InferOutput<typeof VideoGuidesSchema>

/** What the blog list shows of an article: its card. */
export type ArticleCard = Pick<Article, 'slug' | 'cardImage' | 'cardTitle' | 'cardSubtitle'>
export const cardOf = ({ slug, cardImage, cardTitle, cardSubtitle }: Article): ArticleCard => ({
  slug,
  cardImage,
  cardTitle,
  cardSubtitle,
})

/** Words of an article's text (introduction, sections, conclusion): the blog promises 600 and more. */
export function articleWords(article: Article): number {
  const text = [article.articleIntroduction, ...article.sections.map((s) => s.content), article.conclusion].join(' ')
  return text.split(/\s+/).filter(Boolean).length
}

/** Names of the information pages kept as page content. */
export const CONTENT_PAGES = [
  'conditions',
  'privacy',
  'complaints',
  'kontakt',
  'udrzba',
  'kuchynske-skrinky',
  'kupelnove-skrinky',
] as const
export type ContentPage = (typeof CONTENT_PAGES)[number]

/**
 * The shop's facts a content text names by placeholder (`{termsDays}`, `{phone}`, `{ico}`, …) rather than
 * repeating them, so each is stated once, in the published shop settings: the lead time of each place
 * (docs/product.md#delivery), the market's phone, e-mail and office hours, the seller's registered details.
 */
export function contentFacts(lang: Locale['lang'], settings: ShopSettings): Record<string, string> {
  const locale = localeOfLanguageTag(lang) ?? DEFAULT_LOCALE
  const contact = settings.contact[locale]
  const { company, leadTimes, hours } = settings
  return {
    // The office hours as a time-table line: "pondelok – piatok, 8:00 – 16:00".
    hours: `${formatWeekdays(hours, locale)}, ${hours.opens} – ${hours.closes}`,
    deliveryDays: String(leadTimes.homeDelivery),
    termsDays: String(leadTimes.termsProduction),
    faqDays: String(leadTimes.faqProduction),
    phone: formatPhone(contact.phone),
    email: contact.email,
    company: company.name,
    street: company.street,
    zip: company.zip,
    city: company.city,
    country: COUNTRY_OFFICIAL_NAMES[company.country],
    ico: company.ico,
    dic: company.dic,
    icdph: company.icdph,
    register: company.register,
  }
}

/** A content text with every `{name}` filled from `facts`; a name it does not know is an error, never shown. */
export function fillFacts<T>(content: T, facts: Record<string, string>): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.replace(/\{(\w+)\}/g, (_, name: string) => {
        const fact = facts[name]
        if (fact === undefined) throw new Error(`Unknown placeholder {${name}} in content`)
        return fact
      })
    if (Array.isArray(value)) return value.map(fill)
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]))
    return value
  }
  return fill(content) as T
}
