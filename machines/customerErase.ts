/**
 * A customer's erasure on the desk (issue 36.5, owner only): `idle` → `confirming` (the owner reads what goes and
 * what the law keeps) → `erasing` → `erased` (final), or `refused` (orders still in progress: their numbers),
 * or `failed` (the connection or the server; retried as it was). Nothing is erased without the confirmation.
 */
import { assign, emit, setup } from 'xstate'
import * as v from 'valibot'
import { ErasureRefusedSchema, type CustomerErasure } from '#domain/customers.ts'
import { ApiRequestError } from '#domain/apiError.ts'
import { providedPromise } from './effects'

export interface CustomerEraseInput {
  /** The customer's opaque id (the address's). */
  id: string
}

export interface CustomerEraseContext extends CustomerEraseInput {
  /** What the erasure did, once it has. */
  result: CustomerErasure | null
  /** The orders still in progress the server named (422). */
  inProgress: string[]
  /** Why the last attempt failed: the connection or the server (a refusal is its own state). */
  error: 'network' | 'server' | null
}

export type CustomerEraseEvent =
  { type: 'erase.ask' } | { type: 'erase.confirm' } | { type: 'erase.cancel' } | { type: 'erase.retry' }

/** What the app hears: the customer is gone from the list (its queries are read again). */
export type CustomerEraseEmitted = { type: 'customer.erased'; id: string; result: CustomerErasure }

/** The orders in a 422 answer, when the answer is one. */
const refusedOrders = (error: unknown): string[] | null => {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return null
  const parsed = v.safeParse(ErasureRefusedSchema, error.body)
  return parsed.success ? parsed.output.orders : null
}

const errorIn = (event: object) => (event as { error?: unknown }).error

export const customerEraseMachine = setup({
  types: {
    input: {} as CustomerEraseInput,
    context: {} as CustomerEraseContext,
    events: {} as CustomerEraseEvent,
    emitted: {} as CustomerEraseEmitted,
  },
  actors: {
    eraseCustomer: providedPromise<CustomerErasure, CustomerEraseInput>('eraseCustomer'),
  },
  guards: {
    isRefusal: ({ event }) => refusedOrders(errorIn(event)) !== null,
  },
}).createMachine({
  id: 'customerErase',
  context: ({ input }) => ({ id: input.id, result: null, inProgress: [], error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'erase.ask': 'confirming' } },
    confirming: { on: { 'erase.confirm': 'erasing', 'erase.cancel': 'idle' } },
    erasing: {
      entry: assign({ error: null }),
      invoke: {
        src: 'eraseCustomer',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'erased',
          actions: [
            assign({ result: ({ event }) => event.output }),
            emit(({ context, event }) => ({ type: 'customer.erased' as const, id: context.id, result: event.output })),
          ],
        },
        onError: [
          {
            guard: 'isRefusal',
            target: 'refused',
            actions: assign({ inProgress: ({ event }) => refusedOrders(event.error) ?? [] }),
          },
          {
            target: 'failed',
            actions: assign({
              // An answer with an error status is the server's; no answer at all, the connection's.
              error: ({ event }) => (event.error instanceof ApiRequestError ? 'server' : 'network'),
            }),
          },
        ],
      },
    },
    refused: { on: { 'erase.cancel': 'idle' } },
    failed: { on: { 'erase.retry': 'erasing', 'erase.cancel': 'idle' } },
    erased: { type: 'final' },
  },
})
