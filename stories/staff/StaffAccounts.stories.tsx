import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createActor, fromPromise } from 'xstate'
import { staffAccountsMachine, type StaffAction } from '#machines/staffAccounts.ts'
import { StaffAccounts } from '#components/staff/StaffAccounts.tsx'
import type { StaffAccount } from '#domain/staffAccounts.ts'
import { ApiRequestError } from '#domain/apiError.ts'

/** Every state of the staff accounts screen: idle, saving, done (an invitation sent), failed (the last owner). */
type AccountsState = 'idle' | 'saving' | 'done' | 'failed'

const ACCOUNTS: StaffAccount[] = [
  {
    id: 3,
    name: 'Eva Nováková',
    email: 'eva@skrinka.sk',
    role: 'staff',
    state: 'active',
    totp: false,
    createdAt: '2026-11-20T08:00:00.000Z',
  },
  {
    id: 5,
    name: 'Marek z dielne',
    email: 'dielna@skrinka.sk',
    role: 'workshop',
    state: 'invited',
    totp: false,
    createdAt: '2026-11-28T09:00:00.000Z',
  },
  {
    id: 1,
    name: 'Olga Majiteľová',
    email: 'olga@skrinka.sk',
    role: 'owner',
    state: 'active',
    totp: true,
    createdAt: '2026-11-01T08:00:00.000Z',
  },
  {
    id: 4,
    name: 'Peter Bývalý',
    email: 'peter.byvaly-kolega-z-predajne@skrinka.sk',
    role: 'staff',
    state: 'disabled',
    totp: false,
    createdAt: '2026-10-01T08:00:00.000Z',
  },
]

/** An actor driven into `state`: its server never answers, answers the invitation, or refuses (the last owner). */
function accountsIn(state: AccountsState) {
  const staffAction = fromPromise<StaffAccount, StaffAction>(() => {
    if (state === 'done') return Promise.resolve(ACCOUNTS[1]!)
    if (state === 'failed')
      return Promise.reject(new ApiRequestError(422, { error: 'last_owner', message: 'The last active owner.' }))
    return new Promise(() => {})
  })
  const actor = createActor(staffAccountsMachine.provide({ actors: { staffAction } })).start()
  if (state === 'saving' || state === 'done')
    actor.send({
      type: 'staff.invite',
      invite: { name: 'Marek z dielne', email: 'dielna@skrinka.sk', role: 'workshop' },
    })
  if (state === 'failed')
    actor.send({ type: 'staff.change', id: 1, email: 'olga@skrinka.sk', change: { action: 'disable' } })
  return actor
}

function AccountsIn({ state }: { state: AccountsState }) {
  const actor = useMemo(() => accountsIn(state), [state])
  return <StaffAccounts accounts={ACCOUNTS} actor={actor} me="olga@skrinka.sk" />
}

/** The owner's staff accounts (/admin/personal): invite, roles, states, one-time codes, disable, new password links. */
const meta = {
  title: 'Staff/Staff accounts',
  component: AccountsIn,
  args: { state: 'idle' },
  parameters: { path: '/admin/personal' },
} satisfies Meta<typeof AccountsIn>
export default meta

type Story = StoryObj<typeof meta>

/** idle: four accounts (active, invited, the owner with codes, disabled) and the invitation form. */
export const Idle: Story = {}
/** saving: an invitation on its way; the buttons wait. */
export const Saving: Story = { args: { state: 'saving' } }
/** done: the invitation went out. */
export const Done: Story = { args: { state: 'done' } }
/** failed: the last active owner cannot be disabled. */
export const LastOwner: Story = { args: { state: 'failed' } }
