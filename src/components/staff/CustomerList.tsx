import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CustomerRow, CustomerSort } from '#domain/customers.ts'
import { marketOf, type LocaleCode } from '#domain/locale.ts'
import { toMinor } from '#domain/money.ts'
import { formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { formatOrderTime } from './OrderList'
import { SortableHeadings } from './SortableHeadings'

/** The list's search and sort as the address holds them (each absent when not set). */
export interface CustomerListSearch {
  q?: string | undefined
  sort?: CustomerSort | undefined
  dir?: 'asc' | 'desc' | undefined
  offset?: string | undefined
}

/** The columns, with the sort a click on their heading chooses (none: not sortable). */
const COLUMNS: { sort: CustomerSort | null; label: MessageDescriptor }[] = [
  { sort: 'name', label: msg`Name` },
  { sort: null, label: msg`Company` },
  { sort: null, label: msg`E-mail` },
  { sort: null, label: msg`Phone` },
  { sort: 'orders', label: msg`Orders` },
  { sort: 'spent', label: msg`Spent incl. VAT` },
  { sort: 'last', label: msg`Last order` },
]

/** Money spent, one amount per currency (the markets' sums are never added up); a dash when nothing was bought. */
export function SpentAmounts({ spent, locale }: { spent: CustomerRow['spent']; locale: LocaleCode }) {
  if (spent.length === 0) return <>–</>
  return (
    <>
      {spent.map((amount, index) => (
        <span key={amount.currency} className="customer-spent">
          {index > 0 && ' + '}
          {formatMoney(toMinor(amount.gross), locale, amount.currency)}
        </span>
      ))}
    </>
  )
}

/** The note under the count of orders: how many decor sample requests the person made (issue 39.4). */
function SampleCount({ count }: { count: number }) {
  return (
    <span className="order-place" data-testid="customer-samples">
      <Trans>Decor samples: {count}</Trans>
    </span>
  )
}

/**
 * The customers (docs/product.md#staff), made from the orders and the decor sample requests (someone who only asked
 * for samples is a customer with no order): one row per e-mail address with the latest name,
 * company and phone, the number of orders and what they spent; a search by name, company, IČO, e-mail, phone or
 * city; columns sorted by a click on their heading (again: the other way). At phone width each row is a card.
 */
export function CustomerList({
  customers,
  total,
  nextOffset,
  search,
  onSearch,
}: {
  customers: readonly CustomerRow[]
  total: number
  nextOffset: number | null
  search: CustomerListSearch
  /** A new search or sort (the list starts again from its first page). */
  onSearch: (search: CustomerListSearch) => void
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { intl } = marketOf(locale)
  const [q, setQ] = useState(search.q ?? '')
  const change = (next: Partial<CustomerListSearch>) => onSearch({ ...search, ...next, offset: undefined })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    change({ q: q.trim() || undefined })
  }
  const labels = COLUMNS.map((column) => i18n._(column.label))
  // The default order is the last order, newest first: its heading shows it.
  const sortedBy = search.sort ?? 'last'
  const dir = search.dir ?? (search.sort && search.sort !== 'last' ? 'asc' : 'desc')
  return (
    <section className="customer-desk">
      <form className="order-filters" role="search" onSubmit={submit}>
        <label className="field">
          <Trans>Name, company, IČO, e-mail, phone or city</Trans>
          <input
            type="search"
            name="q"
            data-testid="customer-search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        </label>
        <button type="submit">
          <Trans>Search</Trans>
        </button>
      </form>
      <p className="customer-count" data-testid="customers-count">
        {search.q ? <Trans>Customers matching the search: {total}</Trans> : <Trans>Customers: {total}</Trans>}
      </p>
      {customers.length === 0 ? (
        <p data-testid="customers-empty">
          {search.q ? <Trans>No customer matches the search.</Trans> : <Trans>No customers yet.</Trans>}
        </p>
      ) : (
        <table className="order-table customer-table" data-testid="customers-table">
          <thead>
            <SortableHeadings
              columns={COLUMNS}
              labels={labels}
              sortedBy={sortedBy}
              dir={dir}
              onSort={(sort, dir) => change({ sort, dir })}
            />
          </thead>
          <tbody>
            {customers.map((customer) => (
              <tr key={customer.id} data-testid="customer-row" data-customer-id={customer.id}>
                <td data-label={labels[0]}>
                  <Link to="/admin/zakaznici/$id" params={{ id: customer.id }}>
                    {customer.name}
                  </Link>
                  <span className="order-place">{customer.city}</span>
                </td>
                <td data-label={labels[1]}>{customer.company ?? '–'}</td>
                <td data-label={labels[2]}>{customer.email}</td>
                <td data-label={labels[3]}>{customer.phone || '–'}</td>
                <td data-label={labels[4]}>
                  {customer.orderCount}
                  {customer.sampleCount > 0 && <SampleCount count={customer.sampleCount} />}
                </td>
                <td data-label={labels[5]} className="order-total">
                  <SpentAmounts spent={customer.spent} locale={locale} />
                </td>
                <td data-label={labels[6]}>
                  {customer.lastOrderAt ? formatOrderTime(customer.lastOrderAt, intl) : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="order-pages" aria-label={i18n._(msg`Pages`)}>
        {search.offset && (
          <Link to="/admin/zakaznici" search={{ ...search, offset: undefined }}>
            <Trans>First page</Trans>
          </Link>
        )}
        {nextOffset !== null && (
          <Link to="/admin/zakaznici" search={{ ...search, offset: String(nextOffset) }} data-testid="customers-next">
            <Trans>Next page</Trans>
          </Link>
        )}
      </nav>
    </section>
  )
}

/** The list while a page of customers is on its way. */
export function CustomerListPending() {
  return (
    <p className="pending" data-testid="customers-pending">
      <Trans>Loading the customers…</Trans>
    </p>
  )
}
