import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { Dashboard, DashboardPending } from '#components/staff/Dashboard.tsx'
import { CashMissingPanel } from '#components/staff/CashCollect.tsx'
import { staffCashMissingQueryOptions } from '#queries/cash.ts'
import { staffDashboardQueryOptions } from '#queries/dashboard.ts'
import { pageHead } from '../-lib/head'

const title = msg`Dashboard`

export const Route = createFileRoute('/_staff/admin/')({
  staticData: { title },
  head: (input) => {
    const head = pageHead(input, title, msg`What waits for the shop today, for staff.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  // Warmed in the browser only: the server renders the staff layout's shell and has no session.
  loader: ({ context }) =>
    context.staff
      ? Promise.all([
          context.queryClient.ensureQueryData(staffDashboardQueryOptions()),
          context.queryClient.ensureQueryData(staffCashMissingQueryOptions()),
        ])
      : undefined,
  pendingComponent: DashboardPending,
  component: DashboardPage,
})

function DashboardPage() {
  const { data } = useSuspenseQuery(staffDashboardQueryOptions())
  return (
    <>
      <Dashboard figures={data} />
      <CashMissingPanel />
    </>
  )
}
