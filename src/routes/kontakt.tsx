import { createFileRoute } from '@tanstack/react-router'
import { contentPageRoute } from './-lib/contentPage'
import { ContentPageView } from '#components/ContentPage.tsx'
import { ContactCard } from '#components/ContactCard.tsx'

export const Route = createFileRoute('/kontakt')({
  ...contentPageRoute('kontakt'),
  component: () => <ContentPageView page="kontakt" before={<ContactCard company />} />,
})
