import { useEffect } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { hallwayMachine } from '../../../machines/hallway'
import { modelMachine } from '../../../machines/model'
import type { Hallway } from '../../domain/hallway/layout'
import { LOCALES } from '../../domain/locale'
import { useLocale } from '../../i18n/useLocale'
import { inspect } from '../../debug/machineTraces'

/**
 * Binds the hallway machine (layout, render, price) and a model machine that downloads what the
 * hallway machine rendered. Runs the loop in the browser only.
 */
export function useHallwayActors(initial: Hallway) {
  const locale = useLocale()
  const hallwayRef = useActorRef(hallwayMachine, { input: { hallway: initial, country: LOCALES[locale].country }, inspect })
  const modelRef = useActorRef(modelMachine, { input: { hosts: [] }, inspect })
  const modelUrl = useSelector(hallwayRef, (s) => s.context.modelUrl)
  useEffect(() => {
    if (modelUrl) modelRef.send({ type: 'model.show', url: modelUrl })
  }, [modelUrl, modelRef])
  return { hallwayRef, modelRef }
}

export type HallwayActors = ReturnType<typeof useHallwayActors>
