import type { Meta, StoryObj } from '@storybook/react-vite'
import { ArticleView } from '#components/content/ArticleView.tsx'
import { BlogList } from '#components/content/BlogList.tsx'
import { loadArticle, loadArticleCards } from '#content/load.ts'
import { BLOG_SLUGS, type BlogSlug } from '#site/pages.ts'
import { SEED_SETTINGS } from '#site/shop.ts'
import { contentLang } from './contentLang'

/** The blog's view: without a slug its list, with one that article. */
interface BlogArgs {
  slug?: BlogSlug
}

const meta = {
  title: 'Content/Blog',
  argTypes: { slug: { control: 'select', options: BLOG_SLUGS } },
  // What the routes' loaders bring, in the toolbar's language.
  loaders: [
    async ({ args, globals }) =>
      args.slug
        ? { article: await loadArticle(contentLang(globals), args.slug, SEED_SETTINGS) }
        : { articles: await loadArticleCards(contentLang(globals), BLOG_SLUGS, SEED_SETTINGS) },
  ],
  render: ({ slug }, { loaded }) =>
    slug ? <ArticleView article={loaded.article} /> : <BlogList articles={loaded.articles} />,
  parameters: { path: '/blog' },
} satisfies Meta<BlogArgs>
export default meta

type Story = StoryObj<BlogArgs>

/** Every article as a card with its picture, title and subtitle, each linking to the article. */
export const List: Story = {}
/** One article: title, subtitle, picture, introduction, sections, conclusion and the link back to the list. */
export const Article: Story = {
  args: { slug: 'maximalizacia-ulozneho-priestoru-v-skrini-na-mieru' },
  parameters: { path: '/blogy/maximalizacia-ulozneho-priestoru-v-skrini-na-mieru' },
}
