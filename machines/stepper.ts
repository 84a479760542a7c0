/**
 * The checkout stepper (docs/product.md#checkout): cart → delivery → address. Next marks the current step done and
 * activates the next one; back undoes the previous step's mark and returns to it; neither end can
 * be passed.
 */
import { assign, enqueueActions, setup } from 'xstate'

export const STEPS = ['cart', 'delivery', 'address'] as const
export type Step = (typeof STEPS)[number]

export interface StepperContext {
  /** The steps marked done, in order. */
  done: Step[]
}

export type StepperEvent = { type: 'stepper.next' } | { type: 'stepper.back' }

/** What the stepper tells its listeners (the app's data layer): the shopper completed a step with Next. */
export type StepperEmitted = { type: 'stepper.completed'; step: Step }

export const stepperMachine = setup({
  types: {
    context: {} as StepperContext,
    events: {} as StepperEvent,
    emitted: {} as StepperEmitted,
  },
  actions: {
    markDone: enqueueActions(({ context, enqueue }, params: { step: Step }) => {
      enqueue.assign({ done: [...context.done.filter((s) => s !== params.step), params.step] })
      enqueue.emit({ type: 'stepper.completed', step: params.step })
    }),
    undo: assign({ done: ({ context }, params: { step: Step }) => context.done.filter((s) => s !== params.step) }),
  },
}).createMachine({
  id: 'stepper',
  context: { done: [] },
  initial: 'cart',
  states: {
    cart: { on: { 'stepper.next': { target: 'delivery', actions: { type: 'markDone', params: { step: 'cart' } } } } },
    delivery: {
      on: {
        'stepper.next': { target: 'address', actions: { type: 'markDone', params: { step: 'delivery' } } },
        'stepper.back': { target: 'cart', actions: { type: 'undo', params: { step: 'cart' } } },
      },
    },
    address: {
      on: { 'stepper.back': { target: 'delivery', actions: { type: 'undo', params: { step: 'delivery' } } } },
    },
  },
})
