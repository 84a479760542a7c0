import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { priceMachine } from '#machines/price.ts'
import { modelMachine } from '#machines/model.ts'
import { MACHINES } from '#debug/machines.ts'
import { createTraceRecorder, parseTrace, replayTrace, serializeTrace } from '#debug/trace.ts'
import type { GetPriceRequest, GetPriceResponse, PriceData } from '#domain/schemas.ts'
import { writeFailureTrace } from '../setup/traceFiles'

const request = (snapshot: string): GetPriceRequest => ({
  selectedProductString: snapshot,
  cabinet: { variant: 'L1D' } as never,
  country: 'SK',
})

/** A price actor against a shop that answers every request at once, recorded. */
async function recordedPriceRun() {
  let clock = 0
  const recorder = createTraceRecorder('price run', () => (clock += 5))
  const actor = createActor(
    priceMachine.provide({
      actors: {
        fetchPrice: fromPromise<GetPriceResponse, { request: GetPriceRequest }>(async ({ input }) => ({
          selectedProductString: input.request.selectedProductString,
          priceData: { price: 73.03 } as PriceData,
        })),
      },
    }),
    { inspect: recorder.inspect },
  ).start()
  actor.send({ type: 'price.request', request: request('a') })
  await waitFor(actor, (s) => s.matches('priced'))
  actor.send({ type: 'price.request', request: request('b') })
  await waitFor(actor, (s) => s.matches('priced') && s.context.snapshot === 'b')
  return recorder
}

describe('machine traces', () => {
  it('record time, event, state before → after and the context changes of each transition', async () => {
    const { trace } = await recordedPriceRun()
    expect(trace.actors).toEqual([expect.objectContaining({ machine: 'price', value: 'idle' })])
    expect(trace.entries.map((e) => [e.event.type, e.before, e.after])).toEqual([
      ['price.request', 'idle', 'loading'],
      ['xstate.done.actor.fetchPrice', 'loading', 'priced'],
      ['price.request', 'priced', 'loading'],
      ['xstate.done.actor.fetchPrice', 'loading', 'priced'],
    ])
    expect(trace.entries[0]!.changes.snapshot).toEqual({ from: null, to: 'a' })
    expect(trace.entries[1]!.changes.priceData).toEqual({ from: null, to: { price: 73.03 } })
    expect(trace.entries.map((e) => e.at)).toEqual([...trace.entries.map((e) => e.at)].sort((x, y) => x - y))
  })

  it('export, import and replay: the same machine reproduces every step', async () => {
    const { trace } = await recordedPriceRun()
    const parsed = parseTrace(serializeTrace(trace))
    expect(parsed.success).toBe(true)
    expect(replayTrace(parsed.output as never, MACHINES)).toEqual([
      { actor: trace.actors[0]!.actor, machine: 'price', steps: 4, divergence: null },
    ])
  })

  it('a replay says where a machine now behaves otherwise than recorded', async () => {
    const { trace } = await recordedPriceRun()
    const edited = structuredClone(trace)
    edited.entries[1]!.after = 'stale'
    expect(replayTrace(edited, MACHINES)[0]!.divergence).toMatchObject({
      index: 1,
      event: 'xstate.done.actor.fetchPrice',
      expected: 'stale',
      actual: 'priced',
    })
  })

  it('an imported file that is not a trace is refused with the reason', () => {
    expect(parseTrace('{"format":"other"}').success).toBe(false)
    expect(parseTrace('not json').success).toBe(false)
  })

  it('a GLB in the context is kept as its size, and replays as a buffer of that size', () => {
    const recorder = createTraceRecorder('model')
    const actor = createActor(modelMachine.provide({ actors: { downloadModel: fromCallback(() => {}) } }), {
      input: {},
      inspect: recorder.inspect,
    }).start()
    actor.send({ type: 'model.show', url: '/api/model/x.glb' })
    actor.send({ type: 'model.loaded', glb: new ArrayBuffer(16) })
    actor.stop()
    expect(recorder.trace.entries.map((e) => e.event.type)).toEqual(['model.show', 'model.loaded'])
    expect(recorder.trace.entries[1]!.changes.glb).toEqual({ from: null, to: { $bytes: 16 } })
    expect(replayTrace(recorder.trace, MACHINES)[0]!.divergence).toBeNull()
  })

  it('a failing test leaves its trace as a file the panel can import', async () => {
    const { trace } = await recordedPriceRun()
    const dir = mkdtempSync(join(tmpdir(), 'traces-'))
    const file = writeFailureTrace(trace, 'machines/price.test.ts > a price test', dir)!
    expect(file).toMatch(/machines-price-test-ts-a-price-test\.json$/)
    expect(parseTrace(readFileSync(file, 'utf8')).success).toBe(true)
    expect(writeFailureTrace({ ...trace, entries: [] }, 'empty', dir)).toBeNull()
  })

  it('every actor a test creates is recorded for that test (the setup wraps createActor)', () => {
    // The unit setup records through createActor itself; an actor with its own inspector keeps it.
    const seen: string[] = []
    const actor = createActor(priceMachine, { inspect: (e) => void seen.push(e.type) }).start()
    actor.stop()
    expect(seen).toContain('@xstate.snapshot')
  })
})
