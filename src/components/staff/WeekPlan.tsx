import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { addDays } from '#domain/calendar.ts'
import type { StaffProductionWeek } from '#domain/production/plan.ts'
import { ProductionSheetLinks } from './ProductionSheetLinks'

/** A calendar day 'YYYY-MM-DD' at noon UTC: the same date in every time zone the desk may be in. */
const noon = (day: string) => new Date(Date.parse(day) + 12 * 3_600_000)

/**
 * The production calendar's week (issue 38.5): a row per day from Monday with the orders planned, their pieces against
 * the workshop's capacity, holidays as such, a warning on every order planned past the terms' limit, and each day's
 * batch sheets. Reads the week call's answer; `onWeek` asks for another week (any day of it).
 */
export function WeekPlan({ week, onWeek }: { week: StaffProductionWeek; onWeek: (from: string) => void }) {
  const { i18n, t } = useLingui()
  const date = (day: string) =>
    i18n.date(noon(day), { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' })
  const weekday = (day: string) => i18n.date(noon(day), { weekday: 'long', timeZone: 'UTC' })
  const late = week.days.flatMap((day) => day.orders.filter((order) => order.late))
  const lateCount = late.length
  const from = date(week.from)
  const to = date(week.to)
  return (
    <section className="week-plan" data-testid="week-plan" data-from={week.from}>
      <h2>
        <Trans>
          Production plan: {from} – {to}
        </Trans>
      </h2>
      <nav className="week-plan-nav" aria-label={t`Weeks`}>
        <button type="button" onClick={() => onWeek(addDays(week.from, -7))}>
          <Trans>Previous week</Trans>
        </button>
        <button type="button" onClick={() => onWeek('')}>
          <Trans>This week</Trans>
        </button>
        <button type="button" onClick={() => onWeek(addDays(week.from, 7))}>
          <Trans>Next week</Trans>
        </button>
      </nav>
      {late.length > 0 && (
        <p className="warning" role="alert">
          <Trans>
            {lateCount} orders are planned to be ready after the date the terms promise: move other work or tell the
            customer.
          </Trans>
        </p>
      )}
      <table>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Day</Trans>
            </th>
            <th scope="col">
              <Trans>Orders</Trans>
            </th>
            <th scope="col">
              <Trans>Pieces</Trans>
            </th>
            <th scope="col">
              <Trans>Batch</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {week.days.map((day) => {
            const left = Math.max(0, day.capacity - day.used)
            const used = day.used
            const capacity = day.capacity
            return (
              <tr
                key={day.day}
                data-day={day.day}
                className={day.day === week.today ? 'today' : undefined}
                aria-current={day.day === week.today ? 'date' : undefined}
              >
                <th scope="row">
                  {weekday(day.day)} {date(day.day)}
                  {day.holiday && (
                    <span className="holiday">
                      {' '}
                      <Trans>Public holiday</Trans>
                    </span>
                  )}
                  {!day.holiday && !day.working && (
                    <span className="closed">
                      {' '}
                      <Trans>The workshop does not work</Trans>
                    </span>
                  )}
                </th>
                <td>
                  {day.orders.length === 0 ? (
                    <Trans>Nothing planned</Trans>
                  ) : (
                    <ul>
                      {day.orders.map((order) => {
                        const { pieces, packed, boards } = order
                        const due = date(order.due)
                        const termsDue = date(order.termsDue)
                        return (
                          <li key={order.number} data-order={order.number}>
                            <Link to="/admin/objednavky/$number" params={{ number: order.number }}>
                              {order.number}
                            </Link>{' '}
                            {order.surname},{' '}
                            <Trans>
                              {pieces} pcs, ready {due}
                            </Trans>
                            {boards > 0 && (
                              // The shop floor's progress (issue 38.4): boards packed of the order's boards.
                              <span className="week-plan-progress">
                                {' '}
                                <progress value={packed} max={boards} />{' '}
                                <Trans>
                                  packed {packed} of {boards} boards
                                </Trans>
                              </span>
                            )}
                            {order.late && (
                              <strong className="warning">
                                {' '}
                                <Trans>Late: the terms promise {termsDue}</Trans>
                              </strong>
                            )}
                          </li>
                        )
                      })}
                    </ul>
                  )}
                </td>
                <td>
                  {day.working ? (
                    <Trans>
                      {used} of {capacity}, {left} left
                    </Trans>
                  ) : (
                    used > 0 && <Trans>{used} pcs</Trans>
                  )}
                </td>
                <td>{day.orders.length > 0 && <ProductionSheetLinks day={day.day} title={false} />}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}

/** While the week loads. */
export function WeekPlanPending() {
  return (
    <p className="pending">
      <Trans>Loading the production plan…</Trans>
    </p>
  )
}
