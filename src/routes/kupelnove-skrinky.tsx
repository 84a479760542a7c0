import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { contentPageRoute } from '../components/ContentPage'

export const Route = createFileRoute('/kupelnove-skrinky')(contentPageRoute('kupelnove-skrinky', { title: msg`Bathroom cabinets`, description: msg`Made-to-measure bathroom cabinets, delivered assembled.` }))
