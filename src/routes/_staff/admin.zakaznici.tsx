import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { CustomerList, CustomerListPending, type CustomerListSearch } from '#components/staff/CustomerList.tsx'
import { staffCustomersQueryOptions } from '#queries/customers.ts'
import { pageHead } from '../-lib/head'
import { StaffCustomersSearchSchema } from '../-lib/search'

const title = msg`Customers`

export const Route = createFileRoute('/_staff/admin/zakaznici')({
  validateSearch: StaffCustomersSearchSchema,
  staticData: { title },
  head: (input) => {
    const head = pageHead(input, title, msg`The shop's customers for staff.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  loaderDeps: ({ search }) => search,
  // Warmed in the browser only: the server renders the staff layout's shell and has no session.
  loader: ({ context, deps }) =>
    context.staff ? context.queryClient.ensureQueryData(staffCustomersQueryOptions(deps)) : undefined,
  pendingComponent: CustomerListPending,
  component: CustomersPage,
})

function CustomersPage() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { data } = useSuspenseQuery(staffCustomersQueryOptions(search))
  const onSearch = (next: CustomerListSearch) => void navigate({ search: next })
  return (
    <CustomerList
      key={search.q ?? ''}
      customers={data.customers}
      total={data.total}
      nextOffset={data.nextOffset}
      search={search}
      onSearch={onSearch}
    />
  )
}
