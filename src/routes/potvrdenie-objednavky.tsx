import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { placeholderPage } from '../components/placeholderPage'

export const Route = createFileRoute('/potvrdenie-objednavky')(
  placeholderPage(msg`Order confirmation`, msg`The confirmation of your order.`),
)
