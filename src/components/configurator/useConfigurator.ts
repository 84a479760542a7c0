import { useEffect, useRef } from 'react'
import { useRouteContext } from '@tanstack/react-router'
import { priceMachine } from '#machines/price.ts'
import { modelMachine } from '#machines/model.ts'
import type { Cabinet } from '#domain/cabinet/model.ts'
import { priceRequestOf, snapshotOf, toRenderCabinet, toShowcaseRenderCabinet } from '#domain/cabinet/requests.ts'
import { useMarket } from '#i18n/useMarket.ts'
import { unavailableDecorIssues } from '#domain/priceList.ts'
import { usePriceList } from '#queries/prices.ts'
import { useHostedActor } from '../useHostedActor'
import { afterHydration } from '#boot/tasks.ts'
import { modelActors, priceActors } from '#queries/actors.ts'

/**
 * Binds the price and model machines to the design in the URL: every change of the design asks
 * for its price and its model (docs/product.md#prices). Hosted as every machine is (docs/decisions/0028),
 * save that both start idle: the design goes to them as requests, the first in a task of its own after hydration.
 * Runs in the browser only; the server renders the first price itself.
 * The home showcase's render call names more of the design (docs/product.md#model). `ask` sends a design's
 * requests at once, on the shopper's change, before the address (and so `cabinet`) follows: the
 * answers are then on their way while the page navigates, and the design is not asked for twice.
 */
export function useConfiguratorActors(cabinet: Cabinet, { showcase = false }: { showcase?: boolean } = {}) {
  const { country } = useMarket()
  const modelHosts = useRouteContext({ from: '__root__', select: (context) => context.env.modelHosts })
  const priceRef = useHostedActor(priceMachine, { provide: { actors: priceActors } })
  const modelRef = useHostedActor(modelMachine, { input: { hosts: modelHosts }, provide: { actors: modelActors } })
  const prices = usePriceList()
  const snapshot = snapshotOf(cabinet)
  // What was asked last: a design's snapshot, for a market and a price list.
  const asked = useRef<unknown[]>([])
  /** Asks for a design's price, then its model: at once, or the model through `later` (a task of its own). */
  const ask = (design: Cabinet, later: (askModel: () => void) => void = (askModel) => askModel()) => {
    const key = [snapshotOf(design), country, prices]
    if (key.every((value, i) => value === asked.current[i])) return
    asked.current = key
    // A decor no longer sold has no price (the box says so); the server would refuse it anyway.
    if (unavailableDecorIssues(prices, design).length === 0)
      priceRef.send({ type: 'price.request', request: priceRequestOf(design, prices) })
    const render = showcase ? toShowcaseRenderCabinet(design, country) : toRenderCabinet(design)
    later(() => modelRef.send({ type: 'model.request', request: { cabinet: render } }))
  }
  useEffect(() => {
    // In tasks of their own: on load this runs among hydration's effects, and the two requests (and the
    // machines' re-renders) joined to them made one long task; the price goes first, the model in the next
    // task. A shopper's change has asked already.
    let cancelModel: (() => void) | undefined
    const cancelPrice = afterHydration(() => ask(cabinet, (askModel) => (cancelModel = afterHydration(askModel))))
    return () => {
      cancelPrice()
      cancelModel?.()
    }
    // The snapshot is the design: `cabinet` itself is a new object on every render. A new published
    // price version (`prices`) asks for the price again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot, country, prices, showcase, priceRef, modelRef])
  return { priceRef, modelRef, ask }
}

export type ConfiguratorActors = ReturnType<typeof useConfiguratorActors>
