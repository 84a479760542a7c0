import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { placeholderPage } from '../components/placeholderPage'

export const Route = createFileRoute('/gallery')(
  placeholderPage(msg`Gallery`, msg`Cabinets designed in our configurator.`),
)
