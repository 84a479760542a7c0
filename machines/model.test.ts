import { describe, expect, it } from 'vitest'
import { renderCabinet } from '#scripts/harness/fixtures/cabinet.ts'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { isModelVisible, modelMachine, type ModelEvent, type RenderRequest } from './model'
import { takeConsoleErrors } from '#tests/setup/strict-console.ts'

const request = (width: number): RenderRequest => ({ cabinet: renderCabinet(width) })

/** Render answers an id from the width; downloads are driven by the test through `downloads`. */
function fakes() {
  const downloads: Array<{ url: string; send: (e: ModelEvent) => void; stopped: boolean }> = []
  const renderModel = fromPromise<{ url: string }, { request: RenderRequest; host: string }>(async ({ input }) => ({
    url: `${input.host}/api/model/${input.request.cabinet.width}.glb`,
  }))
  const downloadModel = fromCallback<ModelEvent, { url: string }>(({ input, sendBack }) => {
    const entry = { url: input.url, send: sendBack, stopped: false }
    downloads.push(entry)
    return () => {
      entry.stopped = true
    }
  })
  return { downloads, machine: modelMachine.provide({ actors: { renderModel, downloadModel } }) }
}

describe('model machine', () => {
  it('renders, downloads with progress, then shows the model', async () => {
    const { machine, downloads } = fakes()
    const actor = createActor(machine, { input: { hosts: ['http://a'] } }).start()
    expect(isModelVisible(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'model.request', request: request(0.45) })
    await waitFor(actor, (s) => s.matches('downloading'))
    expect(downloads[0]!.url).toBe('http://a/api/model/0.45.glb')
    expect(actor.getSnapshot().context.progress).toBe(0)
    downloads[0]!.send({ type: 'model.progress', progress: 40 })
    expect(actor.getSnapshot().context.progress).toBe(40)
    const glb = new ArrayBuffer(8)
    downloads[0]!.send({ type: 'model.loaded', glb })
    const shown = actor.getSnapshot()
    expect(shown.value).toBe('shown')
    expect(shown.context).toMatchObject({ progress: 100, glb, shownUrl: 'http://a/api/model/0.45.glb' })
    expect(isModelVisible(shown)).toBe(true)
  })

  it('hides the model and resets progress when the address changes, and shows the new one', async () => {
    const { machine, downloads } = fakes()
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'model.request', request: request(0.45) })
    await waitFor(actor, (s) => s.matches('downloading'))
    downloads[0]!.send({ type: 'model.loaded', glb: new ArrayBuffer(1) })
    actor.send({ type: 'model.request', request: request(0.5) })
    const loading = await waitFor(actor, (s) => s.matches('downloading'))
    expect(loading.context.progress).toBe(0)
    expect(isModelVisible(loading)).toBe(false)
    const next = new ArrayBuffer(2)
    downloads[1]!.send({ type: 'model.loaded', glb: next })
    expect(actor.getSnapshot().context.glb).toBe(next)
  })

  it('keeps showing the model when the address did not change', async () => {
    const { machine, downloads } = fakes()
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'model.request', request: request(0.45) })
    await waitFor(actor, (s) => s.matches('downloading'))
    downloads[0]!.send({ type: 'model.loaded', glb: new ArrayBuffer(1) })
    actor.send({ type: 'model.request', request: request(0.45) })
    expect(isModelVisible(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.matches('shown'))
    expect(downloads).toHaveLength(1)
  })

  it('stops a download that a newer design replaces', async () => {
    const { machine, downloads } = fakes()
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'model.request', request: request(0.3) })
    await waitFor(actor, (s) => s.matches('downloading'))
    actor.send({ type: 'model.request', request: request(0.35) })
    await waitFor(actor, (s) => s.matches('downloading') && s.context.url!.endsWith('0.35.glb'))
    expect(downloads[0]!.stopped).toBe(true)
  })

  it('logs a failed download and keeps the previous model', async () => {
    const { machine, downloads } = fakes()
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'model.request', request: request(0.45) })
    await waitFor(actor, (s) => s.matches('downloading'))
    const first = new ArrayBuffer(3)
    downloads[0]!.send({ type: 'model.loaded', glb: first })
    actor.send({ type: 'model.request', request: request(0.5) })
    await waitFor(actor, (s) => s.matches('downloading'))
    downloads[1]!.send({ type: 'model.failed', error: new Error('404') })
    const after = actor.getSnapshot()
    expect(after.value).toBe('shown')
    expect(after.context.glb).toBe(first)
    expect(after.context.url).toBe(after.context.shownUrl)
    expect(isModelVisible(after)).toBe(true)
    expect(takeConsoleErrors()).toHaveLength(1)
  })

  it('logs a failed render and keeps what it had', async () => {
    const actor = createActor(
      modelMachine.provide({ actors: { renderModel: fromPromise(async () => Promise.reject(new Error('422'))) } }),
      { input: {} },
    ).start()
    actor.send({ type: 'model.request', request: request(9) })
    const after = await waitFor(actor, (s) => s.matches('shown'))
    expect(after.context.glb).toBeNull()
    expect(takeConsoleErrors()).toHaveLength(1)
  })

  it('picks one of the configured hosts at random', async () => {
    const hosts = ['http://one', 'http://two']
    const seen = new Set<string>()
    for (let i = 0; i < 40 && seen.size < 2; i++) {
      const { machine, downloads } = fakes()
      const actor = createActor(machine, { input: { hosts } }).start()
      actor.send({ type: 'model.request', request: request(0.45) })
      await waitFor(actor, (s) => s.matches('downloading'))
      seen.add(new URL(downloads[0]!.url).origin)
    }
    expect([...seen].sort()).toEqual(hosts)
  })
})
