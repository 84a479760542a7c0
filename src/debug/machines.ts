/** Every machine of the shop by its id: what a trace names, and what a replay runs. */
import type { AnyStateMachine } from 'xstate'
import { cartMachine } from '#machines/cart.ts'
import { hallwayMachine } from '#machines/hallway.ts'
import { modelMachine } from '#machines/model.ts'
import { orderMachine } from '#machines/order.ts'
import { priceMachine } from '#machines/price.ts'
import { stepperMachine } from '#machines/stepper.ts'

export const MACHINES: Record<string, AnyStateMachine> = Object.fromEntries(
  [cartMachine, hallwayMachine, modelMachine, orderMachine, priceMachine, stepperMachine].map((machine) => [
    machine.id,
    machine,
  ]),
)
