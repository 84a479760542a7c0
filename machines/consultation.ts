/**
 * The hallway consultation's save (docs/product.md#staff): staff save the hallway on screen for a
 * product and an order. `idle` until the first save, `saving` while it is sent, `saved` ('uložené'),
 * `failed` when it did not arrive or was refused; a 401 is `expired` (the session ended: sign in
 * again). Another save starts from any of them but `saving`; opening another product and order starts
 * again (`consultation.reset`; a save on its way then tells nothing). The save is an actor the view
 * provides (decision 0028): the machine knows no API.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { Hallway } from '#domain/hallway/layout.ts'

/** What a save sends: the hallway for a product and an order. */
export interface ConsultationSave {
  productId: string
  orderId: string
  chodba: Hallway
}

/** Why the last save failed: the session ended (401), or anything else. */
export type ConsultationError = 'expired' | 'failed'

export type ConsultationEvent = ({ type: 'consultation.save' } & ConsultationSave) | { type: 'consultation.reset' }

const errorOf = (error: unknown): ConsultationError =>
  (error as { status?: unknown } | null)?.status === 401 ? 'expired' : 'failed'

const save = { 'consultation.save': { target: '#consultation.saving', actions: 'takeRequest' } } as const

export const consultationMachine = setup({
  types: {
    context: {} as { request: ConsultationSave | null; error: ConsultationError | null },
    events: {} as ConsultationEvent,
  },
  actors: {
    // The view's (the staff API through src/queries); tests and stories give theirs.
    saveHallway: fromPromise<unknown, ConsultationSave>(() => Promise.reject(new Error('saveHallway not provided'))),
  },
  actions: {
    takeRequest: assign(({ event }) =>
      event.type === 'consultation.save'
        ? { request: { productId: event.productId, orderId: event.orderId, chodba: event.chodba }, error: null }
        : {},
    ),
  },
}).createMachine({
  id: 'consultation',
  context: { request: null, error: null },
  initial: 'idle',
  on: { 'consultation.reset': { target: '.idle', actions: assign({ request: null, error: null }) } },
  states: {
    idle: { on: save },
    saving: {
      invoke: {
        src: 'saveHallway',
        input: ({ context }) => context.request!,
        onDone: 'saved',
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorOf(event.error) }) },
      },
    },
    saved: { on: save },
    failed: { on: save },
  },
})
