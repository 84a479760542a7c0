import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { FULFILMENT_STATUSES, SHOP_TIME_ZONE, type FulfilmentStatus } from '#domain/fulfilment.ts'
import { COUNTRIES, marketOf, type Country } from '#domain/locale.ts'
import { toMinor } from '#domain/money.ts'
import type { StaffOrderRow } from '#domain/staffOrders.ts'
import { formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { ProductionSheetLinks } from './ProductionSheetLinks'
import { statusLabels } from './StatusPanel'

/** The desk's filters as the address holds them (each absent when not set). */
export interface OrderListSearch {
  status?: FulfilmentStatus | undefined
  country?: Country | undefined
  q?: string | undefined
  cursor?: string | undefined
}

/** Each market's name as staff read it. */
export const countryLabels: Record<Country, MessageDescriptor> = { SK: msg`Slovakia`, CZ: msg`Czechia` }

/** An order's time on the shop's clock, in the page's notation. */
export function formatOrderTime(iso: string, intl: string): string {
  return new Intl.DateTimeFormat(intl, { dateStyle: 'short', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }).format(
    new Date(iso),
  )
}

/**
 * The orders desk: filters by status and country, a search by number, name, e-mail or phone, and a
 * page of orders newest first, each opening its detail; `nextCursor` links the next page.
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
  /** New filters (the page starts again from the newest order). */
  onSearch: (search: OrderListSearch) => void
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const [q, setQ] = useState(search.q ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch({ ...search, q: q.trim() || undefined, cursor: undefined })
  }
  const filtered = Boolean(search.status || search.country || search.q)
  return (
    <section className="order-desk">
      <ProductionSheetLinks />
      <form className="order-filters" role="search" onSubmit={submit}>
        <label className="field">
          <Trans>Status</Trans>
          <select
            name="status"
            data-testid="order-filter-status"
            value={search.status ?? ''}
            onChange={(event) =>
              onSearch({ ...search, status: (event.target.value || undefined) as FulfilmentStatus, cursor: undefined })
            }
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
          <Trans>Country</Trans>
          <select
            name="country"
            data-testid="order-filter-country"
            value={search.country ?? ''}
            onChange={(event) =>
              onSearch({ ...search, country: (event.target.value || undefined) as Country, cursor: undefined })
            }
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
          <Trans>Number, name, e-mail or phone</Trans>
          <input type="search" name="q" data-testid="order-search" value={q} onChange={(e) => setQ(e.target.value)} />
        </label>
        <button type="submit">
          <Trans>Search</Trans>
        </button>
      </form>
      {orders.length === 0 ? (
        <p data-testid="orders-empty">
          {filtered ? <Trans>No order matches the filters.</Trans> : <Trans>No orders yet.</Trans>}
        </p>
      ) : (
        <table className="order-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Number</Trans>
              </th>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Customer</Trans>
              </th>
              <th scope="col">
                <Trans>Country</Trans>
              </th>
              <th scope="col">
                <Trans>Total incl. VAT</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.number} data-testid="order-row" data-order-number={order.number}>
                <td>
                  <Link to="/admin/objednavky/$number" params={{ number: order.number }}>
                    {order.number}
                  </Link>
                </td>
                <td>{formatOrderTime(order.createdAt, marketOf(locale).intl)}</td>
                <td>{order.name}</td>
                <td>{i18n._(countryLabels[order.country])}</td>
                <td>{formatMoney(toMinor(order.totalGross), locale, order.currency)}</td>
                <td>{i18n._(statusLabels[order.status])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="order-pages" aria-label={i18n._(msg`Pages`)}>
        {search.cursor && (
          <Link to="/admin/objednavky" search={{ ...search, cursor: undefined }}>
            <Trans>Newest orders</Trans>
          </Link>
        )}
        {nextCursor && (
          <Link to="/admin/objednavky" search={{ ...search, cursor: nextCursor }} data-testid="orders-next">
            <Trans>Older orders</Trans>
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
