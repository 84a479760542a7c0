import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { HallwayConfigurator } from '#components/hallway/HallwayConfigurator.tsx'
import { isDecorCode } from '#domain/decors.ts'
import { hallwayFromSearch, hallwayQuery } from '#domain/hallway/query.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
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
      { image: '/gallery/chodba-klasik.webp' },
    ),
  component: HallwayPage,
})

function HallwayPage() {
  // The same object while the design is the same, as on /detail/{id}: the rewrite re-renders nothing of it.
  const hallway = Route.useMatch({ select: (match) => match.context.hallway, structuralSharing: true })
  const navigate = Route.useNavigate()
  const onChange = (next: Hallway) => void navigate({ search: hallwayQuery(next), replace: true, resetScroll: false })
  return (
    <>
      <AddressRewrite />
      <HallwayConfigurator hallway={hallway} onChange={onChange} />
    </>
  )
}

/**
 * /chodby answers 200 on the server (a sitemap page): the browser rewrites a preset or a partial address in
 * place, from a component of its own, so the page around it does not re-render when `canonical` clears.
 */
function AddressRewrite() {
  useAddressRewrite(Route.useRouteContext({ select: (context) => context.canonical }), Route.useNavigate())
  return null
}
