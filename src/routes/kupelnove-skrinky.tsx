import { createFileRoute } from '@tanstack/react-router'
import { contentPageRoute } from './-lib/contentPage'
import { RoomCabinets } from '../components/CategoryListing'

export const Route = createFileRoute('/kupelnove-skrinky')(
  contentPageRoute('kupelnove-skrinky', { after: () => <RoomCabinets designation="kupelna" /> }),
)
