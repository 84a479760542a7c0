import type { Meta, StoryObj } from '@storybook/react-vite'
import { ContactCard } from '#components/ContactCard.tsx'
import { ContentSections } from '#components/ContentPage.tsx'
import { Gallery } from '#components/content/Gallery.tsx'
import { Page } from '#components/Page.tsx'
import { VideoGuide } from '#components/VideoGuide.tsx'
import { loadPage, loadVideoGuides } from '#content/load.ts'
import { CONTENT_PAGES, type ContentPage } from '#site/content.ts'
import { galleryItems } from '#site/gallery.ts'
import { VIDEO_GUIDES, type VideoGuide as Guide } from '#site/pages.ts'
import { SEED_SETTINGS } from '#site/shop.ts'
import { contentLang } from './contentLang'

/** Which written page or video guide a story shows (its text in the toolbar's language). */
interface PagesArgs {
  page?: ContentPage
  guide?: Guide
}

const meta = {
  title: 'Content/Pages',
  argTypes: {
    page: { control: 'select', options: CONTENT_PAGES },
    guide: { control: 'select', options: VIDEO_GUIDES },
  },
  // What the pages' route loaders bring, in the toolbar's language.
  loaders: [
    async ({ args, globals }) => ({
      content: args.page ? await loadPage(contentLang(globals), args.page, SEED_SETTINGS) : undefined,
      guides: args.guide ? await loadVideoGuides(contentLang(globals), SEED_SETTINGS) : undefined,
    }),
  ],
} satisfies Meta<PagesArgs>
export default meta

type Story = StoryObj<PagesArgs>

/** A legal page: the terms, their introduction and every section with its paragraphs and lists. */
export const Terms: Story = {
  args: { page: 'conditions' },
  parameters: { path: '/conditions' },
  render: (_args, { loaded }) => (
    <Page title={loaded.content.title}>
      <ContentSections content={loaded.content} />
    </Page>
  ),
}

/** The contact page: hours, phone and e-mail of the market, the seller's name, address and IDs, then its text. */
export const Contact: Story = {
  args: { page: 'kontakt' },
  parameters: { path: '/kontakt' },
  render: (_args, { loaded }) => (
    <Page title={loaded.content.title}>
      <ContactCard company />
      <ContentSections content={loaded.content} />
    </Page>
  ),
}

/** A video guide without a configured video source: its written steps and the cabinet it adjusts, in 3D. */
export const Video: Story = {
  args: { guide: 'dvierka' },
  parameters: { path: '/video/dvierka' },
  render: ({ guide = 'dvierka' }, { loaded }) => (
    <Page title={loaded.guides.guides[guide].title}>
      <VideoGuide guide={guide} content={loaded.guides.guides[guide]} />
    </Page>
  ),
}

/** The gallery: every design with its picture and name, each opening its configurator with the design. */
export const GalleryPage: Story = {
  parameters: { path: '/gallery' },
  render: () => <Gallery items={galleryItems()} />,
}
