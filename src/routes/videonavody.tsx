import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { placeholderPage } from '../components/placeholderPage'

export const Route = createFileRoute('/videonavody')(
  placeholderPage(msg`Video guides`, msg`Video guides for adjusting hinges, drawers and lift-up fittings, and for assembly.`),
)
