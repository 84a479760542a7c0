import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { fulfilmentMachine, UNDO_SECONDS, type StatusUndo } from './fulfilment'
import type { FulfilmentOrder, FulfilmentStatus, StatusChange } from '#domain/fulfilment.ts'
import { ApiRequestError } from '#queries/client.ts'
import { fulfilmentActors } from '#queries/actors.ts'

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
  courier: true,
})

/** Lets the simulated clock run whole seconds, one tick at a time (each tick schedules the next). */
const seconds = (clock: SimulatedClock, count: number) => {
  for (let i = 0; i < count; i++) clock.increment(1000)
}

/** A click on the next step at a time past the customer's window (no warning), then its confirmation. */
const NEXT = { type: 'fulfilment.next', at: TOO_LATE } as const
const CONFIRM = { type: 'fulfilment.confirm', acknowledged: false } as const

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

function fulfilmentActor(
  status: FulfilmentStatus | null,
  answer?: (change: StatusChange) => Promise<FulfilmentOrder>,
  undo?: (input: StatusUndo) => Promise<FulfilmentOrder>,
  clock = new SimulatedClock(),
) {
  const { sent, changeStatus } = answering(answer)
  const undoStatus = fromPromise<FulfilmentOrder, StatusUndo>(({ input }) =>
    undo ? undo(input) : Promise.reject(new Error('no undo')),
  )
  const actor = createActor(fulfilmentMachine.provide({ actors: { changeStatus, undoStatus } }), { clock }).start()
  if (status) actor.send({ type: 'fulfilment.load', order: orderAt(status) })
  return { actor, sent }
}

const conflict = (order: FulfilmentOrder) =>
  new ApiRequestError(409, { error: 'status_conflict', message: 'changed by someone else', order } as never)

describe('fulfilment machine (docs/product.md#staff)', () => {
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
    const clock = new SimulatedClock()
    const { actor, sent } = fulfilmentActor(from, undefined, undefined, clock)
    actor.send(NEXT)
    expect(actor.getSnapshot().value).toBe('confirming')
    actor.send(CONFIRM)
    expect(actor.getSnapshot().value).toBe('changing')
    await waitFor(actor, (s) => s.matches('undoable'))
    seconds(clock, UNDO_SECONDS)
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe(to)
    expect(sent).toEqual([{ number: '2026-000123', from, to, version: 3, note: '' }])
    expect(snapshot.context.order).toMatchObject({ status: to, version: 4 })
    expect(snapshot.context.request).toBeNull()
  })

  it.each(['delivered', 'cancelled'] as const)('refuses a next step from %s', (status) => {
    const { actor, sent } = fulfilmentActor(status)
    expect(actor.getSnapshot().can(NEXT)).toBe(false)
    actor.send(NEXT)
    expect(actor.getSnapshot().value).toBe(status)
    expect(sent).toEqual([])
  })

  it('cancels a received order at any time, with the note', async () => {
    const { actor, sent } = fulfilmentActor('received')
    actor.send({ type: 'fulfilment.cancel', note: 'Duplicate order', at: '2030-01-01T00:00:00.000Z' })
    actor.send(CONFIRM)
    await waitFor(actor, (s) => s.matches('undoable'))
    expect(actor.getSnapshot().context.order?.status).toBe('cancelled')
    expect(sent).toEqual([
      { number: '2026-000123', from: 'received', to: 'cancelled', version: 3, note: 'Duplicate order' },
    ])
  })

  it('cancels a confirmed order until 10:00 the next working day, from 10:00 on only with a note', async () => {
    const { actor, sent } = fulfilmentActor('confirmed')
    const late = { type: 'fulfilment.cancel', note: ' ', at: TOO_LATE } as const
    expect(actor.getSnapshot().can(late)).toBe(false)
    actor.send(late)
    expect(actor.getSnapshot().value).toBe('confirmed')
    expect(sent).toEqual([])
    expect(actor.getSnapshot().can({ ...late, note: '', at: IN_TIME })).toBe(true)
    // Past the customer's window the shop may still cancel before production, saying why.
    actor.send({ ...late, note: 'Decor discontinued' })
    actor.send(CONFIRM)
    await waitFor(actor, (s) => s.matches('undoable'))
    expect(sent.map((change) => [change.to, change.note])).toEqual([['cancelled', 'Decor discontinued']])
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
    actor.send(CONFIRM)
    const snapshot = await waitFor(actor, (s) => s.matches('conflict'))
    expect(snapshot.context.order).toEqual(theirs)
    expect(snapshot.context.error).toBe('conflict')
    expect(snapshot.can(NEXT)).toBe(false)
    // The page reads the order again (the machine told it the order moved): the notice stays until dismissed.
    actor.send({ type: 'fulfilment.load', order: theirs })
    expect(actor.getSnapshot().value).toBe('conflict')
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
    actor.send(NEXT)
    actor.send(CONFIRM)
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toBe('network')
    actor.send({ type: 'fulfilment.retry' })
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toBe('server')
    actor.send({ type: 'fulfilment.retry' })
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toBe('refused')
    expect(actor.getSnapshot().context.order?.status).toBe('received')
    actor.send({ type: 'fulfilment.retry' })
    await waitFor(actor, (s) => s.matches('undoable'))
    expect(new Set(sent.map((change) => JSON.stringify(change))).size).toBe(1)
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('tells the page when the order moved on at the server: a change, a 409, a refusal with a new version', async () => {
    const moved: FulfilmentOrder[] = []
    const listen = (actor: ReturnType<typeof fulfilmentActor>['actor']) =>
      actor.on('fulfilment.moved', ({ order }) => moved.push(order))
    const changed = fulfilmentActor('received')
    listen(changed.actor)
    changed.actor.send(NEXT)
    changed.actor.send(CONFIRM)
    await waitFor(changed.actor, (s) => s.matches('undoable'))
    expect(moved.map((order) => [order.status, order.version])).toEqual([['confirmed', 4]])
    // A reload is the page's own read: nothing to tell.
    changed.actor.send({ type: 'fulfilment.load', order: orderAt('confirmed', 4) })
    expect(moved).toHaveLength(1)

    const theirs = fulfilmentActor('confirmed', () => Promise.reject(conflict(orderAt('inProduction', 5))))
    listen(theirs.actor)
    theirs.actor.send(NEXT)
    theirs.actor.send(CONFIRM)
    await waitFor(theirs.actor, (s) => s.matches('conflict'))
    expect(moved.at(-1)).toEqual(orderAt('inProduction', 5))

    // Refused with the order unchanged (a note was needed): the page's order is still right.
    const refusal = (order: FulfilmentOrder) =>
      new ApiRequestError(422, { error: 'note_required', message: 'no', order } as never)
    const same = fulfilmentActor('confirmed', () => Promise.reject(refusal(orderAt('confirmed'))))
    listen(same.actor)
    same.actor.send(NEXT)
    same.actor.send(CONFIRM)
    await waitFor(same.actor, (s) => !s.matches('changing'))
    expect(moved).toHaveLength(2)
  })

  it('asks for a confirmation before every move, and goes back without sending', () => {
    const { actor, sent } = fulfilmentActor('received')
    actor.send(NEXT)
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context.request).toMatchObject({ from: 'received', to: 'confirmed', version: 3 })
    // A reload while the confirmation is open does not close it (the server's 409 tells if the order moved).
    actor.send({ type: 'fulfilment.load', order: orderAt('received') })
    expect(actor.getSnapshot().value).toBe('confirming')
    actor.send({ type: 'fulfilment.back' })
    expect(actor.getSnapshot().value).toBe('received')
    expect(actor.getSnapshot().context.request).toBeNull()
    expect(sent).toEqual([])
  })

  it('warns before production starts inside the customer window and needs the second confirmation', async () => {
    const { actor, sent } = fulfilmentActor('confirmed')
    actor.send({ type: 'fulfilment.next', at: IN_TIME })
    expect(actor.getSnapshot().context.warning).toBe(true)
    expect(actor.getSnapshot().can(CONFIRM)).toBe(false)
    actor.send(CONFIRM)
    expect(actor.getSnapshot().value).toBe('confirming')
    actor.send({ type: 'fulfilment.confirm', acknowledged: true })
    await waitFor(actor, (s) => s.matches('undoable'))
    expect(sent.map((change) => change.to)).toEqual(['inProduction'])
    // Past the window there is nothing to warn about.
    const late = fulfilmentActor('confirmed')
    late.actor.send(NEXT)
    expect(late.actor.getSnapshot().context.warning).toBe(false)
    expect(late.actor.getSnapshot().can(CONFIRM)).toBe(true)
  })

  it('counts the undo down a second at a time and rests at the new status when it ends', async () => {
    const clock = new SimulatedClock()
    const { actor } = fulfilmentActor('received', undefined, undefined, clock)
    actor.send(NEXT)
    actor.send(CONFIRM)
    await waitFor(actor, (s) => s.matches('undoable'))
    expect(actor.getSnapshot().context.undoLeft).toBe(UNDO_SECONDS)
    clock.increment(1000)
    expect(actor.getSnapshot().context.undoLeft).toBe(UNDO_SECONDS - 1)
    // A reload during the window (the page heard the move) keeps the undo.
    actor.send({ type: 'fulfilment.load', order: orderAt('confirmed', 4) })
    expect(actor.getSnapshot().value).toBe('undoable')
    seconds(clock, UNDO_SECONDS - 1)
    expect(actor.getSnapshot().value).toBe('confirmed')
    expect(actor.getSnapshot().context.undoLeft).toBe(0)
    expect(actor.getSnapshot().can({ type: 'fulfilment.undo' })).toBe(false)
  })

  it('undoes the move within the window: the version it left, back at the previous status', async () => {
    const clock = new SimulatedClock()
    const undone: StatusUndo[] = []
    const moved: FulfilmentOrder[] = []
    const { actor } = fulfilmentActor(
      'received',
      undefined,
      (input) => {
        undone.push(input)
        return Promise.resolve(orderAt('received', input.version + 1))
      },
      clock,
    )
    actor.on('fulfilment.moved', ({ order }) => moved.push(order))
    actor.send(NEXT)
    actor.send(CONFIRM)
    await waitFor(actor, (s) => s.matches('undoable'))
    seconds(clock, 4)
    actor.send({ type: 'fulfilment.undo' })
    expect(actor.getSnapshot().value).toBe('undoing')
    await waitFor(actor, (s) => s.matches('received'))
    expect(undone).toEqual([{ number: '2026-000123', version: 4 }])
    expect(actor.getSnapshot().context).toMatchObject({ order: { status: 'received', version: 5 }, undoLeft: 0 })
    expect(moved.map((order) => [order.status, order.version])).toEqual([
      ['confirmed', 4],
      ['received', 5],
    ])
    // Nothing ticks any more.
    seconds(clock, 20)
    expect(actor.getSnapshot().value).toBe('received')
  })

  it('shows an undo the server refused (too late) at the order as it is', async () => {
    const { actor } = fulfilmentActor('received', undefined, (input) =>
      Promise.reject(
        new ApiRequestError(422, {
          error: 'undo_expired',
          message: 'late',
          order: orderAt('confirmed', input.version),
        } as never),
      ),
    )
    actor.send(NEXT)
    actor.send(CONFIRM)
    await waitFor(actor, (s) => s.matches('undoable'))
    actor.send({ type: 'fulfilment.undo' })
    const snapshot = await waitFor(actor, (s) => !s.matches('undoing'))
    expect(snapshot.value).toBe('confirmed')
    expect(snapshot.context).toMatchObject({ error: 'refused', refusal: 'undo_expired' })
  })

  it('keeps a conflict on undo with who changed the order, and retries a lost undo as an undo', async () => {
    let calls = 0
    const theirs = orderAt('inProduction', 5)
    const { actor } = fulfilmentActor('received', undefined, () => {
      calls++
      if (calls === 1) return Promise.reject(new TypeError('Failed to fetch'))
      return Promise.reject(
        new ApiRequestError(409, {
          error: 'status_conflict',
          message: 'first',
          order: theirs,
          changedBy: { at: IN_TIME, by: 'Eva', to: 'inProduction', undo: false },
        } as never),
      )
    })
    actor.send(NEXT)
    actor.send(CONFIRM)
    await waitFor(actor, (s) => s.matches('undoable'))
    actor.send({ type: 'fulfilment.undo' })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'fulfilment.retry' })
    const snapshot = await waitFor(actor, (s) => s.matches('conflict'))
    expect(calls).toBe(2)
    expect(snapshot.context.changedBy).toEqual({ at: IN_TIME, by: 'Eva', to: 'inProduction', undo: false })
    actor.send({ type: 'fulfilment.load', order: orderAt('ready', 6) })
    expect(actor.getSnapshot().value).toBe('conflict')
    expect(actor.getSnapshot().context.order?.status).toBe('ready')
    actor.send({ type: 'fulfilment.continue' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.changedBy).toBeNull()
  })

  it('records a refusal at the door for a ready courier order, with a note, never for a pickup order', async () => {
    const { actor, sent } = fulfilmentActor('ready')
    expect(actor.getSnapshot().can({ type: 'fulfilment.refuse', note: ' ' })).toBe(false)
    actor.send({ type: 'fulfilment.refuse', note: 'Did not pay, sent the driver away' })
    actor.send(CONFIRM)
    await waitFor(actor, (s) => s.matches('undoable'))
    expect(sent).toEqual([
      { number: '2026-000123', from: 'ready', to: 'refused', version: 3, note: 'Did not pay, sent the driver away' },
    ])
    const pickup = createActor(fulfilmentMachine).start()
    pickup.send({ type: 'fulfilment.load', order: { ...orderAt('ready'), courier: false } })
    expect(pickup.getSnapshot().can({ type: 'fulfilment.refuse', note: 'Never came' })).toBe(false)
    for (const status of ['confirmed', 'inProduction', 'delivered', 'refused'] as const) {
      const other = fulfilmentActor(status)
      expect(other.actor.getSnapshot().can({ type: 'fulfilment.refuse', note: 'x' })).toBe(false)
    }
  })

  it('ignores a reload while a change is on its way, and reloads any resting state', async () => {
    let answer: (order: FulfilmentOrder) => void = () => {}
    const clock = new SimulatedClock()
    const { actor } = fulfilmentActor('ready', () => new Promise((resolve) => (answer = resolve)), undefined, clock)
    actor.send(NEXT)
    actor.send(CONFIRM)
    actor.send({ type: 'fulfilment.load', order: orderAt('received') })
    expect(actor.getSnapshot().value).toBe('changing')
    answer(orderAt('delivered', 4))
    await waitFor(actor, (s) => s.matches('undoable'))
    seconds(clock, UNDO_SECONDS)
    expect(actor.getSnapshot().value).toBe('delivered')
    actor.send({ type: 'fulfilment.load', order: orderAt('ready', 9) })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.order?.version).toBe(9)
  })
})

/*
 * The machine with its real `changeStatus` actor: what it sends to the staff API (POST
 * /api/staff/orders/:number/status through api()) and how it takes each answer. Only fetch is
 * replaced; the graph of every path is in tests/unit/machine-paths.test.ts.
 */
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
function wiredActor(status: FulfilmentStatus, version = 3) {
  const actor = createActor(fulfilmentMachine.provide({ actors: fulfilmentActors }), {
    clock: new SimulatedClock(),
  }).start()
  actor.send({ type: 'fulfilment.load', order: orderAt(status, version) })
  return actor
}

const settled = (actor: ReturnType<typeof wiredActor>) =>
  waitFor(actor, (s) => !s.matches('changing') && !s.matches('undoing'))

describe('fulfilment machine against the staff API (fetch replaced)', () => {
  it.each([
    ['received', 'confirmed'],
    ['confirmed', 'inProduction'],
    ['inProduction', 'ready'],
    ['ready', 'delivered'],
  ] as const)('%s → %s: posts the change and rests at the answer', async (from, to) => {
    const requests = serve(() => answer(200, { order: orderAt(to, 4), undoUntil: TOO_LATE }))
    const actor = wiredActor(from)
    actor.send(NEXT)
    actor.send(CONFIRM)
    expect(actor.getSnapshot().value).toBe('changing')
    const snapshot = await settled(actor)
    expect(requests).toEqual([
      {
        url: '/api/staff/orders/2026-000123/status',
        method: 'POST',
        body: { from, to, version: 3, note: '' },
      },
    ])
    expect(snapshot.value).toBe('undoable')
    expect(snapshot.context).toMatchObject({ order: { status: to, version: 4 }, error: null, request: null })
  })

  it.each(['received', 'confirmed'] as const)('%s → cancelled: sends the note along', async (from) => {
    const requests = serve(() => answer(200, { order: orderAt('cancelled', 4), undoUntil: TOO_LATE }))
    const actor = wiredActor(from)
    actor.send({ type: 'fulfilment.cancel', note: 'Zákazník volal', at: '2026-11-23T08:30:00.000Z' })
    actor.send(CONFIRM)
    expect((await settled(actor)).context.order?.status).toBe('cancelled')
    expect(requests[0]!.body).toEqual({ from, to: 'cancelled', version: 3, note: 'Zákazník volal' })
  })

  it('refuses, without asking the server, what the back office may not do', () => {
    const requests = serve()
    for (const status of ['delivered', 'cancelled'] as const) {
      const actor = wiredActor(status)
      actor.send(NEXT)
      actor.send({ type: 'fulfilment.cancel', note: 'x', at: '2026-11-23T08:30:00.000Z' })
      expect(actor.getSnapshot().value).toBe(status)
    }
    for (const status of ['inProduction', 'ready'] as const) {
      const actor = wiredActor(status)
      actor.send({ type: 'fulfilment.cancel', note: 'Zákazník volal', at: '2026-11-20T08:01:00.000Z' })
      expect(actor.getSnapshot().value).toBe(status)
    }
    // Past 10:00 on Monday after a Friday confirmation: only with a note.
    const late = wiredActor('confirmed')
    late.send({ type: 'fulfilment.cancel', note: ' ', at: '2026-11-23T09:00:00.000Z' })
    expect(late.getSnapshot().value).toBe('confirmed')
    expect(requests).toEqual([])
  })

  it('takes a 409 as the order another staff member left, shows it, and goes on from it', async () => {
    serve(() => answer(409, { error: 'status_conflict', message: 'first', order: orderAt('inProduction', 4) }))
    const actor = wiredActor('confirmed')
    actor.send(NEXT)
    actor.send(CONFIRM)
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('conflict')
    expect(snapshot.context).toMatchObject({ order: { status: 'inProduction', version: 4 }, error: 'conflict' })
    actor.send({ type: 'fulfilment.continue' })
    expect(actor.getSnapshot().value).toBe('inProduction')
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('takes a 422 back to the order as it is, with the reason', async () => {
    serve(() => answer(422, { error: 'note_required', message: 'say why', order: orderAt('confirmed', 3) }))
    const actor = wiredActor('confirmed')
    actor.send({ type: 'fulfilment.cancel', note: '', at: '2026-11-23T08:59:00.000Z' })
    actor.send(CONFIRM)
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('confirmed')
    expect(snapshot.context).toMatchObject({ error: 'refused', refusal: 'note_required', request: null })
  })

  it('keeps a change that did not arrive (network) and sends the same one again on retry', async () => {
    const requests = serve(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => answer(200, { order: orderAt('confirmed', 4), undoUntil: TOO_LATE }),
    )
    const actor = wiredActor('received')
    actor.send(NEXT)
    actor.send(CONFIRM)
    const failed = await settled(actor)
    expect(failed.value).toBe('failed')
    expect(failed.context).toMatchObject({ error: 'network', request: { to: 'confirmed', version: 3 } })
    actor.send({ type: 'fulfilment.retry' })
    expect((await settled(actor)).context.order?.status).toBe('confirmed')
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
    const actor = wiredActor('received')
    actor.send(NEXT)
    actor.send(CONFIRM)
    expect((await settled(actor)).context.error).toBe('server')
    actor.send({ type: 'fulfilment.retry' })
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('failed')
    expect(snapshot.context).toMatchObject({ error: 'refused', refusal: null })
  })
})
