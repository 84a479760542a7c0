import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { contentPageRoute } from '../components/ContentPage'

export const Route = createFileRoute('/kuchynske-skrinky')(contentPageRoute('kuchynske-skrinky', { title: msg`Kitchen cabinets`, description: msg`Made-to-measure kitchen cabinets, wall-hung or on legs, delivered assembled.` }))
