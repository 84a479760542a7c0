import { useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Page } from '#components/Page.tsx'
import { StaffFrame } from '#components/staff/StaffFrame.tsx'
import { SetPassword, type SetPasswordState } from '#components/staff/SetPassword.tsx'
import { loadStaffTexts } from '#i18n/i18n.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { ApiRequestError } from '#queries/client.ts'
import { setStaffPassword } from '#queries/staffAccounts.ts'
import { pageHead } from './-lib/head'
import { SetPasswordSearchSchema } from './-lib/search'
import { setPasswordDescription, setPasswordTitle, staffSignInPath } from './-lib/staffSignIn'

const title = setPasswordTitle

/**
 * Setting a staff password with a one-time link (issue 36.6): /admin/heslo?token=… and /cz/admin/heslo (one slug in
 * both languages), in the back office's bare frame; nobody is signed in here.
 */
export const Route = createFileRoute('/admin/heslo')({
  validateSearch: SetPasswordSearchSchema,
  staticData: { staffTexts: true, staffFrame: true },
  beforeLoad: ({ context }) => loadStaffTexts(context.i18n),
  head: (input) => {
    const head = pageHead(input, title, setPasswordDescription)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: SetPasswordPage,
})

function SetPasswordPage() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { token } = Route.useSearch()
  const [state, setState] = useState<SetPasswordState>(token ? { kind: 'typing' } : { kind: 'invalid_link' })
  const submit = async (password: string, repeated: string) => {
    if (password !== repeated) return setState({ kind: 'mismatch' })
    setState({ kind: 'sending' })
    try {
      await setStaffPassword(token, password)
      setState({ kind: 'done' })
    } catch (error) {
      const invalid = error instanceof ApiRequestError && (error.status === 422 || error.status === 400)
      setState({ kind: invalid ? 'invalid_link' : 'failed' })
    }
  }
  return (
    <StaffFrame>
      <Page title={i18n._(title)}>
        <SetPassword
          state={state}
          signInPath={staffSignInPath(locale)}
          onSubmit={(password, repeated) => void submit(password, repeated)}
        />
      </Page>
    </StaffFrame>
  )
}
