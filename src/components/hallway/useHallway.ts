import { useEffect, useRef } from 'react'
import { useActorRef } from '@xstate/react'
import { hallwayMachine } from '#machines/hallway.ts'
import { modelMachine } from '#machines/model.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import { hallwayQuery } from '#domain/hallway/query.ts'
import { useMarket } from '#i18n/useMarket.ts'
import { inspector } from '#debug/machineTraces.ts'
import { hallwayActors, modelActors } from '#queries/actors.ts'

const shopModelMachine = modelMachine.provide({ actors: modelActors })
const shopHallwayMachine = hallwayMachine.provide({ actors: hallwayActors })

/**
 * Binds the hallway machine (layout, render, price) and the model machine it hands each rendered
 * model to (its ref in the input). As with the cabinet, the design comes in from the page (its
 * address) and every change of it goes to the machine as an event; the machine's edits go out
 * through `onChange`. Runs the loop in the browser only.
 */
export function useHallwayActors(hallway: Hallway, onChange?: (hallway: Hallway) => void) {
  const market = useMarket()
  const modelRef = useActorRef(shopModelMachine, { input: { hosts: [] }, inspect: inspector() })
  const hallwayRef = useActorRef(shopHallwayMachine, {
    input: { hallway, country: market.country, model: modelRef },
    inspect: inspector(),
  })
  const design = new URLSearchParams(hallwayQuery(hallway)).toString()
  useEffect(() => {
    // In a task of its own: on load this runs among hydration's effects, and the machine's requests and
    // re-renders joined to them made one long task (as the cabinet configurator's did, useConfigurator.ts).
    const id = setTimeout(() => hallwayRef.send({ type: 'hallway.load', hallway }))
    return () => clearTimeout(id)
    // The query is the design: `hallway` itself is a new object on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [design, hallwayRef])
  // The latest handler, without subscribing again on every render.
  const changed = useRef(onChange)
  useEffect(() => {
    changed.current = onChange
  })
  useEffect(() => {
    const subscription = hallwayRef.on('hallway.changed', (event) => changed.current?.(event.hallway))
    return () => subscription.unsubscribe()
  }, [hallwayRef])
  return { hallwayRef, modelRef }
}

export type HallwayActors = ReturnType<typeof useHallwayActors>
