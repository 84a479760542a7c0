import { createFileRoute } from '@tanstack/react-router'
import { contentPageRoute } from '../components/ContentPage'

export const Route = createFileRoute('/privacy')(contentPageRoute('privacy'))
