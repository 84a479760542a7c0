import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { placeholderPage } from '../components/placeholderPage'

export const Route = createFileRoute('/udrzba')(
  placeholderPage(msg`Care and maintenance`, msg`How to care for laminated chipboard cabinets and adjust their fittings.`),
)
