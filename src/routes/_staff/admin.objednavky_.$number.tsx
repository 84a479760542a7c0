import { useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { fulfilmentMachine } from '#machines/fulfilment.ts'
import { OrderDetail, OrderMissing, OrderPending } from '#components/staff/OrderDetail.tsx'
import { useHostedActor } from '#components/useHostedActor.ts'
import type { FulfilmentOrder } from '#domain/fulfilment.ts'
import type { StaffOrderDetail } from '#domain/staffOrders.ts'
import { staffOrderQueryOptions } from '#queries/staffOrders.ts'
import { fulfilmentActors } from '#queries/actors.ts'
import { pageHead } from '../-lib/head'

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

const fulfilmentOrderOf = ({
  number,
  country,
  status,
  version,
  confirmedAt,
  customer,
}: StaffOrderDetail): FulfilmentOrder => ({
  number,
  country,
  status,
  version,
  confirmedAt,
  // The wire's flag: a courier order (dorucenie) is delivered by the van, else it is picked up.
  courier: customer.dorucenie,
})

/**
 * The order with its status panel on the fulfilment machine (docs/decisions/0028): the query owns the order,
 * the machine hears it once mounted and again after each refetch (another staff member may have moved it).
 */
function OrderFound({ order }: { order: StaffOrderDetail }) {
  const queryClient = useQueryClient()
  const fulfilment = useHostedActor(fulfilmentMachine, {
    provide: { actors: fulfilmentActors },
    follow: {
      key: order,
      event: () => ({ type: 'fulfilment.load' as const, order: fulfilmentOrderOf(order) }),
      start: true,
    },
    on: {
      // A change made here (or a 409 showing another's) moved the order on: read it again for its history
      // and e-mails, and let the list show the new status.
      'fulfilment.moved': () => {
        void queryClient.invalidateQueries({ queryKey: staffOrderQueryOptions(order.number).queryKey })
        void queryClient.invalidateQueries({ queryKey: ['staffOrders'] })
        // A move may have issued or cancelled the invoice (issue 37.3).
        void queryClient.invalidateQueries({ queryKey: ['staffOrderDocuments', order.number] })
      },
    },
  })
  const [now] = useState(() => new Date())
  return <OrderDetail order={order} fulfilment={fulfilment} now={now} />
}
