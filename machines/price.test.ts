import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { isPriceLoading, priceMachine } from './price'
import type { GetPriceRequest, GetPriceResponse, PriceData } from '../src/domain/schemas'
import { takeConsoleErrors } from '../tests/setup/strict-console'
import { defaultPriceCabinet } from '../tests/fixtures/cabinet'

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
  items: { boards: 0, edges: 0, hardware: 0, legs: 0, topBoard: 0, assembly: price * 100, minimum: 0 },
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

describe('price machine', () => {
  it('starts idle, not loading, with no price', () => {
    const actor = createActor(priceMachine).start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(isPriceLoading(actor.getSnapshot())).toBe(false)
  })

  it('loads, then shows the price that echoes the current snapshot', async () => {
    const server = fakeServer()
    const actor = createActor(priceMachine.provide({ actors: { fetchPrice: server.logic } })).start()
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
    const actor = createActor(priceMachine.provide({ actors: { fetchPrice: server.logic } })).start()
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
    const actor = createActor(
      priceMachine.provide({
        actors: { fetchPrice: fromPromise(async () => ({ selectedProductString: 'other', priceData: data(5) })) },
      }),
    ).start()
    actor.send({ type: 'price.request', request: request('mine') })
    const stale = await waitFor(actor, (s) => s.matches('stale'))
    expect(isPriceLoading(stale)).toBe(true)
    expect(stale.context.priceData).toBeNull()
  })

  it('on error: price 0, flag stays on, the error goes to the log', async () => {
    const actor = createActor(
      priceMachine.provide({ actors: { fetchPrice: fromPromise(async () => Promise.reject(new Error('HTTP 500'))) } }),
    ).start()
    actor.send({ type: 'price.request', request: request('x') })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.priceData).toBeNull()
    expect(isPriceLoading(failed)).toBe(true)
    expect(String(takeConsoleErrors()[0]?.[1])).toContain('HTTP 500')
  })

  it('recovers from an error on the next change', async () => {
    let fail = true
    const actor = createActor(
      priceMachine.provide({
        actors: {
          fetchPrice: fromPromise(async ({ input }: { input: { request: GetPriceRequest } }) => {
            if (fail) throw new Error('down')
            return { selectedProductString: input.request.selectedProductString, priceData: data(9) }
          }),
        },
      }),
    ).start()
    actor.send({ type: 'price.request', request: request('1') })
    await waitFor(actor, (s) => s.matches('failed'))
    takeConsoleErrors()
    fail = false
    actor.send({ type: 'price.request', request: request('2') })
    expect((await waitFor(actor, (s) => s.matches('priced'))).context.priceData?.price).toBe(9)
  })
})
