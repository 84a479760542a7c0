/**
 * Route-only: the staff sign-in page, mounted at /admin/prihlasenie and, for its Czech address
 * /cz/admin/prihlaseni, at /admin/prihlaseni too (the router strips only the /cz prefix, so a
 * Czech slug needs its own route file; both render this).
 */
import { useState } from 'react'
import { useRouter, useSearch } from '@tanstack/react-router'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { loadStaffTexts } from '../../i18n/i18n'
import { useLingui } from '@lingui/react/macro'
import { Page } from '../../components/Page'
import { StaffSignIn, type SignInFailure } from '../../components/staff/StaffSignIn'
import { localizePath, stripLocalePrefix, type LocaleCode } from '../../domain/locale'
import { useLocale } from '../../i18n/useLocale'
import { ApiRequestError } from '../../queries/api'
import { staffSignIn } from '../../queries/staff'
import { pageHead, type HeadInput } from './head'
import { StaffSignInSearchSchema } from './search'

const title = msg`Staff sign-in`
/** Where staff land after signing in when no page sent them. */
const DEFAULT_TARGET = '/chodby/konzultacia'

/** The sign-in page's path in a language (without the /cz prefix, which the router adds). */
export const staffSignInPath = (locale: LocaleCode) => (locale === 'cz' ? '/admin/prihlaseni' : '/admin/prihlasenie')

/** The options both sign-in routes share (a fresh object each: a route keeps and changes its options). */
export const staffSignInRoute = () => ({
  validateSearch: StaffSignInSearchSchema,
  staticData: { staffTexts: true as const },
  beforeLoad: ({ context }: { context: { i18n: I18n } }) => loadStaffTexts(context.i18n),
  head: (input: HeadInput) => {
    const head = pageHead(input, title, msg`Sign-in for the shop's staff.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: StaffSignInPage,
})

/** A redirect target that stays on this site (a path, never //host), in the page's language. */
function targetOf(redirect: string, locale: LocaleCode): string {
  const safe = redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\')
  const url = new URL(safe ? redirect : DEFAULT_TARGET, 'http://x')
  return localizePath(stripLocalePrefix(url.pathname), locale) + url.search
}

function StaffSignInPage() {
  const { i18n } = useLingui()
  const router = useRouter()
  const locale = useLocale()
  const { redirect } = useSearch({ strict: false }) as { redirect?: string }
  const [failure, setFailure] = useState<SignInFailure>()
  const [pending, setPending] = useState(false)
  const submit = async (credentials: { email: string; password: string }) => {
    setPending(true)
    try {
      await staffSignIn(credentials)
      router.history.push(targetOf(redirect ?? '', locale))
    } catch (error) {
      setPending(false)
      if (error instanceof ApiRequestError && error.status === 401) setFailure({ kind: 'wrong' })
      else if (error instanceof ApiRequestError && error.status === 429)
        setFailure({ kind: 'locked', minutes: Math.max(1, Math.ceil((error.body?.retryAfter ?? 900) / 60)) })
      else setFailure({ kind: 'failed' })
    }
  }
  return (
    <Page title={i18n._(title)}>
      <StaffSignIn failure={failure} pending={pending} onSubmit={(credentials) => void submit(credentials)} />
    </Page>
  )
}
