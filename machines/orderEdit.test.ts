import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiRequestError } from '#domain/apiError.ts'
import type { OrderEditResponse } from '#domain/orderEditSchemas.ts'
import type { StaffOrderDetail } from '#domain/staffOrders.ts'
import { cartLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { orderEditMachine, requestOf, type OrderEditEmitted, type SaveEditInput } from './orderEdit'

/** A received Slovak order of two lines, as the desk's query gives it. */
function order(status: StaffOrderDetail['status'] = 'received', version = 3): StaffOrderDetail {
  const lines = [cartLine({}, 'SK', 2), cartLine({ variant: 'L2D', width: 80 }, 'SK')]
  const { order: body } = orderBody({ lines })
  const unit = { net: 100, gross: 123 }
  return {
    number: '2026-000124',
    createdAt: '2026-11-24T09:40:00.000Z',
    country: 'SK',
    currency: 'EUR',
    status,
    version,
    confirmedAt: null,
    customer: body.customer,
    shipping: { net: 0, gross: 0 },
    total: { net: 300, gross: 369 },
    lines: lines.map((item, position) => ({
      position,
      title: item.title,
      count: item.count,
      item,
      model: null,
      snapshot: unit,
      today: { net: 110, gross: 135.3 },
    })),
    mails: [],
    history: [],
    notes: [],
    edits: [],
  }
}

/** The editor with a save that answers `answer` (a value or an error), the requests and emitted events recorded. */
function editor(answer: OrderEditResponse | Error, start = order()) {
  const requests: SaveEditInput[] = []
  const emitted: OrderEditEmitted[] = []
  const saveEdit = fromPromise<OrderEditResponse, SaveEditInput>(async ({ input }) => {
    requests.push(input)
    if (answer instanceof Error) throw answer
    return answer
  })
  const actor = createActor(orderEditMachine.provide({ actors: { saveEdit } }), { input: { order: start } }).start()
  actor.on('*', (event) => emitted.push(event as OrderEditEmitted))
  return { actor, requests, emitted }
}

const SAVED: OrderEditResponse = {
  version: 4,
  changes: [{ kind: 'field', field: 'phone', from: '+421 905123456', to: '+421 911222333' }],
}

describe('the order editor', () => {
  it('opens on an order before production only', () => {
    const { actor } = editor(SAVED, order('inProduction'))
    actor.send({ type: 'edit.open' })
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'edit.load', order: order('confirmed', 4) })
    actor.send({ type: 'edit.open' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.draft!.form.name).toBe('Jana')
  })

  it('saves the working copy over the order’s version and tells the app what changed', async () => {
    const { actor, requests, emitted } = editor(SAVED)
    actor.send({ type: 'edit.open' })
    actor.send({ type: 'edit.field', path: 'phone', value: '911 222 333' })
    actor.send({ type: 'edit.line', position: 0, count: 3, price: 'today' })
    actor.send({ type: 'edit.line', position: 1, count: 0 })
    actor.send({ type: 'edit.save' })
    await waitFor(actor, (s) => s.matches('saved'))
    expect(requests).toHaveLength(1)
    expect(requests[0]!.number).toBe('2026-000124')
    expect(requests[0]!.request.version).toBe(3)
    expect(requests[0]!.request.customer.phone).toBe('911222333')
    // A count of 0 is no count: the line keeps its own.
    expect(requests[0]!.request.lines).toEqual([
      { position: 0, count: 3, price: 'today' },
      { position: 1, count: 1, price: 'keep' },
    ])
    expect(emitted).toEqual([{ type: 'orderEdit.saved', version: 4, changes: SAVED.changes }])
    expect(actor.getSnapshot().context.changes).toEqual(SAVED.changes)
  })

  it('checks the customer by the checkout’s rules before sending, and keeps what was typed', () => {
    const { actor, requests } = editor(SAVED)
    actor.send({ type: 'edit.open' })
    actor.send({ type: 'edit.field', path: 'email', value: 'jana@' })
    actor.send({ type: 'edit.field', path: 'billingAddress.zip', value: '123' })
    actor.send({ type: 'edit.save' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('invalid')
    expect(snapshot.context.problems).toEqual([
      { path: 'email', problem: 'email' },
      { path: 'billingAddress.zip', problem: 'zip' },
    ])
    expect(snapshot.context.draft!.form.email).toBe('jana@')
    expect(requests).toHaveLength(0)
    actor.send({ type: 'edit.field', path: 'email', value: 'jana@example.sk' })
    expect(actor.getSnapshot().context.problems).toEqual([{ path: 'billingAddress.zip', problem: 'zip' }])
  })

  it('takes the server’s 400 as the fields’ problems', async () => {
    const error = new ApiRequestError(400, {
      error: 'invalid_customer',
      message: 'bad',
      issues: [{ path: 'phone', message: 'phone' }],
    } as never)
    const { actor } = editor(error)
    actor.send({ type: 'edit.open' })
    actor.send({ type: 'edit.save' })
    await waitFor(actor, (s) => s.matches('invalid'))
    expect(actor.getSnapshot().context.problems).toEqual([{ path: 'phone', problem: 'phone' }])
  })

  it('keeps a conflict on screen until dismissed, whatever the query brings meanwhile', async () => {
    const error = new ApiRequestError(409, {
      error: 'edit_conflict',
      message: 'first',
      status: 'inProduction',
      version: 4,
      by: 'Peter',
    } as never)
    const { actor, emitted } = editor(error)
    actor.send({ type: 'edit.open' })
    actor.send({ type: 'edit.save' })
    await waitFor(actor, (s) => s.matches('conflict'))
    expect(actor.getSnapshot().context.conflict).toEqual({ status: 'inProduction', version: 4, by: 'Peter' })
    expect(emitted).toEqual([{ type: 'orderEdit.stale' }])
    // The view reads the order again: the machine hears it and still explains the conflict.
    actor.send({ type: 'edit.load', order: order('inProduction', 4) })
    expect(actor.getSnapshot().value).toBe('conflict')
    expect(actor.getSnapshot().context.order.version).toBe(4)
    actor.send({ type: 'edit.dismiss' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.conflict).toBeNull()
  })

  it('names a refusal (production started) and does not retry it', async () => {
    const error = new ApiRequestError(422, {
      error: 'after_production',
      message: 'started',
      status: 'inProduction',
      version: 4,
    } as never)
    const { actor, requests } = editor(error)
    actor.send({ type: 'edit.open' })
    actor.send({ type: 'edit.save' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.refusal).toBe('after_production')
    actor.send({ type: 'edit.retry' })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(requests).toHaveLength(1)
    actor.send({ type: 'edit.cancel' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('retries a save the connection lost, as it was', async () => {
    const { actor, requests } = editor(new TypeError('Failed to fetch'))
    actor.send({ type: 'edit.open' })
    actor.send({ type: 'edit.line', position: 0, count: 5 })
    actor.send({ type: 'edit.save' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.failure).toBe('network')
    actor.send({ type: 'edit.retry' })
    await waitFor(actor, (s) => s.matches('failed') && requests.length === 2)
    expect(requests[1]).toEqual(requests[0])
    actor.send({ type: 'edit.back' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.draft!.lines[0]!.count).toBe(5)
  })

  it('builds the request from the order’s own customer unchanged', () => {
    const start = order()
    const { actor } = editor(SAVED, start)
    actor.send({ type: 'edit.open' })
    expect(requestOf(start, actor.getSnapshot().context.draft!).customer).toEqual(start.customer)
  })
})
