import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { HallwayConfigurator } from '../components/hallway/HallwayConfigurator'
import { isDecorCode } from '../domain/decors'
import { hallwayFromSearch, hallwayQuery } from '../domain/hallway/query'
import type { Hallway } from '../domain/hallway/layout'
import { pageHead } from './-lib/head'
import { HallwaySearchSchema } from './-lib/search'
import { useAddressRewrite } from './-lib/address'

export const Route = createFileRoute('/chodby')({
  validateSearch: HallwaySearchSchema,
  // The URL is the design, as on the cabinet's pages (decision 0003); see 0005 for the rewrite.
  beforeLoad: ({ search }) => hallwayFromSearch(search, isDecorCode),
  head: (input) =>
    pageHead(
      input,
      msg`Hallway configurator`,
      msg`Design a whole hallway wall of modules to the centimetre, with a 3D view and price.`,
    ),
  component: HallwayPage,
})

function HallwayPage() {
  const hallway = Route.useRouteContext({ select: (context) => context.hallway })
  const canonical = Route.useRouteContext({ select: (context) => context.canonical })
  const navigate = Route.useNavigate()
  // /chodby answers 200 on the server (a sitemap page): the browser rewrites a preset or a partial address in place.
  useAddressRewrite(canonical, navigate)
  const onChange = (next: Hallway) => void navigate({ search: hallwayQuery(next), replace: true, resetScroll: false })
  return <HallwayConfigurator hallway={hallway} onChange={onChange} />
}
