import { useState, type FormEvent } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { marketOf } from '#domain/locale.ts'
import type { AuditFilter, AuditRow } from '#domain/staffAccounts.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { formatOrderTime } from './OrderList'

/** The actions the filter offers (a beginning: `staff.` is every account action), with their names. */
const ACTIONS: { action: string; label: MessageDescriptor }[] = [
  { action: 'order.status', label: msg`Status moves` },
  { action: 'order.', label: msg`Every order action` },
  { action: 'staff.', label: msg`Staff accounts` },
  { action: 'prices.publish', label: msg`Price lists published` },
  { action: 'settings.publish', label: msg`Settings published` },
]

/** The names of the actions known today; a newer one shows as it is stored. */
const ACTION_LABELS: Record<string, MessageDescriptor> = {
  'order.status': msg`Status moved`,
  'order.note': msg`Internal note`,
  'order.edit': msg`Order edited`,
  'order.page_link': msg`Order page link sent again`,
  'prices.publish': msg`Price list published`,
  'settings.publish': msg`Settings published`,
  'staff.invite': msg`Invited`,
  'staff.role': msg`Role changed`,
  'staff.disable': msg`Disabled`,
  'staff.enable': msg`Enabled`,
  'staff.reset': msg`New password link sent`,
  'staff.password': msg`Password set`,
  'staff.totp': msg`One-time codes turned on`,
  'customer.export': msg`Customer data exported`,
  'customer.erase': msg`Customer data erased`,
}

/** A row's details as short "key: value" pairs. */
const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ')

/**
 * The owner's audit screen (issue 36.6): who did what in the back office (the staff audit log, status moves,
 * published versions), newest first, filtered by person, action, subject and days. At phone width rows are cards.
 */
export function AuditLog({
  entries,
  limited,
  filter,
  onFilter,
}: {
  entries: readonly AuditRow[]
  limited: boolean
  filter: AuditFilter
  onFilter: (filter: AuditFilter) => void
}) {
  const { i18n, t } = useLingui()
  const { intl } = marketOf(useLocale())
  const [staff, setStaff] = useState(filter.staff ?? '')
  const [subject, setSubject] = useState(filter.subject ?? '')
  const change = (next: Partial<AuditFilter>) => onFilter({ ...filter, ...next })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    change({ staff: staff.trim() || undefined, subject: subject.trim() || undefined })
  }
  const columns = [t`Time`, t`Who`, t`Action`, t`Subject`, t`Details`]
  return (
    <section className="audit-log" data-testid="audit-log">
      <form className="order-filters" role="search" onSubmit={submit}>
        <label className="field">
          <Trans>Person</Trans>
          <input name="staff" value={staff} onChange={(e) => setStaff(e.target.value)} />
        </label>
        <label className="field">
          <Trans>Action</Trans>
          <select
            name="action"
            value={filter.action ?? ''}
            onChange={(e) => change({ action: e.target.value || undefined })}
          >
            <option value="">
              <Trans>Every action</Trans>
            </option>
            {ACTIONS.map((each) => (
              <option key={each.action} value={each.action}>
                {i18n._(each.label)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <Trans>Subject (order number, e-mail)</Trans>
          <input name="subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
        </label>
        <label className="field">
          <Trans>From</Trans>
          <input
            type="date"
            name="from"
            value={filter.from ?? ''}
            max={filter.to}
            onChange={(e) => change({ from: e.target.value || undefined })}
          />
        </label>
        <label className="field">
          <Trans>To</Trans>
          <input
            type="date"
            name="to"
            value={filter.to ?? ''}
            min={filter.from}
            onChange={(e) => change({ to: e.target.value || undefined })}
          />
        </label>
        <button type="submit">
          <Trans>Filter</Trans>
        </button>
      </form>
      {entries.length === 0 ? (
        <p data-testid="audit-empty">
          <Trans>Nothing matches the filter.</Trans>
        </p>
      ) : (
        <table className="order-table audit-table" data-testid="audit-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => {
              const label = ACTION_LABELS[entry.action]
              return (
                <tr key={index} data-action={entry.action}>
                  <td data-label={columns[0]}>{formatOrderTime(entry.at, intl)}</td>
                  <td data-label={columns[1]}>{entry.by ?? '—'}</td>
                  <td data-label={columns[2]}>{label ? i18n._(label) : entry.action}</td>
                  <td data-label={columns[3]}>{entry.subject}</td>
                  <td data-label={columns[4]}>{detailText(entry.detail)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      {limited ? (
        <p>
          <Trans>Only the newest rows are shown; narrow the filter to see older ones.</Trans>
        </p>
      ) : null}
    </section>
  )
}
