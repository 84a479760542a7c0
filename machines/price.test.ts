import { afterEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyActorRef } from 'xstate'
import { isPriceLoading, isPriceOverdue, PRICE_PATIENCE_MS, priceMachine, retryDelay } from './price'
import type { GetPriceRequest, GetPriceResponse, PriceData } from '#domain/schemas.ts'
import { takeConsoleErrors } from '#tests/setup/strict-console.ts'
import { defaultPriceCabinet } from '#scripts/harness/fixtures/cabinet.ts'

const request = (snapshot: string): GetPriceRequest => ({
  selectedProductString: snapshot,
  country: 'SK',
  cabinet: defaultPriceCabinet,
})
const data = (price: number): PriceData => ({
  price,
  priceGross: price * 1.23,
  currency: 'EUR',
  vatRate: 0.23,
  cents: { net: price * 100, gross: price * 123, vat: price * 23 },
  items: { carcass: 0, fronts: 0, edges: 0, hardware: 0, legs: 0, topBoard: 0, assembly: price * 100, minimum: 0 },
})

/** A fake server: each request waits until the test answers it; aborts are recorded. */
function fakeServer() {
  const pending = new Map<string, { resolve: (r: GetPriceResponse) => void; reject: (e: unknown) => void }>()
  const aborted: string[] = []
  const logic = fromPromise<GetPriceResponse, { request: GetPriceRequest }>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        const key = input.request.selectedProductString
        signal.addEventListener('abort', () => aborted.push(key))
        pending.set(key, { resolve, reject })
      }),
  )
  return { logic, pending, aborted }
}

// Every actor is stopped after its test: a failed price schedules a retry that must not outlive it.
const started: AnyActorRef[] = []
afterEach(() => started.splice(0).forEach((actor) => actor.stop()))
const run = <T extends AnyActorRef>(actor: T): T => {
  started.push(actor)
  actor.start()
  return actor
}
/** Lets the fake server's promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('price machine', () => {
  it('starts idle, not loading, with no price', () => {
    const actor = run(createActor(priceMachine))
    expect(actor.getSnapshot().value).toBe('idle')
    expect(isPriceLoading(actor.getSnapshot())).toBe(false)
  })

  it('loads, then shows the price that echoes the current snapshot', async () => {
    const server = fakeServer()
    const actor = run(createActor(priceMachine.provide({ actors: { fetchPrice: server.logic } })))
    actor.send({ type: 'price.request', request: request('a') })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(isPriceLoading(actor.getSnapshot())).toBe(true)
    server.pending.get('a')!.resolve({ selectedProductString: 'a', priceData: data(73) })
    const priced = await waitFor(actor, (s) => s.matches('priced'))
    expect(priced.context.priceData?.price).toBe(73)
    expect(isPriceLoading(priced)).toBe(false)
  })

  it('cancels an older request when a newer one starts, and ignores its late answer', async () => {
    const server = fakeServer()
    const actor = run(createActor(priceMachine.provide({ actors: { fetchPrice: server.logic } })))
    actor.send({ type: 'price.request', request: request('a') })
    actor.send({ type: 'price.request', request: request('b') })
    expect(server.aborted).toEqual(['a'])
    server.pending.get('a')!.resolve({ selectedProductString: 'a', priceData: data(1) })
    await Promise.resolve()
    expect(actor.getSnapshot().value).toBe('loading')
    server.pending.get('b')!.resolve({ selectedProductString: 'b', priceData: data(2) })
    expect((await waitFor(actor, (s) => s.matches('priced'))).context.priceData?.price).toBe(2)
  })

  it('keeps the flag on when an answer echoes another snapshot', async () => {
    const actor = run(
      createActor(
        priceMachine.provide({
          actors: { fetchPrice: fromPromise(async () => ({ selectedProductString: 'other', priceData: data(5) })) },
        }),
      ),
    )
    actor.send({ type: 'price.request', request: request('mine') })
    const stale = await waitFor(actor, (s) => s.matches('stale'))
    expect(isPriceLoading(stale)).toBe(true)
    expect(stale.context.priceData).toBeNull()
  })

  it('on error: price 0, flag stays on, the error goes to the log', async () => {
    const actor = run(
      createActor(
        priceMachine.provide({
          actors: { fetchPrice: fromPromise(async () => Promise.reject(new Error('HTTP 500'))) },
        }),
      ),
    )
    actor.send({ type: 'price.request', request: request('x') })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.priceData).toBeNull()
    expect(isPriceLoading(failed)).toBe(true)
    expect(String(takeConsoleErrors()[0]?.[1])).toContain('HTTP 500')
  })

  it('recovers from an error on the next change', async () => {
    let fail = true
    const actor = run(
      createActor(
        priceMachine.provide({
          actors: {
            fetchPrice: fromPromise(async ({ input }: { input: { request: GetPriceRequest } }) => {
              if (fail) throw new Error('down')
              return { selectedProductString: input.request.selectedProductString, priceData: data(9) }
            }),
          },
        }),
      ),
    )
    actor.send({ type: 'price.request', request: request('1') })
    await waitFor(actor, (s) => s.matches('failed'))
    takeConsoleErrors()
    fail = false
    actor.send({ type: 'price.request', request: request('2') })
    expect((await waitFor(actor, (s) => s.matches('priced'))).context.priceData?.price).toBe(9)
  })
})

/**
 * A server on a simulated clock: every attempt is recorded with its time (ms) and design; it fails
 * while `down`, otherwise it waits until the test answers (`answer`).
 */
function clockedServer() {
  const clock = new SimulatedClock()
  const attempts: Array<{ at: number; snapshot: string }> = []
  const waiting = new Map<string, (r: GetPriceResponse) => void>()
  const state = { down: true }
  const logic = fromPromise<GetPriceResponse, { request: GetPriceRequest }>(({ input }) => {
    const snapshot = input.request.selectedProductString
    attempts.push({ at: clock.now(), snapshot })
    if (state.down) return Promise.reject(new Error('net::ERR_FAILED'))
    return new Promise((resolve) => waiting.set(snapshot, resolve))
  })
  const actor = run(createActor(priceMachine.provide({ actors: { fetchPrice: logic } }), { clock }))
  /** Moves the clock on half a second at a time, letting each failure land before the next step. */
  const advance = async (ms: number) => {
    for (let left = ms; left > 0;) {
      const step = Math.min(left, 500)
      clock.increment(step)
      left -= step
      await settle()
    }
  }
  const answer = (snapshot: string, price: number) =>
    waiting.get(snapshot)!({ selectedProductString: snapshot, priceData: data(price) })
  return { clock, actor, attempts, state, advance, answer }
}

describe('price machine: failures, retries and patience', () => {
  it('waits 1 s, 2 s, 4 s… (at most 30 s) between attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
  })

  it('tries a failed price again on that schedule; the flag stays on and the price stays 0 (none)', async () => {
    const server = clockedServer()
    const seen: string[] = []
    server.actor.subscribe((snapshot) => {
      seen.push(String(snapshot.value))
      expect(isPriceLoading(snapshot)).toBe(true)
      expect(snapshot.context.priceData).toBeNull()
    })
    server.actor.send({ type: 'price.request', request: request('a') })
    await settle()
    await server.advance(61_000)
    expect(server.attempts.map((a) => a.at)).toEqual([0, 1000, 3000, 7000, 15000, 31000, 61000])
    // Each attempt is a transition of its own: loading, failed, loading again after the backoff.
    const changes = seen.filter((value, i) => value !== seen[i - 1])
    expect(changes).toEqual(server.attempts.flatMap(() => ['loading', 'failed']))
    // Every failure is logged (docs/product.md#prices: the error is not swallowed).
    expect(takeConsoleErrors()).toHaveLength(server.attempts.length)
  })

  it('marks the design overdue after 10 s without a price, and not before', async () => {
    const server = clockedServer()
    server.actor.send({ type: 'price.request', request: request('a') })
    await server.advance(PRICE_PATIENCE_MS - 500)
    expect(server.actor.getSnapshot().context.overdue).toBe(false)
    expect(isPriceOverdue(server.actor.getSnapshot())).toBe(false)
    await server.advance(500)
    expect(isPriceOverdue(server.actor.getSnapshot())).toBe(true)
    takeConsoleErrors()
  })

  it('"try again" asks at once, from the first backoff step, and a price clears the flag and the overdue mark', async () => {
    const server = clockedServer()
    server.actor.send({ type: 'price.request', request: request('a') })
    await server.advance(PRICE_PATIENCE_MS)
    expect(isPriceOverdue(server.actor.getSnapshot())).toBe(true)
    const before = server.attempts.length
    server.state.down = false
    server.actor.send({ type: 'price.retry' })
    expect(server.attempts).toHaveLength(before + 1)
    expect(server.attempts.at(-1)!.at).toBe(PRICE_PATIENCE_MS)
    expect(server.actor.getSnapshot().value).toBe('loading')
    expect(server.actor.getSnapshot().context).toMatchObject({ failures: 0, overdue: false })
    server.answer('a', 42)
    const priced = await waitFor(server.actor, (s) => s.matches('priced'))
    expect(priced.context.priceData?.price).toBe(42)
    expect(isPriceLoading(priced)).toBe(false)
    // Priced: no retry and no overdue mark come later.
    const attempts = server.attempts.length
    await server.advance(60_000)
    expect(server.attempts).toHaveLength(attempts)
    expect(server.actor.getSnapshot()).toMatchObject({ value: 'priced', context: { overdue: false } })
    takeConsoleErrors()
  })

  it('a newer design cancels the retries of the older one and starts its own patience', async () => {
    const server = clockedServer()
    server.actor.send({ type: 'price.request', request: request('a') })
    await server.advance(5_000)
    expect(server.attempts.map((a) => a.snapshot)).toEqual(['a', 'a', 'a'])
    server.state.down = false
    server.actor.send({ type: 'price.request', request: request('b') })
    expect(server.actor.getSnapshot().context).toMatchObject({ snapshot: 'b', failures: 0, overdue: false })
    // a's 4 s backoff would end at 7 s and its patience at 10 s: neither comes.
    await server.advance(9_000)
    expect(server.attempts.map((a) => a.snapshot)).toEqual(['a', 'a', 'a', 'b'])
    expect(isPriceOverdue(server.actor.getSnapshot())).toBe(false)
    expect(isPriceLoading(server.actor.getSnapshot())).toBe(true)
    await server.advance(1_000)
    expect(isPriceOverdue(server.actor.getSnapshot())).toBe(true)
    takeConsoleErrors()
  })
})
