import { createFileRoute } from '@tanstack/react-router'
import { contentPageRoute } from './-lib/contentPage'
import { ContentPageView } from '#components/ContentPage.tsx'
import { RoomCabinets } from '#components/CategoryListing.tsx'

export const Route = createFileRoute('/kuchynske-skrinky')({
  ...contentPageRoute('kuchynske-skrinky'),
  component: () => <ContentPageView page="kuchynske-skrinky" after={<RoomCabinets designation="kuchyna" />} />,
})
