import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { placeholderPage } from '../components/placeholderPage'

export const Route = createFileRoute('/conditions')(
  placeholderPage(msg`Terms and conditions`, msg`Terms and conditions of the Skrinka shop: ordering, delivery, cancellation and complaints.`),
)
