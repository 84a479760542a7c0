/**
 * The customer's order page's actions (issue 39.2), two independent regions:
 * - `cancel`: `idle` → `confirming` (the page asks "really cancel?") → `cancelling` → `done` (the order as it is now
 *   emitted for the query) or `failed` (not allowed any more, changed meanwhile, the server, the connection);
 *   `back` from confirming changes nothing.
 * - `message`: `editing` → `invalid` (empty or too long, by the domain's rule, before anything is sent) or `sending`
 *   → `sent` (the text cleared, the order emitted) or `failed` (the text stays, nothing typed is lost).
 * The token and the status version come from the page's query (`track.loaded` with each new answer).
 */
import { assign, emit, setup } from 'xstate'
import * as v from 'valibot'
import { ApiRequestError } from '#domain/apiError.ts'
import { OrderTrackMessageRequestSchema, type OrderTrack } from '#domain/orderTrackSchemas.ts'
import { providedPromise } from './effects'

/** Why a cancellation did not happen: the terms no longer allow it (422), the order changed (409), gone (404), … */
export type CancelError = 'notAllowed' | 'changed' | 'missing' | 'server' | 'network'
/** Why a message was not sent: empty, too long, too many on this order (429), gone (404), the server, the connection. */
export type MessageError = 'empty' | 'tooLong' | 'tooMany' | 'missing' | 'server' | 'network'

export interface OrderTrackContext {
  token: string
  version: number
  text: string
  cancelError: CancelError | null
  messageError: MessageError | null
}

export type OrderTrackEvent =
  | { type: 'track.loaded'; version: number }
  | { type: 'cancel.ask' }
  | { type: 'cancel.back' }
  | { type: 'cancel.confirm' }
  | { type: 'message.change'; text: string }
  | { type: 'message.submit' }

/** What the page hears: the order as the server answered after a write (the page's query takes it). */
export type OrderTrackEmitted = { type: 'track.updated'; order: OrderTrack }

/** The message's problem by the domain's rule, or null when it may go. */
function checkText(token: string, text: string): MessageError | null {
  if (v.safeParse(OrderTrackMessageRequestSchema, { token, text }).success) return null
  return text.trim().length === 0 ? 'empty' : 'tooLong'
}

function cancelErrorOf(error: unknown): CancelError {
  if (!(error instanceof ApiRequestError)) return 'network'
  if (error.status === 422) return 'notAllowed'
  if (error.status === 409) return 'changed'
  if (error.status === 404) return 'missing'
  return 'server'
}

function messageErrorOf(error: unknown, token: string, text: string): MessageError {
  if (!(error instanceof ApiRequestError)) return 'network'
  if (error.status === 400) return checkText(token, text) ?? 'server'
  if (error.status === 429) return 'tooMany'
  if (error.status === 404) return 'missing'
  return 'server'
}

export const orderTrackMachine = setup({
  types: {
    context: {} as OrderTrackContext,
    events: {} as OrderTrackEvent,
    input: {} as { token: string; version: number },
    emitted: {} as OrderTrackEmitted,
  },
  actors: {
    cancelOrder: providedPromise<OrderTrack, { token: string; version: number }>('cancelOrder'),
    sendMessage: providedPromise<OrderTrack, { token: string; text: string }>('sendMessage'),
  },
  guards: {
    isValid: ({ context }) => checkText(context.token, context.text) === null,
  },
}).createMachine({
  id: 'orderTrack',
  type: 'parallel',
  context: ({ input }) => ({
    token: input.token,
    version: input.version,
    text: '',
    cancelError: null,
    messageError: null,
  }),
  on: {
    'track.loaded': { actions: assign(({ event }) => ({ version: event.version })) },
  },
  states: {
    cancel: {
      initial: 'idle',
      states: {
        idle: { on: { 'cancel.ask': { target: 'confirming', actions: assign({ cancelError: null }) } } },
        // The second, explicit step: a cancellation cannot be taken back by the customer.
        confirming: { on: { 'cancel.back': 'idle', 'cancel.confirm': 'cancelling' } },
        cancelling: {
          invoke: {
            id: 'cancelOrder',
            src: 'cancelOrder',
            input: ({ context }) => ({ token: context.token, version: context.version }),
            onDone: {
              target: 'done',
              actions: [
                assign(({ event }) => ({ version: event.output.version, cancelError: null })),
                emit(({ event }) => ({ type: 'track.updated' as const, order: event.output })),
              ],
            },
            onError: { target: 'failed', actions: assign({ cancelError: ({ event }) => cancelErrorOf(event.error) }) },
          },
        },
        done: { type: 'final' },
        // Asking again starts over from the question (the page shows the order as it is now).
        failed: { on: { 'cancel.ask': { target: 'confirming', actions: assign({ cancelError: null }) } } },
      },
    },
    message: {
      initial: 'editing',
      on: {
        'message.change': {
          target: '.editing',
          actions: assign(({ event }) => ({ text: event.text, messageError: null })),
        },
      },
      states: {
        editing: {
          on: {
            'message.submit': [
              { guard: 'isValid', target: 'sending' },
              {
                target: 'invalid',
                actions: assign(({ context }) => ({ messageError: checkText(context.token, context.text) })),
              },
            ],
          },
        },
        // Still the refused text: typing goes back to editing; sending again changes nothing.
        invalid: {},
        sending: {
          entry: assign({ messageError: null }),
          // Typing while the message is on its way would be lost when it is cleared: the form waits.
          on: { 'message.change': {} },
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => ({ token: context.token, text: context.text.trim() }),
            onDone: {
              target: 'sent',
              actions: [
                assign({ text: '', messageError: null }),
                emit(({ event }) => ({ type: 'track.updated' as const, order: event.output })),
              ],
            },
            onError: {
              target: 'failed',
              actions: assign({
                messageError: ({ context, event }) => messageErrorOf(event.error, context.token, context.text),
              }),
            },
          },
        },
        // The form is empty again: sending it as it is says so.
        sent: {
          on: {
            'message.submit': {
              target: 'invalid',
              actions: assign(({ context }) => ({ messageError: checkText(context.token, context.text) })),
            },
          },
        },
        // The text that failed is still one the rule accepted: sending again is a retry.
        failed: { on: { 'message.submit': 'sending' } },
      },
    },
  },
})
