import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { placeholderPage } from '../components/placeholderPage'

export const Route = createFileRoute('/cart')(
  placeholderPage(msg`Cart`, msg`Your cart: the cabinets you have configured, delivery and your details.`),
)
