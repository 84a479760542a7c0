import { useState } from 'react'
import { Plural, Trans } from '@lingui/react/macro'

/** Why the last sign-in failed: wrong e-mail or password, locked for some minutes, or no answer. */
export type SignInFailure = { kind: 'wrong' } | { kind: 'locked'; minutes: number } | { kind: 'failed' }

/** The staff sign-in form (e-mail and password); `onSubmit` signs in, `failure` says why the last try did not. */
export function StaffSignIn({
  failure,
  pending = false,
  onSubmit,
}: {
  failure?: SignInFailure | undefined
  pending?: boolean
  onSubmit: (credentials: { email: string; password: string }) => void
}) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  return (
    <form
      className="staff-sign-in"
      data-testid="staff-sign-in"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit({ email: email.trim(), password })
      }}
    >
      <p>
        <Trans>The back office is for the shop's staff. Sign in with your e-mail and password.</Trans>
      </p>
      <label className="field">
        <Trans>E-mail</Trans>
        <input
          name="email"
          type="email"
          value={email}
          autoComplete="username"
          required
          data-testid="staff-signin-email"
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <label className="field">
        <Trans>Password</Trans>
        <input
          name="password"
          type="password"
          value={password}
          autoComplete="current-password"
          required
          data-testid="staff-signin-password"
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      {failure ? (
        <p role="alert" className="field-error" data-testid="staff-signin-error">
          {failure.kind === 'wrong' ? (
            <Trans>The e-mail or the password is wrong.</Trans>
          ) : failure.kind === 'locked' ? (
            <Plural
              value={failure.minutes}
              one="Too many wrong passwords. Please try again in # minute."
              other="Too many wrong passwords. Please try again in # minutes."
            />
          ) : (
            <Trans>Signing in failed. Please try again.</Trans>
          )}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={pending} data-testid="staff-signin-submit">
        <Trans>Sign in</Trans>
      </button>
    </form>
  )
}
