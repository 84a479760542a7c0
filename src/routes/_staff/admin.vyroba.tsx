import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { WeekPlan, WeekPlanPending } from '#components/staff/WeekPlan.tsx'
import { DaySchema } from '#domain/delivery.ts'
import { staffProductionWeekQueryOptions } from '#queries/production.ts'
import { pageHead } from '../-lib/head'

const title = msg`Production`

/** `?tyzden=YYYY-MM-DD`, a day of the week shown; a malformed one is dropped (this week). */
const ProductionSearchSchema = v.object({ tyzden: v.fallback(v.optional(DaySchema), undefined) })

export const Route = createFileRoute('/_staff/admin/vyroba')({
  validateSearch: ProductionSearchSchema,
  staticData: { title },
  head: (input) => {
    const head = pageHead(input, title, msg`The workshop's production plan by week, for staff.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  loaderDeps: ({ search }: { search: { tyzden?: string | undefined } }) => ({ from: search.tyzden ?? '' }),
  // Warmed in the browser only: the server renders the staff layout's shell and has no session.
  loader: ({ context, deps }) =>
    context.staff ? context.queryClient.ensureQueryData(staffProductionWeekQueryOptions(deps.from)) : undefined,
  pendingComponent: WeekPlanPending,
  component: ProductionPage,
})

function ProductionPage() {
  const { tyzden } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { data } = useSuspenseQuery(staffProductionWeekQueryOptions(tyzden ?? ''))
  return <WeekPlan week={data} onWeek={(from) => void navigate({ search: { tyzden: from || undefined } })} />
}
