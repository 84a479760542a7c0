import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { placeholderPage } from '../components/placeholderPage'

export const Route = createFileRoute('/kontakt')(
  placeholderPage(msg`Contact`, msg`Call us Monday to Friday or write to us.`),
)
