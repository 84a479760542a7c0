import { createFileRoute } from '@tanstack/react-router'
import { contentPageRoute } from './-lib/contentPage'
import { RoomCabinets } from '../components/CategoryListing'

export const Route = createFileRoute('/kuchynske-skrinky')(
  contentPageRoute('kuchynske-skrinky', { after: () => <RoomCabinets designation="kuchyna" /> }),
)
