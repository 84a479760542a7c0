import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { placeholderPage } from '../components/placeholderPage'

export const Route = createFileRoute('/privacy')(
  placeholderPage(msg`Privacy notice`, msg`How the Skrinka shop processes personal data and which cookies it uses.`),
)
