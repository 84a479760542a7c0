import { createFileRoute } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { OrderTrackMissing, OrderTrackView } from '#components/cart/OrderTrack.tsx'
import { useHostedActor } from '#components/useHostedActor.ts'
import type { OrderTrack } from '#domain/orderTrackSchemas.ts'
import { orderTrackMachine } from '#machines/orderTrack.ts'
import { orderTrackActors } from '#queries/actors.ts'
import { orderTrackQueryOptions, type OrderTrackAnswer } from '#queries/orderTrack.ts'
import { SITE_NAME } from '#site/shop.ts'
import { ClientOrderPage, OrderLoading } from './-lib/orderPage'

const title = msg`Your order`

/**
 * The customer's order page (issue 39.2), reached by the link in every e-mail of the order: the token is the whole
 * address, nothing personal. Never cached, never indexed, never in a sitemap (a parameter nobody lists).
 */
export const Route = createFileRoute('/objednavka/$token')({
  headers: () => ({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }),
  // No canonical or alternates: the address is a key, not a page to be found.
  head: ({ match }) => {
    const { i18n } = match.context
    return {
      meta: [
        { title: `${i18n._(title)} | ${SITE_NAME}` },
        { name: 'description', content: i18n._(msg`Your order: where it is, its documents and a message to us.`) },
        { name: 'robots', content: 'noindex, nofollow' },
      ],
    }
  },
  component: OrderTrackPage,
})

function OrderTrackPage() {
  return (
    <ClientOrderPage title={title}>
      <OrderTrackContent />
    </ClientOrderPage>
  )
}

function OrderTrackContent() {
  const { token } = Route.useParams()
  const query = useQuery(orderTrackQueryOptions(token))
  if (query.isError) return <OrderTrackMissing failed />
  if (!query.data) return <OrderLoading />
  if (query.data.status === 'missing') return <OrderTrackMissing failed={false} />
  return <HostedOrderTrack order={query.data.order} token={token} />
}

/** The page's machine over the query's order: each write's answer becomes the query's data. */
function HostedOrderTrack({ order, token }: { order: OrderTrack; token: string }) {
  const queryClient = useQueryClient()
  const actor = useHostedActor(orderTrackMachine, {
    input: { token, version: order.version },
    provide: { actors: orderTrackActors },
    follow: { key: order.version, event: () => ({ type: 'track.loaded' as const, version: order.version }) },
    on: {
      'track.updated': ({ order: updated }) => {
        const answer: OrderTrackAnswer = { status: 'shown', order: updated }
        queryClient.setQueryData(orderTrackQueryOptions(token).queryKey, answer)
      },
    },
  })
  return <OrderTrackView order={order} token={token} actor={actor} />
}
