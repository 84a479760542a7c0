import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { stepperMachine } from './stepper'

describe('stepper machine (docs/product.md#checkout)', () => {
  it('goes cart → delivery → address, marking each step done', () => {
    const actor = createActor(stepperMachine).start()
    expect(actor.getSnapshot().value).toBe('cart')
    actor.send({ type: 'stepper.next' })
    expect(actor.getSnapshot().value).toBe('delivery')
    expect(actor.getSnapshot().context.done).toEqual(['cart'])
    actor.send({ type: 'stepper.next' })
    expect(actor.getSnapshot().value).toBe('address')
    expect(actor.getSnapshot().context.done).toEqual(['cart', 'delivery'])
  })
  it('tells its listeners each step completed with next, never on back', () => {
    const actor = createActor(stepperMachine).start()
    const completed: string[] = []
    actor.on('stepper.completed', ({ step }) => void completed.push(step))
    actor.send({ type: 'stepper.next' })
    actor.send({ type: 'stepper.back' })
    actor.send({ type: 'stepper.next' })
    actor.send({ type: 'stepper.next' })
    actor.send({ type: 'stepper.next' })
    expect(completed).toEqual(['cart', 'cart', 'delivery'])
  })
  it('cannot pass the last step: next on address changes nothing', () => {
    const actor = createActor(stepperMachine).start()
    for (let i = 0; i < 5; i++) actor.send({ type: 'stepper.next' })
    expect(actor.getSnapshot().value).toBe('address')
    expect(actor.getSnapshot().context.done).toEqual(['cart', 'delivery'])
  })
  it('back undoes the previous mark and cannot pass the first step', () => {
    const actor = createActor(stepperMachine).start()
    actor.send({ type: 'stepper.next' })
    actor.send({ type: 'stepper.next' })
    actor.send({ type: 'stepper.back' })
    expect(actor.getSnapshot().value).toBe('delivery')
    expect(actor.getSnapshot().context.done).toEqual(['cart'])
    actor.send({ type: 'stepper.back' })
    actor.send({ type: 'stepper.back' })
    actor.send({ type: 'stepper.back' })
    expect(actor.getSnapshot().value).toBe('cart')
    expect(actor.getSnapshot().context.done).toEqual([])
  })
})
