/**
 * The back office's order (docs/product.md#staff): one resting state per fulfilment status. A move (the next step,
 * a cancellation, a refusal at the door) is first `confirming`: the panel says what the customer will receive, and
 * production starting inside the customer's cancellation window needs an explicit acknowledgement. Then `changing`
 * while it is sent, `undoable` for the 10 s its e-mail waits in the outbox (a tick a second, `undoLeft` counting
 * down; `undoing` takes it back), `failed` when it did not arrive, and `conflict` when another staff member changed
 * the order first (409 with the order as it is now and who changed it): kept, through reloads, until dismissed. A
 * refused change (422) returns to the order's status with the reason. Only the moves the back office may make exist
 * (`refusalOf`). A move's time is the event's, so the machine stays deterministic (a replay decides as the
 * recording did). docs/decisions/0031-status-undo.md.
 */
import { assign, enqueueActions, setup } from 'xstate'
import * as v from 'valibot'
import {
  FULFILMENT_STATUSES,
  isClosed,
  nextStatus,
  refusalOf,
  startsInsideCancellationWindow,
  StatusConflictSchema,
  StatusRefusalSchema,
  UNDO_WINDOW_MS,
  UndoRefusalSchema,
  type FulfilmentOrder,
  type FulfilmentStatus,
  type LastStatusChange,
  type MoveRefusal,
  type StatusChange,
  type UndoRefusal,
} from '#domain/fulfilment.ts'
import { ApiRequestError } from '#domain/apiError.ts'
import { providedPromise } from './effects'

/** Why the last change failed: someone else was first, the connection, a refusal, or the server. */
export type FulfilmentError = 'conflict' | 'network' | 'refused' | 'server'

/** An undo as sent: the order's number and the version the move left it at. */
export interface StatusUndo {
  number: string
  version: number
}

export interface FulfilmentContext {
  /** The order as last known: number, status, version; null until loaded. */
  order: FulfilmentOrder | null
  /** The change being confirmed or sent, or the one that failed (retried as it was). */
  request: StatusChange | null
  error: FulfilmentError | null
  /** Why the server refused the last change or undo (422); the panel says it in the staff's language. */
  refusal: MoveRefusal | UndoRefusal | null
  /** The change being confirmed starts production inside the customer's free-cancellation window. */
  warning: boolean
  /** Whole seconds left to undo the move just made (0 outside `undoable`). */
  undoLeft: number
  /** The failed call was an undo (a retry sends the undo again). */
  undoing: boolean
  /** Who changed the order first, as a 409 named it (null when it did not). */
  changedBy: LastStatusChange | null
}

export type FulfilmentEvent =
  | { type: 'fulfilment.load'; order: FulfilmentOrder }
  /** `at` is the ISO time staff asked (the warning about the customer's window is decided against it). */
  | { type: 'fulfilment.next'; at: string }
  /** `at` is the ISO time staff asked (the terms' deadline is checked against it). */
  | { type: 'fulfilment.cancel'; note: string; at: string }
  /** The courier's customer refused the delivery (cash on delivery not paid); the note says what happened. */
  | { type: 'fulfilment.refuse'; note: string }
  /** The confirmation; `acknowledged` is the second confirmation a warning asks for. */
  | { type: 'fulfilment.confirm'; acknowledged: boolean }
  | { type: 'fulfilment.back' }
  | { type: 'fulfilment.undo' }
  | { type: 'fulfilment.continue' }
  | { type: 'fulfilment.retry' }

/**
 * What the app hears: the order moved on at the server (a change or an undo made here, or another's shown by a
 * 409 or a refusal), so its history, e-mails and the list are read again.
 */
export type FulfilmentEmitted = { type: 'fulfilment.moved'; order: FulfilmentOrder }

/** The seconds an undo is offered (the domain's window). */
export const UNDO_SECONDS = UNDO_WINDOW_MS / 1000

const errorOf = (error: unknown): FulfilmentError => {
  if (!(error instanceof ApiRequestError)) return 'network'
  return error.status >= 500 ? 'server' : 'refused'
}

/** The 409 answer, when the answer is one. */
const conflictIn = (error: unknown) => {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null
  const parsed = v.safeParse(StatusConflictSchema, error.body)
  return parsed.success ? parsed.output : null
}

/** The refusal in a 422 answer (a move's or an undo's), when the answer is one. */
const refusalIn = (error: unknown) => {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return null
  const move = v.safeParse(StatusRefusalSchema, error.body)
  if (move.success) return move.output
  const undo = v.safeParse(UndoRefusalSchema, error.body)
  return undo.success ? undo.output : null
}

/** The answer of a call: named actions and guards see its done and error events typed as the machine's own. */
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
    undoStatus: providedPromise<FulfilmentOrder, StatusUndo>('undoStatus'),
  },
  delays: {
    /** The undo's countdown ticks once a second. */
    tick: 1000,
  },
  actions: {
    load: assign(({ event }) =>
      event.type === 'fulfilment.load' ? { order: event.order, request: null, error: null, refusal: null } : {},
    ),
    /** Another's change heard while a conflict is shown: the order is brought up to date, the notice stays. */
    loadKeepingConflict: assign(({ event }) => (event.type === 'fulfilment.load' ? { order: event.order } : {})),
    request: assign(({ context, event }) => {
      const order = context.order!
      const to: FulfilmentStatus =
        event.type === 'fulfilment.cancel'
          ? 'cancelled'
          : event.type === 'fulfilment.refuse'
            ? 'refused'
            : nextStatus(order.status)!
      const note = event.type === 'fulfilment.cancel' || event.type === 'fulfilment.refuse' ? event.note : ''
      const warning = event.type === 'fulfilment.next' && startsInsideCancellationWindow(order, to, new Date(event.at))
      const request: StatusChange = { number: order.number, from: order.status, to, version: order.version, note }
      return { request, warning, error: null, refusal: null, changedBy: null }
    }),
    changed: assign(({ event }) => ({
      order: outputOf(event)!,
      request: null,
      error: null,
      warning: false,
      undoing: false,
    })),
    startUndo: assign({ undoLeft: UNDO_SECONDS }),
    tick: assign({ undoLeft: ({ context }) => context.undoLeft - 1 }),
    endUndo: assign({ undoLeft: 0 }),
    markUndoing: assign({ undoing: true, undoLeft: 0 }),
    takeConflict: assign(({ event }) => {
      const conflict = conflictIn(errorIn(event))!
      return {
        order: conflict.order,
        changedBy: conflict.changedBy ?? null,
        error: 'conflict' as const,
        undoing: false,
        warning: false,
      }
    }),
    takeRefusal: assign(({ event }) => {
      const refused = refusalIn(errorIn(event))!
      return {
        order: refused.order,
        request: null,
        error: 'refused' as const,
        refusal: refused.error,
        undoing: false,
        warning: false,
      }
    }),
    setError: assign({ error: ({ event }) => errorOf(errorIn(event)) }),
    clear: assign({ request: null, error: null, refusal: null, warning: false, changedBy: null, undoing: false }),
    /** Before the answer is taken: the order it reports, when its version is not the one known. */
    tellMoved: enqueueActions(({ context, event, enqueue }) => {
      const error = errorIn(event)
      const order = outputOf(event) ?? conflictIn(error)?.order ?? refusalIn(error)?.order
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
        context.order.courier,
      ) === null,
    mayRefuse: ({ context, event }) =>
      event.type === 'fulfilment.refuse' &&
      context.order !== null &&
      refusalOf(
        context.order.status,
        'refused',
        null,
        new Date(0),
        context.order.country,
        event.note,
        context.order.courier,
      ) === null,
    /** A warning needs the second confirmation; without one the first is enough. */
    confirmed: ({ context, event }) => event.type === 'fulfilment.confirm' && (!context.warning || event.acknowledged),
    isConflict: ({ event }) => conflictIn(errorIn(event)) !== null,
    moreSeconds: ({ context }) => context.undoLeft > 1,
    wasUndo: ({ context }) => context.undoing,
    /** The order (as loaded, answered or reported in a conflict) has this status. */
    orderIs: ({ context, event }, params: { status: FulfilmentStatus }) => {
      const order = event.type === 'fulfilment.load' ? event.order : (outputOf(event) ?? context.order)
      return order?.status === params.status
    },
    /** The server refused the change or undo (422) and reports the order in this status. */
    refusedAt: ({ event }, params: { status: FulfilmentStatus }) =>
      refusalIn(errorIn(event))?.order.status === params.status,
  },
})

type RestAction =
  'load' | 'clear' | 'endUndo' | readonly ['tellMoved', 'changed'] | readonly ['tellMoved', 'changed', 'startUndo']

/** Guarded transitions to a state named by the order's status, one per status given. */
const toStatus = (statuses: readonly FulfilmentStatus[], actions: RestAction, target?: string) =>
  statuses.map((status) => ({
    guard: { type: 'orderIs' as const, params: { status } },
    target: target ?? `#fulfilment.${status}`,
    actions,
  }))

/** The statuses a move starts from (and an undo returns to). */
const OPEN = FULFILMENT_STATUSES.filter((status) => !isClosed(status))
/** The statuses a move ends in (and an undo starts from). */
const MOVED = FULFILMENT_STATUSES.filter((status) => status !== 'received')

/** A 422 changed nothing: back to the order's status, the reason shown. */
const refusals = (statuses: readonly FulfilmentStatus[]) =>
  statuses.map((status) => ({
    guard: { type: 'refusedAt' as const, params: { status } },
    target: `#fulfilment.${status}`,
    actions: ['tellMoved', 'takeRefusal'] as const,
  }))
const conflictOnError = { guard: 'isConflict', target: 'conflict', actions: ['tellMoved', 'takeConflict'] } as const

const next = { 'fulfilment.next': { guard: 'hasNext', target: 'confirming', actions: 'request' } } as const
const cancel = { 'fulfilment.cancel': { guard: 'mayCancel', target: 'confirming', actions: 'request' } } as const
const refuse = { 'fulfilment.refuse': { guard: 'mayRefuse', target: 'confirming', actions: 'request' } } as const

export const fulfilmentMachine = fulfilmentSetup.createMachine({
  id: 'fulfilment',
  context: {
    order: null,
    request: null,
    error: null,
    refusal: null,
    warning: false,
    undoLeft: 0,
    undoing: false,
    changedBy: null,
  },
  initial: 'empty',
  on: { 'fulfilment.load': toStatus(FULFILMENT_STATUSES, 'load') },
  states: {
    /** No order loaded yet. */
    empty: {},
    received: { on: { ...next, ...cancel } },
    confirmed: { on: { ...next, ...cancel } },
    inProduction: { on: next },
    ready: { on: { ...next, ...refuse } },
    delivered: {},
    cancelled: {},
    refused: {},
    /** The panel says what the customer will receive; a warning waits for the second confirmation. */
    confirming: {
      // The order may move meanwhile: the server's 409 says so when the change is sent.
      on: {
        'fulfilment.load': {},
        'fulfilment.confirm': { guard: 'confirmed', target: 'changing' },
        'fulfilment.back': toStatus(OPEN, 'clear'),
      },
    },
    changing: {
      // A reload while a change is on its way waits for the answer, which says where the order is.
      on: { 'fulfilment.load': {} },
      invoke: {
        id: 'changeStatus',
        src: 'changeStatus',
        input: ({ context }) => context.request!,
        onDone: { target: 'undoable', actions: ['tellMoved', 'changed', 'startUndo'] },
        onError: [conflictOnError, ...refusals(OPEN), { target: 'failed', actions: 'setError' }],
      },
    },
    /** The move is made; its e-mail waits. A tick a second; after the last one the undo is gone. */
    undoable: {
      on: { 'fulfilment.load': {}, 'fulfilment.undo': { target: 'undoing', actions: 'markUndoing' } },
      after: {
        // After the last second the undo is gone: rest at the order's status.
        tick: [
          { guard: 'moreSeconds', target: 'undoable', reenter: true, actions: 'tick' },
          ...toStatus(MOVED, 'endUndo'),
        ],
      },
    },
    undoing: {
      on: { 'fulfilment.load': {} },
      invoke: {
        id: 'undoStatus',
        src: 'undoStatus',
        input: ({ context }) => ({ number: context.order!.number, version: context.order!.version }),
        onDone: toStatus(OPEN, ['tellMoved', 'changed']),
        onError: [conflictOnError, ...refusals(MOVED), { target: 'failed', actions: 'setError' }],
      },
    },
    /** The change (or undo) did not arrive; the same one again (a 409 then tells whether it had). */
    failed: {
      on: {
        'fulfilment.retry': [{ guard: 'wasUndo', target: 'undoing' }, { target: 'changing' }],
      },
    },
    /** Another staff member was first: the order's new status and who changed it, kept until dismissed. */
    conflict: {
      on: {
        'fulfilment.load': { actions: 'loadKeepingConflict' },
        'fulfilment.continue': toStatus(FULFILMENT_STATUSES, 'clear'),
      },
    },
  },
})
