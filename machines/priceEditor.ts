/**
 * The owner's price-list editor (issue 15, /admin/cennik): the form starts from the version in
 * force; publishing checks it with the same schema and bounds as the server and sends it with the version it
 * started from, to take effect at once or from a chosen time (issue 36.7). Someone else's version published
 * meanwhile is a conflict (the screen reloads theirs); the server's own refusals (422) come back as field
 * problems, every typed value kept. A scheduled version may be cancelled before its time.
 *   editing → publishing → published | invalid | conflict | failed; invalid ⇄ editing as fields are fixed
 *   editing → cancelling → cancelled | failed
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
import { scheduleProblem, shopInstant } from '#domain/priceSchedule.ts'
import { providedPromise } from './effects'

/** When a version takes effect: at once, or from a time on the shop's wall clock ('YYYY-MM-DDTHH:MM'). */
export interface PriceSchedule {
  mode: 'now' | 'later'
  at: string
}

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
  /** The owner confirmed the rates changed by more than RATE_WARN_CHANGE (the server wants it said). */
  confirmed: boolean
  schedule: PriceSchedule
  /** When the version this editor published last takes effect (ISO); null: at once. */
  publishedEffectiveAt: string | null
}

export type PriceEditorEvent =
  | { type: 'prices.rate'; key: RateKey; text: string }
  | { type: 'prices.vat'; country: Country; text: string }
  | { type: 'prices.decor'; code: string; change: Partial<DecorPricing> }
  | { type: 'prices.note'; text: string }
  | { type: 'prices.confirm'; confirmed: boolean }
  | { type: 'prices.schedule'; schedule: PriceSchedule }
  | { type: 'prices.publish' }
  /** Cancels the scheduled version (owner) before its time. */
  | { type: 'prices.cancelScheduled' }
  /** The version in force as the server has it now (after a publish or a conflict): the form starts from it. */
  | { type: 'prices.loaded'; prices: StaffPrices }
  /**
   * The version in force as the page's query read it again (any refetch): taken only once this editor has
   * published, for the new version's history; an edit under way is never replaced by it.
   */
  | { type: 'prices.served'; prices: StaffPrices }

/** What the app hears: a version went out, or a scheduled one was cancelled (the price lists are read again). */
export type PriceEditorEmitted =
  { type: 'prices.published'; version: number } | { type: 'prices.cancelled'; version: number }

export interface PublishInput {
  baseVersion: number
  data: PriceConfig
  note: string
  /** The instant it takes effect (ISO); absent: at once. */
  effectiveAt?: string
  confirmLargeChanges: boolean
}

/** The instant a schedule stands for, or why it cannot be used now. */
function scheduleOf(schedule: PriceSchedule, now = new Date()): { at?: Date; problem?: PriceIssue } {
  if (schedule.mode === 'now') return {}
  const at = shopInstant(schedule.at)
  if (!at) return { problem: { key: 'effectiveAt', problem: 'past' } }
  const late = scheduleProblem(at, now)
  return late ? { problem: { key: 'effectiveAt', problem: late } } : { at }
}

// The server's own rules: the schema, then the bounds over the version the edit started from (issues 34.8, 36.7),
// and the time it is to take effect.
const problemsOf = (context: Pick<PriceEditorContext, 'form' | 'base' | 'confirmed' | 'schedule'>) => {
  const issues = publishIssues(priceConfigOfForm(context.form, context.base.data), context.base.data, {
    confirmed: context.confirmed,
  })
  const { problem } = scheduleOf(context.schedule)
  return problem ? [...issues, problem] : issues
}

const isConflict = (error: unknown) => error instanceof ApiRequestError && error.status === 409
const serverIssues = (error: unknown): PriceIssue[] | undefined =>
  error instanceof ApiRequestError && error.status === 422
    ? (error.body?.issues ?? []).map((issue) => priceIssueOf(issue.path, issue.message))
    : undefined

/** Any change to the form after a publish or a cancel starts a new edit (the same in both resting states). */
const BACK_TO_EDITING = {
  'prices.rate': { target: 'editing', actions: 'edit' },
  'prices.vat': { target: 'editing', actions: 'edit' },
  'prices.decor': { target: 'editing', actions: 'edit' },
  'prices.note': { target: 'editing', actions: 'setNote' },
  'prices.confirm': { target: 'editing', actions: 'choose' },
  'prices.schedule': { target: 'editing', actions: 'choose' },
} as const

export const priceEditorMachine = setup({
  types: {
    context: {} as PriceEditorContext,
    events: {} as PriceEditorEvent,
    input: {} as { prices: StaffPrices },
    emitted: {} as PriceEditorEmitted,
  },
  actors: {
    publishPrices: providedPromise<{ version: number; effectiveAt?: string | null }, PublishInput>('publishPrices'),
    cancelScheduled: providedPromise<{ version: number }, { version: number }>('cancelScheduled'),
  },
  guards: {
    hasProblems: ({ context }) => problemsOf(context).length > 0,
    // One scheduled version at a time (the server refuses another): it is cancelled first.
    hasScheduled: ({ context }) => Boolean(context.base.scheduled),
    isConflict: (_, params: { error: unknown }) => isConflict(params.error),
    isRefused: (_, params: { error: unknown }) => serverIssues(params.error) !== undefined,
    isNewVersion: ({ context, event }) =>
      event.type === 'prices.served' &&
      (event.prices.version !== context.base.version ||
        (event.prices.scheduled?.version ?? null) !== (context.base.scheduled?.version ?? null)),
  },
  actions: {
    edit: assign(({ context, event }) => {
      const form = { ...context.form }
      if (event.type === 'prices.rate') form.rates = { ...form.rates, [event.key]: event.text }
      else if (event.type === 'prices.vat') form.vat = { ...form.vat, [event.country]: event.text }
      else if (event.type === 'prices.decor')
        form.decors = { ...form.decors, [event.code]: { ...form.decors[event.code]!, ...event.change } }
      else return {}
      return { form, issues: context.issues.length > 0 ? problemsOf({ ...context, form }) : [] }
    }),
    choose: assign(({ context, event }) => {
      const next = { ...context }
      if (event.type === 'prices.confirm') next.confirmed = event.confirmed
      else if (event.type === 'prices.schedule') next.schedule = event.schedule
      else return {}
      return { ...next, issues: context.issues.length > 0 ? problemsOf(next) : [] }
    }),
    setNote: assign({ note: ({ context, event }) => (event.type === 'prices.note' ? event.text : context.note) }),
    listProblems: assign({ issues: ({ context }) => problemsOf(context) }),
    load: assign(({ event }) =>
      event.type === 'prices.loaded' || event.type === 'prices.served'
        ? {
            base: event.prices,
            form: priceFormOf(event.prices.data),
            note: '',
            issues: [],
            conflictVersion: null,
            confirmed: false,
            schedule: { mode: 'now' as const, at: '' },
          }
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
    confirmed: false,
    schedule: { mode: 'now', at: '' },
    publishedEffectiveAt: null,
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
        'prices.confirm': { actions: 'choose' },
        'prices.schedule': { actions: 'choose' },
        'prices.publish': [
          { guard: 'hasScheduled' },
          { guard: 'hasProblems', target: 'invalid', actions: 'listProblems' },
          { target: 'publishing' },
        ],
        'prices.cancelScheduled': { guard: 'hasScheduled', target: 'cancelling' },
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
        'prices.confirm': { actions: 'choose' },
        'prices.schedule': { actions: 'choose' },
        'prices.publish': [
          { guard: 'hasScheduled' },
          { guard: 'hasProblems', actions: 'listProblems' },
          { target: 'publishing', actions: assign({ issues: [] }) },
        ],
        'prices.cancelScheduled': { guard: 'hasScheduled', target: 'cancelling' },
      },
    },
    publishing: {
      invoke: {
        src: 'publishPrices',
        input: ({ context }) => {
          const { at } = scheduleOf(context.schedule)
          return {
            baseVersion: context.base.version,
            data: priceConfigOfForm(context.form, context.base.data),
            note: context.note.trim(),
            ...(at ? { effectiveAt: at.toISOString() } : {}),
            confirmLargeChanges: context.confirmed,
          }
        },
        onDone: {
          target: 'published',
          actions: [
            assign({
              published: ({ event }) => event.output.version,
              publishedEffectiveAt: ({ event }) => event.output.effectiveAt ?? null,
            }),
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
        ...BACK_TO_EDITING,
        'prices.cancelScheduled': { guard: 'hasScheduled', target: 'cancelling' },
      },
    },
    /** The scheduled version is being cancelled; the form rests. */
    cancelling: {
      invoke: {
        src: 'cancelScheduled',
        input: ({ context }) => ({ version: context.base.scheduled!.version }),
        onDone: {
          target: 'cancelled',
          actions: [
            // The server said so: no version waits any more, whatever the page's query still holds.
            assign({ base: ({ context }) => ({ ...context.base, scheduled: null }) }),
            emit(({ event }) => ({ type: 'prices.cancelled' as const, version: event.output.version })),
          ],
        },
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: assign({ conflictVersion: ({ context }) => context.base.scheduled?.version ?? null }),
          },
          { target: 'failed' },
        ],
      },
    },
    /** The scheduled version will not take effect; the history is read back (prices.served). */
    cancelled: {
      on: {
        // Nothing typed since the cancel: the history read back is taken as it is.
        'prices.served': { actions: 'load' },
        ...BACK_TO_EDITING,
        'prices.publish': [
          { guard: 'hasProblems', target: 'invalid', actions: 'listProblems' },
          { target: 'publishing' },
        ],
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
        'prices.confirm': { actions: 'choose' },
        'prices.schedule': { actions: 'choose' },
        'prices.publish': [
          { guard: 'hasScheduled' },
          { guard: 'hasProblems', target: 'invalid', actions: 'listProblems' },
          { target: 'publishing' },
        ],
        'prices.cancelScheduled': { guard: 'hasScheduled', target: 'cancelling' },
      },
    },
  },
})
