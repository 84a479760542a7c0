/**
 * The fulfilment machine with its real `changeStatus` actor: what it sends to the staff API
 * (POST /api/staff/orders/:number/status through api()) and how it takes each answer: 200, 409
 * (the new state is shown), 422 (the reason, the order unchanged), 5xx and a failing network.
 * Only fetch is replaced; the graph of every path is in machine-paths.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { fulfilmentMachine } from '../../machines/fulfilment'
import type { FulfilmentOrder, FulfilmentStatus } from '../../src/domain/fulfilment'

const CONFIRMED_AT = '2026-11-20T08:00:00.000Z'
const orderAt = (status: FulfilmentStatus, version: number): FulfilmentOrder => ({
  number: '2026-000123',
  country: 'SK',
  status,
  version,
  confirmedAt: status === 'received' ? null : CONFIRMED_AT,
})

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** Replaces fetch with answers given in turn; returns the requests it saw. */
function serve(...answers: (() => Response | Promise<Response>)[]) {
  const requests: { url: string; method: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, method: init.method ?? 'GET', body: JSON.parse(String(init.body)) })
      const next = answers.shift()
      if (!next) throw new Error('no answer left')
      return next()
    }),
  )
  return requests
}

afterEach(() => vi.unstubAllGlobals())

/** An actor with the order loaded in `status`. */
function actorAt(status: FulfilmentStatus, version = 3) {
  const actor = createActor(fulfilmentMachine).start()
  actor.send({ type: 'fulfilment.load', order: orderAt(status, version) })
  return actor
}

const settled = (actor: ReturnType<typeof actorAt>) => waitFor(actor, (s) => !s.matches('changing'))

describe('fulfilment machine against the staff API', () => {
  it.each([
    ['received', 'confirmed'],
    ['confirmed', 'inProduction'],
    ['inProduction', 'ready'],
    ['ready', 'delivered'],
  ] as const)('%s → %s: posts the change and rests at the answer', async (from, to) => {
    const requests = serve(() => answer(200, { order: orderAt(to, 4) }))
    const actor = actorAt(from)
    actor.send({ type: 'fulfilment.next' })
    expect(actor.getSnapshot().value).toBe('changing')
    const snapshot = await settled(actor)
    expect(requests).toEqual([
      {
        url: '/api/staff/orders/2026-000123/status',
        method: 'POST',
        body: { from, to, version: 3, note: '' },
      },
    ])
    expect(snapshot.value).toBe(to)
    expect(snapshot.context).toMatchObject({ order: { status: to, version: 4 }, error: null, request: null })
  })

  it.each(['received', 'confirmed'] as const)('%s → cancelled: sends the note along', async (from) => {
    const requests = serve(() => answer(200, { order: orderAt('cancelled', 4) }))
    const actor = actorAt(from)
    actor.send({ type: 'fulfilment.cancel', note: 'Zákazník volal', at: '2026-11-23T08:30:00.000Z' })
    expect((await settled(actor)).value).toBe('cancelled')
    expect(requests[0]!.body).toEqual({ from, to: 'cancelled', version: 3, note: 'Zákazník volal' })
  })

  it('refuses, without asking the server, what the back office may not do', () => {
    const requests = serve()
    for (const status of ['delivered', 'cancelled'] as const) {
      const actor = actorAt(status)
      actor.send({ type: 'fulfilment.next' })
      actor.send({ type: 'fulfilment.cancel', note: 'x', at: '2026-11-23T08:30:00.000Z' })
      expect(actor.getSnapshot().value).toBe(status)
    }
    for (const status of ['inProduction', 'ready'] as const) {
      const actor = actorAt(status)
      actor.send({ type: 'fulfilment.cancel', note: 'Zákazník volal', at: '2026-11-20T08:01:00.000Z' })
      expect(actor.getSnapshot().value).toBe(status)
    }
    // Past 10:00 on Monday after a Friday confirmation: only with a note.
    const late = actorAt('confirmed')
    late.send({ type: 'fulfilment.cancel', note: ' ', at: '2026-11-23T09:00:00.000Z' })
    expect(late.getSnapshot().value).toBe('confirmed')
    expect(requests).toEqual([])
  })

  it('takes a 409 as the order another staff member left, shows it, and goes on from it', async () => {
    serve(() => answer(409, { error: 'status_conflict', message: 'first', order: orderAt('inProduction', 4) }))
    const actor = actorAt('confirmed')
    actor.send({ type: 'fulfilment.next' })
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('conflict')
    expect(snapshot.context).toMatchObject({ order: { status: 'inProduction', version: 4 }, error: 'conflict' })
    actor.send({ type: 'fulfilment.continue' })
    expect(actor.getSnapshot().value).toBe('inProduction')
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('takes a 422 back to the order as it is, with the reason', async () => {
    serve(() => answer(422, { error: 'note_required', message: 'say why', order: orderAt('confirmed', 3) }))
    const actor = actorAt('confirmed')
    actor.send({ type: 'fulfilment.cancel', note: '', at: '2026-11-23T08:59:00.000Z' })
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('confirmed')
    expect(snapshot.context).toMatchObject({ error: 'refused', refusal: 'note_required', request: null })
  })

  it('keeps a change that did not arrive (network) and sends the same one again on retry', async () => {
    const requests = serve(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => answer(200, { order: orderAt('confirmed', 4) }),
    )
    const actor = actorAt('received')
    actor.send({ type: 'fulfilment.next' })
    const failed = await settled(actor)
    expect(failed.value).toBe('failed')
    expect(failed.context).toMatchObject({ error: 'network', request: { to: 'confirmed', version: 3 } })
    actor.send({ type: 'fulfilment.retry' })
    expect((await settled(actor)).value).toBe('confirmed')
    expect(requests.map((request) => request.body)).toEqual([
      { from: 'received', to: 'confirmed', version: 3, note: '' },
      { from: 'received', to: 'confirmed', version: 3, note: '' },
    ])
  })

  it('tells a server error from a refusal it cannot read', async () => {
    serve(
      () => answer(503, { error: 'unavailable', message: 'later' }),
      () => answer(404, { error: 'not_found', message: 'No order' }),
    )
    const actor = actorAt('received')
    actor.send({ type: 'fulfilment.next' })
    expect((await settled(actor)).context.error).toBe('server')
    actor.send({ type: 'fulfilment.retry' })
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('failed')
    expect(snapshot.context).toMatchObject({ error: 'refused', refusal: null })
  })
})
