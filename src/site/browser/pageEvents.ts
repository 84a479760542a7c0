import { pageEventsFor, type PageEvent } from '../events'

type Listener = (event: PageEvent) => void
const listeners = new Set<Listener>()

/** Subscribe to page events (issue 7's addEvent sender, behind consent). Returns the unsubscribe. */
export function onPageEvent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Announce the events of a visit to `path` to every subscriber. */
export function emitPageEvents(path: string): void {
  for (const event of pageEventsFor(path)) for (const listener of listeners) listener(event)
}
