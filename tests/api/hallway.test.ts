import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { queryRows } from '#scripts/harness/db.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { addModule, change, type Hallway } from '#domain/hallway/layout.ts'
import { hallwayPhotoUrl } from '#domain/hallway/requests.ts'
import { priceHallway } from '#domain/hallway/cutList.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'
import { API, modelUrl, type Endpoint } from '#domain/endpoints.ts'

const STAFF_TOKEN = 'staff-token-for-the-api-tests'
let server: TestServer
beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN })
})
afterAll(() => server?.stop())

const post = (entry: Endpoint, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${entry.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
const hallway: Hallway = defaultHallway()
const priceBody = (h: Hallway = hallway, extra: Record<string, unknown> = {}) => ({
  furniture: h.cabinets,
  podorys: h.podorys,
  realHeight: h.realHeight,
  depth: h.depth,
  corpusColor: h.corpusColor,
  doorColor: h.doorColor,
  ...extra,
})
const staff = { authorization: `Bearer ${STAFF_TOKEN}`, 'x-staff-name': encodeURIComponent('Mária') }

describe('hallway API', () => {
  it('getPriceChodba prices from the shared cut list and price list; SK by default, CZ in crowns', async () => {
    const sk = (await (await post(API.getPriceChodba, priceBody())).json()) as {
      priceData: { currency: string; cents: { net: number; gross: number } }
    }
    expect(sk.priceData.currency).toBe('EUR')
    expect(sk.priceData.cents.net).toBe(priceHallway(hallway, PRICE_LISTS.SK).net)
    expect(sk.priceData.cents.gross).toBe(Math.round(sk.priceData.cents.net * 1.23))
    const cz = (await (await post(API.getPriceChodba, priceBody(hallway, { country: 'CZ' }))).json()) as {
      priceData: { currency: string }
    }
    expect(cz.priceData.currency).toBe('CZK')
  })
  it('getPriceChodba refuses unknown decors (422) and odd modules (400) naming the field', async () => {
    const decor = await post(API.getPriceChodba, priceBody(hallway, { doorColor: 'NOPE' }))
    expect(decor.status).toBe(422)
    expect(((await decor.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe('doorColor')
    const wide = await post(
      API.getPriceChodba,
      priceBody({ ...hallway, cabinets: [{ ...hallway.cabinets[0]!, width: 9 }] }),
    )
    expect(wide.status).toBe(400)
    expect(((await wide.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe('furniture.0.width')
  })
  it('renderChodba gives an id whose GLB is the whole wall', async () => {
    const { id } = (await (await post(API.renderChodba, { chodba: hallway })).json()) as { id: string }
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    const glb = await fetch(`${server.url}${modelUrl(id)}`)
    expect(glb.status).toBe(200)
    expect(glb.headers.get('content-type')).toBe('model/gltf-binary')
    const bytes = new Uint8Array(await glb.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('glTF')
    expect(new TextDecoder().decode(bytes)).toContain('"chodba"')
  })
  it('renderChodbaAr gives the textured id whose USDZ (iOS Quick Look) is the whole wall in its decors', async () => {
    const { id } = (await (await post(API.renderChodbaAr, { chodba: hallway })).json()) as { id: string }
    const geometry = (await (await post(API.renderChodba, { chodba: hallway })).json()) as { id: string }
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(id).not.toBe(geometry.id)
    const usdz = await fetch(`${server.url}${modelUrl(id, '', 'usdz')}`)
    expect(usdz.status).toBe(200)
    expect(usdz.headers.get('content-type')).toBe('model/vnd.usdz+zip')
    const bytes = Buffer.from(await usdz.arrayBuffer())
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK')
    // Stored entries: the USD layer's text is in the file as it is, with the hallway's root node.
    expect(bytes.includes('def Xform "chodba"')).toBe(true)
    const unknown = await post(API.renderChodbaAr, { chodba: { ...hallway, doorColor: 'NOPE' } })
    expect(unknown.status).toBe(422)
  })
  it('renderChodbaPhoto draws a dimensioned front elevation as SVG, or PNG when asked', async () => {
    const body = { cabinets: hallway.cabinets, doorColor: hallway.doorColor, corpusColor: hallway.corpusColor }
    const svg = await post(API.renderChodbaPhoto, body)
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    const text = await svg.text()
    expect(text).toContain('data-dimension="width"')
    expect(text.match(/data-dimension="segment"/g)).toHaveLength(hallway.cabinets.filter((m) => m.z === 0).length)
    const png = await post(API.renderChodbaPhoto, { ...body, renderType: 'png', res: 600 })
    expect(png.headers.get('content-type')).toBe('image/png')
    const bytes = new Uint8Array(await png.arrayBuffer())
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG')
    // IHDR width: 600 px.
    expect(new DataView(bytes.buffer).getUint32(16)).toBe(600)
  })
  it('GET chodbaPhoto draws the hallway its address names (upper doors included), for an <img>', async () => {
    // Narrow enough for single doors, so the upper row's doors are a choice.
    const narrow = addModule(addModule(hallway))
    const edited = change(narrow, { kind: 'doors', index: 0, z: 2, doors: '1R' })
    if (!edited.ok) throw new Error('the doors change was refused')
    expect(edited.hallway.cabinets.find((m) => m.z === 2)?.dvere).toBe('1R')
    const response = await fetch(`${server.url}${hallwayPhotoUrl(edited.hallway)}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    const text = await response.text()
    expect(text).toContain('<svg')
    // The same drawing the POST makes of these modules, on the hallway's own plan and totals.
    const lower = narrow.cabinets.filter((m) => m.z === 0)
    expect(text.match(/data-dimension="segment"/g)).toHaveLength(lower.length)
    const posted = await post(API.renderChodbaPhoto, {
      cabinets: edited.hallway.cabinets,
      doorColor: narrow.doorColor,
      corpusColor: narrow.corpusColor,
    })
    const segments = (svg: string) => [...svg.matchAll(/data-dimension="segment">([^<]+)</g)].map((m) => m[1])
    expect(segments(text)).toEqual(segments(await posted.text()))
    // The address names the upper doors too; another design is another drawing.
    expect(new URL(hallwayPhotoUrl(edited.hallway), server.url).searchParams.get('horne')).toMatch(/^1R,/)
    const other = await fetch(`${server.url}${hallwayPhotoUrl(hallway)}`)
    expect(await other.text()).not.toBe(text)
  })
  it('saveChodbaConsultation answers 401 without the staff token, and with a wrong one', async () => {
    const body = { productId: 'chodba-1', orderId: '2026-000001', chodba: hallway }
    expect((await post(API.saveChodbaConsultation, body)).status).toBe(401)
    expect(
      (await post(API.saveChodbaConsultation, body, { authorization: 'Bearer wrong-token-wrong-token!' })).status,
    ).toBe(401)
  })
  it('saves with the token, loads it back, saves again, and audits who and when', async () => {
    const body = { productId: 'chodba-7', orderId: '2026-000042', chodba: hallway }
    const saved = await post(API.saveChodbaConsultation, body, staff)
    expect(saved.status).toBe(200)
    expect(((await saved.json()) as { status: string }).status).toBe('ulozene')
    const loaded = (await (
      await post(API.getChodbaById, { furnitureId: 'chodba-7', orderId: '2026-000042' }, staff)
    ).json()) as Hallway
    expect(loaded).toMatchObject({
      podorys: 'A',
      realWidth: 400,
      realHeight: 250,
      depth: 45,
      doorColor: hallway.doorColor,
      corpusColor: hallway.corpusColor,
    })
    expect(loaded.cabinets).toEqual(hallway.cabinets)
    const changed = { ...hallway, doorColor: 'U727ST9' }
    expect((await post(API.saveChodbaConsultation, { ...body, chodba: changed }, staff)).status).toBe(200)
    const again = (await (
      await post(API.getChodbaById, { furnitureId: 'chodba-7', orderId: '2026-000042' }, staff)
    ).json()) as Hallway
    expect(again.doorColor).toBe('U727ST9')
    const audit = await queryRows<{ staff: string; action: string; at: string }>(
      server,
      "select staff, action, at from chodba_audit where product_id = 'chodba-7' order by id",
    )
    expect(audit.map((a) => [a.staff, a.action])).toEqual([
      ['Mária', 'create'],
      ['Mária', 'update'],
    ])
    expect(audit[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })
  it('getChodbaById answers 404 for an unknown product or order', async () => {
    const response = await post(API.getChodbaById, { furnitureId: 'nothing', orderId: 'none' }, staff)
    expect(response.status).toBe(404)
    expect(((await response.json()) as { error: string }).error).toBe('not_found')
  })
  it('getChodbaById is for staff only (issue 34): a saved consultation stays unread without sign-in', async () => {
    const ids = { productId: 'chodba-8', orderId: '2026-000043' }
    expect((await post(API.saveChodbaConsultation, { ...ids, chodba: hallway }, staff)).status).toBe(200)
    const lookup = { furnitureId: ids.productId, orderId: ids.orderId }
    const strangers: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer wrong-token-wrong-token!' },
      { cookie: 'skrinka_staff=forged' },
    ]
    for (const headers of strangers) {
      const anonymous = await post(API.getChodbaById, lookup, headers)
      expect(anonymous.status).toBe(401)
      expect(await anonymous.json()).toMatchObject({ error: 'unauthorized' })
    }
    // An unknown id tells a stranger nothing either: 401 before the lookup, not 404.
    expect((await post(API.getChodbaById, { furnitureId: 'nothing', orderId: 'none' })).status).toBe(401)
    expect((await post(API.getChodbaById, lookup, staff)).status).toBe(200)
  })
})
