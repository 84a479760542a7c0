import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { contentPageRoute } from '../components/ContentPage'

export const Route = createFileRoute('/privacy')(contentPageRoute('privacy', { title: msg`Privacy notice`, description: msg`How the Skrinka shop processes personal data and which cookies it uses.` }))
