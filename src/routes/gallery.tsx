import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Gallery } from '#components/content/Gallery.tsx'
import { galleryItems } from '#site/gallery.ts'
import { GALLERY_COVER_ID } from '#site/galleryCover.ts'
import { pageHead } from './-lib/head'
import { galleryTitle } from '#i18n/labels.ts'

export const Route = createFileRoute('/gallery')({
  head: (input) =>
    pageHead(
      input,
      galleryTitle,
      msg`Cabinets and hallways designed in our configurator: open any of them and make it yours.`,
      { image: `/gallery/${GALLERY_COVER_ID}.webp` },
    ),
  component: GalleryPage,
})

function GalleryPage() {
  return <Gallery items={galleryItems()} />
}
