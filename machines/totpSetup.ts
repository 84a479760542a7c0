/**
 * Setting up one-time codes for one's own account (issue 36.6): `off` (or `on` when the account has them),
 * `starting` (a new secret from the server), `scanning` (its QR code and secret shown, a code typed), `confirming`,
 * then `on`. A wrong code goes back to `scanning` saying so, the secret kept; a lost answer to `failed`.
 */
import { assign, emit, setup } from 'xstate'
import type { StaffTotpSetup } from '#domain/staffAccounts.ts'
import { ApiRequestError } from '#domain/apiError.ts'
import { providedPromise } from './effects'

export type TotpError = 'wrong_code' | 'network'

export interface TotpContext {
  /** The account had codes when the screen opened. */
  enabled: boolean
  setup: StaffTotpSetup | null
  error: TotpError | null
}

export type TotpEvent = { type: 'totp.start' } | { type: 'totp.confirm'; code: string } | { type: 'totp.retry' }

/** What the app hears: the account signs in with codes from now (who is signed in is read again). */
export type TotpEmitted = { type: 'totp.enabled' }

const isWrongCode = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 422 || error.status === 400)

export const totpSetupMachine = setup({
  types: {
    context: {} as TotpContext,
    events: {} as TotpEvent,
    input: {} as { enabled: boolean },
    emitted: {} as TotpEmitted,
  },
  actors: {
    startTotp: providedPromise<StaffTotpSetup>('startTotp'),
    confirmTotp: providedPromise<void, { code: string }>('confirmTotp'),
  },
  actions: {
    takeSetup: assign({ setup: ({ event }) => (event as unknown as { output: StaffTotpSetup }).output, error: null }),
    wrongCode: assign({ error: 'wrong_code' as const }),
    lost: assign({ error: 'network' as const }),
    forget: assign({ setup: null, error: null }),
    tellEnabled: emit({ type: 'totp.enabled' as const }),
  },
}).createMachine({
  id: 'totpSetup',
  context: ({ input }) => ({ enabled: input.enabled, setup: null, error: null }),
  initial: 'choosing',
  states: {
    choosing: { always: [{ guard: ({ context }) => context.enabled, target: 'on' }, { target: 'off' }] },
    off: { on: { 'totp.start': 'starting' } },
    starting: {
      invoke: {
        id: 'startTotp',
        src: 'startTotp',
        onDone: { target: 'scanning', actions: 'takeSetup' },
        onError: { target: 'failed', actions: 'lost' },
      },
    },
    scanning: { on: { 'totp.confirm': 'confirming' } },
    confirming: {
      invoke: {
        id: 'confirmTotp',
        src: 'confirmTotp',
        input: ({ event }) => ({ code: (event as { code?: string }).code ?? '' }),
        onDone: { target: 'on', actions: ['forget', 'tellEnabled'] },
        onError: [
          { guard: ({ event }) => isWrongCode(event.error), target: 'scanning', actions: 'wrongCode' },
          { target: 'failed', actions: 'lost' },
        ],
      },
    },
    /** The set-up did not start or its confirmation was lost: begin again (a new secret). */
    failed: { on: { 'totp.retry': { target: 'starting', actions: 'forget' } } },
    /** The account signs in with codes; a new set-up replaces the secret once confirmed. */
    on: { on: { 'totp.start': 'starting' } },
  },
})
