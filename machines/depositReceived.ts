/**
 * The desk's "deposit received" form on one order (issue 37.4): `editing` the amount (prefilled with the amount
 * asked) and the day it reached the account (today), `invalid` when either cannot be read (checked here with the
 * domain's rules before anything is sent), `saving`, `saved` (the deposit with its tax document's number emitted
 * for the query) and `failed` (the answer's reason; what was typed stays).
 */
import { assign, emit, setup } from 'xstate'
import * as v from 'valibot'
import { ApiRequestError } from '#domain/apiError.ts'
import { DepositReceivedRequestSchema, parseBankAmount, type OrderDeposit } from '#domain/deposit.ts'
import { providedPromise } from './effects'

/** Why the deposit was not marked: a wrong amount or day, none asked, already received, not allowed, server, connection. */
export type DepositReceivedError =
  'amount' | 'date' | 'noDeposit' | 'already' | 'missing' | 'forbidden' | 'server' | 'network'

export interface DepositReceivedContext {
  number: string
  /** As typed, in currency units ("180,67"). */
  amount: string
  receivedOn: string
  error: DepositReceivedError | null
}

export type DepositReceivedEvent =
  { type: 'deposit.amount'; amount: string } | { type: 'deposit.date'; receivedOn: string } | { type: 'deposit.submit' }

export type DepositReceivedEmitted = { type: 'deposit.received'; deposit: OrderDeposit }

/** The request to send, or why the form cannot send it. */
export function depositRequestOf(context: Pick<DepositReceivedContext, 'amount' | 'receivedOn'>) {
  const amount = parseBankAmount(context.amount)
  if (amount === undefined || amount <= 0) return { error: 'amount' as const }
  const request = { amount, receivedOn: context.receivedOn }
  const checked = v.safeParse(DepositReceivedRequestSchema, request)
  return checked.success && !Number.isNaN(Date.parse(context.receivedOn))
    ? { request: checked.output }
    : { error: 'date' as const }
}

function errorOf(error: unknown): DepositReceivedError {
  if (!(error instanceof ApiRequestError)) return 'network'
  if (error.status === 404) return 'missing'
  if (error.status === 401 || error.status === 403) return 'forbidden'
  if (error.status === 422)
    return error.body?.error === 'no_deposit' ? 'noDeposit' : error.body?.error === 'future_date' ? 'date' : 'already'
  return 'server'
}

export const depositReceivedMachine = setup({
  types: {
    context: {} as DepositReceivedContext,
    events: {} as DepositReceivedEvent,
    input: {} as { number: string; amount: string; today: string },
    emitted: {} as DepositReceivedEmitted,
  },
  actors: {
    markReceived: providedPromise<OrderDeposit, { number: string; amount: number; receivedOn: string }>('markReceived'),
  },
  guards: {
    isValid: ({ context }) => depositRequestOf(context).request !== undefined,
  },
}).createMachine({
  id: 'depositReceived',
  context: ({ input }) => ({ number: input.number, amount: input.amount, receivedOn: input.today, error: null }),
  initial: 'editing',
  on: {
    'deposit.amount': { target: '.editing', actions: assign(({ event }) => ({ amount: event.amount, error: null })) },
    'deposit.date': {
      target: '.editing',
      actions: assign(({ event }) => ({ receivedOn: event.receivedOn, error: null })),
    },
  },
  states: {
    editing: {
      on: {
        'deposit.submit': [
          { guard: 'isValid', target: 'saving' },
          {
            target: 'invalid',
            actions: assign(({ context }) => {
              return { error: depositRequestOf(context).error ?? null }
            }),
          },
        ],
      },
    },
    // The refused values stay: changing one goes back to editing (the root's events).
    invalid: {},
    saving: {
      entry: assign({ error: null }),
      // What is on its way is what was checked: the form waits.
      on: { 'deposit.amount': {}, 'deposit.date': {} },
      invoke: {
        id: 'markReceived',
        src: 'markReceived',
        input: ({ context }) => {
          // Only a checked request reaches this state (the isValid guard).
          const request = depositRequestOf(context).request ?? { amount: 0, receivedOn: context.receivedOn }
          return { number: context.number, amount: request.amount, receivedOn: request.receivedOn }
        },
        onDone: {
          target: 'saved',
          actions: emit(({ event }) => ({ type: 'deposit.received' as const, deposit: event.output })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
      },
    },
    // Received: nothing more to send or change (the panel shows the deposit as received).
    saved: { on: { 'deposit.amount': {}, 'deposit.date': {} } },
    // A retry sends the same values again.
    failed: { on: { 'deposit.submit': { target: 'saving' } } },
  },
})
