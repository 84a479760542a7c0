/** The staff sign-in page's form and what it does (loaded only on /admin/prihlasenie and /cz/admin/prihlaseni). */
import { useState } from 'react'
import { useRouter, useSearch } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Page } from '#components/Page.tsx'
import { StaffFrame } from '#components/staff/StaffFrame.tsx'
import { StaffSignIn, type SignInFailure } from '#components/staff/StaffSignIn.tsx'
import { localeOfLanguage } from '#domain/locale.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { ApiRequestError } from '#queries/client.ts'
import { staffSignIn } from '#queries/staff.ts'
import { signInTarget, title } from './staffSignIn'

/** The sign-in form in the back office's bare frame; a success goes on to the page that sent the staff member here. */
export default function StaffSignInPage() {
  const { i18n } = useLingui()
  const router = useRouter()
  const locale = useLocale()
  const { redirect } = useSearch({ strict: false }) as { redirect?: string }
  const [failure, setFailure] = useState<SignInFailure>()
  const [pending, setPending] = useState(false)
  const submit = async (credentials: { email: string; password: string }) => {
    setPending(true)
    try {
      const me = await staffSignIn(credentials)
      // Someone who chose the other language lands in it: a whole document, the router serves one language.
      const theirs = me.language ? localeOfLanguage(me.language) : locale
      if (theirs !== locale) window.location.assign(signInTarget(redirect ?? '', theirs))
      else router.history.push(signInTarget(redirect ?? '', locale))
    } catch (error) {
      setPending(false)
      if (error instanceof ApiRequestError && error.status === 401) setFailure({ kind: 'wrong' })
      else if (error instanceof ApiRequestError && error.status === 429)
        setFailure({ kind: 'locked', minutes: Math.max(1, Math.ceil((error.body?.retryAfter ?? 900) / 60)) })
      else setFailure({ kind: 'failed' })
    }
  }
  return (
    <StaffFrame>
      <Page title={i18n._(title)}>
        <StaffSignIn failure={failure} pending={pending} onSubmit={(credentials) => void submit(credentials)} />
      </Page>
    </StaffFrame>
  )
}
