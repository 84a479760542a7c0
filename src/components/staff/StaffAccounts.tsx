import { useState, type FormEvent } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { staffAccountsMachine, StaffAction, StaffActionError } from '#machines/staffAccounts.ts'
import { STAFF_ROLES, type StaffRole } from '#domain/schemas.ts'
import type { AccountState, StaffAccount, StaffUserChange } from '#domain/staffAccounts.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { formatOrderTime } from './OrderList'
import { roleLabels } from './StaffFrame'
import { marketOf } from '#domain/locale.ts'

const stateLabels: Record<AccountState, MessageDescriptor> = {
  invited: msg`Invited`,
  active: msg`Active`,
  disabled: msg`Disabled`,
}

const errorTexts: Record<StaffActionError, MessageDescriptor> = {
  email_taken: msg`An account with this e-mail exists already.`,
  last_owner: msg`The shop must keep an active owner: the last one can be neither disabled nor given another role.`,
  forbidden: msg`Only the shop owner may manage staff accounts.`,
  not_found: msg`This account no longer exists; reload the page.`,
  invalid: msg`Check the name and the e-mail.`,
  network: msg`The change did not reach the shop. Please try again.`,
}

/** What the last action did, in a sentence. */
function DoneText({ action, account }: { action: StaffAction; account: StaffAccount }) {
  const email = account.email
  if (action.kind === 'invite') return <Trans>An invitation went to {email}.</Trans>
  switch (action.change.action) {
    case 'role':
      return <Trans>The role of {email} has been changed.</Trans>
    case 'disable':
      return <Trans>{email} has been disabled and signed out.</Trans>
    case 'enable':
      return <Trans>{email} may sign in again.</Trans>
    case 'reset':
      return <Trans>A link to set a new password went to {email}; the account has been signed out.</Trans>
  }
}

/** The role select's label for screen readers. */
function RoleOf({ email }: { email: string }) {
  return <Trans>Role of {email}</Trans>
}

/**
 * The owner's staff accounts (issue 36.6): invite someone (name, e-mail, role: an e-mail with a one-time link), and
 * per account its role, state and one-time codes, with disable/enable and a new password link. The owner's own
 * account cannot be disabled here; the last active owner is kept by the server. At phone width each row is a card.
 */
export function StaffAccounts({
  accounts,
  actor,
  me,
}: {
  accounts: readonly StaffAccount[]
  actor: ActorRefFrom<typeof staffAccountsMachine>
  /** The signed-in owner's e-mail. */
  me: string
}) {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const { intl } = marketOf(locale)
  const state = useSelector(actor, (s) => String(s.value))
  const action = useSelector(actor, (s) => s.context.action)
  const result = useSelector(actor, (s) => s.context.result)
  const error = useSelector(actor, (s) => s.context.error)
  const busy = state === 'saving'
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<StaffRole>('staff')
  const invite = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'staff.invite', invite: { name: name.trim(), email: email.trim(), role, locale } })
  }
  // A sent invitation empties the form; a refused one keeps what was typed.
  const [sent, setSent] = useState<StaffAccount | null>(null)
  if (state === 'done' && action?.kind === 'invite' && result && result !== sent) {
    setSent(result)
    setName('')
    setEmail('')
    setRole('staff')
  }
  const change = (account: StaffAccount, change: StaffUserChange) =>
    actor.send({ type: 'staff.change', id: account.id, email: account.email, change })
  const columns = [t`Name`, t`E-mail`, t`Role`, t`State`, t`One-time codes`, t`Since`, t`Actions`]
  return (
    <section className="staff-accounts">
      {state === 'done' && action && result ? (
        <p role="status" className="staff-accounts-done" data-testid="staff-done">
          <DoneText action={action} account={result} />{' '}
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'staff.dismiss' })}>
            <Trans>OK</Trans>
          </button>
        </p>
      ) : null}
      {state === 'failed' && error ? (
        <p role="alert" className="field-error" data-testid="staff-error">
          {i18n._(errorTexts[error])}{' '}
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'staff.dismiss' })}>
            <Trans>Dismiss</Trans>
          </button>
        </p>
      ) : null}
      <form className="staff-invite order-filters" data-testid="staff-invite" onSubmit={invite}>
        <h2>
          <Trans>Invite a staff member</Trans>
        </h2>
        <label className="field">
          <Trans>Name</Trans>
          <input name="name" required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="field">
          <Trans>E-mail</Trans>
          <input
            name="email"
            type="email"
            required
            maxLength={200}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label className="field">
          <Trans>Role</Trans>
          <select name="role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {STAFF_ROLES.map((each) => (
              <option key={each} value={each}>
                {i18n._(roleLabels[each])}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="primary" disabled={busy}>
          <Trans>Send the invitation</Trans>
        </button>
      </form>
      <table className="order-table staff-table" data-testid="staff-table">
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
          {accounts.map((account) => {
            const own = account.email === me
            const roleId = `staff-role-${account.id}`
            return (
              <tr key={account.id} data-testid="staff-row" data-email={account.email}>
                <td data-label={columns[0]}>{account.name}</td>
                <td data-label={columns[1]}>{account.email}</td>
                <td data-label={columns[2]}>
                  <label htmlFor={roleId} className="visually-hidden">
                    <RoleOf email={account.email} />
                  </label>
                  <select
                    id={roleId}
                    value={account.role}
                    disabled={busy}
                    onChange={(e) => change(account, { action: 'role', role: e.target.value as StaffRole })}
                  >
                    {STAFF_ROLES.map((each) => (
                      <option key={each} value={each}>
                        {i18n._(roleLabels[each])}
                      </option>
                    ))}
                  </select>
                </td>
                <td data-label={columns[3]}>
                  <span className="status-badge" data-account-state={account.state}>
                    {i18n._(stateLabels[account.state])}
                  </span>
                </td>
                <td data-label={columns[4]}>{account.totp ? <Trans>Yes</Trans> : <Trans>No</Trans>}</td>
                <td data-label={columns[5]}>{formatOrderTime(account.createdAt, intl)}</td>
                <td data-label={columns[6]} className="staff-actions">
                  {own ? null : account.state === 'disabled' ? (
                    <button type="button" disabled={busy} onClick={() => change(account, { action: 'enable' })}>
                      <Trans>Enable</Trans>
                    </button>
                  ) : (
                    <button type="button" disabled={busy} onClick={() => change(account, { action: 'disable' })}>
                      <Trans>Disable</Trans>
                    </button>
                  )}
                  {account.state === 'disabled' ? null : (
                    <button type="button" disabled={busy} onClick={() => change(account, { action: 'reset', locale })}>
                      {account.state === 'invited' ? (
                        <Trans>Send the invitation again</Trans>
                      ) : (
                        <Trans>Send a new password link</Trans>
                      )}
                    </button>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
