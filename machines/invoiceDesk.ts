/**
 * The desk's "Issue the invoice" on one order (issue 37.3): `idle`, `issuing` (the button waits), `issued` (the
 * order's documents emitted for the query) and `failed` (why: not yet ready, already invoiced, no such order, not
 * allowed, the server or the connection). Issuing is the server's: numbering, the document and its e-mail.
 */
import { assign, emit, setup } from 'xstate'
import { ApiRequestError } from '#domain/apiError.ts'
import type { StaffOrderDocuments } from '#domain/invoice.ts'
import { providedPromise } from './effects'

export type InvoiceDeskError = 'notInvoiceable' | 'alreadyInvoiced' | 'missing' | 'forbidden' | 'server' | 'network'

export interface InvoiceDeskContext {
  number: string
  error: InvoiceDeskError | null
}

export type InvoiceDeskEvent = { type: 'invoice.issue' }

/** What the app hears: the order's documents as they are now. */
export type InvoiceDeskEmitted = { type: 'invoice.issued'; documents: StaffOrderDocuments }

function errorOf(error: unknown): InvoiceDeskError {
  if (!(error instanceof ApiRequestError)) return 'network'
  if (error.status === 422) return 'notInvoiceable'
  if (error.status === 409) return 'alreadyInvoiced'
  if (error.status === 404) return 'missing'
  if (error.status === 401 || error.status === 403) return 'forbidden'
  return 'server'
}

export const invoiceDeskMachine = setup({
  types: {
    context: {} as InvoiceDeskContext,
    events: {} as InvoiceDeskEvent,
    input: {} as { number: string },
    emitted: {} as InvoiceDeskEmitted,
  },
  actors: {
    issueInvoice: providedPromise<StaffOrderDocuments, { number: string }>('issueInvoice'),
  },
}).createMachine({
  id: 'invoiceDesk',
  context: ({ input }) => ({ number: input.number, error: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'invoice.issue': 'issuing' } },
    issuing: {
      entry: assign({ error: null }),
      invoke: {
        id: 'issueInvoice',
        src: 'issueInvoice',
        input: ({ context }) => ({ number: context.number }),
        onDone: {
          target: 'issued',
          actions: emit(({ event }) => ({ type: 'invoice.issued' as const, documents: event.output })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
      },
    },
    // Another click would only be answered 409: the documents' query shows the invoice instead of the button.
    issued: {},
    // A retry is another click.
    failed: { on: { 'invoice.issue': 'issuing' } },
  },
})
