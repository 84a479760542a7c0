import { createActor, fromPromise, type ActorOptions, type AnyActorLogic } from 'xstate'
import { priceMachine } from '#machines/price.ts'
import { settle } from '#domain/cabinet/model.ts'
import { priceData } from '#domain/priceData.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'
import { priceRequestOf } from '#domain/cabinet/requests.ts'
import type { GetPriceRequest, GetPriceResponse } from '#domain/schemas.ts'

/** Every state of the price machine, as a story can ask for it ('overdue': failed, and 10 s without a price). */
export type PriceState = 'idle' | 'loading' | 'stale' | 'priced' | 'failed' | 'overdue'

/** A clock whose timers never fire: a failed price waits for its retry for as long as the story shows. */
const stoppedClock: NonNullable<ActorOptions<AnyActorLogic>['clock']> = { setTimeout: () => 0, clearTimeout: () => {} }

export const storyCabinet = settle({ variant: 'L2D', mounting: 'snozkami', width: 80 })

/** A started price actor brought into `state` by a stand-in for the server (no network in Storybook). */
export function priceActorIn(state: PriceState) {
  const answer = (request: GetPriceRequest, snapshot = request.selectedProductString): GetPriceResponse => ({
    selectedProductString: snapshot,
    priceData: priceData(storyCabinet, PRICE_LISTS[request.country]),
  })
  const fetchPrice = fromPromise<GetPriceResponse, { request: GetPriceRequest }>(({ input }) => {
    if (state === 'loading') return new Promise(() => {})
    if (state === 'failed' || state === 'overdue') return Promise.reject(new Error('The price service is down (story)'))
    return Promise.resolve(state === 'stale' ? answer(input.request, 'another design') : answer(input.request))
  })
  const actor = createActor(priceMachine.provide({ actors: { fetchPrice }, actions: { logError: () => {} } }), {
    clock: stoppedClock,
  }).start()
  if (state !== 'idle') actor.send({ type: 'price.request', request: priceRequestOf(storyCabinet, PRICE_LISTS.SK) })
  // What the machine's patience timer raises after 10 s, sent at once.
  if (state === 'overdue') actor.send({ type: 'price.overdue' })
  return actor
}
