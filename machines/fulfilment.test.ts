import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { fulfilmentMachine } from './fulfilment'
import type { FulfilmentOrder, FulfilmentStatus, StatusChange } from '../src/domain/fulfilment'
import { ApiRequestError } from '../src/queries/api'

/** Confirmed on Friday 20 November 2026 at 09:00 in Bratislava: cancellable until Monday 10:00 (09:00 UTC). */
const CONFIRMED_AT = '2026-11-20T08:00:00.000Z'
const IN_TIME = '2026-11-23T08:59:00.000Z'
const TOO_LATE = '2026-11-23T09:00:00.000Z'

const orderAt = (status: FulfilmentStatus, version = 3): FulfilmentOrder => ({
  number: '2026-000123',
  country: 'SK',
  status,
  version,
  confirmedAt: status === 'received' ? null : CONFIRMED_AT,
})

/** The server as tests want it: answers each change with the order moved on (version + 1) unless told otherwise. */
const answering = (answer?: (change: StatusChange) => Promise<FulfilmentOrder>) => {
  const sent: StatusChange[] = []
  const changeStatus = fromPromise<FulfilmentOrder, StatusChange>(({ input }) => {
    sent.push(input)
    return answer
      ? answer(input)
      : Promise.resolve({
          ...orderAt(input.to, input.version + 1),
          confirmedAt: input.to === 'confirmed' ? CONFIRMED_AT : input.from === 'received' ? null : CONFIRMED_AT,
        })
  })
  return { sent, changeStatus }
}

function fulfilmentActor(status: FulfilmentStatus | null, answer?: (change: StatusChange) => Promise<FulfilmentOrder>) {
  const { sent, changeStatus } = answering(answer)
  const actor = createActor(fulfilmentMachine.provide({ actors: { changeStatus } })).start()
  if (status) actor.send({ type: 'fulfilment.load', order: orderAt(status) })
  return { actor, sent }
}

const conflict = (order: FulfilmentOrder) =>
  new ApiRequestError(409, { error: 'status_conflict', message: 'changed by someone else', order } as never)

describe('fulfilment machine (spec §4)', () => {
  it('waits for an order, then rests in the state of its status', () => {
    const { actor } = fulfilmentActor(null)
    expect(actor.getSnapshot().value).toBe('empty')
    for (const status of ['received', 'confirmed', 'inProduction', 'ready', 'delivered', 'cancelled'] as const) {
      actor.send({ type: 'fulfilment.load', order: orderAt(status) })
      expect(actor.getSnapshot().value).toBe(status)
      expect(actor.getSnapshot().context.order?.status).toBe(status)
    }
  })

  it.each([
    ['received', 'confirmed'],
    ['confirmed', 'inProduction'],
    ['inProduction', 'ready'],
    ['ready', 'delivered'],
  ] as const)('moves %s on to %s with the version it was decided on', async (from, to) => {
    const { actor, sent } = fulfilmentActor(from)
    actor.send({ type: 'fulfilment.next' })
    expect(actor.getSnapshot().value).toBe('changing')
    const snapshot = await waitFor(actor, (s) => s.matches(to))
    expect(sent).toEqual([{ number: '2026-000123', from, to, version: 3, note: '' }])
    expect(snapshot.context.order).toMatchObject({ status: to, version: 4 })
    expect(snapshot.context.request).toBeNull()
  })

  it.each(['delivered', 'cancelled'] as const)('refuses a next step from %s', (status) => {
    const { actor, sent } = fulfilmentActor(status)
    expect(actor.getSnapshot().can({ type: 'fulfilment.next' })).toBe(false)
    actor.send({ type: 'fulfilment.next' })
    expect(actor.getSnapshot().value).toBe(status)
    expect(sent).toEqual([])
  })

  it('cancels a received order at any time, with the note', async () => {
    const { actor, sent } = fulfilmentActor('received')
    actor.send({ type: 'fulfilment.cancel', note: 'Duplicate order', at: '2030-01-01T00:00:00.000Z' })
    await waitFor(actor, (s) => s.matches('cancelled'))
    expect(sent).toEqual([
      { number: '2026-000123', from: 'received', to: 'cancelled', version: 3, note: 'Duplicate order' },
    ])
  })

  it('cancels a confirmed order until 10:00 the next working day, not at 10:00', async () => {
    const { actor, sent } = fulfilmentActor('confirmed')
    const late = { type: 'fulfilment.cancel', note: 'Customer called', at: TOO_LATE } as const
    expect(actor.getSnapshot().can(late)).toBe(false)
    actor.send(late)
    expect(actor.getSnapshot().value).toBe('confirmed')
    expect(sent).toEqual([])
    actor.send({ ...late, at: IN_TIME })
    await waitFor(actor, (s) => s.matches('cancelled'))
    expect(sent.map((change) => change.to)).toEqual(['cancelled'])
  })

  it.each(['inProduction', 'ready', 'delivered', 'cancelled'] as const)('refuses to cancel %s', (status) => {
    const { actor, sent } = fulfilmentActor(status)
    const event = { type: 'fulfilment.cancel', note: 'Customer called', at: IN_TIME } as const
    expect(actor.getSnapshot().can(event)).toBe(false)
    actor.send(event)
    expect(actor.getSnapshot().value).toBe(status)
    expect(sent).toEqual([])
  })

  it('shows the order as another staff member left it after a 409, and goes on from there', async () => {
    const theirs = orderAt('inProduction', 5)
    const { actor, sent } = fulfilmentActor('confirmed', () => Promise.reject(conflict(theirs)))
    actor.send({ type: 'fulfilment.cancel', note: 'Customer called', at: IN_TIME })
    const snapshot = await waitFor(actor, (s) => s.matches('conflict'))
    expect(snapshot.context.order).toEqual(theirs)
    expect(snapshot.context.error).toBe('conflict')
    expect(snapshot.can({ type: 'fulfilment.next' })).toBe(false)
    actor.send({ type: 'fulfilment.continue' })
    expect(actor.getSnapshot().value).toBe('inProduction')
    expect(actor.getSnapshot().context).toMatchObject({ error: null, request: null })
    // Production started meanwhile: the cancellation is no longer possible.
    expect(actor.getSnapshot().can({ type: 'fulfilment.cancel', note: 'Customer called', at: IN_TIME })).toBe(false)
    expect(sent).toHaveLength(1)
  })

  it('keeps a failed change and sends it again as it was; a 409 without an order is a refusal', async () => {
    let calls = 0
    const { actor, sent } = fulfilmentActor('received', (change) => {
      calls++
      if (calls === 1) return Promise.reject(new TypeError('Failed to fetch'))
      if (calls === 2) return Promise.reject(new ApiRequestError(503, undefined))
      if (calls === 3) return Promise.reject(new ApiRequestError(409, { error: 'other', message: 'no' }))
      return Promise.resolve(orderAt(change.to, change.version + 1))
    })
    actor.send({ type: 'fulfilment.next' })
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toBe('network')
    actor.send({ type: 'fulfilment.retry' })
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toBe('server')
    actor.send({ type: 'fulfilment.retry' })
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toBe('refused')
    expect(actor.getSnapshot().context.order?.status).toBe('received')
    actor.send({ type: 'fulfilment.retry' })
    await waitFor(actor, (s) => s.matches('confirmed'))
    expect(new Set(sent.map((change) => JSON.stringify(change))).size).toBe(1)
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('ignores a reload while a change is on its way, and reloads any resting state', async () => {
    let answer: (order: FulfilmentOrder) => void = () => {}
    const { actor } = fulfilmentActor('ready', () => new Promise((resolve) => (answer = resolve)))
    actor.send({ type: 'fulfilment.next' })
    actor.send({ type: 'fulfilment.load', order: orderAt('received') })
    expect(actor.getSnapshot().value).toBe('changing')
    answer(orderAt('delivered', 4))
    await waitFor(actor, (s) => s.matches('delivered'))
    actor.send({ type: 'fulfilment.load', order: orderAt('ready', 9) })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.order?.version).toBe(9)
  })

  it('is not wired to the staff API by default', async () => {
    const actor = createActor(fulfilmentMachine).start()
    actor.send({ type: 'fulfilment.load', order: orderAt('received') })
    actor.send({ type: 'fulfilment.next' })
    const snapshot = await waitFor(actor, (s) => s.matches('failed'))
    expect(snapshot.context.error).toBe('network')
  })
})
