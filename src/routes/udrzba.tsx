import { createFileRoute } from '@tanstack/react-router'
import { contentPageRoute } from './-lib/contentPage'

export const Route = createFileRoute('/udrzba')(contentPageRoute('udrzba'))
