/**
 * The 3D model of the design on screen (docs/product.md#model): asked for on every change; when its address
 * changes, progress goes back to 0 and the model hides until the new one has loaded; download
 * progress 0–100; a failure is logged and the previous model stays.
 */
import { assign, setup } from 'xstate'
import type { RenderRequestSchema } from '#domain/schemas.ts'
import type { InferOutput } from 'valibot'
import { providedCallback, providedPromise } from './effects'

export type RenderRequest = InferOutput<typeof RenderRequestSchema>

export interface ModelContext {
  request: RenderRequest | null
  /** Model hosts (docs/product.md#model: one of two picked at random); '' is this server. */
  hosts: string[]
  /** Address of the model being shown or loaded. */
  url: string | null
  /** The loaded GLB, or the previous one while a new one fails. */
  glb: ArrayBuffer | null
  /** Address of `glb`. */
  shownUrl: string | null
  progress: number
}

export type ModelEvent =
  | { type: 'model.request'; request: RenderRequest }
  /** A model another machine has rendered (the hallway's): only its download is left. */
  | { type: 'model.show'; url: string }
  | { type: 'model.progress'; progress: number }
  | { type: 'model.loaded'; glb: ArrayBuffer }
  | { type: 'model.failed'; error: unknown }

export const modelMachine = setup({
  types: {
    context: {} as ModelContext,
    events: {} as ModelEvent,
    input: {} as { hosts?: string[] },
  },
  actors: {
    renderModel: providedPromise<{ url: string }, { request: RenderRequest; host: string }>('renderModel'),
    downloadModel: providedCallback<ModelEvent, { url: string }>('downloadModel'),
  },
  guards: {
    sameModel: ({ context }, params: { url: string }) => params.url === context.shownUrl,
  },
  actions: {
    logError: (_, params: { error: unknown }) => {
      console.error('3D model failed:', params.error)
    },
  },
}).createMachine({
  id: 'model',
  context: ({ input }) => ({
    request: null,
    hosts: input.hosts?.length ? input.hosts : [''],
    url: null,
    glb: null,
    shownUrl: null,
    progress: 0,
  }),
  initial: 'idle',
  on: {
    'model.request': {
      target: '.rendering',
      reenter: true,
      actions: assign({ request: ({ event }) => event.request }),
    },
    'model.show': [
      { guard: { type: 'sameModel', params: ({ event }) => ({ url: event.url }) }, target: '.shown' },
      { target: '.downloading', reenter: true, actions: assign({ url: ({ event }) => event.url, progress: 0 }) },
    ],
  },
  states: {
    idle: {},
    rendering: {
      invoke: {
        id: 'renderModel',
        src: 'renderModel',
        input: ({ context }) => ({
          request: context.request!,
          host: context.hosts[Math.floor(Math.random() * context.hosts.length)]!,
        }),
        onDone: [
          { guard: { type: 'sameModel', params: ({ event }) => event.output }, target: 'shown' },
          // A new address: progress back to 0 and the model hidden until it has loaded.
          { target: 'downloading', actions: assign({ url: ({ event }) => event.output.url, progress: 0 }) },
        ],
        onError: { target: 'shown', actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    downloading: {
      invoke: { id: 'downloadModel', src: 'downloadModel', input: ({ context }) => ({ url: context.url! }) },
      on: {
        'model.progress': { actions: assign({ progress: ({ event }) => event.progress }) },
        'model.loaded': {
          target: 'shown',
          actions: assign({ glb: ({ event }) => event.glb, shownUrl: ({ context }) => context.url, progress: 100 }),
        },
        'model.failed': {
          target: 'shown',
          actions: [
            assign({ url: ({ context }) => context.shownUrl, progress: 100 }),
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    shown: {},
  },
})

/** The model is hidden while a new address loads and until the first one has loaded. */
export const isModelVisible = (state: { value: unknown; context: ModelContext }) =>
  state.context.glb !== null && state.value !== 'downloading'
