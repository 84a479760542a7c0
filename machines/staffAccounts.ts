/**
 * The owner's staff accounts screen (issue 36.6): `idle` over the list the query owns; `saving` one action (an
 * invitation, or a change of one account: role, disable, enable, reset); `done` says what went out (the list is
 * read again through the emitted `staff.changed`); `failed` keeps why (the e-mail taken, the last owner, not
 * allowed, no connection) with the action's account, until the next action or a dismissal. The invite form's values
 * are the view's; a failed invitation leaves them as typed.
 */
import { assign, emit, setup } from 'xstate'
import type { StaffAccount, StaffInviteRequest, StaffUserChange } from '#domain/staffAccounts.ts'
import { ApiRequestError } from '#domain/apiError.ts'
import { providedPromise } from './effects'

/** One thing the owner does: invite someone, or change an account. */
export type StaffAction =
  | { kind: 'invite'; invite: StaffInviteRequest }
  | { kind: 'change'; id: number; email: string; change: StaffUserChange }

/** Why an action failed. */
export type StaffActionError = 'email_taken' | 'last_owner' | 'forbidden' | 'not_found' | 'invalid' | 'network'

export interface StaffAccountsContext {
  /** The action under way or last done. */
  action: StaffAction | null
  /** The account the server answered with for the last action. */
  result: StaffAccount | null
  error: StaffActionError | null
}

export type StaffAccountsEvent =
  | { type: 'staff.invite'; invite: StaffInviteRequest }
  | { type: 'staff.change'; id: number; email: string; change: StaffUserChange }
  | { type: 'staff.dismiss' }

/** What the app hears: an account changed (the list is read again). */
export type StaffAccountsEmitted = { type: 'staff.changed'; account: StaffAccount }

const errorOf = (error: unknown): StaffActionError => {
  if (!(error instanceof ApiRequestError)) return 'network'
  if (error.status === 403) return 'forbidden'
  if (error.status === 404) return 'not_found'
  const code = error.body?.error
  if (code === 'email_taken' || code === 'last_owner') return code
  return 'invalid'
}

/** The action an event asks for. */
function actionOf(event: StaffAccountsEvent): StaffAction | null {
  if (event.type === 'staff.invite') return { kind: 'invite', invite: event.invite }
  if (event.type === 'staff.change') return { kind: 'change', id: event.id, email: event.email, change: event.change }
  return null
}

export const staffAccountsMachine = setup({
  types: {
    context: {} as StaffAccountsContext,
    events: {} as StaffAccountsEvent,
    emitted: {} as StaffAccountsEmitted,
  },
  actors: {
    staffAction: providedPromise<StaffAccount, StaffAction>('staffAction'),
  },
  actions: {
    begin: assign(({ event }) => ({ action: actionOf(event), result: null, error: null })),
    takeResult: assign({ result: ({ event }) => (event as unknown as { output: StaffAccount }).output }),
    tellChanged: emit(({ context }) => ({ type: 'staff.changed' as const, account: context.result! })),
    setError: assign({ error: ({ event }) => errorOf((event as { error?: unknown }).error) }),
    clear: assign({ action: null, result: null, error: null }),
  },
}).createMachine({
  id: 'staffAccounts',
  context: { action: null, result: null, error: null },
  initial: 'idle',
  on: {
    'staff.invite': { target: '.saving', actions: 'begin' },
    'staff.change': { target: '.saving', actions: 'begin' },
  },
  states: {
    idle: {},
    saving: {
      // A second action waits for the first: the buttons are off while one is under way.
      on: { 'staff.invite': {}, 'staff.change': {} },
      invoke: {
        id: 'staffAction',
        src: 'staffAction',
        input: ({ context }) => context.action!,
        onDone: { target: 'done', actions: ['takeResult', 'tellChanged'] },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    /** The action is done; the view says so until the next one. */
    done: { on: { 'staff.dismiss': { target: 'idle', actions: 'clear' } } },
    /** The action was refused or lost; the view says why until dismissed or the next action. */
    failed: { on: { 'staff.dismiss': { target: 'idle', actions: 'clear' } } },
  },
})
