import { useEffect } from 'react'
import { Outlet, createFileRoute, useMatches, useRouter } from '@tanstack/react-router'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '../components/Page'
import { StaffSignIn } from '../components/staff/StaffSignIn'
import { readStaff } from '../components/staff/staffSession'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A staff screen's page title, shown above the sign-in too. */
    title?: MessageDescriptor
  }
}

/**
 * The layout of the staff screens (the consultation; a back office later): nothing under it shows
 * before a staff member has signed in. The sign-in lives in the tab's session storage, which the
 * server cannot see: there the guard leaves `staff` undecided (undefined) and the page is a neutral
 * shell; in the browser the guard reads the tab (null: sign in first).
 */
export const Route = createFileRoute('/_staff')({
  beforeLoad: () => ({ staff: typeof window === 'undefined' ? undefined : readStaff() }),
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
      ) : staff === null ? (
        <StaffSignIn onSignIn={() => void router.invalidate()} />
      ) : (
        <Outlet />
      )}
    </Page>
  )
}
