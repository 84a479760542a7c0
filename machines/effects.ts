/**
 * A machine's effects on the world (an API call, a download) are actors the app provides with
 * `.provide({ actors })`: src/queries/actors.ts in the shop, stubs in tests and stories. A machine names
 * each with its types here and imports no client, so it runs anywhere (lint holds it:
 * docs/decisions/0027-layers.md). Run without being provided, the effect fails, naming itself.
 */
import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate'

const notProvided = (name: string) =>
  new Error(`The effect "${name}" is provided by the app: machine.provide({ actors: { ${name} } })`)

/** A one-answer effect (a call): its output and input types, its name for the error. */
export const providedPromise = <Output, Input = NonReducibleUnknown>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(notProvided(name)))

/** An effect that reports as it goes (a download's progress): the events it sends back and its input. */
export const providedCallback = <Event extends EventObject, Input>(name: string) =>
  fromCallback<Event, Input>(() => {
    throw notProvided(name)
  })
