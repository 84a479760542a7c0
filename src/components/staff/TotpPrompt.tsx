import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'

/**
 * An owner without one-time codes is asked to set them up (issue 36.6), on every back-office page but the one that
 * does it: a prompt, not a lock (an owner who lost the phone must still get in; the script re-enables accounts).
 */
export function TotpPrompt() {
  return (
    <p className="staff-totp-prompt" data-testid="totp-prompt">
      <Trans>Your owner's account signs in with a password alone.</Trans>{' '}
      <Link to="/admin/personal" hash="totp-heading">
        <Trans>Set up one-time codes</Trans>
      </Link>
    </p>
  )
}
