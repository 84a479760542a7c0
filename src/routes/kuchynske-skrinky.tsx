import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { placeholderPage } from '../components/placeholderPage'

export const Route = createFileRoute('/kuchynske-skrinky')(
  placeholderPage(msg`Kitchen cabinets`, msg`Made-to-measure kitchen cabinets, wall-hung or on legs, delivered assembled.`),
)
