/**
 * The owner's price-list editor (issue 15, /admin/cennik): the form starts from the version in
 * force; publishing checks it with the same schema and bounds as the server and sends it with the version it
 * started from. Someone else's version published meanwhile is a conflict (the screen reloads
 * theirs); the server's own refusals (422) come back as field problems, every typed value kept.
 *   editing → publishing → published | invalid | conflict | failed; invalid ⇄ editing as fields are fixed
 */
import { assign, emit, setup } from 'xstate'
import type { Country } from '#domain/locale.ts'
import type { DecorPricing } from '#domain/decors.ts'
import {
  priceConfigOfForm,
  priceFormOf,
  priceIssueOf,
  publishIssues,
  type PriceForm,
  type PriceIssue,
  type RateKey,
  type StaffPrices,
} from '#domain/priceConfig.ts'
import type { PriceConfig } from '#domain/priceList.ts'
import { ApiRequestError } from '#domain/apiError.ts'
import { providedPromise } from './effects'

export interface PriceEditorContext {
  /** The version the edit started from, its data and the history. */
  base: StaffPrices
  form: PriceForm
  note: string
  /** Problems per field, shown once a publish was tried; they follow the typing from then on. */
  issues: PriceIssue[]
  /** The version this editor published last. */
  published: number | null
  /** The version someone else published meanwhile. */
  conflictVersion: number | null
}

export type PriceEditorEvent =
  | { type: 'prices.rate'; key: RateKey; text: string }
  | { type: 'prices.vat'; country: Country; text: string }
  | { type: 'prices.decor'; code: string; change: Partial<DecorPricing> }
  | { type: 'prices.note'; text: string }
  | { type: 'prices.publish' }
  /** The version in force as the server has it now (after a publish or a conflict): the form starts from it. */
  | { type: 'prices.loaded'; prices: StaffPrices }
  /**
   * The version in force as the page's query read it again (any refetch): taken only once this editor has
   * published, for the new version's history; an edit under way is never replaced by it.
   */
  | { type: 'prices.served'; prices: StaffPrices }

/** What the app hears: a version went out (the shop's price list and the editor's are read again). */
export type PriceEditorEmitted = { type: 'prices.published'; version: number }

export interface PublishInput {
  baseVersion: number
  data: PriceConfig
  note: string
}

// The server's own rules: the schema, then the bounds over the version the edit started from (issue 34.8).
const problemsOf = (context: Pick<PriceEditorContext, 'form' | 'base'>) =>
  publishIssues(priceConfigOfForm(context.form, context.base.data), context.base.data)

const isConflict = (error: unknown) => error instanceof ApiRequestError && error.status === 409
const serverIssues = (error: unknown): PriceIssue[] | undefined =>
  error instanceof ApiRequestError && error.status === 422
    ? (error.body?.issues ?? []).map((issue) => priceIssueOf(issue.path, issue.message))
    : undefined

export const priceEditorMachine = setup({
  types: {
    context: {} as PriceEditorContext,
    events: {} as PriceEditorEvent,
    input: {} as { prices: StaffPrices },
    emitted: {} as PriceEditorEmitted,
  },
  actors: {
    publishPrices: providedPromise<{ version: number }, PublishInput>('publishPrices'),
  },
  guards: {
    hasProblems: ({ context }) => problemsOf(context).length > 0,
    isConflict: (_, params: { error: unknown }) => isConflict(params.error),
    isRefused: (_, params: { error: unknown }) => serverIssues(params.error) !== undefined,
    isNewVersion: ({ context, event }) =>
      event.type === 'prices.served' && event.prices.version !== context.base.version,
  },
  actions: {
    edit: assign(({ context, event }) => {
      const form = { ...context.form }
      if (event.type === 'prices.rate') form.rates = { ...form.rates, [event.key]: event.text }
      else if (event.type === 'prices.vat') form.vat = { ...form.vat, [event.country]: event.text }
      else if (event.type === 'prices.decor')
        form.decors = { ...form.decors, [event.code]: { ...form.decors[event.code]!, ...event.change } }
      else return {}
      return { form, issues: context.issues.length > 0 ? problemsOf({ form, base: context.base }) : [] }
    }),
    setNote: assign({ note: ({ context, event }) => (event.type === 'prices.note' ? event.text : context.note) }),
    listProblems: assign({ issues: ({ context }) => problemsOf(context) }),
    load: assign(({ event }) =>
      event.type === 'prices.loaded' || event.type === 'prices.served'
        ? { base: event.prices, form: priceFormOf(event.prices.data), note: '', issues: [], conflictVersion: null }
        : {},
    ),
  },
}).createMachine({
  id: 'priceEditor',
  context: ({ input }) => ({
    base: input.prices,
    form: priceFormOf(input.prices.data),
    note: '',
    issues: [],
    published: null,
    conflictVersion: null,
  }),
  initial: 'editing',
  on: {
    'prices.loaded': { target: '.editing', actions: 'load' },
  },
  states: {
    editing: {
      on: {
        'prices.rate': { actions: 'edit' },
        'prices.vat': { actions: 'edit' },
        'prices.decor': { actions: 'edit' },
        'prices.note': { actions: 'setNote' },
        'prices.publish': [
          { guard: 'hasProblems', target: 'invalid', actions: 'listProblems' },
          { target: 'publishing' },
        ],
      },
    },
    /** Problems listed beside their fields; fixing the last one goes back to editing. */
    invalid: {
      // Each edit lists the problems again; none left, the form is back to plain editing.
      always: { guard: ({ context }) => context.issues.length === 0, target: 'editing' },
      on: {
        'prices.rate': { actions: 'edit' },
        'prices.vat': { actions: 'edit' },
        'prices.decor': { actions: 'edit' },
        'prices.note': { actions: 'setNote' },
        'prices.publish': [
          { guard: 'hasProblems', actions: 'listProblems' },
          { target: 'publishing', actions: assign({ issues: [] }) },
        ],
      },
    },
    publishing: {
      invoke: {
        src: 'publishPrices',
        input: ({ context }) => ({
          baseVersion: context.base.version,
          data: priceConfigOfForm(context.form, context.base.data),
          note: context.note.trim(),
        }),
        onDone: {
          target: 'published',
          actions: [
            assign({ published: ({ event }) => event.output.version }),
            emit(({ event }) => ({ type: 'prices.published' as const, version: event.output.version })),
          ],
        },
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: assign({
              conflictVersion: ({ event }) =>
                ((event.error as ApiRequestError).body as { latest?: number } | undefined)?.latest ?? null,
            }),
          },
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'invalid',
            actions: assign({ issues: ({ event }) => serverIssues(event.error) ?? [] }),
          },
          { target: 'failed' },
        ],
      },
    },
    /** The new version is in force; the screen reads it back (prices.loaded) for the history and stays here. */
    published: {
      on: {
        'prices.loaded': { actions: 'load' },
        'prices.served': { guard: 'isNewVersion', actions: 'load' },
        'prices.rate': { target: 'editing', actions: 'edit' },
        'prices.vat': { target: 'editing', actions: 'edit' },
        'prices.decor': { target: 'editing', actions: 'edit' },
        'prices.note': { target: 'editing', actions: 'setNote' },
      },
    },
    /** Someone else published first: nothing was written; reloading shows their version (the edit is dropped). */
    conflict: {},
    /** The connection or the server failed: the form is kept and may be published again. */
    failed: {
      on: {
        'prices.rate': { target: 'editing', actions: 'edit' },
        'prices.vat': { target: 'editing', actions: 'edit' },
        'prices.decor': { target: 'editing', actions: 'edit' },
        'prices.note': { actions: 'setNote' },
        'prices.publish': [
          { guard: 'hasProblems', target: 'invalid', actions: 'listProblems' },
          { target: 'publishing' },
        ],
      },
    },
  },
})
