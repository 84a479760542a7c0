import { createFileRoute } from '@tanstack/react-router'
import { contentPageRoute } from './-lib/contentPage'
import { ContentPageView } from '#components/ContentPage.tsx'

export const Route = createFileRoute('/privacy')({
  ...contentPageRoute('privacy'),
  component: () => <ContentPageView page="privacy" />,
})
