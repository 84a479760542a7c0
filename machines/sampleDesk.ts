/**
 * The desk's sample requests (issue 39.4): `idle`, `moving` one request to sent or cancelled (one at a time: the
 * buttons wait), then `idle` again with the list as the server has it now (emitted for the query), or `failed`
 * with why (already done by someone else, not allowed, the server, the connection).
 */
import { assign, emit, setup } from 'xstate'
import { ApiRequestError } from '#domain/apiError.ts'
import type { StaffSamplesResponse } from '#domain/samples.ts'
import { providedPromise } from './effects'

export type SampleDeskError = 'done' | 'missing' | 'forbidden' | 'server' | 'network'

export interface SampleMove {
  number: string
  status: 'sent' | 'cancelled'
}

export interface SampleDeskContext {
  /** The move on its way or the last one that failed. */
  move: SampleMove | null
  error: SampleDeskError | null
}

export type SampleDeskEvent = { type: 'sample.move' } & SampleMove

/** What the app hears: the list after a move, or that a move failed (the list may be stale: read it again). */
export type SampleDeskEmitted =
  { type: 'sample.moved'; samples: StaffSamplesResponse } | { type: 'sample.failed'; error: SampleDeskError }

function errorOf(error: unknown): SampleDeskError {
  if (!(error instanceof ApiRequestError)) return 'network'
  if (error.status === 409) return 'done'
  if (error.status === 404) return 'missing'
  if (error.status === 401 || error.status === 403) return 'forbidden'
  return 'server'
}

export const sampleDeskMachine = setup({
  types: {
    context: {} as SampleDeskContext,
    events: {} as SampleDeskEvent,
    emitted: {} as SampleDeskEmitted,
  },
  actors: {
    moveSample: providedPromise<StaffSamplesResponse, SampleMove>('moveSample'),
  },
  actions: {
    keep: assign(({ event }) => ({ move: { number: event.number, status: event.status }, error: null })),
  },
}).createMachine({
  id: 'sampleDesk',
  context: { move: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'sample.move': { target: 'moving', actions: 'keep' } } },
    moving: {
      invoke: {
        id: 'moveSample',
        src: 'moveSample',
        input: ({ context }) => context.move!,
        onDone: {
          target: 'idle',
          actions: [
            assign({ move: null, error: null }),
            emit(({ event }) => ({ type: 'sample.moved' as const, samples: event.output })),
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => errorOf(event.error) }),
            emit(({ event }) => ({ type: 'sample.failed' as const, error: errorOf(event.error) })),
          ],
        },
      },
    },
    failed: { on: { 'sample.move': { target: 'moving', actions: 'keep' } } },
  },
})
