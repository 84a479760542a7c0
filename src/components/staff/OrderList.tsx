import { StatementImportPanel } from './StatementImport'
import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { FULFILMENT_STATUSES, SHOP_TIME_ZONE, type FulfilmentStatus } from '#domain/fulfilment.ts'
import { COUNTRIES, marketOf, type Country } from '#domain/locale.ts'
import { toMinor } from '#domain/money.ts'
import { API } from '#domain/endpoints.ts'
import { STAFF_ORDER_DUE, type StaffOrderDue, type StaffOrderRow, type StaffOrderSort } from '#domain/staffOrders.ts'
import { addressOf } from '#queries/client.ts'
import { formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { ProductionSheetLinks } from './ProductionSheetLinks'
import { statusLabels } from './StatusPanel'
import { SortableHeadings } from './SortableHeadings'

/** The desk's filters as the address holds them (each absent when not set). */
export interface OrderListSearch {
  status?: FulfilmentStatus | undefined
  due?: StaffOrderDue | undefined
  from?: string | undefined
  to?: string | undefined
  country?: Country | undefined
  q?: string | undefined
  sort?: StaffOrderSort | undefined
  dir?: 'asc' | 'desc' | undefined
  cursor?: string | undefined
}

/** Each market's name as staff read it. */
export const countryLabels: Record<Country, MessageDescriptor> = { SK: msg`Slovakia`, CZ: msg`Czechia` }

const dueLabels: Record<StaffOrderDue, MessageDescriptor> = { week: msg`Due this week`, late: msg`Late` }
const deliveryLabels: Record<StaffOrderRow['delivery'], MessageDescriptor> = {
  courier: msg`Home delivery`,
  pickup: msg`Pickup`,
}

/** An order's time on the shop's clock, in the page's notation. */
export function formatOrderTime(iso: string, intl: string): string {
  return new Intl.DateTimeFormat(intl, { dateStyle: 'short', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }).format(
    new Date(iso),
  )
}

/** A calendar day (YYYY-MM-DD) in the page's notation: its noon, the same day on the shop's clock. */
const formatDay = (day: string, intl: string) =>
  new Intl.DateTimeFormat(intl, { dateStyle: 'short', timeZone: SHOP_TIME_ZONE }).format(
    new Date(Date.parse(day) + 43_200_000),
  )

/** The columns a click sorts by, with their headings. */
const COLUMNS: { sort: StaffOrderSort | null; label: MessageDescriptor }[] = [
  { sort: 'number', label: msg`Number` },
  { sort: 'created', label: msg`Date` },
  { sort: null, label: msg`Customer` },
  { sort: null, label: msg`Delivery type` },
  { sort: 'due', label: msg`Due` },
  { sort: 'total', label: msg`Total incl. VAT` },
  { sort: 'status', label: msg`Status` },
]

/** The filters without the page (what the CSV export takes). */
function filtersOf(search: OrderListSearch): Record<string, string> {
  const { cursor: _page, ...filters } = search
  return Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])))
}

/**
 * The orders desk: filters by status, due date, creation days and country, a search by number, name, company, IČO,
 * e-mail, phone or city, columns sorted by a click on their heading (again: the other way), and a page of orders, each opening its detail;
 * `nextCursor` links the next page. The CSV export takes the same filters. At phone width each row is a card.
 */
export function OrderList({
  orders,
  search,
  nextCursor,
  onSearch,
}: {
  orders: readonly StaffOrderRow[]
  search: OrderListSearch
  nextCursor: string | null
  /** New filters (the page starts again from the first). */
  onSearch: (search: OrderListSearch) => void
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { intl } = marketOf(locale)
  const [q, setQ] = useState(search.q ?? '')
  const change = (next: Partial<OrderListSearch>) => onSearch({ ...search, ...next, cursor: undefined })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    change({ q: q.trim() || undefined })
  }
  const filtered = Boolean(search.status || search.due || search.from || search.to || search.country || search.q)
  const labels = COLUMNS.map((column) => i18n._(column.label))
  return (
    <section className="order-desk">
      <ProductionSheetLinks />
      <StatementImportPanel />
      <form className="order-filters" role="search" onSubmit={submit}>
        <label className="field">
          <Trans>Status</Trans>
          <select
            name="status"
            data-testid="order-filter-status"
            value={search.status ?? ''}
            onChange={(event) => change({ status: (event.target.value || undefined) as FulfilmentStatus })}
          >
            <option value="">
              <Trans>Any status</Trans>
            </option>
            {FULFILMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {i18n._(statusLabels[status])}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <Trans>Due</Trans>
          <select
            name="due"
            value={search.due ?? ''}
            onChange={(event) => change({ due: (event.target.value || undefined) as StaffOrderDue })}
          >
            <option value="">
              <Trans>Any due date</Trans>
            </option>
            {STAFF_ORDER_DUE.map((due) => (
              <option key={due} value={due}>
                {i18n._(dueLabels[due])}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <Trans>Country</Trans>
          <select
            name="country"
            data-testid="order-filter-country"
            value={search.country ?? ''}
            onChange={(event) => change({ country: (event.target.value || undefined) as Country })}
          >
            <option value="">
              <Trans>Any country</Trans>
            </option>
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {i18n._(countryLabels[country])}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <Trans>Ordered from</Trans>
          <input
            type="date"
            name="from"
            value={search.from ?? ''}
            max={search.to}
            onChange={(event) => change({ from: event.target.value || undefined })}
          />
        </label>
        <label className="field">
          <Trans>Ordered to</Trans>
          <input
            type="date"
            name="to"
            value={search.to ?? ''}
            min={search.from}
            onChange={(event) => change({ to: event.target.value || undefined })}
          />
        </label>
        <label className="field">
          <Trans>Number, name, company, IČO, e-mail, phone or city</Trans>
          <input type="search" name="q" data-testid="order-search" value={q} onChange={(e) => setQ(e.target.value)} />
        </label>
        <button type="submit">
          <Trans>Search</Trans>
        </button>
      </form>
      <p className="order-export">
        <a href={addressOf(API.staffOrdersCsv.path, { query: filtersOf(search) })} download data-testid="orders-export">
          <Trans>Export these orders (CSV)</Trans>
        </a>
      </p>
      {orders.length === 0 ? (
        <p data-testid="orders-empty">
          {filtered ? <Trans>No order matches the filters.</Trans> : <Trans>No orders yet.</Trans>}
        </p>
      ) : (
        <table className="order-table">
          <thead>
            <SortableHeadings
              columns={COLUMNS}
              labels={labels}
              sortedBy={search.sort}
              dir={search.dir ?? 'asc'}
              onSort={(sort, dir) => change({ sort, dir })}
            />
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.number} data-testid="order-row" data-order-number={order.number}>
                <td data-label={labels[0]}>
                  <Link to="/admin/objednavky/$number" params={{ number: order.number }}>
                    {order.number}
                  </Link>
                </td>
                <td data-label={labels[1]}>{formatOrderTime(order.createdAt, intl)}</td>
                <td data-label={labels[2]}>
                  {order.name}
                  {order.company && <span className="order-company">{order.company}</span>}
                  <span className="order-place">
                    {order.city}, {i18n._(countryLabels[order.country])}
                  </span>
                </td>
                <td data-label={labels[3]}>{i18n._(deliveryLabels[order.delivery])}</td>
                <td data-label={labels[4]}>
                  {order.due ? formatDay(order.due, intl) : '–'}
                  {order.late && (
                    <span className="order-late">
                      {' '}
                      <Trans>late</Trans>
                    </span>
                  )}
                </td>
                <td data-label={labels[5]} className="order-total">
                  {formatMoney(toMinor(order.totalGross), locale, order.currency)}
                </td>
                <td data-label={labels[6]}>
                  <span className="status-badge" data-status={order.status}>
                    {i18n._(statusLabels[order.status])}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="order-pages" aria-label={i18n._(msg`Pages`)}>
        {search.cursor && (
          <Link to="/admin/objednavky" search={{ ...search, cursor: undefined }}>
            <Trans>First page</Trans>
          </Link>
        )}
        {nextCursor && (
          <Link to="/admin/objednavky" search={{ ...search, cursor: nextCursor }} data-testid="orders-next">
            <Trans>Next page</Trans>
          </Link>
        )}
      </nav>
    </section>
  )
}

/** The desk while a page of orders is on its way. */
export function OrderListPending() {
  return (
    <p className="pending" data-testid="orders-pending">
      <Trans>Loading the orders…</Trans>
    </p>
  )
}
