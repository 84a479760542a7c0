/**
 * Issue 34, points 2 and 3: models, drawings and PDFs are built in a bounded worker pool (a full queue
 * is a 503 with Retry-After while the shop stays fast), and the generated files live under a byte limit
 * (MODEL_CACHE_MB) from which a dropped model is built again on demand. A tiny pool and cache here.
 */
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API, modelUrl, type Endpoint } from '#domain/endpoints.ts'
import { balance, type Hallway } from '#domain/hallway/layout.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { startServer, type TestServer } from './server'

let server: TestServer
beforeAll(async () => {
  server = await startServer({ MODEL_CACHE_MB: '1', WORKER_THREADS: '1', WORKER_QUEUE: '1' })
})
afterAll(() => server?.stop())

const post = (entry: Endpoint, body: unknown) =>
  fetch(`${server.url}${entry.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const hallway: Hallway = defaultHallway()
/** A distinct wall the configurator makes: `cm` higher, its modules laid out again. */
const taller = (cm: number) => balance({ ...hallway, realHeight: hallway.realHeight + cm })
const folderBytes = () => {
  const dir = join(server.dataDir, 'models')
  return readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0)
}

describe('generated files under MODEL_CACHE_MB', () => {
  it('keeps DATA_DIR/models within the limit however many distinct hallways are rendered, and builds a dropped model again', async () => {
    const models: Array<{ id: string; bytes: Uint8Array }> = []
    let made = 0
    // Distinct walls (each a little higher) until one and a half times the limit has been made.
    for (let i = 0; made < 1.5 * 1024 * 1024 && i < 30; i++) {
      const response = await post(API.renderChodba, { chodba: taller(i) })
      expect(response.status).toBe(200)
      const { id } = (await response.json()) as { id: string }
      const glb = await fetch(`${server.url}${modelUrl(id)}`)
      expect(glb.status).toBe(200)
      const bytes = new Uint8Array(await glb.arrayBuffer())
      models.push({ id, bytes })
      made += bytes.byteLength
    }
    expect(made).toBeGreaterThan(1.5 * 1024 * 1024)
    expect(folderBytes()).toBeLessThanOrEqual(1024 * 1024)
    // The first model left the folder; a server that no longer holds it in memory either builds it again.
    const first = models[0]!
    expect(readdirSync(join(server.dataDir, 'models'))).not.toContain(`${first.id}.glb`)
    await server.restart()
    const again = await fetch(`${server.url}${modelUrl(first.id)}`)
    expect(again.status).toBe(200)
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(first.bytes)
    expect(folderBytes()).toBeLessThanOrEqual(1024 * 1024)
  })
})

describe('the worker pool', () => {
  it('answers 503 with Retry-After once its queue is full, while /api/health stays fast', async () => {
    const body = {
      cabinets: hallway.cabinets,
      doorColor: hallway.doorColor,
      corpusColor: hallway.corpusColor,
      renderType: 'png',
      res: 2000,
      highRes: true,
    }
    const health: number[] = []
    let busy = true
    const watcher = (async () => {
      while (busy) {
        const t0 = performance.now()
        expect((await fetch(`${server.url}${API.health.path}`)).status).toBe(200)
        health.push(performance.now() - t0)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
    // One thread and one waiting place: of eight drawings at once, most are turned away at once.
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(API.renderChodbaPhoto, body)))
    // Textured models of distinct walls too (each ~1 s of work on the old event loop).
    const ar = await Promise.all(
      Array.from({ length: 4 }, (_, i) => post(API.renderChodbaAr, { chodba: taller(30 + i) })),
    )
    busy = false
    await watcher
    const statuses = answers.map((answer) => answer.status)
    expect(statuses).toContain(200)
    expect(statuses).toContain(503)
    for (const answer of answers.filter((a) => a.status === 503)) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await answer.json()).toEqual({ error: 'busy', message: expect.stringMatching(/try again/) })
    }
    for (const answer of ar) expect([200, 503]).toContain(answer.status)
    // The event loop never waited on a drawing: health answered throughout, each well within a second.
    expect(health.length).toBeGreaterThan(0)
    expect(Math.max(...health)).toBeLessThan(1000)
  })
})
