import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiRequestError } from '#domain/apiError.ts'
import { deliveryDeskMachine, type DeliveryAction, type DeliveryActionOutput } from './deliveryDesk'

/** The desk with its call answered by `answer` (each action it was asked recorded). */
function desk(answer: (action: DeliveryAction) => Promise<DeliveryActionOutput>) {
  const asked: DeliveryAction[] = []
  const actor = createActor(
    deliveryDeskMachine.provide({
      actors: {
        deliveryAction: fromPromise<DeliveryActionOutput, DeliveryAction>(({ input }) => {
          asked.push(input)
          return answer(input)
        }),
      },
    }),
  )
  const emitted: DeliveryAction[] = []
  actor.on('delivery.changed', (event) => emitted.push(event.action))
  actor.start()
  return { actor, asked, emitted }
}

const plan = { type: 'delivery.plan', date: '2026-12-02', number: '2026-000007', from: '8:00', to: '10:00' } as const

describe('the deliveries desk machine', () => {
  it('plans an order: saving, then idle, and tells the view the day changed', async () => {
    const { actor, asked, emitted } = desk(async () => ({}))
    actor.send(plan)
    expect(actor.getSnapshot().value).toBe('saving')
    await waitFor(actor, (s) => s.matches('idle'))
    const action = { kind: 'plan', date: '2026-12-02', number: '2026-000007', from: '8:00', to: '10:00' }
    expect(asked).toEqual([action])
    expect(emitted).toEqual([action])
    expect(actor.getSnapshot().context).toEqual({ action: null, error: null, sent: null })
  })

  it('keeps the numbers the "on the way" round e-mailed', async () => {
    const { actor, emitted } = desk(async () => ({ sent: ['2026-000007', '2026-000009'] }))
    actor.send({ type: 'delivery.notify', date: '2026-12-02' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(actor.getSnapshot().context.sent).toEqual(['2026-000007', '2026-000009'])
    expect(emitted).toEqual([{ kind: 'notify', date: '2026-12-02' }])
  })

  it("keeps a refusal's code until dismissed, and tries the same action again on retry", async () => {
    let calls = 0
    const { actor, asked, emitted } = desk(async () => {
      calls++
      if (calls === 1) throw new ApiRequestError(422, { error: 'not_ready', message: 'Only a ready order.' })
      return {}
    })
    actor.send({ type: 'delivery.parcel', number: '2026-000007', carrier: 'gls', carrierName: '', tracking: 'AB1234' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('not_ready')
    expect(emitted).toEqual([])
    actor.send({ type: 'delivery.retry' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(asked).toHaveLength(2)
    expect(asked[1]).toEqual(asked[0])
    expect(emitted).toEqual([asked[0]])
  })

  it('tells a lost connection and a server error apart; dismissing forgets the failed action', async () => {
    const network = desk(() => Promise.reject(new TypeError('Failed to fetch')))
    network.actor.send(plan)
    await waitFor(network.actor, (s) => s.matches('failed'))
    expect(network.actor.getSnapshot().context.error).toBe('network')
    network.actor.send({ type: 'delivery.dismiss' })
    expect(network.actor.getSnapshot().value).toBe('idle')
    expect(network.actor.getSnapshot().context).toMatchObject({ action: null, error: null })

    const server = desk(() => Promise.reject(new ApiRequestError(500, undefined)))
    server.actor.send(plan)
    await waitFor(server.actor, (s) => s.matches('failed'))
    expect(server.actor.getSnapshot().context.error).toBe('server')
  })

  it('ignores a second request while one is on its way', async () => {
    let release: () => void = () => {}
    const { actor, asked } = desk(() => new Promise((resolve) => (release = () => resolve({}))))
    actor.send(plan)
    actor.send({ type: 'delivery.notify', date: '2026-12-02' })
    release()
    await waitFor(actor, (s) => s.matches('idle'))
    expect(asked).toHaveLength(1)
  })
})
