import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { Invoices, InvoicesPending } from '#components/staff/Invoices.tsx'
import { monthOf } from '#domain/dashboard.ts'
import { DaySchema } from '#domain/delivery.ts'
import { shopTime } from '#domain/fulfilment.ts'
import { staffInvoicesQueryOptions } from '#queries/invoices.ts'
import { pageHead } from '../-lib/head'

const title = msg`Invoices`

/** `?od=&do=` (YYYY-MM-DD), the period shown; malformed ones are dropped (this month on the shop's clock). */
const InvoicesSearchSchema = v.object({
  od: v.fallback(v.optional(DaySchema), undefined),
  do: v.fallback(v.optional(DaySchema), undefined),
})

/** This month on the shop's clock: its first and last day. */
const thisMonth = () => monthOf(shopTime(new Date()).slice(0, 10))

export const Route = createFileRoute('/_staff/admin/faktury')({
  validateSearch: InvoicesSearchSchema,
  staticData: { title },
  head: (input) => {
    const head = pageHead(input, title, msg`The invoices and credit notes issued, and the accountant's export.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  loaderDeps: ({ search }: { search: { od?: string | undefined; do?: string | undefined } }) => {
    const month = thisMonth()
    return { from: search.od ?? month.from, to: search.do ?? month.to }
  },
  // Warmed in the browser only: the server renders the staff layout's shell and has no session.
  loader: ({ context, deps }) =>
    context.staff ? context.queryClient.ensureQueryData(staffInvoicesQueryOptions(deps.from, deps.to)) : undefined,
  pendingComponent: InvoicesPending,
  component: InvoicesPage,
})

function InvoicesPage() {
  const search = Route.useSearch()
  const month = thisMonth()
  const navigate = useNavigate({ from: Route.fullPath })
  const { data } = useSuspenseQuery(staffInvoicesQueryOptions(search.od ?? month.from, search.do ?? month.to))
  return <Invoices data={data} onPeriod={(from, to) => void navigate({ search: { od: from, do: to } })} />
}
