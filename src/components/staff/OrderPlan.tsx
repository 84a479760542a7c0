import { Suspense } from 'react'
import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { StaffOrderPlan } from '#domain/production/plan.ts'
import { staffOrderPlanQueryOptions } from '#queries/production.ts'

/** A day 'YYYY-MM-DD' as the desk reads it: weekday and numeric date. */
function useDayFormat() {
  const { i18n } = useLingui()
  return (day: string) =>
    i18n.date(new Date(Date.parse(day) + 12 * 3_600_000), {
      weekday: 'long',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
}

/**
 * An order's place in the production calendar (issue 38.5): the delivery day promised to the customer when the order
 * was placed (issue 39.1), its production day (a link to that week's plan), the day it is planned ready, and a
 * warning when that is past the date the terms promise; a promise itself past the terms is marked (the checkout warned
 * the shopper, the desk agrees the date). Only the promise for an unplanned order.
 */
export function OrderPlanPanel({
  number,
  status,
  promised,
}: {
  number: string
  status: string
  promised: string | null
}) {
  const date = useDayFormat()
  const promisedDay = promised ? date(promised) : ''
  return (
    <>
      {promised && (
        <p className="order-promised" data-testid="delivery-estimate" data-date={promised}>
          <Trans>Delivery promised at ordering: {promisedDay}</Trans>
        </p>
      )}
      <Suspense fallback={null}>
        <OrderPlanLoaded number={number} status={status} />
      </Suspense>
    </>
  )
}

function OrderPlanLoaded({ number, status }: { number: string; status: string }) {
  const date = useDayFormat()
  const { data } = useSuspenseQuery(staffOrderPlanQueryOptions(number, status))
  const promise = data.promise
  return (
    <>
      {promise?.late && <LatePromise date={date(promise.date)} termsLimit={date(promise.termsLimit)} />}
      {data.plan && <PlanDays plan={data.plan} />}
    </>
  )
}

/** The day promised at ordering is past what the terms allow (the checkout said so): the desk agrees a date. */
function LatePromise({ date, termsLimit }: { date: string; termsLimit: string }) {
  return (
    <p className="warning order-promise-late" role="alert">
      <Trans>
        Promised past the terms: {date} is after {termsLimit}, the last delivery day the terms allow. Agree the date
        with the customer.
      </Trans>
    </p>
  )
}

function PlanDays({ plan }: { plan: NonNullable<StaffOrderPlan['plan']> }) {
  const date = useDayFormat()
  const day = date(plan.day)
  const due = date(plan.due)
  const termsDue = date(plan.termsDue)
  return (
    <section className="order-plan" data-day={plan.day}>
      <p>
        <Trans>
          Production day:{' '}
          <Link to="/admin/vyroba" search={{ tyzden: plan.day }}>
            {day}
          </Link>
          , ready {due}.
        </Trans>
      </p>
      {plan.late && (
        <p className="warning" role="alert">
          <Trans>Late: the plan is ready after {termsDue}, the date the terms promise.</Trans>
        </p>
      )}
    </section>
  )
}
