import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { placeholderPage } from '../components/placeholderPage'

export const Route = createFileRoute('/chodby')(
  placeholderPage(msg`Hallway configurator`, msg`Design a whole hallway wall of modules to the centimetre, with a 3D view and price.`),
)
