import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#domain/staffAccounts.ts'

/** Where setting the password stands: typing, sending, done, or why not. */
export type SetPasswordState =
  | { kind: 'typing' }
  | { kind: 'sending' }
  | { kind: 'done' }
  | { kind: 'mismatch' }
  | { kind: 'invalid_link' }
  | { kind: 'failed' }

/**
 * Setting a password with an invitation's or a reset's one-time link (issue 36.6): the new password twice (at least
 * PASSWORD_MIN_LENGTH characters), then the way to the sign-in. A used or expired link says to ask the owner again.
 */
export function SetPassword({
  state,
  signInPath,
  onSubmit,
}: {
  state: SetPasswordState
  signInPath: '/admin/prihlasenie' | '/admin/prihlaseni'
  onSubmit: (password: string, repeated: string) => void
}) {
  const [password, setPassword] = useState('')
  const [repeated, setRepeated] = useState('')
  const min = PASSWORD_MIN_LENGTH
  if (state.kind === 'done')
    return (
      <p role="status" data-testid="password-set">
        <Trans>Your password is set.</Trans> <Link to={signInPath}>{<Trans>Sign in</Trans>}</Link>
      </p>
    )
  return (
    <form
      className="staff-sign-in"
      data-testid="set-password"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(password, repeated)
      }}
    >
      <p>
        <Trans>Choose the password for your back-office account: at least {min} characters.</Trans>
      </p>
      <label className="field">
        <Trans>New password</Trans>
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <label className="field">
        <Trans>The password again</Trans>
        <input
          name="repeated"
          type="password"
          autoComplete="new-password"
          required
          value={repeated}
          onChange={(event) => setRepeated(event.target.value)}
        />
      </label>
      {state.kind === 'mismatch' ? (
        <p role="alert" className="field-error">
          <Trans>The two passwords differ.</Trans>
        </p>
      ) : state.kind === 'invalid_link' ? (
        <p role="alert" className="field-error">
          <Trans>This link has been used or has expired. Ask the shop's owner for a new one.</Trans>
        </p>
      ) : state.kind === 'failed' ? (
        <p role="alert" className="field-error">
          <Trans>The password did not reach the shop. Please try again.</Trans>
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={state.kind === 'sending'}>
        <Trans>Set the password</Trans>
      </button>
    </form>
  )
}
