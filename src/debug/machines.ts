/** Every machine of the shop by its id: what a trace names, and what a replay runs. */
import type { AnyStateMachine } from 'xstate'
import { cartMachine } from '../../machines/cart'
import { hallwayMachine } from '../../machines/hallway'
import { modelMachine } from '../../machines/model'
import { orderMachine } from '../../machines/order'
import { priceMachine } from '../../machines/price'
import { stepperMachine } from '../../machines/stepper'

export const MACHINES: Record<string, AnyStateMachine> = Object.fromEntries(
  [cartMachine, hallwayMachine, modelMachine, orderMachine, priceMachine, stepperMachine].map((machine) => [
    machine.id,
    machine,
  ]),
)
