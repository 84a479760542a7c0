import { describe, expect, it } from 'vitest'
import { api, ApiRequestError, download, retriesFor } from '../../src/queries/api'

/** A fetch that answers from a list and counts the calls. */
function scripted(...answers: Array<Response | Error>) {
  const calls: RequestInit[] = []
  const fn = (async (_url: string, init: RequestInit) => {
    calls.push(init)
    const next = answers.shift()
    if (!next) throw new Error('no more answers')
    if (next instanceof Error) throw next
    return next
  }) as unknown as typeof fetch
  return { fn, calls }
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('API client retry policy (spec §7)', () => {
  it('retries a GET once on 503 and on a lost connection', async () => {
    const a = scripted(json(503, {}), json(200, { ok: true }))
    expect(await api('/api/x', { fetch: a.fn })).toEqual({ ok: true })
    expect(a.calls).toHaveLength(2)
    const b = scripted(new TypeError('network'), json(200, { ok: 1 }))
    expect(await api('/api/x', { fetch: b.fn })).toEqual({ ok: 1 })
  })
  it('gives up on a GET after one retry', async () => {
    const a = scripted(json(500, {}), json(502, { error: 'bad_gateway', message: 'down' }))
    await expect(api('/api/x', { fetch: a.fn })).rejects.toMatchObject({ status: 502, message: 'down' })
    expect(a.calls).toHaveLength(2)
  })
  it('never retries a POST', async () => {
    const a = scripted(json(503, { error: 'x', message: 'busy' }), json(200, {}))
    await expect(api('/api/x', { body: {}, fetch: a.fn })).rejects.toBeInstanceOf(ApiRequestError)
    expect(a.calls).toHaveLength(1)
    expect(a.calls[0]!.method).toBe('POST')
  })
  it('does not retry other errors', async () => {
    const a = scripted(json(404, { error: 'not_found', message: 'no' }))
    await expect(api('/api/x', { fetch: a.fn })).rejects.toMatchObject({ status: 404 })
    expect(a.calls).toHaveLength(1)
  })
  it.each([
    ['GET', 1],
    ['POST', 0],
    ['PUT', 0],
    ['PATCH', 0],
    ['DELETE', 0],
  ])('%s gets %d retries', (method, n) => expect(retriesFor(method)).toBe(n))
})

describe('download', () => {
  it('reports progress up to 100 and returns the bytes', async () => {
    const bytes = new Uint8Array(5000).map((_, i) => i % 256)
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(bytes.slice(i * 1000, (i + 1) * 1000))
        controller.close()
      },
    })
    const progress: number[] = []
    const fetcher = (async () => new Response(stream, { headers: { 'content-length': '5000' } })) as unknown as typeof fetch
    const buffer = await download('/m.glb', (p) => progress.push(p), undefined, fetcher)
    expect(new Uint8Array(buffer)).toEqual(bytes)
    expect(progress).toEqual([20, 40, 60, 80, 100])
  })
})
