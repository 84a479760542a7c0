import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { placeholderPage } from '../components/placeholderPage'

export const Route = createFileRoute('/kupelnove-skrinky')(
  placeholderPage(msg`Bathroom cabinets`, msg`Made-to-measure bathroom cabinets, delivered assembled.`),
)
