/**
 * Loads the written content by language: one small chunk per article and page (Vite globs), so a
 * page carries only its own text. Lingui's `sk`/`cs` name the folders.
 */
import {
  cardOf,
  contentFacts,
  fillFacts,
  type Article, type ContentPage, type Faq, type PageContent, type VideoGuides } from '#site/content.ts'
import type { BlogSlug } from '#site/pages.ts'
import type { ShopSettings } from '#domain/settings.ts'

type Lang = 'sk' | 'cs'
type Loader = () => Promise<unknown>

const articles = import.meta.glob('./blog/*/*.json', { import: 'default' }) as Record<string, Loader>
const pages = import.meta.glob('./pages/*/*.json', { import: 'default' }) as Record<string, Loader>

/**
 * The content at `key` with the facts of the published shop settings filled in; every piece is
 * written in both languages (the unit tests check each file).
 */
async function load<T>(table: Record<string, Loader>, key: string, lang: Lang, settings: ShopSettings): Promise<T> {
  const loader = table[key]
  if (!loader) throw new Error(`No content at ${key}`)
  return fillFacts((await loader()) as T, contentFacts(lang, settings))
}

export const loadArticle = (lang: Lang, slug: BlogSlug, settings: ShopSettings) =>
  load<Article>(articles, `./blog/${lang}/${slug}.json`, lang, settings)
/** The cards of every article of a language, for the blog list: only they go into the page, not the texts. */
export const loadArticleCards = async (lang: Lang, slugs: readonly BlogSlug[], settings: ShopSettings) =>
  (await Promise.all(slugs.map((slug) => loadArticle(lang, slug, settings)))).map(cardOf)
export const loadPage = (lang: Lang, page: ContentPage, settings: ShopSettings) =>
  load<PageContent>(pages, `./pages/${lang}/${page}.json`, lang, settings)
export const loadFaq = (lang: Lang, settings: ShopSettings) => load<Faq>(pages, `./pages/${lang}/faq.json`, lang, settings)
export const loadVideoGuides = (lang: Lang, settings: ShopSettings) =>
  load<VideoGuides>(pages, `./pages/${lang}/videonavody.json`, lang, settings)
