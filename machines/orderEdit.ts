/**
 * Editing an order before production on the desk (docs/decisions/0030-order-edit.md): `closed` until staff open the
 * editor on an order received or confirmed; `editing` a working copy of the contact, the addresses and each line's
 * count and price (kept or today's); `saving` it over the order's version; then `saved`, `invalid` (the checkout's
 * rules, checked here first and again by the server), `conflict` (the order moved on since the editor opened: kept
 * on screen until staff dismiss it) or `failed` (a refusal such as production started, or the connection).
 * The order itself is the query's: it comes in as `edit.load` and never from here.
 */
import { assign, emit, setup } from 'xstate'
import * as v from 'valibot'
import { ApiRequestError } from '#domain/apiError.ts'
import {
  checkCustomer,
  customerPayload,
  formOfCustomer,
  setField,
  type CustomerForm,
  type FieldIssue,
  type SettablePath,
} from '#domain/checkout.ts'
import {
  ORDER_EDIT_STATUSES,
  OrderEditConflictSchema,
  OrderEditInvalidSchema,
  OrderEditRefusalSchema,
  type LinePricing,
  type OrderChange,
  type OrderEditConflict,
  type OrderEditLine,
  type OrderEditRefusal,
  type OrderEditRequest,
  type OrderEditResponse,
} from '#domain/orderEditSchemas.ts'
import type { StaffOrderDetail } from '#domain/staffOrders.ts'
import { providedPromise } from './effects'

/** What the editor works on: the order's form of the customer and each line's count and price. */
export interface EditDraft {
  form: CustomerForm
  lines: OrderEditLine[]
}

/** What the save sends: the order's number and the edit's body. */
export interface SaveEditInput {
  number: string
  request: OrderEditRequest
}

export interface OrderEditContext {
  /** The order as the query last gave it. */
  order: StaffOrderDetail
  draft: EditDraft | null
  /** The customer's problems (the browser's check or the server's 400). */
  problems: FieldIssue[]
  conflict: Omit<OrderEditConflict, 'error' | 'message'> | null
  refusal: OrderEditRefusal | null
  /** The last save's failure when it was no refusal: the connection or the server. */
  failure: 'network' | 'server' | null
  /** What the last save changed. */
  changes: OrderChange[]
}

export type OrderEditEvent =
  | { type: 'edit.load'; order: StaffOrderDetail }
  | { type: 'edit.open' }
  | { type: 'edit.field'; path: SettablePath; value: string | boolean }
  | { type: 'edit.line'; position: number; count?: number; price?: LinePricing }
  | { type: 'edit.save' }
  | { type: 'edit.cancel' }
  | { type: 'edit.dismiss' }
  | { type: 'edit.retry' }
  | { type: 'edit.back' }

/** What the app hears: the order changed at the server (saved), or is not as the editor thought (conflict, refusal). */
export type OrderEditEmitted =
  { type: 'orderEdit.saved'; version: number; changes: OrderChange[] } | { type: 'orderEdit.stale' }

/** The editor's working copy of an order. */
export const draftOf = (order: StaffOrderDetail): EditDraft => ({
  form: formOfCustomer(order.customer),
  lines: order.lines.map((line) => ({ position: line.position, count: line.count, price: 'keep' })),
})

/** The save's body from the working copy, over the order's version. */
export const requestOf = (order: StaffOrderDetail, draft: EditDraft): OrderEditRequest => ({
  version: order.version,
  customer: customerPayload({ ...draft.form, accept: true }),
  lines: draft.lines,
})

/** Whether the order may be opened in the editor: before production. */
export const isEditable = (order: StaffOrderDetail) => (ORDER_EDIT_STATUSES as readonly string[]).includes(order.status)

const problemsOf = (draft: EditDraft, order: StaffOrderDetail) =>
  checkCustomer({ ...draft.form, accept: true }, order.country)

const errorIn = (event: object) => (event as { error?: unknown }).error
const outputIn = (event: object) => (event as { output?: OrderEditResponse }).output!
const answer = <S extends v.GenericSchema>(schema: S, status: number, error: unknown) =>
  error instanceof ApiRequestError && error.status === status ? v.safeParse(schema, error.body) : undefined

export const orderEditMachine = setup({
  types: {
    context: {} as OrderEditContext,
    events: {} as OrderEditEvent,
    emitted: {} as OrderEditEmitted,
    input: {} as { order: StaffOrderDetail },
  },
  actors: {
    saveEdit: providedPromise<OrderEditResponse, SaveEditInput>('saveEdit'),
  },
  guards: {
    editable: ({ context }) => isEditable(context.order),
    valid: ({ context }) => problemsOf(context.draft!, context.order).length === 0,
    conflict: ({ event }) => answer(OrderEditConflictSchema, 409, errorIn(event))?.success === true,
    invalid: ({ event }) => answer(OrderEditInvalidSchema, 400, errorIn(event))?.success === true,
    refused: ({ event }) => answer(OrderEditRefusalSchema, 422, errorIn(event))?.success === true,
    retriable: ({ context }) => context.failure !== null,
  },
  actions: {
    load: assign(({ event }) => (event.type === 'edit.load' ? { order: event.order } : {})),
    open: assign(({ context }) => ({
      draft: draftOf(context.order),
      problems: [],
      conflict: null,
      refusal: null,
      failure: null,
      changes: [],
    })),
    setField: assign(({ context, event }) => {
      if (event.type !== 'edit.field') return {}
      const form = setField(context.draft!.form, event.path, event.value)
      // A field staff touch again is no longer shown as wrong; the save checks everything anew.
      return {
        draft: { ...context.draft!, form },
        problems: context.problems.filter((problem) => problem.path !== event.path),
      }
    }),
    setLine: assign(({ context, event }) => {
      if (event.type !== 'edit.line') return {}
      const lines = context.draft!.lines.map((line) =>
        line.position === event.position
          ? {
              ...line,
              ...(event.count !== undefined && Number.isInteger(event.count) && event.count >= 1 && event.count <= 100
                ? { count: event.count }
                : {}),
              ...(event.price ? { price: event.price } : {}),
            }
          : line,
      )
      return { draft: { ...context.draft!, lines } }
    }),
    check: assign({ problems: ({ context }) => problemsOf(context.draft!, context.order) }),
    clearErrors: assign({ conflict: null, refusal: null, failure: null }),
    takeSaved: assign(({ event }) => ({ changes: outputIn(event).changes, draft: null })),
    emitSaved: emit(({ event }) => ({
      type: 'orderEdit.saved' as const,
      version: outputIn(event).version,
      changes: outputIn(event).changes,
    })),
    emitStale: emit({ type: 'orderEdit.stale' as const }),
    takeConflict: assign(({ event }) => {
      const parsed = answer(OrderEditConflictSchema, 409, errorIn(event))!
      if (!parsed.success) return {}
      const { status, version, by } = parsed.output
      return { conflict: { status, version, by } }
    }),
    takeProblems: assign(({ event }) => {
      const parsed = answer(OrderEditInvalidSchema, 400, errorIn(event))!
      if (!parsed.success) return {}
      return {
        problems: parsed.output.issues.map((issue) => ({ path: issue.path, problem: issue.message }) as FieldIssue),
      }
    }),
    takeRefusal: assign(({ event }) => {
      const parsed = answer(OrderEditRefusalSchema, 422, errorIn(event))!
      return parsed.success ? { refusal: parsed.output.error, failure: null } : {}
    }),
    takeFailure: assign(({ event }) => {
      const error = errorIn(event)
      return { failure: error instanceof ApiRequestError ? ('server' as const) : ('network' as const), refusal: null }
    }),
    close: assign({ draft: null, problems: [], conflict: null, refusal: null, failure: null }),
  },
}).createMachine({
  id: 'orderEdit',
  context: ({ input }) => ({
    order: input.order,
    draft: null,
    problems: [],
    conflict: null,
    refusal: null,
    failure: null,
    changes: [],
  }),
  // A refetch (after this edit, another's or a status move) updates the order in every state; the working copy stays.
  on: { 'edit.load': { actions: 'load' } },
  initial: 'closed',
  states: {
    closed: {
      on: { 'edit.open': { guard: 'editable', target: 'editing', actions: 'open' } },
    },
    editing: {
      on: {
        'edit.field': { actions: 'setField' },
        'edit.line': { actions: 'setLine' },
        'edit.save': [
          { guard: 'valid', target: 'saving', actions: 'clearErrors' },
          { target: 'invalid', actions: 'check' },
        ],
        'edit.cancel': { target: 'closed', actions: 'close' },
      },
    },
    invalid: {
      on: {
        'edit.field': { actions: 'setField' },
        'edit.line': { actions: 'setLine' },
        'edit.save': [
          { guard: 'valid', target: 'saving', actions: 'clearErrors' },
          { target: 'invalid', actions: 'check', reenter: true },
        ],
        'edit.cancel': { target: 'closed', actions: 'close' },
      },
    },
    saving: {
      invoke: {
        src: 'saveEdit',
        input: ({ context }) => ({
          number: context.order.number,
          request: requestOf(context.order, context.draft!),
        }),
        onDone: { target: 'saved', actions: ['takeSaved', 'emitSaved'] },
        onError: [
          { guard: 'conflict', target: 'conflict', actions: ['takeConflict', 'emitStale'] },
          { guard: 'invalid', target: 'invalid', actions: 'takeProblems' },
          { guard: 'refused', target: 'failed', actions: ['takeRefusal', 'emitStale'] },
          { target: 'failed', actions: 'takeFailure' },
        ],
      },
    },
    saved: {
      on: {
        'edit.open': { guard: 'editable', target: 'editing', actions: 'open' },
        'edit.dismiss': { target: 'closed' },
      },
    },
    // Kept until staff dismiss it: the order on screen is the refetched one, the explanation stays.
    conflict: {
      on: { 'edit.dismiss': { target: 'closed', actions: 'close' } },
    },
    failed: {
      on: {
        'edit.retry': { guard: 'retriable', target: 'saving' },
        'edit.back': { target: 'editing', actions: 'clearErrors' },
        'edit.cancel': { target: 'closed', actions: 'close' },
      },
    },
  },
})
