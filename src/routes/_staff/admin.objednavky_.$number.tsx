import { useEffect, useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { msg } from '@lingui/core/macro'
import { fulfilmentMachine } from '#machines/fulfilment.ts'
import { OrderDetail, OrderMissing, OrderPending } from '#components/staff/OrderDetail.tsx'
import type { StaffOrderDetail } from '#domain/staffOrders.ts'
import { staffOrderQueryOptions } from '#queries/staffOrders.ts'
import { fulfilmentActors } from '#queries/actors.ts'
import { pageHead } from '../-lib/head'

const staffFulfilmentMachine = fulfilmentMachine.provide({ actors: fulfilmentActors })

const title = msg`Order`

export const Route = createFileRoute('/_staff/admin/objednavky_/$number')({
  staticData: { title },
  head: (input) => {
    const head = pageHead(input, title, msg`One order for staff.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  // Warmed in the browser only: the server renders the staff layout's shell and has no session.
  loader: ({ context, params }) =>
    context.staff ? context.queryClient.ensureQueryData(staffOrderQueryOptions(params.number)) : undefined,
  pendingComponent: OrderPending,
  component: OrderPage,
})

function OrderPage() {
  const { number } = Route.useParams()
  const { data: order } = useSuspenseQuery(staffOrderQueryOptions(number))
  return order ? <OrderFound order={order} /> : <OrderMissing number={number} />
}

/** The order with its status panel on the fulfilment machine, loaded with the order as the shop answered it. */
function OrderFound({ order }: { order: StaffOrderDetail }) {
  const [snapshot, send] = useMachine(staffFulfilmentMachine)
  // Again after a refetch: another staff member may have moved the order.
  useEffect(() => {
    const { country, status, version, confirmedAt } = order
    send({ type: 'fulfilment.load', order: { number: order.number, country, status, version, confirmedAt } })
  }, [order, send])
  // A change made here (or a 409 showing another's) moves the version on: read the order again for its
  // history and e-mails, and let the list show the new status.
  const version = snapshot.context.order?.version
  const queryClient = useQueryClient()
  useEffect(() => {
    if (version === undefined || version === order.version) return
    void queryClient.invalidateQueries({ queryKey: staffOrderQueryOptions(order.number).queryKey })
    void queryClient.invalidateQueries({ queryKey: ['staffOrders'] })
  }, [version, order.version, order.number, queryClient])
  const [now] = useState(() => new Date())
  return <OrderDetail order={order} fulfilment={{ snapshot, send }} now={now} />
}
