import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { placeholderPage } from '../components/placeholderPage'

export const Route = createFileRoute('/indexTest')(
  placeholderPage(msg`Test home page`, msg`A test version of the home page.`),
)
