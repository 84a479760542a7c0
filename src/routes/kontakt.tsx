import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { contentPageRoute } from '../components/ContentPage'

export const Route = createFileRoute('/kontakt')(contentPageRoute('kontakt', { title: msg`Contact`, description: msg`Call us Monday to Friday or write to us.` }))
