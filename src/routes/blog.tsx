import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { placeholderPage } from '../components/placeholderPage'

export const Route = createFileRoute('/blog')(
  placeholderPage(msg`Blog`, msg`Advice on made-to-measure cabinets: planning, fittings, storage and delivery.`),
)
