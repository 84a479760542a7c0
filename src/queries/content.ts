/** One query-options factory per piece of written content; content never changes while a page lives. */
import { queryOptions } from '@tanstack/react-query'
import type { ContentPage } from '../site/content'
import { BLOG_SLUGS, type BlogSlug } from '../site/pages'
import { loadArticle, loadArticleCards, loadFaq, loadPage, loadVideoGuides } from '../content/load'

type Lang = 'sk' | 'cs'
const forever = { staleTime: Infinity, gcTime: Infinity } as const

export const articleQueryOptions = (lang: Lang, slug: BlogSlug) =>
  queryOptions({ queryKey: ['article', lang, slug], queryFn: () => loadArticle(lang, slug), ...forever })
export const articlesQueryOptions = (lang: Lang) =>
  queryOptions({ queryKey: ['articleCards', lang], queryFn: () => loadArticleCards(lang, BLOG_SLUGS), ...forever })
export const pageQueryOptions = (lang: Lang, page: ContentPage) =>
  queryOptions({ queryKey: ['page', lang, page], queryFn: () => loadPage(lang, page), ...forever })
export const faqQueryOptions = (lang: Lang) =>
  queryOptions({ queryKey: ['faq', lang], queryFn: () => loadFaq(lang), ...forever })
export const videoGuidesQueryOptions = (lang: Lang) =>
  queryOptions({ queryKey: ['videoGuides', lang], queryFn: () => loadVideoGuides(lang), ...forever })
