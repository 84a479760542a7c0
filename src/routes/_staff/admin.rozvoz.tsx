import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { Deliveries, DeliveriesPending } from '#components/staff/Deliveries.tsx'
import { useHostedActor } from '#components/useHostedActor.ts'
import { DaySchema } from '#domain/delivery.ts'
import { shopTime } from '#domain/fulfilment.ts'
import { deliveryDeskMachine } from '#machines/deliveryDesk.ts'
import { deliveryDeskActors } from '#queries/actors.ts'
import { staffDeliveryDayQueryOptions } from '#queries/deliveries.ts'
import { staffCashReportQueryOptions } from '#queries/cash.ts'
import { pageHead } from '../-lib/head'

const title = msg`Deliveries`

/** `?den=YYYY-MM-DD`, the day shown; a malformed one is dropped (today on the shop's clock). */
const DeliveriesSearchSchema = v.object({ den: v.fallback(v.optional(DaySchema), undefined) })

const today = () => shopTime(new Date()).slice(0, 10)

export const Route = createFileRoute('/_staff/admin/rozvoz')({
  validateSearch: DeliveriesSearchSchema,
  staticData: { title },
  head: (input) => {
    const head = pageHead(input, title, msg`The day's deliveries for staff.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  loaderDeps: ({ search }: { search: { den?: string | undefined } }) => ({ date: search.den ?? today() }),
  // Warmed in the browser only: the server renders the staff layout's shell and has no session.
  loader: ({ context, deps }) =>
    context.staff
      ? Promise.all([
          context.queryClient.ensureQueryData(staffDeliveryDayQueryOptions(deps.date)),
          context.queryClient.ensureQueryData(staffCashReportQueryOptions(deps.date)),
        ])
      : undefined,
  pendingComponent: DeliveriesPending,
  component: DeliveriesPage,
})

function DeliveriesPage() {
  const { den } = Route.useSearch()
  const date = den ?? today()
  const navigate = useNavigate({ from: Route.fullPath })
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(staffDeliveryDayQueryOptions(date))
  const desk = useHostedActor(deliveryDeskMachine, {
    provide: { actors: deliveryDeskActors },
    on: {
      // A plan or the e-mails changed the day (and the planned order's own panel).
      'delivery.changed': () => {
        void queryClient.invalidateQueries({ queryKey: ['staffDeliveryDay'] })
        void queryClient.invalidateQueries({ queryKey: ['staffOrderDelivery'] })
      },
    },
  })
  const snapshot = useSelector(desk, (s) => s)
  return (
    <Deliveries
      day={data}
      snapshot={snapshot}
      send={desk.send}
      onDate={(next) => void navigate({ search: { den: next } })}
    />
  )
}
