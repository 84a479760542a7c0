import { createFileRoute } from '@tanstack/react-router'
import { contentPageRoute } from './-lib/contentPage'
import { ContactCard } from '../components/ContactCard'

export const Route = createFileRoute('/kontakt')(contentPageRoute('kontakt', { before: () => <ContactCard company /> }))
