/**
 * The owner's shop settings editor (issue 15): `loading` the version in force, `editing` it (every
 * setting the text typed), `invalid` while a setting is wrong (checked here with the domain's schema
 * before anything is sent, and again from the server's 422), `publishing`, `published` (the new
 * version, whose history is then read again), `conflict` when someone published since the edit
 * began (409: the typed values stay, a reload takes the new version), and `failed` when the answer
 * did not arrive. Staff without the owner's role see the same screen and cannot publish.
 */
import { and, assign, emit, setup } from 'xstate'
import {
  settingsFormOf,
  settingsIssueOf,
  settingsIssues,
  settingsOfForm,
  type SettingKey,
  type SettingsForm,
  type SettingsIssue,
  type StaffPublishSettingsRequest,
  type StaffSettings,
} from '#domain/settings.ts'
import { ApiRequestError } from '#domain/apiError.ts'
import { providedPromise } from './effects'

/** Why loading or publishing failed: the connection, the role (403) or the server. */
export type SettingsError = 'network' | 'forbidden' | 'server'

export interface SettingsContext {
  /** Only the owner publishes. */
  canPublish: boolean
  /** The version in force as last loaded (its data, history and the delivery prices shown). */
  loaded: StaffSettings | null
  /** The settings as typed. */
  form: SettingsForm | null
  /** Why the version is published (optional). */
  note: string
  /** Each wrong setting's problem, from the last check. */
  issues: SettingsIssue[]
  /** The version just published, or the one published meanwhile (conflict). */
  version: number | null
  error: SettingsError | null
}

export type SettingsEvent =
  | { type: 'settings.change'; key: SettingKey; value: string }
  | { type: 'settings.note'; value: string }
  | { type: 'settings.publish' }
  | { type: 'settings.reload' }
  | { type: 'settings.retry' }

/** What the app hears: a version went out (the page's published settings are read again). */
export type SettingsEmitted = { type: 'settings.published'; version: number }

const errorOf = (error: unknown): SettingsError => {
  if (!(error instanceof ApiRequestError)) return 'network'
  return error.status === 403 ? 'forbidden' : 'server'
}
const statusOf = (error: unknown) => (error instanceof ApiRequestError ? error.status : undefined)
const errorIn = (event: object) => (event as { error?: unknown }).error
const outputOf = <T>(event: object) => (event as { output?: T }).output

/** The settings of a 422 answer, one problem each. */
function serverIssues(error: unknown): SettingsIssue[] {
  const issues = error instanceof ApiRequestError ? (error.body?.issues ?? []) : []
  const found = new Map<SettingKey, SettingsIssue>()
  for (const issue of issues) {
    const known = settingsIssueOf(issue)
    if (known && !found.has(known.key)) found.set(known.key, known)
  }
  return [...found.values()]
}

export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as { canPublish: boolean },
    emitted: {} as SettingsEmitted,
  },
  actors: {
    loadSettings: providedPromise<StaffSettings>('loadSettings'),
    publishSettings: providedPromise<{ version: number }, StaffPublishSettingsRequest>('publishSettings'),
  },
  actions: {
    takeLoaded: assign(({ event }) => {
      const loaded = outputOf<StaffSettings>(event)!
      return { loaded, form: settingsFormOf(loaded.data), issues: [], error: null }
    }),
    /** The history and version after a publish; the typed values are what was published. */
    takeHistory: assign(({ event }) => ({ loaded: outputOf<StaffSettings>(event)! })),
    change: assign(({ context, event }) => {
      if (event.type !== 'settings.change' || !context.form) return {}
      return {
        form: { ...context.form, [event.key]: event.value },
        // The changed setting's message goes; the others stay until the next check.
        issues: context.issues.filter((issue) => issue.key !== event.key),
      }
    }),
    setNote: assign(({ event }) => (event.type === 'settings.note' ? { note: event.value } : {})),
    check: assign(({ context }) => ({ issues: settingsIssues(settingsOfForm(context.form!)) })),
    published: assign(({ context, event }) => {
      const version = outputOf<{ version: number }>(event)!.version
      // The next publish starts from this version, even before (or without) the history read again.
      return { version, loaded: { ...context.loaded!, version }, note: '', error: null }
    }),
    tellPublished: emit(({ context }) => ({ type: 'settings.published' as const, version: context.version! })),
    takeServerIssues: assign(({ event }) => ({ issues: serverIssues(errorIn(event)) })),
    takeConflict: assign(({ event }) => {
      const body = (errorIn(event) as ApiRequestError).body as { latest?: number } | undefined
      return { version: typeof body?.latest === 'number' ? body.latest : null }
    }),
    setError: assign({ error: ({ event }) => errorOf(errorIn(event)) }),
    clearError: assign({ error: null }),
  },
  guards: {
    canPublish: ({ context }) => context.canPublish,
    hasIssues: ({ context }) => settingsIssues(settingsOfForm(context.form!)).length > 0,
    isConflict: ({ event }) => statusOf(errorIn(event)) === 409,
    isInvalid: ({ event }) => statusOf(errorIn(event)) === 422 && serverIssues(errorIn(event)).length > 0,
  },
}).createMachine({
  id: 'settings',
  context: ({ input }) => ({
    canPublish: input.canPublish,
    loaded: null,
    form: null,
    note: '',
    issues: [],
    version: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'editing', actions: 'takeLoaded' },
        onError: { target: 'loadFailed', actions: 'setError' },
      },
    },
    /** The version in force could not be read; try again. */
    loadFailed: { on: { 'settings.retry': { target: 'loading', actions: 'clearError' } } },
    editing: {
      on: {
        'settings.change': { actions: 'change' },
        'settings.note': { actions: 'setNote' },
        // Checked here first: a wrong setting never travels; the server checks again all the same.
        'settings.publish': [
          { guard: and(['canPublish', 'hasIssues']), target: 'invalid', actions: 'check' },
          { guard: 'canPublish', target: 'publishing', actions: 'check' },
        ],
      },
    },
    /** Some settings are wrong: each shows its message, every typed value stays; fixing one goes on editing. */
    invalid: {
      on: {
        'settings.change': { target: 'editing', actions: 'change' },
        'settings.note': { actions: 'setNote' },
      },
    },
    publishing: {
      invoke: {
        id: 'publishSettings',
        src: 'publishSettings',
        input: ({ context }) => ({
          baseVersion: context.loaded!.version,
          data: settingsOfForm(context.form!),
          ...(context.note.trim() ? { note: context.note.trim() } : {}),
        }),
        onDone: { target: 'published', actions: ['published', 'tellPublished'] },
        onError: [
          { guard: 'isConflict', target: 'conflict', actions: 'takeConflict' },
          { guard: 'isInvalid', target: 'invalid', actions: 'takeServerIssues' },
          { target: 'failed', actions: 'setError' },
        ],
      },
    },
    /** The new version is in force; its history is read again, and editing goes on from it. */
    published: {
      // A history that does not arrive leaves the old one shown; the version is published all the same.
      invoke: { id: 'loadSettings', src: 'loadSettings', onDone: { actions: 'takeHistory' }, onError: {} },
      on: {
        'settings.change': { target: 'editing', actions: 'change' },
        'settings.note': { target: 'editing', actions: 'setNote' },
      },
    },
    /** Someone published meanwhile: nothing was written; a reload shows their version (the typed values go). */
    conflict: { on: { 'settings.reload': 'loading' } },
    /** The publish did not arrive or was refused; the same again, or back to editing. */
    failed: {
      on: {
        'settings.retry': { target: 'publishing', actions: 'clearError' },
        'settings.change': { target: 'editing', actions: ['clearError', 'change'] },
      },
    },
  },
})
