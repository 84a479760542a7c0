import { createFileRoute } from '@tanstack/react-router'
import { contentPageRoute } from './-lib/contentPage'
import { ContentPageView } from '#components/ContentPage.tsx'
import { RoomCabinets } from '#components/CategoryListing.tsx'

export const Route = createFileRoute('/kupelnove-skrinky')({
  ...contentPageRoute('kupelnove-skrinky'),
  component: () => <ContentPageView page="kupelnove-skrinky" after={<RoomCabinets designation="kupelna" />} />,
})
