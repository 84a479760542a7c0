import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { priceEditorMachine } from '#machines/priceEditor.ts'
import { PriceListEditor } from '#components/staff/PriceListEditor.tsx'
import { useHostedActor } from '#components/useHostedActor.ts'
import { staffPricesQueryOptions } from '#queries/staff.ts'
import { priceListQueryOptions } from '#queries/prices.ts'
import { priceEditorActors } from '#queries/actors.ts'
import { pageHead } from '../-lib/head'

const title = msg`Price lists`

/** The price lists and decors (issue 15): staff read them, the owner publishes new versions. The Czech address is the same slug. */
export const Route = createFileRoute('/_staff/admin/cennik')({
  staticData: { title },
  head: (input) => {
    const head = pageHead(input, title, msg`The shop's price lists and decors, and their versions.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  // Warmed in the browser only: the server renders the staff layout's shell and has no session.
  loader: ({ context }) => (context.staff ? context.queryClient.ensureQueryData(staffPricesQueryOptions()) : undefined),
  component: PriceListPage,
})

/** The editor starts from the version the query read, and hears each later read (docs/decisions/0028). */
function PriceListPage() {
  // The staff layout renders this page only in the browser, once someone has signed in.
  const staff = Route.useRouteContext({ select: (context) => context.staff })!
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(staffPricesQueryOptions())
  const editorRef = useHostedActor(priceEditorMachine, {
    provide: { actors: priceEditorActors },
    input: { prices: data },
    follow: { key: data, event: () => ({ type: 'prices.served' as const, prices: data }) },
    on: {
      // After a publish the new version and its history are read back; the shop's own pages get it too.
      'prices.published': () => {
        void queryClient.invalidateQueries({ queryKey: priceListQueryOptions().queryKey })
        void queryClient.invalidateQueries({ queryKey: staffPricesQueryOptions().queryKey })
      },
      // A cancelled scheduled version: the history is read again.
      'prices.cancelled': () => void queryClient.invalidateQueries({ queryKey: staffPricesQueryOptions().queryKey }),
    },
  })
  const reload = () =>
    void queryClient
      .fetchQuery({ ...staffPricesQueryOptions(), staleTime: 0 })
      .then((prices) => editorRef.send({ type: 'prices.loaded', prices }))
  return <PriceListEditor editorRef={editorRef} canPublish={staff.role === 'owner'} onReload={reload} />
}
