import { useEffect, useState } from 'react'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { msg } from '@lingui/core/macro'
import { fulfilmentMachine } from '../../../machines/fulfilment'
import { InternalErrorView } from '../../components/ErrorView'
import { OrderDetail, OrderMissing, OrderPending } from '../../components/staff/OrderDetail'
import { ApiRequestError } from '../../queries/api'
import { staffOrderQueryOptions } from '../../queries/staffOrders'
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
  errorComponent: OrderError,
  component: OrderPage,
})

function OrderPage() {
  const { number } = Route.useParams()
  const { data: order } = useSuspenseQuery(staffOrderQueryOptions(number))
  const [snapshot, send] = useMachine(fulfilmentMachine)
  // The panel starts from the order as the shop answered it (and again after a refetch).
  useEffect(() => {
    const { country, status, version, confirmedAt } = order
    send({ type: 'fulfilment.load', order: { number: order.number, country, status, version, confirmedAt } })
  }, [order, send])
  const [now] = useState(() => new Date())
  return <OrderDetail order={order} fulfilment={{ snapshot, send }} now={now} />
}

/** An unknown number says so; anything else is the shop's error page. */
function OrderError(props: ErrorComponentProps) {
  const { number } = Route.useParams()
  if (props.error instanceof ApiRequestError && props.error.status === 404) return <OrderMissing number={number} />
  return <InternalErrorView {...props} />
}
