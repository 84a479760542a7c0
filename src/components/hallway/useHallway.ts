import { hallwayMachine } from '#machines/hallway.ts'
import { modelMachine } from '#machines/model.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import { hallwayQuery } from '#domain/hallway/query.ts'
import { useMarket } from '#i18n/useMarket.ts'
import { useHostedActor } from '../useHostedActor'
import { hallwayActors, modelActors } from '#queries/actors.ts'

/**
 * Binds the hallway machine (layout, render, price) and the model machine it hands each rendered
 * model to (its ref in the input), as every machine is hosted (docs/decisions/0028): the design comes in
 * from the page (its address) as input, and again as `hallway.load` when the address changes; the
 * machine's edits go out as `hallway.changed` to `onChange`. Runs the loop in the browser only.
 */
export function useHallwayActors(hallway: Hallway, onChange?: (hallway: Hallway) => void) {
  const market = useMarket()
  const modelRef = useHostedActor(modelMachine, { input: { hosts: [] }, provide: { actors: modelActors } })
  // The query is the design: `hallway` itself is a new object on every navigation.
  const design = new URLSearchParams(hallwayQuery(hallway)).toString()
  const hallwayRef = useHostedActor(hallwayMachine, {
    input: { hallway, country: market.country, model: modelRef },
    provide: { actors: hallwayActors },
    follow: { key: design, event: () => ({ type: 'hallway.load' as const, hallway }) },
    on: { 'hallway.changed': (event) => onChange?.(event.hallway) },
  })
  return { hallwayRef, modelRef }
}

export type HallwayActors = ReturnType<typeof useHallwayActors>
