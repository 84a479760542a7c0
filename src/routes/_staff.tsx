import { useEffect } from 'react'
import { Outlet, createFileRoute, redirect, useMatches, useRouter } from '@tanstack/react-router'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '#components/Page.tsx'
import { PlaceholderBanner } from '#components/staff/PlaceholderBanner.tsx'
import { fetchStaffMe } from '#queries/staff.ts'
import { loadStaffTexts } from '#i18n/i18n.ts'
import { staffSignInPath } from './-lib/staffSignIn'
import { personalPageHeaders } from './-lib/head'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A staff screen's page title. */
    title?: MessageDescriptor
    /** The page shows the back office's texts: the browser loads their catalog before rendering it. */
    staffTexts?: true
  }
}

/**
 * The layout of the staff screens (the consultation; the back office): nothing under it shows
 * before a staff member has signed in, and while the published shop settings still hold the
 * made-up placeholders, every screen says so first. The browser asks GET /api/staff/me (the session cookie is
 * HttpOnly and goes along); signed out, it is sent to the sign-in page with a way back. The server
 * renders a neutral shell (staff undefined) and leaves the check to the browser, which keeps the
 * page renderer free of cookies.
 */
export const Route = createFileRoute('/_staff')({
  headers: personalPageHeaders,
  staticData: { staffTexts: true },
  beforeLoad: async ({ location, context }) => {
    if (typeof window === 'undefined') return { staff: undefined }
    await loadStaffTexts(context.i18n)
    const staff = await fetchStaffMe()
    if (!staff) throw redirect({ to: staffSignInPath(context.locale), search: { redirect: location.href } })
    return { staff }
  },
  component: StaffLayout,
})

function StaffLayout() {
  const { i18n } = useLingui()
  const router = useRouter()
  const staff = Route.useRouteContext({ select: (context) => context.staff })
  const title = useMatches({ select: (matches) => matches.at(-1)?.staticData.title })
  // A page the server rendered comes with the guard undecided: the browser runs it again.
  useEffect(() => {
    if (staff === undefined) void router.invalidate()
  }, [staff, router])
  return (
    <Page title={title ? i18n._(title) : ''}>
      {staff === undefined ? (
        <p className="pending">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <>
          <PlaceholderBanner />
          <Outlet />
        </>
      )}
    </Page>
  )
}
