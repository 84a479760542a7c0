/**
 * The back office's order (docs/product.md#staff): one resting state per fulfilment status, `changing` while a
 * change is sent, `failed` when it did not arrive, and `conflict` when another staff member changed
 * the order first (409 with the order as it is now): the new status is shown and staff continue
 * from it. A refused change (422) returns to the order's status with the reason. Only the moves
 * the back office may make exist (`refusalOf`): forward one step, a cancellation before production
 * (a confirmed order past 10:00 the next working day only with a note). The cancellation's time is
 * the event's, so the machine stays deterministic (a replay decides as the recording did).
 */
import { assign, enqueueActions, setup } from 'xstate'
import * as v from 'valibot'
import {
  FULFILMENT_STATUSES,
  nextStatus,
  refusalOf,
  StatusConflictSchema,
  StatusRefusalSchema,
  type FulfilmentOrder,
  type FulfilmentStatus,
  type MoveRefusal,
  type StatusChange,
} from '#domain/fulfilment.ts'
import { ApiRequestError } from '#domain/apiError.ts'
import { providedPromise } from './effects'

/** Why the last change failed: someone else was first, the connection, a refusal, or the server. */
export type FulfilmentError = 'conflict' | 'network' | 'refused' | 'server'

export interface FulfilmentContext {
  /** The order as last known: number, status, version; null until loaded. */
  order: FulfilmentOrder | null
  /** The change being sent, or the one that failed (retried as it was). */
  request: StatusChange | null
  error: FulfilmentError | null
  /** Why the server refused the last change (422); the panel says it in the staff's language. */
  refusal: MoveRefusal | null
}

export type FulfilmentEvent =
  | { type: 'fulfilment.load'; order: FulfilmentOrder }
  | { type: 'fulfilment.next' }
  /** `at` is the ISO time staff asked (the terms' deadline is checked against it). */
  | { type: 'fulfilment.cancel'; note: string; at: string }
  | { type: 'fulfilment.continue' }
  | { type: 'fulfilment.retry' }

/**
 * What the app hears: the order moved on at the server (a change made here, or another's shown by a 409
 * or a refusal), so its history, e-mails and the list are read again.
 */
export type FulfilmentEmitted = { type: 'fulfilment.moved'; order: FulfilmentOrder }

const errorOf = (error: unknown): FulfilmentError => {
  if (!(error instanceof ApiRequestError)) return 'network'
  return error.status >= 500 ? 'server' : 'refused'
}

/** The order in a 409 answer, when the answer is one. */
const conflictOf = (error: unknown): FulfilmentOrder | null => {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null
  const parsed = v.safeParse(StatusConflictSchema, error.body)
  return parsed.success ? parsed.output.order : null
}

/** The refusal in a 422 answer, when the answer is one. */
const refusalIn = (error: unknown) => {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return null
  const parsed = v.safeParse(StatusRefusalSchema, error.body)
  return parsed.success ? parsed.output : null
}

/** The answer of `changeStatus`: named actions and guards see its done and error events typed as the machine's own. */
const outputOf = (event: object) => (event as { output?: FulfilmentOrder }).output
const errorIn = (event: object) => (event as { error?: unknown }).error

const fulfilmentSetup = setup({
  types: {
    context: {} as FulfilmentContext,
    events: {} as FulfilmentEvent,
    emitted: {} as FulfilmentEmitted,
  },
  actors: {
    changeStatus: providedPromise<FulfilmentOrder, StatusChange>('changeStatus'),
  },
  actions: {
    load: assign(({ event }) =>
      event.type === 'fulfilment.load' ? { order: event.order, request: null, error: null, refusal: null } : {},
    ),
    requestNext: assign({
      request: ({ context }) => {
        const order = context.order!
        return {
          number: order.number,
          from: order.status,
          to: nextStatus(order.status)!,
          version: order.version,
          note: '',
        }
      },
      error: null,
      refusal: null,
    }),
    requestCancel: assign(({ context, event }) => {
      if (event.type !== 'fulfilment.cancel') return {}
      const order = context.order!
      const request: StatusChange = {
        number: order.number,
        from: order.status,
        to: 'cancelled',
        version: order.version,
        note: event.note,
      }
      return { request, error: null, refusal: null }
    }),
    changed: assign(({ event }) => ({
      order: outputOf(event)!,
      request: null,
      error: null,
    })),
    takeConflict: assign(({ event }) => ({
      order: conflictOf(errorIn(event)),
      error: 'conflict' as const,
    })),
    takeRefusal: assign(({ event }) => {
      const refused = refusalIn(errorIn(event))!
      return { order: refused.order, request: null, error: 'refused' as const, refusal: refused.error }
    }),
    setError: assign({ error: ({ event }) => errorOf(errorIn(event)) }),
    clear: assign({ request: null, error: null, refusal: null }),
    /** Before the answer is taken: the order it reports, when its version is not the one known. */
    tellMoved: enqueueActions(({ context, event, enqueue }) => {
      const error = errorIn(event)
      const order = outputOf(event) ?? conflictOf(error) ?? refusalIn(error)?.order
      if (order && order.version !== context.order?.version) enqueue.emit({ type: 'fulfilment.moved', order })
    }),
  },
  guards: {
    hasNext: ({ context }) => context.order !== null && nextStatus(context.order.status) !== null,
    mayCancel: ({ context, event }) =>
      event.type === 'fulfilment.cancel' &&
      context.order !== null &&
      refusalOf(
        context.order.status,
        'cancelled',
        context.order.confirmedAt === null ? null : new Date(context.order.confirmedAt),
        new Date(event.at),
        context.order.country,
        event.note,
      ) === null,
    isConflict: ({ event }) => conflictOf(errorIn(event)) !== null,
    /** The order (as loaded, answered or reported in a conflict) has this status. */
    orderIs: ({ context, event }, params: { status: FulfilmentStatus }) => {
      const order = event.type === 'fulfilment.load' ? event.order : (outputOf(event) ?? context.order)
      return order?.status === params.status
    },
    /** The server refused the change (422) and reports the order in this status. */
    refusedAt: ({ event }, params: { status: FulfilmentStatus }) =>
      refusalIn(errorIn(event))?.order.status === params.status,
  },
})

/** Guarded transitions to the resting state of the order's status, one per status given. */
const toStatus = (
  statuses: readonly FulfilmentStatus[],
  actions: 'load' | 'changed' | 'clear' | readonly ['tellMoved', 'changed'],
) =>
  statuses.map((status) => ({
    guard: { type: 'orderIs' as const, params: { status } },
    target: `#fulfilment.${status}`,
    actions,
  }))

const next = { 'fulfilment.next': { guard: 'hasNext', target: 'changing', actions: 'requestNext' } } as const
const cancel = { 'fulfilment.cancel': { guard: 'mayCancel', target: 'changing', actions: 'requestCancel' } } as const

export const fulfilmentMachine = fulfilmentSetup.createMachine({
  id: 'fulfilment',
  context: { order: null, request: null, error: null, refusal: null },
  initial: 'empty',
  on: { 'fulfilment.load': toStatus(FULFILMENT_STATUSES, 'load') },
  states: {
    /** No order loaded yet. */
    empty: {},
    received: { on: { ...next, ...cancel } },
    confirmed: { on: { ...next, ...cancel } },
    inProduction: { on: next },
    ready: { on: next },
    delivered: {},
    cancelled: {},
    changing: {
      // A reload while a change is on its way waits for the answer, which says where the order is.
      on: { 'fulfilment.load': {} },
      invoke: {
        id: 'changeStatus',
        src: 'changeStatus',
        input: ({ context }) => context.request!,
        // A change never leads back to received.
        onDone: toStatus(
          FULFILMENT_STATUSES.filter((status) => status !== 'received'),
          ['tellMoved', 'changed'],
        ),
        onError: [
          { guard: 'isConflict', target: 'conflict', actions: ['tellMoved', 'takeConflict'] },
          // A refusal changed nothing: back to the order's status (one a change starts from), the reason shown.
          ...FULFILMENT_STATUSES.filter((status) => nextStatus(status) !== null).map((status) => ({
            guard: { type: 'refusedAt' as const, params: { status } },
            target: `#fulfilment.${status}`,
            actions: ['tellMoved', 'takeRefusal'] as const,
          })),
          { target: 'failed', actions: 'setError' },
        ],
      },
    },
    /** The change did not arrive; the same change again (a 409 then tells whether it had). */
    failed: { on: { 'fulfilment.retry': 'changing' } },
    /** Another staff member was first: the order's new status is shown, staff go on from it. */
    conflict: { on: { 'fulfilment.continue': toStatus(FULFILMENT_STATUSES, 'clear') } },
  },
})
