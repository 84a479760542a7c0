import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createActor, fromPromise } from 'xstate'
import { totpSetupMachine } from '#machines/totpSetup.ts'
import { TotpSetup } from '#components/staff/TotpSetup.tsx'
import type { StaffTotpSetup } from '#domain/staffAccounts.ts'
import { ApiRequestError } from '#domain/apiError.ts'

type TotpState = 'off' | 'on' | 'starting' | 'scanning' | 'wrongCode' | 'failed'

// A QR code's look without the server's encoder: a few modules are enough for the layout.
const SETUP: StaffTotpSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Skrinka:olga%40skrinka.sk?secret=JBSWY3DPEHPK3PXP',
  qrSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7"><path d="M0 0h3v3H0zM4 0h3v3H4zM0 4h3v3H0zM4 4h1v1H4zM6 6h1v1H6z"/></svg>',
}

/** An actor driven into `state`: the set-up never answers, answers, or the code is wrong. */
function totpIn(state: TotpState) {
  const startTotp = fromPromise<StaffTotpSetup>(() => {
    if (state === 'starting') return new Promise(() => {})
    if (state === 'failed') return Promise.reject(new TypeError('Failed to fetch'))
    return Promise.resolve(SETUP)
  })
  const confirmTotp = fromPromise<void, { code: string }>(() =>
    Promise.reject(new ApiRequestError(422, { error: 'wrong_code', message: 'wrong' })),
  )
  const actor = createActor(totpSetupMachine.provide({ actors: { startTotp, confirmTotp } }), {
    input: { enabled: state === 'on' },
  }).start()
  if (state !== 'off' && state !== 'on') actor.send({ type: 'totp.start' })
  if (state === 'wrongCode') {
    const sub = actor.subscribe((snapshot) => {
      if (!snapshot.matches('scanning')) return
      sub.unsubscribe()
      actor.send({ type: 'totp.confirm', code: '000000' })
    })
  }
  return actor
}

function TotpIn({ state }: { state: TotpState }) {
  const actor = useMemo(() => totpIn(state), [state])
  return <TotpSetup actor={actor} />
}

/** One-time codes for the signed-in account (/admin/personal): off, on, the QR code, a wrong code, a lost set-up. */
const meta = {
  title: 'Staff/One-time codes',
  component: TotpIn,
  args: { state: 'off' },
  parameters: { path: '/admin/personal' },
} satisfies Meta<typeof TotpIn>
export default meta

type Story = StoryObj<typeof meta>

/** off: the account signs in with its password alone. */
export const Off: Story = {}
/** on: the sign-in asks for a code; a new phone can be set up. */
export const On: Story = { args: { state: 'on' } }
/** starting: the new secret is on its way. */
export const Starting: Story = { args: { state: 'starting' } }
/** scanning: the QR code, the key and the code field. */
export const Scanning: Story = { args: { state: 'scanning' } }
/** The code did not match: said so, the QR code kept. */
export const WrongCode: Story = { args: { state: 'wrongCode' } }
/** failed: the set-up did not reach the shop. */
export const Failed: Story = { args: { state: 'failed' } }
