/**
 * The one way a view hosts a machine over server state (src/components/useHostedActor.ts, decision 0028):
 * the data as input, its later values as one event, the machine's emitted events to the latest handlers,
 * the view's effects provided once, every actor traced.
 */
import { describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { assign, emit, fromPromise, setup } from 'xstate'
import { useHostedActor } from '#components/useHostedActor.ts'

/** A machine over a server value: it starts from it, takes each new one, and saves through its actor. */
const machine = setup({
  types: {
    context: {} as { value: number; loads: number },
    events: {} as { type: 'load'; value: number } | { type: 'save' },
    input: {} as { value: number },
    emitted: {} as { type: 'saved'; value: number },
  },
  actors: { save: fromPromise<number, number>(() => Promise.reject(new Error('the machine default ran'))) },
}).createMachine({
  context: ({ input }) => ({ value: input.value, loads: 0 }),
  initial: 'idle',
  on: { load: { actions: assign({ value: ({ event }) => event.value, loads: ({ context }) => context.loads + 1 }) } },
  states: {
    idle: { on: { save: 'saving' } },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => context.value,
        onDone: { target: 'idle', actions: emit(({ event }) => ({ type: 'saved' as const, value: event.output })) },
      },
    },
  },
})

describe('useHostedActor', () => {
  it('starts from the input and hears each later value once, as an event; never the first again', () => {
    const { result, rerender } = renderHook(
      ({ value }) =>
        useHostedActor(machine, {
          input: { value },
          follow: { key: value, event: () => ({ type: 'load' as const, value }) },
        }),
      { initialProps: { value: 1 } },
    )
    const actor = result.current
    expect(actor.getSnapshot().context).toEqual({ value: 1, loads: 0 })
    rerender({ value: 1 })
    expect(actor.getSnapshot().context.loads).toBe(0)
    rerender({ value: 2 })
    expect(actor.getSnapshot().context).toEqual({ value: 2, loads: 1 })
    // One actor for the component's life: a new input is not a new machine.
    expect(result.current).toBe(actor)
  })

  it('with `start`, hears the first value as the event too (a machine that begins before its data)', () => {
    const { result } = renderHook(() =>
      useHostedActor(machine, {
        input: { value: 0 },
        follow: { key: 7, event: () => ({ type: 'load' as const, value: 7 }), start: true },
      }),
    )
    expect(result.current.getSnapshot().context).toEqual({ value: 7, loads: 1 })
  })

  it("writes through the view's effects, given once, and hands what the machine emits to the latest handler", async () => {
    const saved: string[] = []
    const save = vi.fn((value: number) => Promise.resolve(value * 10))
    const { result, rerender, unmount } = renderHook(
      ({ label }) =>
        useHostedActor(machine, {
          input: { value: 4 },
          provide: { actors: { save: fromPromise<number, number>(({ input }) => save(input)) } },
          on: { saved: ({ value }) => saved.push(`${label} ${value}`) },
        }),
      { initialProps: { label: 'first' } },
    )
    rerender({ label: 'latest' })
    await act(async () => {
      result.current.send({ type: 'save' })
      await vi.waitFor(() => expect(saved).toEqual(['latest 40']))
    })
    expect(save).toHaveBeenCalledTimes(1)
    // Unmounted, nobody listens: a later emission reaches no handler.
    unmount()
    result.current.send({ type: 'save' })
    await Promise.resolve()
    expect(saved).toEqual(['latest 40'])
  })
})
