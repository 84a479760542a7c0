import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { totpSetupMachine } from './totpSetup'
import type { StaffTotpSetup } from '#domain/staffAccounts.ts'
import { ApiRequestError } from '#domain/apiError.ts'

const setup: StaffTotpSetup = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Skrinka:olga', qrSvg: '<svg/>' }

/** An actor whose server starts with `start` and confirms only `right`. */
function totpActor(options: { enabled?: boolean; start?: () => Promise<StaffTotpSetup>; right?: string } = {}) {
  const codes: string[] = []
  const actor = createActor(
    totpSetupMachine.provide({
      actors: {
        startTotp: fromPromise<StaffTotpSetup>(() => (options.start ? options.start() : Promise.resolve(setup))),
        confirmTotp: fromPromise<void, { code: string }>(({ input }) => {
          codes.push(input.code)
          return input.code === (options.right ?? '123456')
            ? Promise.resolve()
            : Promise.reject(new ApiRequestError(422, { error: 'wrong_code', message: 'wrong' }))
        }),
      },
    }),
    { input: { enabled: options.enabled ?? false } },
  ).start()
  const enabled: string[] = []
  actor.on('totp.enabled', (event) => enabled.push(event.type))
  return { actor, codes, enabled }
}

describe('one-time codes set-up machine', () => {
  it('starts off or on as the account is', () => {
    expect(totpActor().actor.getSnapshot().value).toBe('off')
    expect(totpActor({ enabled: true }).actor.getSnapshot().value).toBe('on')
  })

  it('shows the secret, keeps it through a wrong code, and turns on with the right one', async () => {
    const { actor, codes, enabled } = totpActor()
    actor.send({ type: 'totp.start' })
    const scanning = await waitFor(actor, (s) => s.matches('scanning'))
    expect(scanning.context.setup).toEqual(setup)
    actor.send({ type: 'totp.confirm', code: '000000' })
    const wrong = await waitFor(actor, (s) => s.matches('scanning') && s.context.error !== null)
    expect(wrong.context.error).toBe('wrong_code')
    expect(wrong.context.setup).toEqual(setup)
    expect(enabled).toEqual([])
    actor.send({ type: 'totp.confirm', code: '123456' })
    const on = await waitFor(actor, (s) => s.matches('on'))
    expect(codes).toEqual(['000000', '123456'])
    expect(on.context.setup).toBeNull()
    expect(enabled).toEqual(['totp.enabled'])
  })

  it('a lost start fails, and a retry asks for a new secret', async () => {
    let starts = 0
    const { actor } = totpActor({
      start: () => (++starts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(setup)),
    })
    actor.send({ type: 'totp.start' })
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toBe('network')
    actor.send({ type: 'totp.retry' })
    await waitFor(actor, (s) => s.matches('scanning'))
    expect(starts).toBe(2)
  })
})
