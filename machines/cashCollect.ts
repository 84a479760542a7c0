/**
 * Recording an order's cash (issue 37.5): `idle` until the desk records who collected how much on which day; an
 * amount other than the amount to collect stops in `confirming` (the difference shown) until the staff confirm or
 * go back; `saving` while the call is on its way, then `idle` (emitting `cash.recorded`, so the view reads the
 * order's cash, the day's report and the dashboard again) or `failed` with why. The data stays in the query cache.
 */
import { assign, emit, setup } from 'xstate'
import { ApiRequestError } from '#domain/apiError.ts'
import { cashDifference } from '#domain/cash.ts'
import { toMinor } from '#domain/money.ts'
import { providedPromise } from './effects'

/** What the desk records (money in currency units), and whether a difference was confirmed. */
export interface CashRecord {
  number: string
  collectedBy: string
  amount: number
  collectedOn: string
  confirmDifference: boolean
}

/**
 * Why the last record failed: the server's code (`difference`, `in_future`, `before_order`, `not_delivered`,
 * `not_found`, a 400's `invalid_request`), `network` when no answer came, `server` for a 5xx.
 */
export type CashError = string

export interface CashCollectContext {
  /** The record asked for, on its way, or failed (tried again as it was). */
  record: CashRecord | null
  /** The amount to collect the record was compared with (currency units). */
  due: number | null
  error: CashError | null
}

export type CashCollectEvent =
  | { type: 'cash.record'; record: Omit<CashRecord, 'confirmDifference'>; due: number }
  | { type: 'cash.confirm' }
  | { type: 'cash.cancel' }
  | { type: 'cash.retry' }
  | { type: 'cash.dismiss' }

export type CashCollectEmitted = { type: 'cash.recorded'; number: string }

const errorOf = (error: unknown): CashError => {
  if (!(error instanceof ApiRequestError)) return 'network'
  if (error.status >= 500) return 'server'
  return error.body?.error ?? 'server'
}

const record = [
  { guard: 'differs', target: '#cashCollect.confirming', actions: 'take' },
  { target: '#cashCollect.saving', actions: 'take' },
] as const

export const cashCollectMachine = setup({
  types: {
    context: {} as CashCollectContext,
    events: {} as CashCollectEvent,
    emitted: {} as CashCollectEmitted,
  },
  actors: {
    cashCollect: providedPromise<unknown, CashRecord>('cashCollect'),
  },
  actions: {
    /** The record as the event asks it, the difference not (yet) confirmed. */
    take: assign(({ event }) =>
      event.type === 'cash.record'
        ? { record: { ...event.record, confirmDifference: false }, due: event.due, error: null }
        : {},
    ),
  },
  guards: {
    /** The amount differs from the amount to collect (compared in minor units). */
    differs: ({ event }) =>
      event.type === 'cash.record' && cashDifference(toMinor(event.record.amount), toMinor(event.due)) !== 0,
  },
}).createMachine({
  id: 'cashCollect',
  context: { record: null, due: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'cash.record': record } },
    confirming: {
      on: {
        'cash.confirm': {
          target: 'saving',
          actions: assign(({ context }) => ({ record: { ...context.record!, confirmDifference: true } })),
        },
        'cash.cancel': { target: 'idle', actions: assign({ record: null, due: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'cashCollect',
        src: 'cashCollect',
        input: ({ context }) => context.record!,
        onDone: {
          target: 'idle',
          actions: [
            emit(({ context }) => ({ type: 'cash.recorded' as const, number: context.record!.number })),
            assign({ record: null, due: null }),
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
      },
    },
    failed: {
      on: {
        'cash.retry': { target: 'saving', actions: assign({ error: null }) },
        'cash.dismiss': { target: 'idle', actions: assign({ record: null, due: null, error: null }) },
        'cash.record': record,
      },
    },
  },
})
