import { useEffect, useEffectEvent, useState } from 'react'
import { useActorRef } from '@xstate/react'
import type { Actor, AnyStateMachine, EmittedFrom, EventFromLogic, InputFrom, MachineImplementationsFrom } from 'xstate'
import { inspector } from '#debug/machineTraces.ts'
import { useOnChange } from './useOnChange'

/** A handler per event the machine emits (`actor.on`): what the view does with it (invalidate a query, write the address). */
type EmittedHandlers<TMachine extends AnyStateMachine> = {
  [Type in EmittedFrom<TMachine>['type']]?: (event: Extract<EmittedFrom<TMachine>, { type: Type }>) => void
}

interface HostOptions<TMachine extends AnyStateMachine> {
  /** The server's data (or the address's design) the machine starts from. */
  input?: InputFrom<TMachine>
  /**
   * The same data as it changes afterwards (a refetch, a navigation): when `key` is another value
   * (`Object.is`) after a render, `event()` goes to the machine. Not after the first render, where `input`
   * has it, unless `start`: a machine whose states begin before the data (`empty`) hears it first as the event.
   */
  follow?: { key: unknown; event: () => EventFromLogic<TMachine>; start?: boolean }
  /** What the machine emits for the view; the latest handlers, subscribed once. */
  on?: EmittedHandlers<TMachine>
  /** The effects the view layer gives the machine (its reads through the query cache), applied once at mount. */
  provide?: MachineImplementationsFrom<TMachine>
}

/**
 * The one way a view hosts a machine over server state (docs/decisions/0028-machines-over-server-state.md):
 * the route's loader warms the query, the view reads it and hands it to the machine as `input` and then,
 * as it changes, as one `follow` event; the machine's writes are its own actors, and what they change on
 * the server comes back out as emitted events (`on`) that invalidate the query. The query owns the server's
 * data, the machine owns the interaction; neither copies the other through effects. Every actor is traced.
 */
export function useHostedActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  { input, follow, on, provide }: HostOptions<TMachine> = {},
): Actor<TMachine> {
  // The logic of the first render: a machine given again (a new `.provide()` each render) would warn.
  const [logic] = useState(() => (provide ? (machine.provide(provide) as TMachine) : machine))
  const actor = useActorRef(logic, { input, inspect: inspector() } as never) as Actor<TMachine>
  const start = useEffectEvent(() => {
    if (follow?.start) actor.send(follow.event())
  })
  useEffect(() => start(), [actor])
  useOnChange(follow?.key, () => {
    if (follow) actor.send(follow.event())
  })
  const hear = useEffectEvent((event: EmittedFrom<TMachine>) => {
    const handler = on?.[event.type as EmittedFrom<TMachine>['type']] as ((event: unknown) => void) | undefined
    handler?.(event)
  })
  useEffect(() => {
    const subscription = actor.on('*', (event) => hear(event as EmittedFrom<TMachine>))
    return () => subscription.unsubscribe()
  }, [actor])
  return actor
}
