import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { defaultPriceCabinet } from '#scripts/harness/fixtures/cabinet.ts'
import * as v from 'valibot'
import { API } from '#domain/endpoints.ts'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server?.stop())

const cabinet = {
  ...defaultPriceCabinet,
  type: 'lowerCabinet',
  price: 0,
  translation: { SK: 'Skrinka', CZ: 'Skříňka' },
  zmontovane: true,
  zavesnaSkrinka: 'ANO',
}
const body = (overrides: Record<string, unknown> = {}, cabinetOverrides: Record<string, unknown> = {}) => ({
  selectedProductString: JSON.stringify({ ...cabinet, ...cabinetOverrides }),
  country: 'SK',
  cabinet: { ...cabinet, ...cabinetOverrides },
  ...overrides,
})
const post = (payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${server.url}${API.getPriceSkrinka.path}`, {
    method: 'POST',
    headers,
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })

describe(`GET ${API.catalogue.path}`, () => {
  it('returns products and decors with their wire names', async () => {
    const response = await fetch(`${server.url}${API.catalogue.path}`)
    expect(response.status).toBe(200)
    const answer: unknown = await response.json()
    expect(v.is(API.catalogue.response, answer)).toBe(true)
    const { products, decors } = answer as { products: Record<string, unknown>[]; decors: Record<string, unknown>[] }
    expect(products).toHaveLength(27)
    expect(products.find((p) => p.variant === 'L1D')).toMatchObject({
      type: 'lowerCabinet',
      cabinetSizeRules: { width: { min: 15, max: 60 }, height: { min: 20, max: 275 }, depth: { min: 12, max: 80 } },
      canHaveNozky: true,
      openingSide: 'left',
    })
    expect(decors.length).toBeGreaterThanOrEqual(110)
    expect(decors.find((d) => d.subtitle === 'U727ST9')).toMatchObject({
      type: 'uni',
      cenovaSkupina: 1,
      texture: '/textures/U727ST9.webp',
    })
    for (const key of ['subtitle', 'title', 'titleCZ', 'type', 'texture']) expect(decors[0]).toHaveProperty(key)
  })
})

describe(`POST ${API.getPriceSkrinka.path}`, () => {
  it('prices a cabinet in euros and echoes the snapshot string unchanged', async () => {
    const payload = body()
    const response = await post(payload)
    expect(response.status).toBe(200)
    const json = (await response.json()) as {
      selectedProductString: string
      priceData: { price: number; priceGross: number; currency: string; cents: { net: number; gross: number } }
    }
    expect(json.selectedProductString).toBe(payload.selectedProductString)
    expect(json.priceData.currency).toBe('EUR')
    expect(json.priceData.price).toBeGreaterThan(0)
    expect(json.priceData.cents.gross).toBe(Math.round(json.priceData.cents.net * 1.23))
    expect(json.priceData.priceGross).toBe(json.priceData.cents.gross / 100)
  })

  it('prices the same cabinet in crowns from the Czech list, and more for a wider one', async () => {
    const cz = (await (await post(body({ country: 'CZ' }))).json()) as {
      priceData: { currency: string; price: number }
    }
    expect(cz.priceData.currency).toBe('CZK')
    expect(Number.isInteger(cz.priceData.price)).toBe(true)
    const narrow = (await (await post(body())).json()) as { priceData: { price: number } }
    const wide = (await (await post(body({}, { realWidth: 60 }))).json()) as { priceData: { price: number } }
    expect(wide.priceData.price).toBeGreaterThan(narrow.priceData.price)
  })

  it.each([
    ['unknown variant', body({}, { variant: 'XYZ' }), 400, 'cabinet.variant'],
    ['unknown corpus decor', body({}, { corpusColor: 'NOPE1' }), 422, 'cabinet.corpusColor'],
    ['unknown door decor', body({}, { doorColor: 'NOPE2' }), 422, 'cabinet.doorColor'],
    ['width over the limit', body({}, { realWidth: 61 }), 422, 'cabinet.realWidth'],
    ['height under the limit', body({}, { realHeight: 19.9 }), 422, 'cabinet.realHeight'],
    ['depth over the limit', body({}, { depth: 81 }), 422, 'cabinet.depth'],
    ['shelves that do not fit', body({}, { shelvesCount: 4 }), 422, 'cabinet.shelvesCount'],
    ['legs on a wall-hung cabinet flag', body({}, { zavesnaSkrinka: 'NIE' }), 422, 'cabinet.zavesnaSkrinka'],
    [
      'an upper cabinet on legs',
      body(
        {},
        {
          variant: 'TC1DH',
          type: 'upperCabinet',
          typ: 'snozkami',
          realHeight: 40,
          realWidth: 50,
          depth: 30,
          zavesnaSkrinka: 'NIE',
        },
      ),
      422,
      'cabinet.typ',
    ],
    ['a size as a string', body({}, { realWidth: '45' }), 400, 'cabinet.realWidth'],
    ['a flag as a string', body({}, { tipon: 'yes' }), 400, 'cabinet.tipon'],
    ['a negative shelf count', body({}, { shelvesCount: -1 }), 400, 'cabinet.shelvesCount'],
    ['unknown country', body({ country: 'AT' }), 400, 'country'],
    ['missing cabinet', { selectedProductString: 'x', country: 'SK' }, 400, 'cabinet'],
    ['missing snapshot', { cabinet, country: 'SK' }, 400, 'selectedProductString'],
  ])('refuses %s with a 4xx naming the field', async (_, payload, status, path) => {
    const response = await post(payload)
    expect(response.status).toBe(status)
    const json = (await response.json()) as { error: string; message: string; issues: { path: string }[] }
    expect(json.issues.map((i) => i.path)).toContain(path)
    expect(json.message).toContain(path)
  })

  it('refuses a body that is not JSON (415), unreadable JSON (400) and a body too large (413)', async () => {
    expect((await post(body(), { 'content-type': 'text/plain' })).status).toBe(415)
    expect((await post('{"cabinet":', { 'content-type': 'application/json' })).status).toBe(400)
    const huge = body({ selectedProductString: 'x'.repeat(300 * 1024) })
    const response = await post(huge)
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error: string }).error).toBe('body_too_large')
  })

  it('refuses bytes that are not UTF-8 (400) instead of storing U+FFFD (fuzz, issue 17)', async () => {
    const text = JSON.stringify(body())
    const at = text.indexOf('":"') + 3
    const bytes = Buffer.concat([
      Buffer.from(text.slice(0, at)),
      Buffer.from([0xc3, 0x28]),
      Buffer.from(text.slice(at)),
    ])
    const response = await fetch(`${server.url}${API.getPriceSkrinka.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array(bytes),
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toBe('invalid_encoding')
  })

  it('answers a 10 MB body with 413 on any call, one that takes no body too (the app-wide limit)', async () => {
    const tenMegabytes = 'x'.repeat(10 * 1024 * 1024)
    for (const [path, method] of [
      [API.getPriceSkrinka.path, 'POST'],
      [API.staffSignOut.path, 'POST'],
      ['/api/no-such-call', 'POST'],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: tenMegabytes,
      })
      expect(response.status, path).toBe(413)
      expect(((await response.json()) as { error: string }).error).toBe('body_too_large')
    }
  })

  it("answers the same on the fast path as through Hono (a query string takes Hono's route): status, headers, body", async () => {
    // The fast path (src/server/fast.ts) answers the exact address only; `?via=hono` goes through Hono's routing.
    const cases: Array<[unknown, Record<string, string>]> = [
      [body(), { 'content-type': 'application/json' }],
      [body({ country: 'CZ' }), { 'content-type': 'application/json; charset=utf-8' }],
      [body(), { 'content-type': 'text/plain' }],
      ['{"cabinet":', { 'content-type': 'application/json' }],
      [body({}, { realWidth: '45' }), { 'content-type': 'application/json' }],
      [body({}, { realHeight: 5 }), { 'content-type': 'application/json' }],
      [body({}, { corpusColor: 'NOPE' }), { 'content-type': 'application/json' }],
      [body({ selectedProductString: 'x'.repeat(300 * 1024) }), { 'content-type': 'application/json' }],
    ]
    const statuses = new Set<number>()
    for (const [payload, headers] of cases) {
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload)
      const [fast, hono] = await Promise.all(
        ['', '?via=hono'].map((query) =>
          fetch(`${server.url}${API.getPriceSkrinka.path}${query}`, { method: 'POST', headers, body: text }),
        ),
      )
      const seen = (response: Response) =>
        [...response.headers].filter(([name]) => name !== 'date' && name !== 'keep-alive').sort()
      expect(fast!.status, text.slice(0, 80)).toBe(hono!.status)
      expect(seen(fast!)).toEqual(seen(hono!))
      expect(await fast!.text()).toBe(await hono!.text())
      statuses.add(fast!.status)
    }
    expect([...statuses].sort()).toEqual([200, 400, 413, 415, 422])
  })

  it('never answers 5xx to any of a burst of odd bodies', async () => {
    const odd: unknown[] = [
      null,
      [],
      1,
      'x',
      {},
      { cabinet: null },
      { cabinet: [], country: 'SK', selectedProductString: '' },
      body({}, { realWidth: Number.MAX_VALUE }),
      body({}, { realHeight: 1e308 }),
    ]
    for (const payload of odd) {
      const response = await post(JSON.stringify(payload))
      expect(response.status, JSON.stringify(payload)).toBeGreaterThanOrEqual(400)
      expect(response.status, JSON.stringify(payload)).toBeLessThan(500)
    }
  })
})
