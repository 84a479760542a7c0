import { useState } from 'react'
import { Plural, Trans } from '@lingui/react/macro'

/**
 * Why the last sign-in failed: wrong e-mail or password, locked for some minutes, no answer, a wrong one-time code,
 * or a disabled account.
 */
export type SignInFailure =
  { kind: 'wrong' } | { kind: 'locked'; minutes: number } | { kind: 'failed' } | { kind: 'code' } | { kind: 'disabled' }

/**
 * The staff sign-in form (e-mail and password, and the one-time code once the server asks for it: `codeNeeded`);
 * `onSubmit` signs in, `failure` says why the last try did not.
 */
export function StaffSignIn({
  failure,
  pending = false,
  codeNeeded = false,
  onSubmit,
}: {
  failure?: SignInFailure | undefined
  pending?: boolean
  codeNeeded?: boolean
  onSubmit: (credentials: { email: string; password: string; code?: string }) => void
}) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  return (
    <form
      className="staff-sign-in"
      data-testid="staff-sign-in"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit({ email: email.trim(), password, ...(codeNeeded ? { code: code.trim() } : {}) })
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
      {codeNeeded ? (
        <label className="field">
          <Trans>One-time code from your authenticator app</Trans>
          <input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            autoFocus
            value={code}
            data-testid="staff-signin-code"
            onChange={(event) => setCode(event.target.value)}
          />
        </label>
      ) : null}
      {failure ? (
        <p role="alert" className="field-error" data-testid="staff-signin-error">
          {failure.kind === 'code' ? (
            <Trans>The one-time code is wrong or has been used. Enter the next code from the app.</Trans>
          ) : failure.kind === 'disabled' ? (
            <Trans>This account has been disabled. Ask the shop's owner.</Trans>
          ) : failure.kind === 'wrong' ? (
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
