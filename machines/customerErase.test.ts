import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { customerEraseMachine, type CustomerEraseEmitted, type CustomerEraseInput } from './customerErase'
import type { CustomerErasure } from '#domain/customers.ts'
import { ApiRequestError } from '#domain/apiError.ts'

const DONE: CustomerErasure = { anonymised: ['2026-000007'], keptForAccounts: ['2026-000003'], mails: 4 }

/** The machine with a server answering each erasure as `answer` says; the ids it was asked for. */
function eraseActor(answer: () => Promise<CustomerErasure> = () => Promise.resolve(DONE)) {
  const asked: string[] = []
  const eraseCustomer = fromPromise<CustomerErasure, CustomerEraseInput>(({ input }) => {
    asked.push(input.id)
    return answer()
  })
  const actor = createActor(customerEraseMachine.provide({ actors: { eraseCustomer } }), {
    input: { id: 'a1b2c3d4e5f60718' },
  })
  const heard: CustomerEraseEmitted[] = []
  actor.on('customer.erased', (event) => void heard.push(event))
  actor.start()
  return { actor, asked, heard }
}

describe('customer erasure machine', () => {
  it('erases nothing without the confirmation, and a cancel goes back', () => {
    const { actor, asked } = eraseActor()
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'erase.confirm' })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'erase.ask' })
    expect(actor.getSnapshot().value).toBe('confirming')
    actor.send({ type: 'erase.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(asked).toEqual([])
  })

  it('erases once confirmed, keeps the result and tells the app', async () => {
    const { actor, asked, heard } = eraseActor()
    actor.send({ type: 'erase.ask' })
    actor.send({ type: 'erase.confirm' })
    expect(actor.getSnapshot().value).toBe('erasing')
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().value).toBe('erased')
    expect(actor.getSnapshot().context.result).toEqual(DONE)
    expect(asked).toEqual(['a1b2c3d4e5f60718'])
    expect(heard).toEqual([{ type: 'customer.erased', id: 'a1b2c3d4e5f60718', result: DONE }])
  })

  it('is refused while orders are in progress and names them', async () => {
    const refusal = new ApiRequestError(422, {
      error: 'orders_in_progress',
      message: 'Orders in progress cannot be erased: 2026-000009.',
      orders: ['2026-000009'],
    } as never)
    const { actor, heard } = eraseActor(() => Promise.reject(refusal))
    actor.send({ type: 'erase.ask' })
    actor.send({ type: 'erase.confirm' })
    await waitFor(actor, (snapshot) => snapshot.matches('refused'))
    expect(actor.getSnapshot().context.inProgress).toEqual(['2026-000009'])
    expect(heard).toEqual([])
    actor.send({ type: 'erase.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('fails on the connection or the server and retries the same erasure', async () => {
    let attempts = 0
    const { actor, asked } = eraseActor(() =>
      ++attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : attempts === 2
          ? Promise.reject(new ApiRequestError(500, undefined))
          : Promise.resolve(DONE),
    )
    actor.send({ type: 'erase.ask' })
    actor.send({ type: 'erase.confirm' })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('network')
    actor.send({ type: 'erase.retry' })
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('server')
    actor.send({ type: 'erase.retry' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(asked).toEqual(['a1b2c3d4e5f60718', 'a1b2c3d4e5f60718', 'a1b2c3d4e5f60718'])
  })
})
