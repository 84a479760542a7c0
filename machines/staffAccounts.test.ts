import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { staffAccountsMachine, type StaffAction } from './staffAccounts'
import type { StaffAccount } from '#domain/staffAccounts.ts'
import { ApiRequestError } from '#domain/apiError.ts'

const account = (email: string, more: Partial<StaffAccount> = {}): StaffAccount => ({
  id: 7,
  name: 'Marek',
  email,
  role: 'staff',
  state: 'invited',
  totp: false,
  createdAt: '2026-11-28T09:00:00.000Z',
  ...more,
})

/** An actor whose server answers each action as `answer` says; the actions it was asked for are kept. */
function accountsActor(answer: (action: StaffAction) => Promise<StaffAccount>) {
  const asked: StaffAction[] = []
  const actor = createActor(
    staffAccountsMachine.provide({
      actors: {
        staffAction: fromPromise<StaffAccount, StaffAction>(({ input }) => {
          asked.push(input)
          return answer(input)
        }),
      },
    }),
  ).start()
  const changed: StaffAccount[] = []
  actor.on('staff.changed', (event) => changed.push(event.account))
  return { actor, asked, changed }
}

const refusal = (status: number, error: string) => new ApiRequestError(status, { error, message: error })

describe('staff accounts machine', () => {
  it('invites, says it is done, tells the app (the list is read again), and goes idle on dismissal', async () => {
    const { actor, asked, changed } = accountsActor(() => Promise.resolve(account('marek@skrinka.sk')))
    const invite = { name: 'Marek', email: 'marek@skrinka.sk', role: 'staff' as const }
    actor.send({ type: 'staff.invite', invite })
    expect(actor.getSnapshot().value).toBe('saving')
    const done = await waitFor(actor, (s) => s.matches('done'))
    expect(asked).toEqual([{ kind: 'invite', invite }])
    expect(done.context.result?.email).toBe('marek@skrinka.sk')
    expect(changed.map((each) => each.email)).toEqual(['marek@skrinka.sk'])
    actor.send({ type: 'staff.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toEqual({ action: null, result: null, error: null })
  })

  it('keeps why a change was refused (the last owner) with its account, until dismissed', async () => {
    const { actor, changed } = accountsActor(() => Promise.reject(refusal(422, 'last_owner')))
    actor.send({ type: 'staff.change', id: 1, email: 'olga@skrinka.sk', change: { action: 'disable' } })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toBe('last_owner')
    expect(failed.context.action).toEqual({
      kind: 'change',
      id: 1,
      email: 'olga@skrinka.sk',
      change: { action: 'disable' },
    })
    expect(changed).toEqual([])
    actor.send({ type: 'staff.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('tells a taken e-mail, a refused role, a lost connection apart', async () => {
    const answers = [refusal(409, 'email_taken'), refusal(403, 'forbidden_role'), new TypeError('Failed to fetch')]
    const { actor } = accountsActor(() => Promise.reject(answers.shift()!))
    const errors = []
    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'staff.invite', invite: { name: 'Eva', email: 'eva@skrinka.sk', role: 'staff' } })
      errors.push((await waitFor(actor, (s) => s.matches('failed'))).context.error)
      actor.send({ type: 'staff.dismiss' })
    }
    expect(errors).toEqual(['email_taken', 'forbidden', 'network'])
  })

  it('takes no second action while one is under way; a new action after a failure starts again', async () => {
    let release: (value: StaffAccount) => void = () => {}
    const { actor, asked } = accountsActor(
      (action) =>
        new Promise((resolve, reject) =>
          action.kind === 'invite' ? (release = resolve) : reject(refusal(404, 'not_found')),
        ),
    )
    actor.send({ type: 'staff.change', id: 3, email: 'x@skrinka.sk', change: { action: 'reset' } })
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toBe('not_found')
    actor.send({ type: 'staff.invite', invite: { name: 'Eva', email: 'eva@skrinka.sk', role: 'owner' } })
    actor.send({ type: 'staff.change', id: 3, email: 'x@skrinka.sk', change: { action: 'enable' } })
    expect(asked.map((each) => each.kind)).toEqual(['change', 'invite'])
    release(account('eva@skrinka.sk', { role: 'owner' }))
    const done = await waitFor(actor, (s) => s.matches('done'))
    expect(done.context.error).toBeNull()
    expect(done.context.result?.role).toBe('owner')
  })
})
