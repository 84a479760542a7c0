import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { placeholderPage } from '../components/placeholderPage'

export const Route = createFileRoute('/chodboveZostavy')(
  placeholderPage(msg`Hallway sets`, msg`Ready-made hallway sets to adjust to your wall in the configurator.`),
)
