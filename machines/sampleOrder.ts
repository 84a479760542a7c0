/**
 * The free decor samples form (issue 39.4): `editing` (decors ticked, name, e-mail, address, consent), `invalid`
 * when the checkout's rules find a problem (checked here before anything is sent, the problems listed per field),
 * `sending`, `sent` (the request's number) and `failed` (why; the form stays as typed, and sending again is a retry
 * with the same request id, so the shop keeps one request however often it is sent).
 */
import { assign, emit, setup } from 'xstate'
import { ApiRequestError } from '#domain/apiError.ts'
import type { LocaleCode } from '#domain/locale.ts'
import {
  checkSampleForm,
  emptySampleForm,
  sampleRequestOf,
  toggleDecor,
  type SampleForm,
  type SampleIssue,
  type SampleOrderRequest,
  type SampleOrderResponse,
} from '#domain/samples.ts'
import { providedPromise } from './effects'

/** Why a request did not go: too many from this client or mailbox (429), refused by the server, or no connection. */
export type SampleOrderError = 'tooMany' | 'refused' | 'server' | 'network'

/** The fields typed as text (the decors and the consent have events of their own). */
export type SampleTextField = 'name' | 'surname' | 'email' | 'address' | 'city' | 'zip'

export interface SampleOrderContext {
  locale: LocaleCode
  form: SampleForm
  /** The problems of the form, shown once the shopper tried to send it. */
  issues: SampleIssue[]
  /** Set at the first send and kept for the retries: the server keeps one request per id. */
  requestId: string | null
  error: SampleOrderError | null
  /** The request's number once the shop has it. */
  number: string | null
}

export type SampleOrderEvent =
  | { type: 'samples.field'; path: SampleTextField; value: string }
  | { type: 'samples.country'; country: SampleForm['country'] }
  | { type: 'samples.decor'; code: string }
  | { type: 'samples.accept'; accept: boolean }
  /** `requestId`: a new random id from the view, used only when the form has none yet. */
  | { type: 'samples.submit'; requestId: string }
  /** After a sent request: a new empty form (with the decors it had) for another one. */
  | { type: 'samples.again' }

/** What the app hears: a request was kept (for the data layer's event). */
export type SampleOrderEmitted = { type: 'samples.sent'; number: string; decors: number }

function errorOf(error: unknown): SampleOrderError {
  if (!(error instanceof ApiRequestError)) return 'network'
  if (error.status === 429) return 'tooMany'
  if (error.status === 422 || error.status === 400 || error.status === 403) return 'refused'
  return 'server'
}

export const sampleOrderMachine = setup({
  types: {
    context: {} as SampleOrderContext,
    events: {} as SampleOrderEvent,
    input: {} as { locale: LocaleCode; decors: readonly string[] },
    emitted: {} as SampleOrderEmitted,
  },
  actors: {
    sendSamples: providedPromise<SampleOrderResponse, { request: SampleOrderRequest }>('sendSamples'),
  },
  actions: {
    edit: assign(({ context, event }) => {
      const form =
        event.type === 'samples.field'
          ? { ...context.form, [event.path]: event.value }
          : event.type === 'samples.country'
            ? { ...context.form, country: event.country }
            : event.type === 'samples.decor'
              ? toggleDecor(context.form, event.code)
              : event.type === 'samples.accept'
                ? { ...context.form, accept: event.accept }
                : context.form
      // Once the problems are shown they follow the typing; before, nothing nags.
      return { form, issues: context.issues.length > 0 ? checkSampleForm(form) : [], error: null }
    }),
    check: assign(({ context }) => ({ issues: checkSampleForm(context.form) })),
    keepRequestId: assign(({ context, event }) => ({
      requestId: context.requestId ?? (event.type === 'samples.submit' ? event.requestId : null),
    })),
  },
  guards: {
    isValid: ({ context }) => checkSampleForm(context.form).length === 0,
  },
}).createMachine({
  id: 'sampleOrder',
  context: ({ input }) => ({
    locale: input.locale,
    form: emptySampleForm(input.locale, input.decors),
    issues: [],
    requestId: null,
    error: null,
    number: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'samples.field': { actions: 'edit' },
        'samples.country': { actions: 'edit' },
        'samples.decor': { actions: 'edit' },
        'samples.accept': { actions: 'edit' },
        'samples.submit': [
          { guard: 'isValid', target: 'sending', actions: ['check', 'keepRequestId'] },
          { target: 'invalid', actions: 'check' },
        ],
      },
    },
    // The problems are listed; any change goes back to editing with them rechecked.
    invalid: {
      on: {
        'samples.field': { target: 'editing', actions: 'edit' },
        'samples.country': { target: 'editing', actions: 'edit' },
        'samples.decor': { target: 'editing', actions: 'edit' },
        'samples.accept': { target: 'editing', actions: 'edit' },
        'samples.submit': { actions: 'check' },
      },
    },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        id: 'sendSamples',
        src: 'sendSamples',
        input: ({ context }) => ({
          request: sampleRequestOf(context.form, context.requestId ?? '', context.locale),
        }),
        onDone: {
          target: 'sent',
          actions: [
            assign({ number: ({ event }) => event.output.number }),
            emit(({ context, event }) => ({
              type: 'samples.sent' as const,
              number: event.output.number,
              decors: context.form.decors.length,
            })),
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
      },
    },
    sent: {
      on: {
        'samples.again': {
          target: 'editing',
          actions: assign(({ context }) => ({
            form: emptySampleForm(context.locale, context.form.decors),
            issues: [],
            requestId: null,
            error: null,
            number: null,
          })),
        },
      },
    },
    // The request as it failed: sending again is the same request (its id kept); a change makes it a new form.
    failed: {
      on: {
        'samples.submit': { target: 'sending' },
        'samples.field': { target: 'editing', actions: ['edit', assign({ requestId: null })] },
        'samples.country': { target: 'editing', actions: ['edit', assign({ requestId: null })] },
        'samples.decor': { target: 'editing', actions: ['edit', assign({ requestId: null })] },
        'samples.accept': { target: 'editing', actions: ['edit', assign({ requestId: null })] },
      },
    },
  },
})
