import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { hallwayMachine, isHallwayPriceLoading, type ModelRef } from './hallway'
import { modelMachine } from './model'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { balance, type Hallway } from '#domain/hallway/layout.ts'
import { priceHallway } from '#domain/hallway/cutList.ts'
import { priceDataOf } from '#domain/priceData.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'
import type { GetPriceChodbaResponse } from '#domain/schemas.ts'
import type { Country } from '#domain/locale.ts'
import { takeConsoleErrors } from '#tests/setup/strict-console.ts'

/** A fake shop: renders answer at once with a counter id; prices wait until the test answers; aborts are recorded. */
function fakeShop() {
  const renders: Hallway[] = []
  const prices: Array<{
    hallway: Hallway
    resolve: (r: GetPriceChodbaResponse) => void
    reject: (e: unknown) => void
    aborted: boolean
  }> = []
  const renderHallway = fromPromise<{ url: string }, { hallway: Hallway }>(async ({ input }) => {
    renders.push(input.hallway)
    return { url: `/api/model/${renders.length}.glb` }
  })
  const priceHallwayLogic = fromPromise<GetPriceChodbaResponse, { hallway: Hallway; country: Country }>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        const entry = { hallway: input.hallway, resolve, reject, aborted: false }
        signal.addEventListener('abort', () => (entry.aborted = true))
        prices.push(entry)
      }),
  )
  return { renders, prices, logic: { renderHallway, priceHallway: priceHallwayLogic } }
}

const answer = (hallway: Hallway): GetPriceChodbaResponse => ({
  priceData: priceDataOf(priceHallway(hallway, PRICE_LISTS.SK)),
})

function start(model?: ModelRef) {
  const shop = fakeShop()
  const actor = createActor(hallwayMachine.provide({ actors: shop.logic }), {
    input: { hallway: defaultHallway(), country: 'SK', model },
  }).start()
  return { actor, shop }
}

/** A model machine whose downloads never finish: it shows which model it was told to load. */
const modelActor = () =>
  createActor(modelMachine.provide({ actors: { downloadModel: fromCallback(() => {}) } }), {
    input: { hosts: [] },
  }).start()

const lowerCount = (h: Hallway) => h.cabinets.filter((m) => m.z === 0).length

describe('hallway machine (docs/product.md#hallway)', () => {
  it('waits 100 ms of quiet, renders the model, then asks for the price', async () => {
    const { actor, shop } = start()
    expect(actor.getSnapshot().value).toBe('waiting')
    expect(shop.renders).toHaveLength(0)
    await waitFor(actor, (s) => s.matches('pricing'))
    expect(shop.renders).toHaveLength(1)
    expect(actor.getSnapshot().context.modelUrl).toBe('/api/model/1.glb')
    shop.prices[0]!.resolve(answer(actor.getSnapshot().context.hallway))
    await waitFor(actor, (s) => s.matches('priced'))
    expect(actor.getSnapshot().context.priceData!.currency).toBe('EUR')
  })

  it('changes in quick succession make one render and one price', async () => {
    const { actor, shop } = start()
    actor.send({ type: 'hallway.module.add' })
    actor.send({ type: 'hallway.colors', doorColor: 'U727ST9' })
    actor.send({ type: 'hallway.size', realHeight: 260 })
    await waitFor(actor, (s) => s.matches('pricing'))
    expect(shop.renders).toHaveLength(1)
    expect(shop.renders[0]!.doorColor).toBe('U727ST9')
    expect(shop.renders[0]!.realHeight).toBe(260)
  })

  it('add appends a module, remove drops the last one, widths recalculated, balanced', () => {
    const { actor } = start()
    const before = actor.getSnapshot().context.hallway
    actor.send({ type: 'hallway.module.add' })
    const added = actor.getSnapshot().context.hallway
    expect(lowerCount(added)).toBe(lowerCount(before) + 1)
    expect(added.cabinets[0]!.width).toBeLessThan(before.cabinets[0]!.width)
    actor.send({ type: 'hallway.module.remove' })
    expect(lowerCount(actor.getSnapshot().context.hallway)).toBe(lowerCount(before))
    // Past the balance bounds the row holds: removing from a row at 0.9 m adds one back.
    for (let i = 0; i < 10; i++) actor.send({ type: 'hallway.module.remove' })
    const others = actor.getSnapshot().context.hallway.cabinets.filter((m) => m.z === 0 && m.moduleVariant !== '5')
    expect(others[0]!.width).toBeLessThanOrEqual(0.9)
  })

  it('a newer price request cancels the older one (abort signal)', async () => {
    const { actor, shop } = start()
    await waitFor(actor, (s) => s.matches('pricing'))
    actor.send({ type: 'hallway.podorys', podorys: 'D' })
    expect(shop.prices[0]!.aborted).toBe(true)
    await waitFor(actor, (s) => s.matches('pricing') && shop.prices.length === 2)
    expect(shop.prices[1]!.hallway.podorys).toBe('D')
    shop.prices[1]!.resolve(answer(shop.prices[1]!.hallway))
    await waitFor(actor, (s) => s.matches('priced'))
  })

  it('refuses seating where it does not fit, with the message, and changes nothing', () => {
    const { actor } = start()
    actor.send({ type: 'hallway.size', realWidth: 130 })
    actor.send({ type: 'hallway.module.variant', index: 0, variant: '5' })
    const seated = actor.getSnapshot().context.hallway
    const second = seated.cabinets.filter((m) => m.z === 0).findIndex((m) => m.moduleVariant !== '5')
    actor.send({ type: 'hallway.module.variant', index: second, variant: '5' })
    expect(actor.getSnapshot().context.refused).toBe('seating')
    expect(actor.getSnapshot().context.hallway).toBe(seated)
    actor.send({ type: 'hallway.module.add' })
    expect(actor.getSnapshot().context.refused).toBeNull()
  })

  it('a failed price leaves no price and logs; the next change asks again', async () => {
    const { actor, shop } = start()
    await waitFor(actor, (s) => s.matches('pricing'))
    shop.prices[0]!.reject(new Error('down'))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.priceData).toBeNull()
    expect(takeConsoleErrors()).toHaveLength(1)
    actor.send({ type: 'hallway.module.add' })
    expect(actor.getSnapshot().value).toBe('waiting')
  })

  it('a failed price is asked for again after 1 s, then 2 s; the flag stays on; an edit cancels the retry', async () => {
    const clock = new SimulatedClock()
    const shop = fakeShop()
    const actor = createActor(hallwayMachine.provide({ actors: shop.logic }), {
      input: { hallway: defaultHallway(), country: 'SK' },
      clock,
    }).start()
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
    clock.increment(100)
    await waitFor(actor, (s) => s.matches('pricing'))
    shop.prices[0]!.reject(new Error('down'))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(isHallwayPriceLoading(actor.getSnapshot())).toBe(true)
    clock.increment(999)
    expect(shop.prices).toHaveLength(1)
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('pricing')
    expect(shop.prices).toHaveLength(2)
    shop.prices[1]!.reject(new Error('down'))
    await waitFor(actor, (s) => s.matches('failed'))
    clock.increment(1999)
    expect(shop.prices).toHaveLength(2)
    clock.increment(1)
    expect(shop.prices).toHaveLength(3)
    shop.prices[2]!.reject(new Error('down'))
    await waitFor(actor, (s) => s.matches('failed'))
    // A change of design starts over: the 4 s retry of the old design never comes.
    actor.send({ type: 'hallway.module.add' })
    expect(actor.getSnapshot().context.failures).toBe(0)
    clock.increment(100)
    await settle()
    expect(shop.prices).toHaveLength(4)
    clock.increment(10_000)
    await settle()
    expect(shop.prices).toHaveLength(4)
    expect(takeConsoleErrors()).toHaveLength(3)
    actor.stop()
  })

  it('tells the model machine (its ref in the input) to show each rendered model', async () => {
    const model = modelActor()
    const { actor } = start(model)
    await waitFor(actor, (s) => s.matches('pricing'))
    expect(model.getSnapshot().value).toBe('downloading')
    expect(model.getSnapshot().context.url).toBe('/api/model/1.glb')
  })

  it('an edit is emitted for the address; the design coming back from it changes nothing', async () => {
    const { actor, shop } = start()
    const emitted: Hallway[] = []
    actor.on('hallway.changed', (event) => emitted.push(event.hallway))
    actor.send({ type: 'hallway.podorys', podorys: 'D' })
    expect(emitted).toHaveLength(1)
    expect(emitted[0]!.podorys).toBe('D')
    await waitFor(actor, (s) => s.matches('pricing'))
    actor.send({ type: 'hallway.load', hallway: structuredClone(emitted[0]!) })
    expect(actor.getSnapshot().value).toBe('pricing')
    expect(shop.prices[0]!.aborted).toBe(false)
  })

  it('another design from the address (Back, a preset link) starts the loop again, without an echo', () => {
    const { actor } = start()
    const emitted: Hallway[] = []
    actor.on('hallway.changed', (event) => emitted.push(event.hallway))
    const other = balance({ ...defaultHallway(), realWidth: 300 })
    actor.send({ type: 'hallway.load', hallway: other })
    expect(actor.getSnapshot().context.hallway).toBe(other)
    expect(actor.getSnapshot().value).toBe('waiting')
    expect(emitted).toEqual([])
  })

  it('the last module cannot be removed (the view asks the machine whether it can)', () => {
    const { actor } = start()
    expect(actor.getSnapshot().can({ type: 'hallway.module.remove' })).toBe(true)
    actor.send({ type: 'hallway.load', hallway: balance({ ...defaultHallway(), realWidth: 60 }) })
    expect(lowerCount(actor.getSnapshot().context.hallway)).toBe(1)
    expect(actor.getSnapshot().can({ type: 'hallway.module.remove' })).toBe(false)
    actor.send({ type: 'hallway.module.remove' })
    expect(lowerCount(actor.getSnapshot().context.hallway)).toBe(1)
  })
})
