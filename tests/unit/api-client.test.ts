import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { API, type Endpoint } from '#domain/endpoints.ts'
import { api, ApiRequestError, ApiResponseError, download, retriesFor } from '#queries/client.ts'
import { takeConsoleErrors } from '../setup/strict-console'

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
/** Stand-in entries: a GET and a POST that answer any JSON object. */
const get = { path: '/api/x', method: 'GET', request: 'none', response: v.looseObject({}) } as const satisfies Endpoint
const post = {
  path: '/api/x',
  method: 'POST',
  request: v.object({}),
  response: v.looseObject({}),
} as const satisfies Endpoint
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('API client retry policy (docs/product.md#calls)', () => {
  it('retries a GET once on 503 and on a lost connection', async () => {
    const a = scripted(json(503, {}), json(200, { ok: true }))
    expect(await api(get, { fetch: a.fn })).toEqual({ ok: true })
    expect(a.calls).toHaveLength(2)
    const b = scripted(new TypeError('network'), json(200, { ok: 1 }))
    expect(await api(get, { fetch: b.fn })).toEqual({ ok: 1 })
  })
  it('gives up on a GET after one retry', async () => {
    const a = scripted(json(500, {}), json(502, { error: 'bad_gateway', message: 'down' }))
    await expect(api(get, { fetch: a.fn })).rejects.toMatchObject({ status: 502, message: 'down' })
    expect(a.calls).toHaveLength(2)
  })
  it('never retries a POST', async () => {
    const a = scripted(json(503, { error: 'x', message: 'busy' }), json(200, {}))
    await expect(api(post, { body: {}, fetch: a.fn })).rejects.toBeInstanceOf(ApiRequestError)
    expect(a.calls).toHaveLength(1)
    expect(a.calls[0]!.method).toBe('POST')
  })
  it('does not retry other errors', async () => {
    const a = scripted(json(404, { error: 'not_found', message: 'no' }))
    await expect(api(get, { fetch: a.fn })).rejects.toMatchObject({ status: 404 })
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

describe('API client answers (checked against the endpoint table)', () => {
  it("returns the answer the entry promises, from the entry's address with its method", async () => {
    const urls: string[] = []
    const answer = { id: 'a'.repeat(32) }
    const fetcher = (async (url: string, init: RequestInit) => {
      urls.push(`${init.method} ${url}`)
      return json(200, answer)
    }) as unknown as typeof fetch
    expect(
      await api(API.renderSkrinka, { body: { cabinet: {} as never }, base: 'http://models', fetch: fetcher }),
    ).toEqual(answer)
    expect(urls).toEqual(['POST http://models/api/renderSkrinka'])
  })
  it('logs and throws an answer of another shape instead of passing it on', async () => {
    const a = scripted(json(200, { priceData: { price: 'free' } }))
    const error = await api(API.getPriceChodba, { body: {} as never, fetch: a.fn }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiResponseError)
    expect((error as ApiResponseError).message).toMatch(/\/api\/getPriceChodba.*priceData/)
    const logged = takeConsoleErrors()
    expect(logged).toHaveLength(1)
    expect(String(logged[0]![0])).toContain('/api/getPriceChodba')
  })
  it('reads no body when the entry answers none (204)', async () => {
    const a = scripted(new Response(null, { status: 204 }))
    expect(
      await api(API.addEvent, { body: { eventName: 'skrinka-page-view', country: 'SK' }, fetch: a.fn }),
    ).toBeUndefined()
  })
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
    const fetcher = (async () =>
      new Response(stream, { headers: { 'content-length': '5000' } })) as unknown as typeof fetch
    const buffer = await download('/m.glb', (p) => progress.push(p), undefined, fetcher)
    expect(new Uint8Array(buffer)).toEqual(bytes)
    expect(progress).toEqual([20, 40, 60, 80, 100])
  })
})
