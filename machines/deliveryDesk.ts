/**
 * The deliveries desk's writes (issue 36): planning an order onto a day's van, the "on the way" e-mails of a day,
 * sending an order by a parcel carrier. `idle` until the desk asks, `saving` while the call is on its way, back to
 * `idle` (emitting `delivery.changed`, so the view reads the day or the order again) or `failed` with why, kept
 * until the staff dismiss it or try again. The data itself stays in the query cache (docs/decisions/0028).
 */
import { assign, emit, setup } from 'xstate'
import { ApiRequestError } from '#domain/apiError.ts'
import type { Carrier } from '#domain/delivery.ts'
import { providedPromise } from './effects'

/** One write the desk asks for. */
export type DeliveryAction =
  | { kind: 'plan'; date: string; number: string; from: string; to: string }
  | { kind: 'notify'; date: string }
  | { kind: 'parcel'; number: string; carrier: Carrier; carrierName: string; tracking: string }

/** What a write answers: the numbers e-mailed (notify), or none (a plan or a parcel). */
export interface DeliveryActionOutput {
  sent?: string[]
}

/**
 * Why the last write failed: the server's code for a refusal (`not_ready`, `not_courier`, `not_found`, a 400's
 * `invalid_request`), `network` when no answer came, `server` for a 5xx.
 */
export type DeliveryError = string

export interface DeliveryDeskContext {
  /** The write on its way, or the one that failed (tried again as it was). */
  action: DeliveryAction | null
  error: DeliveryError | null
  /** The numbers the last "on the way" round e-mailed; null before one. */
  sent: string[] | null
}

export type DeliveryDeskEvent =
  | { type: 'delivery.plan'; date: string; number: string; from: string; to: string }
  | { type: 'delivery.notify'; date: string }
  | { type: 'delivery.parcel'; number: string; carrier: Carrier; carrierName: string; tracking: string }
  | { type: 'delivery.retry' }
  | { type: 'delivery.dismiss' }

/** The day or the order changed at the server: the view reads it again. */
export type DeliveryDeskEmitted = { type: 'delivery.changed'; action: DeliveryAction }

const errorOf = (error: unknown): DeliveryError => {
  if (!(error instanceof ApiRequestError)) return 'network'
  if (error.status >= 500) return 'server'
  return error.body?.error ?? 'server'
}

const actionOf = (event: DeliveryDeskEvent): DeliveryAction | null => {
  switch (event.type) {
    case 'delivery.plan':
      return { kind: 'plan', date: event.date, number: event.number, from: event.from, to: event.to }
    case 'delivery.notify':
      return { kind: 'notify', date: event.date }
    case 'delivery.parcel':
      return {
        kind: 'parcel',
        number: event.number,
        carrier: event.carrier,
        carrierName: event.carrierName,
        tracking: event.tracking,
      }
    default:
      return null
  }
}

const ask = { target: '#deliveryDesk.saving', actions: 'ask' } as const

export const deliveryDeskMachine = setup({
  types: {
    context: {} as DeliveryDeskContext,
    events: {} as DeliveryDeskEvent,
    emitted: {} as DeliveryDeskEmitted,
  },
  actors: {
    deliveryAction: providedPromise<DeliveryActionOutput, DeliveryAction>('deliveryAction'),
  },
  actions: {
    ask: assign(({ event }) => ({ action: actionOf(event), error: null })),
  },
}).createMachine({
  id: 'deliveryDesk',
  context: { action: null, error: null, sent: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'delivery.plan': ask, 'delivery.notify': ask, 'delivery.parcel': ask },
    },
    saving: {
      invoke: {
        src: 'deliveryAction',
        input: ({ context }) => context.action!,
        onDone: {
          target: 'idle',
          actions: [
            // Emitted with the action that was done, before the context forgets it.
            emit(({ context }) => ({ type: 'delivery.changed' as const, action: context.action! })),
            assign(({ context, event }) => ({
              action: null,
              sent: context.action?.kind === 'notify' ? (event.output.sent ?? []) : context.sent,
            })),
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
      },
    },
    failed: {
      on: {
        'delivery.retry': { target: 'saving', actions: assign({ error: null }) },
        'delivery.dismiss': { target: 'idle', actions: assign({ action: null, error: null }) },
        'delivery.plan': ask,
        'delivery.notify': ask,
        'delivery.parcel': ask,
      },
    },
  },
})
