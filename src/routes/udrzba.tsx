import { createFileRoute } from '@tanstack/react-router'
import { contentPageRoute } from './-lib/contentPage'
import { ContentPageView } from '#components/ContentPage.tsx'

export const Route = createFileRoute('/udrzba')({
  ...contentPageRoute('udrzba'),
  component: () => <ContentPageView page="udrzba" />,
})
