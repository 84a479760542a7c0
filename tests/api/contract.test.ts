/**
 * Issue 34: the server writes the contract, and every hallway entering it is one the configurator
 * could have made. A forged line's texts and link never reach the e-mails, PDFs, work order or desk;
 * the issue's 40 overlapping modules are a 422 at every entry; drawings have maximum sizes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { queryRows } from '#scripts/harness/db.ts'
import { cartLine, hallwayLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { HALLWAY_TITLE, type CartItem } from '#domain/cart.ts'
import { PRODUCTS } from '#domain/cabinet/catalogue.ts'
import { decor } from '#domain/decors.ts'
import { MAX_LOWER_MODULES, addModule, change, type Hallway, type HallwayModule } from '#domain/hallway/layout.ts'
import { hallwayPhotoUrl, priceRequestOfHallway } from '#domain/hallway/requests.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { API, type Endpoint } from '#domain/endpoints.ts'
import { addressOf } from '#queries/client.ts'
import type { StaffOrderDetail } from '#domain/staffOrders.ts'
import { readOutbox } from '#scripts/harness/mail.ts'

const STAFF_TOKEN = 'staff-token-for-the-contract-tests'
const bearer = { authorization: `Bearer ${STAFF_TOKEN}` }
let server: TestServer
beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60' })
})
afterAll(() => server?.stop())

let keys = 0
const post = (entry: Endpoint, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${entry.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `contract-${Date.now()}-${++keys}`, ...headers },
    body: JSON.stringify(body),
  })

const FORGED = ['ZADARMO', 'Zlato 24', 'evil.example']
/** The line as the issue's attacker sent it: the shop's design and price, the attacker's words and link. */
const forge = (item: CartItem): CartItem => ({
  ...item,
  title: 'ZADARMO – darček k objednávke',
  corpusColorTitle: 'Zlato 24 karátov',
  doorColorTitle: 'Zlato 24 karátov',
  link: 'https://evil.example/detail/L1D',
  image: 'https://evil.example/pic.png',
  cabinet: { ...item.cabinet, translation: { SK: 'ZADARMO', CZ: 'ZADARMO' } },
})
/** Whether a file holds a text, in a PDF's Latin-1 or UTF-16 strings alike. */
const holds = (bytes: Buffer, text: string) =>
  bytes.includes(Buffer.from(text, 'latin1')) || bytes.includes(Buffer.from(text, 'utf16le').swap16())

describe('saveOrderSkrinka writes the line texts and link itself', () => {
  it('keeps none of a forged title, decor name, option text or link in the order, its e-mails, PDFs or desk', async () => {
    const hallway = defaultHallway()
    const body = orderBody({ lines: [forge(cartLine()), forge(hallwayLine(hallway))] })
    const response = await post(API.saveOrderSkrinka, body)
    expect(response.status).toBe(201)
    const { orderNumber } = (await response.json()) as { orderNumber: string }

    // The stored lines (the work order's and the design PDFs' titles, the confirmation's lines).
    const rows = await queryRows<{ title: string; design: string }>(
      server,
      `select l.title, l.design from order_line l join orders o on o.id = l.order_id where o.number = '${orderNumber}' order by l.position`,
    )
    const white = decor('W1000ST9')!.title
    expect(rows.map((r) => r.title)).toEqual([PRODUCTS.L1D.title.sk, HALLWAY_TITLE.sk])
    for (const row of rows) {
      for (const word of FORGED) expect(row.design).not.toContain(word)
      const { request } = JSON.parse(row.design) as { request: CartItem }
      expect(request.link).toMatch(/^\/(detail\/L1D|chodby)\?/)
    }
    expect(JSON.parse(rows[1]!.design).request.corpusColorTitle).toBe(white)

    // Both e-mails and the customer's attached design PDFs.
    await expect
      .poll(async () => (await readOutbox(server.dataDir)).filter((m) => m.file.startsWith(orderNumber)).length, {
        timeout: 10_000,
      })
      .toBe(2)
    const mails = (await readOutbox(server.dataDir)).filter((m) => m.file.startsWith(orderNumber))
    for (const mail of mails) {
      for (const word of FORGED) expect(mail.text).not.toContain(word)
      expect(mail.text).toContain(PRODUCTS.L1D.title.sk)
      expect(mail.text).toContain(HALLWAY_TITLE.sk)
      expect(mail.text).toContain(white)
    }
    const pdfs = mails.find((m) => m.file.endsWith('-customer.eml'))!.attachments
    expect(pdfs).toHaveLength(2)
    for (const pdf of pdfs) for (const word of FORGED) expect(holds(pdf.content, word)).toBe(false)
    expect(holds(pdfs[1]!.content, `Návrh: ${HALLWAY_TITLE.sk}`)).toBe(true)

    // The staff desk's order detail: the line's title, decors and design link.
    const detail = await fetch(`${server.url}${addressOf(API.staffOrder.path, { params: { number: orderNumber } })}`, {
      headers: bearer,
    })
    expect(detail.status).toBe(200)
    const { lines } = (await detail.json()) as StaffOrderDetail
    expect(lines.map((l) => [l.title, l.item.title])).toEqual([
      [PRODUCTS.L1D.title.sk, PRODUCTS.L1D.title.sk],
      [HALLWAY_TITLE.sk, HALLWAY_TITLE.sk],
    ])
    for (const line of lines) {
      expect(line.item.link).toMatch(/^\/[^/]/)
      expect(line.item.image).toMatch(/^\/[^/]/)
      for (const word of FORGED) expect(JSON.stringify(line)).not.toContain(word)
    }
  })
})

// The issue's hallway: 40 modules of 1.5 m, overlapping, far outside a 4 m wall (105 M€ once priced).
const base = defaultHallway()
const lower = base.cabinets.find((m) => m.z === 0)!
const forty: HallwayModule[] = Array.from({ length: 40 }, (_, i) => ({ ...lower, width: 1.5, x: (i % 7) * 1.5 }))
const impossible: Hallway = { ...base, cabinets: forty }
const colours = { corpusColor: base.corpusColor, doorColor: base.doorColor }

describe('a hallway the configurator could not make is a 422 wherever it enters', () => {
  it.each<[string, Endpoint, unknown, Record<string, string>, string]>([
    [
      'getPriceChodba',
      API.getPriceChodba,
      { furniture: forty, podorys: 'A', realHeight: 250, depth: 45, ...colours },
      {},
      'furniture',
    ],
    ['renderChodba', API.renderChodba, { chodba: impossible }, {}, 'chodba.cabinets'],
    ['renderChodbaAr', API.renderChodbaAr, { chodba: impossible }, {}, 'chodba.cabinets'],
    ['renderChodbaPhoto (SVG)', API.renderChodbaPhoto, { cabinets: forty, ...colours }, {}, 'cabinets'],
    [
      'renderChodbaPhoto (PNG)',
      API.renderChodbaPhoto,
      { cabinets: forty, ...colours, res: 4000, highRes: true, renderType: 'png' },
      {},
      'cabinets',
    ],
    [
      'saveChodbaConsultation',
      API.saveChodbaConsultation,
      { productId: 'p-40', orderId: 'o-40', chodba: impossible },
      { ...bearer, 'x-staff-name': 'Test' },
      'chodba.cabinets',
    ],
    [
      'saveOrderSkrinka',
      API.saveOrderSkrinka,
      orderBody({ lines: [hallwayLine(impossible)] }),
      {},
      'order.furniture.0.cabinet.cabinets',
    ],
  ])('%s', async (_, entry, body, headers, path) => {
    const response = await post(entry, body, headers)
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { error: string; message: string; issues: { path: string }[] }
    expect(answer.error).toMatch(/^impossible_/)
    expect(answer.issues[0]!.path).toBe(path)
    expect(answer.message).toMatch(/lower modules/)
  })

  it('names the module that overlaps its neighbour', async () => {
    const overlap = base.cabinets.map((m, i) => (i === 1 ? { ...m, x: m.x - 0.2 } : m))
    const response = await post(API.renderChodba, { chodba: { ...base, cabinets: overlap } })
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { issues: { path: string; message: string }[] }
    expect(answer.issues[0]).toMatchObject({ path: 'chodba.cabinets.1.x' })
    expect(answer.issues[0]!.message).toMatch(/without gap or overlap/)
  })
})

describe('drawings have maximum sizes', () => {
  const sized = (realWidth: number, realHeight: number) => {
    const changed = change(base, { kind: 'size', realWidth, realHeight })
    if (!changed.ok) throw new Error('size')
    return changed.hallway
  }
  it('refuses a 12 KB chodbaPhoto address fast (414) and one naming more modules than any wall (422)', async () => {
    const moduly = Array.from({ length: 2400 }, () => '1:1L').join(',')
    const started = performance.now()
    const long = await fetch(`${server.url}${API.chodbaPhoto.path}?width=800&moduly=${moduly}`)
    const body = await long.text()
    expect(long.status).toBe(414)
    expect(body.length).toBeLessThan(1000)
    expect(performance.now() - started).toBeLessThan(500)
    const many = await fetch(`${server.url}${API.chodbaPhoto.path}?width=800&moduly=${moduly.slice(0, 30 * 5 - 1)}`)
    expect(many.status).toBe(422)
    expect(((await many.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe('moduly')
  })

  it('draws the longest address the configurator makes: the widest, tallest wall with the most modules', async () => {
    let wall = sized(800, 300)
    for (let i = 0; i < 30; i++) wall = addModule(wall)
    expect(wall.cabinets.filter((m) => m.z === 0)).toHaveLength(MAX_LOWER_MODULES - 1)
    const response = await fetch(`${server.url}${hallwayPhotoUrl(wall)}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    // Its 50 modules (two rows) are priced and drawn too: the schema takes what the configurator makes.
    const price = await post(API.getPriceChodba, priceRequestOfHallway(wall, 'SK'))
    expect(price.status).toBe(200)
    const png = await post(API.renderChodbaPhoto, { cabinets: wall.cabinets, ...colours, renderType: 'png' })
    expect(png.status).toBe(200)
  })

  /** A PNG's size from its header. */
  const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) })
  it.each([
    [60, 300, 4000, true],
    [800, 300, 4000, true],
    [60, 180, 100, false],
  ])('draws a %i × %i cm wall at res %i (highRes %s) within 4000 px a side', async (w, h, res, highRes) => {
    const hallway = sized(w, h)
    const response = await post(API.renderChodbaPhoto, {
      cabinets: hallway.cabinets,
      ...colours,
      res,
      highRes,
      renderType: 'png',
    })
    expect(response.status).toBe(200)
    const size = pngSize(Buffer.from(await response.arrayBuffer()))
    expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(4000)
    expect(Math.max(size.width, size.height)).toBeGreaterThanOrEqual(Math.min(res * (highRes ? 2 : 1), 4000) * 0.25)
  })
})
