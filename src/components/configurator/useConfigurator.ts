import { useEffect } from 'react'
import { useActorRef } from '@xstate/react'
import { useRouteContext } from '@tanstack/react-router'
import { priceMachine } from '../../../machines/price'
import { modelMachine } from '../../../machines/model'
import type { Cabinet } from '../../domain/cabinet/model'
import { priceRequestOf, snapshotOf, toRenderCabinet, toShowcaseRenderCabinet } from '../../domain/cabinet/requests'
import { useMarket } from '../../i18n/useMarket'
import { unavailableDecorIssues } from '../../domain/priceList'
import { usePriceList } from '../../queries/prices'
import { inspect } from '../../debug/machineTraces'

/**
 * Binds the price and model machines to the design in the URL: every change of the design asks
 * for its price and its model (spec §4). Runs in the browser only; the server renders the first price itself.
 * The home showcase's render call names more of the design (spec §7).
 */
export function useConfiguratorActors(cabinet: Cabinet, { showcase = false }: { showcase?: boolean } = {}) {
  const { country } = useMarket()
  const modelHosts = useRouteContext({ from: '__root__', select: (context) => context.env.modelHosts })
  const priceRef = useActorRef(priceMachine, { inspect })
  const modelRef = useActorRef(modelMachine, { input: { hosts: modelHosts }, inspect })
  const prices = usePriceList()
  const snapshot = snapshotOf(cabinet)
  useEffect(() => {
    // A decor no longer sold has no price (the box says so); the server would refuse it anyway.
    if (unavailableDecorIssues(prices, cabinet).length === 0)
      priceRef.send({ type: 'price.request', request: priceRequestOf(cabinet, prices) })
    const render = showcase ? toShowcaseRenderCabinet(cabinet, country) : toRenderCabinet(cabinet)
    modelRef.send({ type: 'model.request', request: { cabinet: render } })
    // The snapshot is the design: `cabinet` itself is a new object on every render. A new published
    // price version (`prices`) asks for the price again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot, country, prices, showcase, priceRef, modelRef])
  return { priceRef, modelRef }
}

export type ConfiguratorActors = ReturnType<typeof useConfiguratorActors>
