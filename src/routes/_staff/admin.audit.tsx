import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { AuditLog } from '#components/staff/AuditLog.tsx'
import { cleanAuditFilter, type AuditFilter } from '#domain/staffAccounts.ts'
import { staffAuditQueryOptions } from '#queries/staffAccounts.ts'
import { pageHead } from '../-lib/head'
import { AuditSearchSchema } from '../-lib/search'

const title = msg`Audit log`

/** Who did what (issue 36.6, owners): the filter is the address's search, the rows the query's. */
export const Route = createFileRoute('/_staff/admin/audit')({
  validateSearch: AuditSearchSchema,
  staticData: { title },
  head: (input) => {
    const head = pageHead(input, title, msg`Who did what in the back office.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  loaderDeps: ({ search }) => search,
  // Warmed in the browser only, and for owners only (403 to others).
  loader: ({ context, deps }) =>
    context.staff?.role === 'owner'
      ? context.queryClient.ensureQueryData(staffAuditQueryOptions(cleanAuditFilter(deps)))
      : undefined,
  component: AuditPage,
})

function AuditPage() {
  const staff = Route.useRouteContext({ select: (context) => context.staff })!
  return staff.role === 'owner' ? (
    <Audit />
  ) : (
    <p>
      <Trans>Only the shop owner reads the audit log.</Trans>
    </p>
  )
}

function Audit() {
  const search = Route.useSearch()
  const filter = cleanAuditFilter(search)
  const navigate = useNavigate({ from: Route.fullPath })
  const { data } = useSuspenseQuery(staffAuditQueryOptions(filter))
  const onFilter = (next: AuditFilter) => void navigate({ search: cleanAuditFilter(next) })
  return (
    <AuditLog
      key={JSON.stringify(filter)}
      entries={data.entries}
      limited={data.limited}
      filter={filter}
      onFilter={onFilter}
    />
  )
}
