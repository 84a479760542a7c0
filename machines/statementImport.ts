/**
 * The desk's bank statement import (issue 37.4): `idle` until a file is chosen, `ready` with its text and format
 * (camt.053 by its XML, else CSV), `importing`, `done` with each credit's result (matched deposits are received on
 * the server; the result is emitted so the orders are read again) and `failed` (the answer's reason).
 */
import { assign, emit, setup } from 'xstate'
import { ApiRequestError } from '#domain/apiError.ts'
import type { StatementImportRequest, StatementImportResponse } from '#domain/deposit.ts'
import { providedPromise } from './effects'

export type StatementImportError = 'unreadable' | 'tooLarge' | 'forbidden' | 'server' | 'network'

export interface StatementImportContext {
  fileName: string
  format: StatementImportRequest['format']
  content: string
  result: StatementImportResponse | null
  error: StatementImportError | null
}

export type StatementImportEvent =
  { type: 'statement.file'; name: string; content: string } | { type: 'statement.submit' }

export type StatementImportEmitted = { type: 'statement.imported'; result: StatementImportResponse }

/** A camt.053 is XML; anything else is read as the CSV. */
export const statementFormatOf = (content: string): StatementImportRequest['format'] =>
  /^\s*(\uFEFF)?\s*</.test(content) ? 'camt' : 'csv'

function errorOf(error: unknown): StatementImportError {
  if (!(error instanceof ApiRequestError)) return 'network'
  if (error.status === 400) return 'unreadable'
  if (error.status === 413) return 'tooLarge'
  if (error.status === 401 || error.status === 403) return 'forbidden'
  return 'server'
}

export const statementImportMachine = setup({
  types: {
    context: {} as StatementImportContext,
    events: {} as StatementImportEvent,
    emitted: {} as StatementImportEmitted,
  },
  actors: {
    importStatement: providedPromise<StatementImportResponse, StatementImportRequest>('importStatement'),
  },
}).createMachine({
  id: 'statementImport',
  context: { fileName: '', format: 'csv', content: '', result: null, error: null },
  initial: 'idle',
  on: {
    'statement.file': {
      target: '.ready',
      actions: assign(({ event }) => ({
        fileName: event.name,
        content: event.content,
        format: statementFormatOf(event.content),
        result: null,
        error: null,
      })),
    },
  },
  states: {
    idle: {},
    ready: { on: { 'statement.submit': 'importing' } },
    importing: {
      // The last failure's reason goes while the statement is on its way again.
      entry: assign({ error: null }),
      on: { 'statement.file': {} },
      invoke: {
        id: 'importStatement',
        src: 'importStatement',
        input: ({ context }) => ({ format: context.format, content: context.content }),
        onDone: {
          target: 'done',
          actions: [
            assign(({ event }) => ({ result: event.output })),
            emit(({ event }) => ({ type: 'statement.imported' as const, result: event.output })),
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
      },
    },
    // Another file may follow (the root's statement.file); the same one is not sent twice.
    done: {},
    failed: { on: { 'statement.submit': 'importing' } },
  },
})
