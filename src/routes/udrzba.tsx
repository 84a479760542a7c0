import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { contentPageRoute } from '../components/ContentPage'

export const Route = createFileRoute('/udrzba')(contentPageRoute('udrzba', { title: msg`Care and maintenance`, description: msg`How to care for laminated chipboard cabinets and adjust their fittings.` }))
