/**
 * One query-options factory per piece of written content. Content never changes while a page
 * lives; the shop settings its placeholders are filled from are part of the key.
 */
import { queryOptions } from '@tanstack/react-query'
import type { ContentPage } from '#site/content.ts'
import { BLOG_SLUGS, type BlogSlug } from '#site/pages.ts'
import type { ShopSettings } from '#domain/settings.ts'

type Lang = 'sk' | 'cs'
const forever = { staleTime: Infinity, gcTime: Infinity } as const

/**
 * The content loaders (a table of one lazy chunk per article and page), loaded when a query first runs: a page's
 * first load finds its content in the server's dehydrated state and needs none of them (issue 16: 1.4 KB gzip
 * of every page's app chunk).
 */
const loaders = () => import('#content/load.ts')

export const articleQueryOptions = (lang: Lang, slug: BlogSlug, settings: ShopSettings) =>
  queryOptions({
    queryKey: ['article', lang, slug, settings],
    queryFn: async () => (await loaders()).loadArticle(lang, slug, settings),
    ...forever,
  })
export const articlesQueryOptions = (lang: Lang, settings: ShopSettings) =>
  queryOptions({
    queryKey: ['articleCards', lang, settings],
    queryFn: async () => (await loaders()).loadArticleCards(lang, BLOG_SLUGS, settings),
    ...forever,
  })
export const pageQueryOptions = (lang: Lang, page: ContentPage, settings: ShopSettings) =>
  queryOptions({
    queryKey: ['page', lang, page, settings],
    queryFn: async () => (await loaders()).loadPage(lang, page, settings),
    ...forever,
  })
export const faqQueryOptions = (lang: Lang, settings: ShopSettings) =>
  queryOptions({
    queryKey: ['faq', lang, settings],
    queryFn: async () => (await loaders()).loadFaq(lang, settings),
    ...forever,
  })
export const videoGuidesQueryOptions = (lang: Lang, settings: ShopSettings) =>
  queryOptions({
    queryKey: ['videoGuides', lang, settings],
    queryFn: async () => (await loaders()).loadVideoGuides(lang, settings),
    ...forever,
  })
