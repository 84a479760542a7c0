import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { OrderList, OrderListPending, type OrderListSearch } from '#components/staff/OrderList.tsx'
import { staffOrdersQueryOptions } from '#queries/staffOrders.ts'
import { pageHead } from '../-lib/head'
import { StaffOrdersSearchSchema } from '../-lib/search'

const title = msg`Orders`

export const Route = createFileRoute('/_staff/admin/objednavky')({
  validateSearch: StaffOrdersSearchSchema,
  staticData: { title },
  head: (input) => {
    const head = pageHead(input, title, msg`The shop's orders for staff.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  loaderDeps: ({ search }) => search,
  // Warmed in the browser only: the server renders the staff layout's shell and has no session.
  loader: ({ context, deps }) =>
    context.staff ? context.queryClient.ensureQueryData(staffOrdersQueryOptions(deps)) : undefined,
  pendingComponent: OrderListPending,
  component: OrdersPage,
})

function OrdersPage() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { data } = useSuspenseQuery(staffOrdersQueryOptions(search))
  const onSearch = (next: OrderListSearch) => void navigate({ search: next })
  return (
    <OrderList
      key={search.q ?? ''}
      orders={data.orders}
      nextCursor={data.nextCursor}
      search={search}
      onSearch={onSearch}
    />
  )
}
