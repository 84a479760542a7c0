import { useEffect } from 'react'
import { Outlet, createFileRoute, redirect, useMatches, useNavigate, useRouter } from '@tanstack/react-router'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '#components/Page.tsx'
import { TotpPrompt } from '#components/staff/TotpPrompt.tsx'
import { PlaceholderBanner } from '#components/staff/PlaceholderBanner.tsx'
import { StaffFrame } from '#components/staff/StaffFrame.tsx'
import { fetchStaffMe, setStaffLanguage, staffSignOut } from '#queries/staff.ts'
import { localeOfLanguage, localizePath, type Language, type LocaleCode } from '#domain/locale.ts'
import { loadStaffTexts } from '#i18n/i18n.ts'
import { inPersonsLanguage, staffSignInPath } from './-lib/staffSignIn'
import { personalPageHeaders } from './-lib/head'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A staff screen's page title. */
    title?: MessageDescriptor
    /** The page shows the back office's texts: the browser loads their catalog before rendering it. */
    staffTexts?: true
    /** The page brings the back office's frame: the root leaves out the shop's header, footer, cart and banner. */
    staffFrame?: true
  }
}

/** The sign-in in the page's language, with the way back to `href` (a 302 on the server: it depends on a cookie). */
const toSignIn = (locale: LocaleCode, href: string) =>
  redirect({
    to: staffSignInPath(locale),
    search: { redirect: href },
    statusCode: 302,
    headers: { 'Cache-Control': 'no-store' },
  })

/**
 * The page in the language the person chose, when the address is in the other one: a whole document (the router
 * serves one language), by the server a 302.
 */
const toPersonsLanguage = (href: string) =>
  redirect({ href, reloadDocument: true, statusCode: 302, headers: { 'Cache-Control': 'no-store' } })

/**
 * The layout of the staff screens (the consultation; the back office), in the back office's own frame: nothing
 * under it shows before a staff member has signed in, and while the published shop settings still hold the
 * made-up placeholders, every screen says so first. Signed out, a page is sent to the sign-in with a way back:
 * by the server, which reads the session cookie itself (a 302, never a shell), and by the browser, which asks
 * GET /api/staff/me (the cookie is HttpOnly). The server renders the frame with who is signed in (`person`) but
 * leaves `staff` undefined: the pages' loaders read the staff API from the browser, which goes on from there.
 */
/** The workshop account's one page (issue 38.4): any other staff address sends it there. */
const toShopFloor = (locale: LocaleCode, pathname: string) => {
  // SHOP_FLOOR_PATH of src/domain/production/parts.ts, written out: that module would bring the cut lists into every staff page.
  const floor = localizePath('/admin/dielna', locale)
  return pathname.replace(/\/$/, '') === floor
    ? undefined
    : redirect({ href: floor, statusCode: 302, headers: { 'Cache-Control': 'no-store' } })
}

export const Route = createFileRoute('/_staff')({
  headers: personalPageHeaders,
  staticData: { staffTexts: true, staffFrame: true },
  beforeLoad: async ({ location, context }) => {
    if (typeof window === 'undefined') {
      const person = await context.staffSession?.()
      if (!person) throw toSignIn(context.locale, location.publicHref)
      const other = inPersonsLanguage(location.publicHref, context.locale, person.language)
      if (other) throw toPersonsLanguage(other)
      const floor = person.role === 'workshop' ? toShopFloor(context.locale, location.pathname) : undefined
      if (floor) throw floor
      return { staff: undefined, person }
    }
    await loadStaffTexts(context.i18n)
    const staff = await fetchStaffMe()
    if (!staff) throw toSignIn(context.locale, location.publicHref)
    const other = inPersonsLanguage(location.publicHref, context.locale, staff.language)
    if (other) throw toPersonsLanguage(other)
    const floor = staff.role === 'workshop' ? toShopFloor(context.locale, location.pathname) : undefined
    if (floor) throw floor
    return { staff, person: staff }
  },
  component: StaffLayout,
})

function StaffLayout() {
  const { i18n } = useLingui()
  const router = useRouter()
  const navigate = useNavigate()
  const staff = Route.useRouteContext({ select: (context) => context.staff })
  const person = Route.useRouteContext({ select: (context) => context.person })
  const locale = Route.useRouteContext({ select: (context) => context.locale })
  const title = useMatches({ select: (matches) => matches.at(-1)?.staticData.title })
  // The prompt to set up one-time codes stays off the page that sets them up.
  const settingUpCodes = useMatches({ select: (matches) => matches.at(-1)?.routeId === '/_staff/admin/personal' })
  const onShopFloor = useMatches({ select: (matches) => matches.at(-1)?.routeId === '/_staff/admin/dielna' })
  // A page the server rendered comes without the staff API's session: the browser runs the guard again.
  useEffect(() => {
    if (staff === undefined) void router.invalidate()
  }, [staff, router])
  const signOut = () =>
    void staffSignOut().then(() =>
      navigate({ to: staffSignInPath(locale), search: { redirect: router.state.location.publicHref } }),
    )
  // The chosen language is kept with the account; the page reloads in it (the router serves one language).
  const chooseLanguage = (language: Language) =>
    void setStaffLanguage(language).then(() => {
      const { pathname, searchStr, hash } = router.state.location
      window.location.assign(localizePath(pathname, localeOfLanguage(language)) + searchStr + (hash ? `#${hash}` : ''))
    })
  return (
    <StaffFrame staff={person} onSignOut={signOut} onLanguage={chooseLanguage}>
      <Page title={title ? i18n._(title) : ''}>
        {staff === undefined ? (
          <p className="pending">
            <Trans>Loading…</Trans>
          </p>
        ) : (
          <>
            <PlaceholderBanner />
            {staff.role === 'owner' && staff.totp === false && !settingUpCodes ? <TotpPrompt /> : null}
            {staff.role === 'workshop' && !onShopFloor ? (
              <p role="status" data-testid="workshop-notice">
                <Trans>
                  The workshop account has the shop floor only; the back office's desk is for the owner and staff.
                </Trans>
              </p>
            ) : (
              <Outlet />
            )}
          </>
        )}
      </Page>
    </StaffFrame>
  )
}
