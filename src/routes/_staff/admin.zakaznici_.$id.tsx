import { createFileRoute } from '@tanstack/react-router'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { msg } from '@lingui/core/macro'
import { customerEraseMachine } from '#machines/customerErase.ts'
import { CustomerDetail, CustomerMissing, CustomerPending } from '#components/staff/CustomerDetail.tsx'
import { useHostedActor } from '#components/useHostedActor.ts'
import type { CustomerDetail as Customer } from '#domain/customers.ts'
import { staffCustomerQueryOptions } from '#queries/customers.ts'
import { customerEraseActors } from '#queries/actors.ts'
import { pageHead } from '../-lib/head'

const title = msg`Customer`

export const Route = createFileRoute('/_staff/admin/zakaznici_/$id')({
  staticData: { title },
  head: (input) => {
    const head = pageHead(input, title, msg`One customer for staff.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  // Warmed in the browser only: the server renders the staff layout's shell and has no session.
  loader: ({ context, params }) =>
    context.staff ? context.queryClient.ensureQueryData(staffCustomerQueryOptions(params.id)) : undefined,
  pendingComponent: CustomerPending,
  component: CustomerPage,
})

function CustomerPage() {
  const { id } = Route.useParams()
  const { data: customer } = useSuspenseQuery(staffCustomerQueryOptions(id))
  const role = Route.useRouteContext({ select: (context) => context.person.role })
  if (!customer) return <CustomerMissing />
  // Keyed: another customer's page is another erasure, never this one's machine.
  return role === 'owner' ? (
    <CustomerForOwner key={customer.id} customer={customer} />
  ) : (
    <CustomerDetail customer={customer} erase={null} />
  )
}

/**
 * The customer with the owner's erasure on its machine (docs/decisions/0028): once erased, the lists are read
 * again; the page keeps saying what was done until the owner leaves it.
 */
function CustomerForOwner({ customer }: { customer: Customer }) {
  const queryClient = useQueryClient()
  const erase = useHostedActor(customerEraseMachine, {
    input: { id: customer.id },
    provide: { actors: customerEraseActors },
    on: {
      'customer.erased': () => {
        void queryClient.invalidateQueries({ queryKey: ['staffCustomers'] })
        void queryClient.invalidateQueries({ queryKey: ['staffOrders'] })
        void queryClient.invalidateQueries({ queryKey: ['staffOrder'] })
      },
    },
  })
  const snapshot = useSelector(erase, (s) => s)
  return <CustomerDetail customer={customer} erase={{ snapshot, send: erase.send }} />
}
