/**
 * One query-options factory per piece of written content. Content never changes while a page
 * lives; the shop settings its placeholders are filled from are part of the key.
 */
import { queryOptions } from '@tanstack/react-query'
import type { ContentPage } from '../site/content'
import { BLOG_SLUGS, type BlogSlug } from '../site/pages'
import type { ShopSettings } from '../domain/settings'
import { loadArticle, loadArticleCards, loadFaq, loadPage, loadVideoGuides } from '../content/load'

type Lang = 'sk' | 'cs'
const forever = { staleTime: Infinity, gcTime: Infinity } as const

export const articleQueryOptions = (lang: Lang, slug: BlogSlug, settings: ShopSettings) =>
  queryOptions({
    queryKey: ['article', lang, slug, settings],
    queryFn: () => loadArticle(lang, slug, settings),
    ...forever,
  })
export const articlesQueryOptions = (lang: Lang, settings: ShopSettings) =>
  queryOptions({
    queryKey: ['articleCards', lang, settings],
    queryFn: () => loadArticleCards(lang, BLOG_SLUGS, settings),
    ...forever,
  })
export const pageQueryOptions = (lang: Lang, page: ContentPage, settings: ShopSettings) =>
  queryOptions({ queryKey: ['page', lang, page, settings], queryFn: () => loadPage(lang, page, settings), ...forever })
export const faqQueryOptions = (lang: Lang, settings: ShopSettings) =>
  queryOptions({ queryKey: ['faq', lang, settings], queryFn: () => loadFaq(lang, settings), ...forever })
export const videoGuidesQueryOptions = (lang: Lang, settings: ShopSettings) =>
  queryOptions({
    queryKey: ['videoGuides', lang, settings],
    queryFn: () => loadVideoGuides(lang, settings),
    ...forever,
  })
