import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { totpSetupMachine } from '#machines/totpSetup.ts'

/**
 * One-time codes for the signed-in account (issue 36.6): a QR code and the secret for the authenticator app, confirmed
 * by a code from it. Once on, every sign-in asks for a code; a new set-up replaces the secret once confirmed.
 */
export function TotpSetup({ actor }: { actor: ActorRefFrom<typeof totpSetupMachine> }) {
  const state = useSelector(actor, (s) => String(s.value))
  const setup = useSelector(actor, (s) => s.context.setup)
  const error = useSelector(actor, (s) => s.context.error)
  const [code, setCode] = useState('')
  const { t } = useLingui()
  return (
    <section className="totp-setup" data-testid="totp-setup" aria-labelledby="totp-heading">
      <h2 id="totp-heading">
        <Trans>One-time codes for your sign-in</Trans>
      </h2>
      {state === 'on' ? (
        <p role="status" data-testid="totp-on">
          <Trans>Your sign-in asks for a one-time code from your authenticator app.</Trans>
        </p>
      ) : null}
      {state === 'off' ? (
        <p>
          <Trans>
            With one-time codes, a stolen password alone does not open the back office. Owners should turn them on.
          </Trans>
        </p>
      ) : null}
      {state === 'off' || state === 'on' ? (
        <button type="button" onClick={() => actor.send({ type: 'totp.start' })}>
          {state === 'on' ? <Trans>Set up a new phone</Trans> : <Trans>Set up one-time codes</Trans>}
        </button>
      ) : null}
      {state === 'starting' ? (
        <p className="pending">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {(state === 'scanning' || state === 'confirming') && setup ? (
        <form
          className="totp-form"
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'totp.confirm', code })
          }}
        >
          <p>
            <Trans>Scan the code with your authenticator app (or type the key), then enter the code it shows.</Trans>
          </p>
          <div
            className="totp-qr"
            role="img"
            aria-label={t`QR code for the authenticator app`}
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <p>
            <Trans>Key:</Trans> <code data-testid="totp-secret">{setup.secret}</code>
          </p>
          <label className="field">
            <Trans>Code from the app</Trans>
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              pattern="\d{3} ?\d{3}"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </label>
          {error === 'wrong_code' ? (
            <p role="alert" className="field-error">
              <Trans>The code does not match. Check that the time on your phone is right and try the next code.</Trans>
            </p>
          ) : null}
          <button type="submit" className="primary" disabled={state === 'confirming'}>
            <Trans>Turn on one-time codes</Trans>
          </button>
        </form>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="field-error">
          <Trans>The set-up did not reach the shop.</Trans>{' '}
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'totp.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
    </section>
  )
}
