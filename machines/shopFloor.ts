/**
 * The shop floor's screen (issue 38.4): a part is scanned (its label's QR by the camera, or its ID typed) → `loading`
 * its card → `card` with one button per step → `marking` a step → the card again with the step done and the
 * order's progress. `invalid` when the text is no part ID (checked here, nothing sent), `failed` when the card
 * could not be read; a refused step stays on the card with its reason. `camera` while the camera looks for a QR
 * code (its reader is an effect: the app's lazy-loaded BarcodeDetector, a stub in tests and stories).
 */
import { assign, setup } from 'xstate'
import { ApiRequestError } from '#domain/apiError.ts'
import { partIdOfScan } from '#domain/production/parts.ts'
import type { PartCard, PartStep, PartStepResponse } from '#domain/production/steps.ts'
import { providedCallback, providedPromise } from './effects'

/**
 * Why the screen cannot go on: the text is no part ID, no such part (404), the order is cancelled or not in
 * production (409), its deposit is unpaid (409), the customer may still cancel it (409), not allowed (401/403), the server, the connection, the camera.
 */
export type ShopFloorError =
  | 'notAPart'
  | 'missing'
  | 'cancelled'
  | 'notInProduction'
  | 'depositUnpaid'
  | 'cancellationWindow'
  | 'forbidden'
  | 'server'
  | 'network'
  | 'camera'

export interface ShopFloorContext {
  /** What is typed in the scan field. */
  text: string
  /** The part being loaded or shown. */
  id: string | null
  card: PartCard | null
  /** The step on its way. */
  marking: PartStep | null
  error: ShopFloorError | null
}

/** What the camera's reader sends back: a code's text, or that it cannot run (no camera, refused). */
export type CameraEvent = { type: 'camera.read'; text: string } | { type: 'camera.failed' }

export type ShopFloorEvent =
  | { type: 'scan.change'; text: string }
  | { type: 'scan.submit' }
  /** A part named by the address (`?part=`): a phone's camera app opened its label's QR. */
  | { type: 'scan.open'; id: string }
  | { type: 'step.mark'; step: PartStep }
  | { type: 'camera.open' }
  | { type: 'camera.close' }
  | CameraEvent

export function shopFloorErrorOf(error: unknown): ShopFloorError {
  if (!(error instanceof ApiRequestError)) return 'network'
  if (error.status === 404) return 'missing'
  if (error.status === 401 || error.status === 403) return 'forbidden'
  if (error.status === 409) {
    const code = error.body?.error
    if (code === 'order_cancelled') return 'cancelled'
    if (code === 'deposit_unpaid') return 'depositUnpaid'
    if (code === 'cancellation_window') return 'cancellationWindow'
    return 'notInProduction'
  }
  return 'server'
}

export const shopFloorMachine = setup({
  types: {
    context: {} as ShopFloorContext,
    events: {} as ShopFloorEvent,
  },
  actors: {
    loadPart: providedPromise<PartCard, { id: string }>('loadPart'),
    markStep: providedPromise<PartStepResponse, { id: string; step: PartStep }>('markStep'),
    readCamera: providedCallback<CameraEvent, undefined>('readCamera'),
  },
  actions: {
    change: assign(({ event }) => (event.type === 'scan.change' ? { text: event.text, error: null } : {})),
  },
  guards: {
    scannedPart: ({ context }) => partIdOfScan(context.text) !== undefined,
    readPart: ({ event }) => event.type === 'camera.read' && partIdOfScan(event.text) !== undefined,
    openedPart: ({ event }) => event.type === 'scan.open' && partIdOfScan(event.id) !== undefined,
    hasCard: ({ context }) => context.card !== null,
  },
}).createMachine({
  id: 'shopFloor',
  context: { text: '', id: null, card: null, marking: null, error: null },
  initial: 'idle',
  on: {
    'scan.change': { actions: 'change' },
    'scan.submit': [
      {
        guard: 'scannedPart',
        target: '.loading',
        actions: assign(({ context }) => ({ id: partIdOfScan(context.text)!, error: null })),
      },
      { target: '.invalid', actions: assign({ error: 'notAPart' as const }) },
    ],
    'scan.open': [
      {
        guard: 'openedPart',
        target: '.loading',
        actions: assign(({ event }) => (event.type === 'scan.open' ? { id: event.id, text: event.id } : {})),
      },
      { target: '.invalid', actions: assign({ error: 'notAPart' as const }) },
    ],
    'camera.open': { target: '.camera', actions: assign({ error: null }) },
  },
  states: {
    idle: {},
    // The text is no part ID: nothing was sent; the field says why until it changes.
    invalid: {},
    loading: {
      invoke: {
        src: 'loadPart',
        input: ({ context }) => ({ id: context.id! }),
        onDone: {
          target: 'card',
          // The field is emptied for the next scan; the card shows which part this is.
          actions: assign(({ event }) => ({ card: event.output, text: '', error: null })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ card: null, error: shopFloorErrorOf(event.error) })),
        },
      },
    },
    card: {
      on: {
        'step.mark': { target: 'marking', actions: assign(({ event }) => ({ marking: event.step, error: null })) },
      },
    },
    marking: {
      // A second press while the first is on its way changes nothing.
      on: { 'step.mark': {} },
      invoke: {
        src: 'markStep',
        input: ({ context }) => ({ id: context.card!.id, step: context.marking! }),
        onDone: {
          target: 'card',
          actions: assign(({ context, event }) => ({
            card: {
              ...context.card!,
              status: event.output.status,
              steps: event.output.steps,
              progress: event.output.progress,
            },
            marking: null,
          })),
        },
        // The card stays: the refusal is said on it, and pressing again is a retry.
        onError: {
          target: 'card',
          actions: assign(({ event }) => ({ marking: null, error: shopFloorErrorOf(event.error) })),
        },
      },
    },
    failed: {},
    camera: {
      invoke: { src: 'readCamera' },
      on: {
        'camera.read': [
          {
            guard: 'readPart',
            target: 'loading',
            actions: assign(({ event }) =>
              event.type === 'camera.read' ? { id: partIdOfScan(event.text)!, text: partIdOfScan(event.text)! } : {},
            ),
          },
          // Another code (a product's EAN): the camera goes on looking, the screen says it is no label.
          { actions: assign({ error: 'notAPart' as const }) },
        ],
        'camera.failed': { target: 'failed', actions: assign({ error: 'camera' as const }) },
        'camera.close': [{ guard: 'hasCard', target: 'card' }, { target: 'idle' }],
      },
    },
  },
})
