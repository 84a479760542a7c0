/**
 * The hallway configurator (docs/product.md#hallway): every change is applied by the layout rules (add appends a
 * default module, remove drops the modules at the largest x, widths are recalculated, the row
 * balances); after 100 ms without changes the model is rendered, then the price is asked for.
 * A change meanwhile starts over: the running request is aborted (its signal), so a newer price
 * request always cancels the older one. States read as the loop runs:
 *   waiting (100 ms of quiet) → rendering → pricing → priced | failed
 * A failed price is asked for again after 1 s, 2 s, 4 s… (the cabinet price's backoff) until it comes
 * or the design changes. The model machine (its ref in `input`) is told to show each rendered model. An edit is emitted as
 * `hallway.changed` for the page's address; a design that comes back from the address (`hallway.load`)
 * is taken only when it says something else.
 */
import { assign, emit, enqueueActions, setup, type ActorRefFrom } from 'xstate'
import { sameQuery } from '#domain/helpers.ts'
import { hallwayQuery } from '#domain/hallway/query.ts'
import {
  addModule,
  change,
  removeModule,
  type Doors,
  type Hallway,
  type HallwayChange,
  type LowerVariant,
  type Podorys,
} from '#domain/hallway/layout.ts'
import type { Country } from '#domain/locale.ts'
import type { GetPriceChodbaResponse, PriceData } from '#domain/schemas.ts'
import { providedPromise } from './effects'
import type { modelMachine } from './model'
import { retryDelay } from './price'

/** The model machine that downloads and shows what this machine rendered. */
export type ModelRef = ActorRefFrom<typeof modelMachine>

export interface HallwayContext {
  hallway: Hallway
  country: Country
  /** Address of the rendered model of the current design (the model machine downloads it). */
  modelUrl: string | null
  /** The price of the current design; null while it is asked for or after an error. */
  priceData: PriceData | null
  /** Failed price requests in a row for the current design (the backoff grows with them). */
  failures: number
  /** docs/product.md#hallway: the message that seating needs other modules first. */
  refused: 'seating' | null
  /** The model machine told to show each rendered model (none in tests that only look at the loop). */
  model: ModelRef | null
}

/** What the machine tells its owner: an edit made a new design (the page writes it to its address). */
export type HallwayEmitted = { type: 'hallway.changed'; hallway: Hallway }

export type HallwayEvent =
  | { type: 'hallway.module.add' }
  | { type: 'hallway.module.remove' }
  | { type: 'hallway.module.variant'; index: number; variant: LowerVariant }
  | { type: 'hallway.module.doors'; index: number; z: 0 | 2; doors: Doors }
  | { type: 'hallway.size'; realWidth?: number; realHeight?: number; depth?: number }
  | { type: 'hallway.podorys'; podorys: Podorys }
  | { type: 'hallway.colors'; doorColor?: string; corpusColor?: string; backColor?: string }
  /** The design the page's address (or a saved consultation) describes. */
  | { type: 'hallway.load'; hallway: Hallway }

/** The edit an event asks for, in the layout rules' terms. */
function editOf(event: HallwayEvent): HallwayChange | undefined {
  switch (event.type) {
    case 'hallway.module.variant':
      return { kind: 'variant', index: event.index, variant: event.variant }
    case 'hallway.module.doors':
      return { kind: 'doors', index: event.index, z: event.z, doors: event.doors }
    case 'hallway.size':
      return { kind: 'size', realWidth: event.realWidth, realHeight: event.realHeight, depth: event.depth }
    case 'hallway.podorys':
      return { kind: 'podorys', podorys: event.podorys }
    case 'hallway.colors':
      return { kind: 'colors', doorColor: event.doorColor, corpusColor: event.corpusColor, backColor: event.backColor }
    default:
      return undefined
  }
}

export const hallwayMachine = setup({
  types: {
    context: {} as HallwayContext,
    events: {} as HallwayEvent,
    input: {} as { hallway: Hallway; country: Country; model?: ModelRef | null },
    emitted: {} as HallwayEmitted,
  },
  actors: {
    renderHallway: providedPromise<{ url: string }, { hallway: Hallway }>('renderHallway'),
    priceHallway: providedPromise<GetPriceChodbaResponse, { hallway: Hallway; country: Country }>('priceHallway'),
  },
  delays: { quiet: 100, backoff: ({ context }) => retryDelay(context.failures) },
  guards: {
    refusesSeating: ({ context, event }) => {
      const edit = editOf(event)
      return edit !== undefined && !change(context.hallway, edit).ok
    },
    // The last lower module stays: there is nothing to remove.
    lastModule: ({ context }) => context.hallway.cabinets.filter((m) => m.z === 0).length <= 1,
    // The address carries what hallwayQuery writes; a design it reads back the same is the one on screen.
    sameDesign: ({ context, event }) =>
      event.type === 'hallway.load' && sameQuery(hallwayQuery(event.hallway), hallwayQuery(context.hallway)),
  },
  actions: {
    apply: assign(({ context, event }) => {
      if (event.type === 'hallway.module.add') return { hallway: addModule(context.hallway), refused: null }
      if (event.type === 'hallway.module.remove') return { hallway: removeModule(context.hallway), refused: null }
      if (event.type === 'hallway.load') return { hallway: event.hallway, refused: null }
      const edit = editOf(event)
      const result = edit ? change(context.hallway, edit) : undefined
      return result?.ok ? { hallway: result.hallway, refused: null } : {}
    }),
    refuseSeating: assign({ refused: 'seating' }),
    announce: emit(({ context }) => ({ type: 'hallway.changed' as const, hallway: context.hallway })),
    showModel: enqueueActions(({ context, enqueue }) => {
      if (context.model && context.modelUrl)
        enqueue.sendTo(context.model, { type: 'model.show', url: context.modelUrl })
    }),
    logError: (_, params: { error: unknown; step: string }) => {
      console.error(`Hallway ${params.step} failed:`, params.error)
    },
  },
}).createMachine({
  id: 'hallway',
  context: ({ input }) => ({
    hallway: input.hallway,
    country: input.country,
    modelUrl: null,
    priceData: null,
    failures: 0,
    refused: null,
    model: input.model ?? null,
  }),
  initial: 'waiting',
  on: {
    'hallway.load': [{ guard: 'sameDesign' }, { target: '.waiting', reenter: true, actions: 'apply' }],
    'hallway.module.remove': { guard: 'lastModule' },
    'hallway.*': [
      { guard: 'refusesSeating', actions: 'refuseSeating' },
      { target: '.waiting', reenter: true, actions: ['apply', 'announce'] },
    ],
  },
  states: {
    /** Changes come in; 100 ms after the last one the loop runs. */
    waiting: { entry: assign({ failures: 0 }), after: { quiet: 'rendering' } },
    rendering: {
      invoke: {
        id: 'renderHallway',
        src: 'renderHallway',
        input: ({ context }) => ({ hallway: context.hallway }),
        onDone: { target: 'pricing', actions: [assign({ modelUrl: ({ event }) => event.output.url }), 'showModel'] },
        // docs/product.md#model: a model failure is only logged; the price still comes.
        onError: {
          target: 'pricing',
          actions: { type: 'logError', params: ({ event }) => ({ error: event.error, step: 'model' }) },
        },
      },
    },
    pricing: {
      entry: assign({ priceData: null }),
      invoke: {
        id: 'priceHallway',
        src: 'priceHallway',
        input: ({ context }) => ({ hallway: context.hallway, country: context.country }),
        onDone: {
          target: 'priced',
          actions: assign({ priceData: ({ event }) => event.output.priceData, failures: 0 }),
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ failures: ({ context }) => context.failures + 1 }),
            { type: 'logError', params: ({ event }) => ({ error: event.error, step: 'price' }) },
          ],
        },
      },
    },
    priced: {},
    /**
     * docs/product.md#prices: price 0, the flag stays on, no message; the price is asked for again after the backoff.
     */
    failed: { after: { backoff: 'pricing' } },
  },
})

/** The loading flag for the hallway price (docs/product.md#prices): on until the current design's price is in. */
export const isHallwayPriceLoading = (state: { value: unknown }) => state.value !== 'priced'
