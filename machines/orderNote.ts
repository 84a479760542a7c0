/**
 * The desk's note form on one order (issue 36): `editing` the text, `invalid` when it is empty or too long
 * (checked here with the domain's rule before anything is sent), `saving`, `saved` (the text cleared, the
 * order's notes emitted for the query) and `failed` (the answer's reason; the text stays, nothing typed is
 * lost). Notes are internal: this machine never asks for an e-mail.
 */
import { assign, emit, setup } from 'xstate'
import * as v from 'valibot'
import { ApiRequestError } from '#domain/apiError.ts'
import { OrderNoteRequestSchema, type OrderNote } from '#domain/orderNotes.ts'
import { providedPromise } from './effects'

/**
 * Why a note was not kept: empty or too long (here or the server's 400), no such order (404), not allowed
 * (401/403), the server, or the connection.
 */
export type OrderNoteError = 'empty' | 'tooLong' | 'missing' | 'forbidden' | 'server' | 'network'

export interface OrderNoteContext {
  number: string
  text: string
  error: OrderNoteError | null
}

export type OrderNoteEvent = { type: 'note.change'; text: string } | { type: 'note.submit' }

/** What the app hears: the order's notes as they are now (the order's query is read again). */
export type OrderNoteEmitted = { type: 'note.saved'; notes: OrderNote[] }

/** The note to send, or why it cannot go: the domain's rule, named for the form. */
function checkText(text: string): OrderNoteError | null {
  if (v.safeParse(OrderNoteRequestSchema, { text }).success) return null
  return text.trim().length === 0 ? 'empty' : 'tooLong'
}

function errorOf(error: unknown, text: string): OrderNoteError {
  if (!(error instanceof ApiRequestError)) return 'network'
  // The server's rule is the domain's: a 400 for a text the form accepts is the server's fault.
  if (error.status === 400) return checkText(text) ?? 'server'
  if (error.status === 404) return 'missing'
  if (error.status === 401 || error.status === 403) return 'forbidden'
  return 'server'
}

export const orderNoteMachine = setup({
  types: {
    context: {} as OrderNoteContext,
    events: {} as OrderNoteEvent,
    input: {} as { number: string },
    emitted: {} as OrderNoteEmitted,
  },
  actors: {
    saveNote: providedPromise<OrderNote[], { number: string; text: string }>('saveNote'),
  },
  actions: {
    change: assign(({ event }) => (event.type === 'note.change' ? { text: event.text, error: null } : {})),
    markInvalid: assign(({ context }) => ({ error: checkText(context.text) })),
  },
  guards: {
    isValid: ({ context }) => checkText(context.text) === null,
  },
}).createMachine({
  id: 'orderNote',
  context: ({ input }) => ({ number: input.number, text: '', error: null }),
  initial: 'editing',
  on: {
    'note.change': { target: '.editing', actions: 'change' },
  },
  states: {
    editing: {
      on: {
        'note.submit': [
          { guard: 'isValid', target: 'saving' },
          { target: 'invalid', actions: 'markInvalid' },
        ],
      },
    },
    // Still the refused text: typing goes back to editing (the root's note.change); sending again changes nothing.
    invalid: {},
    saving: {
      // The last failure's message goes while the note is on its way again.
      entry: assign({ error: null }),
      // Typing while the note is on its way would be lost when it is cleared: the form waits.
      on: { 'note.change': {} },
      invoke: {
        id: 'saveNote',
        src: 'saveNote',
        input: ({ context }) => ({ number: context.number, text: context.text.trim() }),
        onDone: {
          target: 'saved',
          actions: [
            assign({ text: '', error: null }),
            emit(({ event }) => ({ type: 'note.saved' as const, notes: event.output })),
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ context, event }) => errorOf(event.error, context.text) }),
        },
      },
    },
    // The form is empty again: sending it as it is says so.
    saved: {
      on: { 'note.submit': { target: 'invalid', actions: 'markInvalid' } },
    },
    // The text that failed is still the one the rule accepted: sending it again is a retry.
    failed: {
      on: { 'note.submit': { target: 'saving' } },
    },
  },
})
