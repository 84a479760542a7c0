import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { staffAccountsMachine } from '#machines/staffAccounts.ts'
import { totpSetupMachine } from '#machines/totpSetup.ts'
import { StaffAccounts } from '#components/staff/StaffAccounts.tsx'
import { TotpSetup } from '#components/staff/TotpSetup.tsx'
import { useHostedActor } from '#components/useHostedActor.ts'
import type { StaffMe } from '#domain/schemas.ts'
import { staffAccountsActors, staffAccountsQueryOptions, totpActors } from '#queries/staffAccounts.ts'
import { pageHead } from '../-lib/head'

const title = msg`Staff`

/**
 * The staff accounts (issue 36.6; menu place "Staff", owners): invite, roles, disable, new password links, and one's
 * own one-time codes. Anyone signed in may open it for their codes; the accounts are the owner's.
 */
export const Route = createFileRoute('/_staff/admin/personal')({
  staticData: { title },
  head: (input) => {
    const head = pageHead(input, title, msg`The shop owner manages the staff accounts.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  // Warmed in the browser only (the server render has no staff API session), and for owners only (403 to others).
  loader: ({ context }) =>
    context.staff?.role === 'owner' ? context.queryClient.ensureQueryData(staffAccountsQueryOptions()) : undefined,
  component: StaffPage,
})

function StaffPage() {
  // The staff layout renders this page only once someone has signed in.
  const staff = Route.useRouteContext({ select: (context) => context.staff })!
  const router = useRouter()
  const totp = useHostedActor(totpSetupMachine, {
    input: { enabled: staff.totp === true },
    provide: { actors: totpActors },
    // Who is signed in is read again: the owner's prompt to set up codes goes.
    on: { 'totp.enabled': () => void router.invalidate() },
  })
  return (
    <>
      {staff.role === 'owner' ? (
        <Accounts staff={staff} />
      ) : (
        <p>
          <Trans>Only the shop owner manages staff accounts.</Trans>
        </p>
      )}
      <TotpSetup actor={totp} />
    </>
  )
}

function Accounts({ staff }: { staff: StaffMe }) {
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(staffAccountsQueryOptions())
  const actor = useHostedActor(staffAccountsMachine, {
    provide: { actors: staffAccountsActors },
    on: {
      'staff.changed': () => void queryClient.invalidateQueries({ queryKey: staffAccountsQueryOptions().queryKey }),
    },
  })
  return <StaffAccounts accounts={data.users} actor={actor} me={staff.email} />
}
