import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { writeStaff, type Staff } from './staffSession'

/** Staff sign in once per tab with their name and the staff token (spec §6); `onSignIn` gets the staff member. */
export function StaffSignIn({ onSignIn }: { onSignIn: (staff: Staff) => void }) {
  const [name, setName] = useState('')
  const [token, setToken] = useState('')
  return (
    <form
      className="staff-sign-in"
      data-testid="staff-sign-in"
      onSubmit={(event) => {
        event.preventDefault()
        if (!token.trim()) return
        const staff = { name: name.trim(), token: token.trim() }
        writeStaff(staff)
        onSignIn(staff)
      }}
    >
      <p>
        <Trans>Consultation mode is for the shop's staff. Sign in with your name and the staff token.</Trans>
      </p>
      <label className="field">
        <Trans>Your name</Trans>
        <input name="staffName" value={name} autoComplete="name" onChange={(event) => setName(event.target.value)} />
      </label>
      <label className="field">
        <Trans>Staff token</Trans>
        <input
          name="staffToken"
          type="password"
          value={token}
          autoComplete="current-password"
          required
          onChange={(event) => setToken(event.target.value)}
        />
      </label>
      <button type="submit" className="primary">
        <Trans>Sign in</Trans>
      </button>
    </form>
  )
}
