import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { StaffDashboard } from '#domain/dashboard.ts'
import type { FulfilmentStatus } from '#domain/fulfilment.ts'
import type { Country } from '#domain/locale.ts'
import { toMinor } from '#domain/money.ts'
import { formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { countryLabels } from './OrderList'
import { CrossBorder } from './Invoices'

/** The orders list's filters a figure opens (the contract of issue 36 with /admin/objednavky). */
export interface DashboardFilter {
  status?: FulfilmentStatus
  due?: 'week' | 'late'
  from?: string
  to?: string
  country?: Country
}

/** The filter of each figure: the list it opens shows the orders the figure counts. */
export function dashboardFilters(figures: Pick<StaffDashboard, 'month'>) {
  return {
    toConfirm: { status: 'received' },
    inProduction: { status: 'inProduction' },
    dueThisWeek: { due: 'week' },
    late: { due: 'late' },
    cash: { status: 'ready' },
    sales: (country: Country): DashboardFilter => ({ ...figures.month, country }),
  } satisfies Record<string, DashboardFilter | ((country: Country) => DashboardFilter)>
}

/** One figure: a count and what it counts, opening the list of those orders. */
function Count({ count, filter, children }: { count: number; filter: DashboardFilter; children: React.ReactNode }) {
  return (
    <Link to="/admin/objednavky" search={filter} className="dashboard-figure" data-figure-count={count}>
      <strong>{count}</strong> <span>{children}</span>
    </Link>
  )
}

/**
 * The back office's home (/admin): what waits for the owner today (orders to confirm, in production, due this week,
 * late, cash to collect) and this month's sales per market, each a link to the orders list filtered to it.
 */
export function Dashboard({ figures }: { figures: StaffDashboard }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const filters = dashboardFilters(figures)
  const money = (units: number, currency: StaffDashboard['cash'][number]['currency']) =>
    formatMoney(toMinor(units), locale, currency)
  const cash = figures.cash.filter((sum) => sum.orders > 0)
  const idle = figures.toConfirm + figures.inProduction + figures.dueThisWeek + figures.late + cash.length === 0
  const year = figures.crossBorder.year
  return (
    <section className="dashboard" data-testid="dashboard">
      {idle && (
        <p className="dashboard-idle" data-testid="dashboard-idle">
          <Trans>Nothing waits for you: no order to confirm, make or deliver.</Trans>
        </p>
      )}
      <h2>
        <Trans>Today</Trans>
      </h2>
      <div className="dashboard-figures">
        <Count count={figures.toConfirm} filter={filters.toConfirm}>
          <Trans>new orders to confirm</Trans>
        </Count>
        <Count count={figures.inProduction} filter={filters.inProduction}>
          <Trans>in production</Trans>
        </Count>
        <Count count={figures.dueThisWeek} filter={filters.dueThisWeek}>
          <Trans>due this week</Trans>
        </Count>
        <Count count={figures.late} filter={filters.late}>
          <Trans>late</Trans>
        </Count>
        <Link to="/admin/objednavky" search={filters.cash} className="dashboard-figure" data-testid="dashboard-cash">
          <strong>
            {cash.length === 0
              ? money(0, figures.cash[0]?.currency ?? 'EUR')
              : cash.map((sum) => <span key={sum.currency}>{money(sum.gross, sum.currency)}</span>)}
          </strong>{' '}
          <span>
            <Trans>cash to collect on delivery</Trans>
          </span>
        </Link>
      </div>
      <h2>
        <Trans>This month's sales</Trans>
      </h2>
      <table className="dashboard-sales">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Market</Trans>
            </th>
            <th scope="col">
              <Trans>Orders</Trans>
            </th>
            <th scope="col">
              <Trans>Excl. VAT</Trans>
            </th>
            <th scope="col">
              <Trans>Incl. VAT</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.sales.map((sum) => (
            <tr key={`${sum.country}-${sum.currency}`} data-testid="dashboard-sales" data-country={sum.country}>
              <th scope="row">
                <Link to="/admin/objednavky" search={filters.sales(sum.country)}>
                  {i18n._(countryLabels[sum.country])}
                </Link>
              </th>
              <td>{sum.orders}</td>
              <td>{money(sum.net, sum.currency)}</td>
              <td>{money(sum.gross, sum.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>
        <Link to="/admin/faktury">
          <Trans>Cross-border sales to consumers in {year}</Trans>
        </Link>
      </h3>
      <CrossBorder crossBorder={figures.crossBorder} />
    </section>
  )
}

/** The dashboard while its figures are on their way. */
export function DashboardPending() {
  return (
    <p className="pending" data-testid="dashboard-pending">
      <Trans>Loading the dashboard…</Trans>
    </p>
  )
}
