/**
 * Loads the written content by language: one small chunk per article and page (Vite globs), so a
 * page carries only its own text. Lingui's `sk`/`cs` name the folders.
 */
import {
  cardOf,
  contentFacts,
  fillFacts,
  type Article, type ContentPage, type Faq, type PageContent, type VideoGuides } from '../site/content'
import type { BlogSlug } from '../site/pages'

type Lang = 'sk' | 'cs'
type Loader = () => Promise<unknown>

const articles = import.meta.glob('./blog/*/*.json', { import: 'default' }) as Record<string, Loader>
const pages = import.meta.glob('./pages/*/*.json', { import: 'default' }) as Record<string, Loader>

/** The content at `key` with the shop's facts filled in; every piece is written in both languages (the unit tests check each file). */
async function load<T>(table: Record<string, Loader>, key: string, lang: Lang): Promise<T> {
  const loader = table[key]
  if (!loader) throw new Error(`No content at ${key}`)
  return fillFacts((await loader()) as T, contentFacts(lang))
}

export const loadArticle = (lang: Lang, slug: BlogSlug) => load<Article>(articles, `./blog/${lang}/${slug}.json`, lang)
/** The cards of every article of a language, for the blog list: only they go into the page, not the texts. */
export const loadArticleCards = async (lang: Lang, slugs: readonly BlogSlug[]) => (await Promise.all(slugs.map((slug) => loadArticle(lang, slug)))).map(cardOf)
export const loadPage = (lang: Lang, page: ContentPage) => load<PageContent>(pages, `./pages/${lang}/${page}.json`, lang)
export const loadFaq = (lang: Lang) => load<Faq>(pages, `./pages/${lang}/faq.json`, lang)
export const loadVideoGuides = (lang: Lang) => load<VideoGuides>(pages, `./pages/${lang}/videonavody.json`, lang)
