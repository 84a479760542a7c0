import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API } from '#domain/endpoints.ts'
import { hallwayPdfFileName } from '#domain/hallway/designPdf.ts'
import { designPdfFileName, designPdfPath } from '#domain/cabinet/designPdf.ts'
import { settle } from '#domain/cabinet/model.ts'
import { hallwayCartItem } from '#domain/cart.ts'
import { priceHallway } from '#domain/hallway/cutList.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { priceDataOf } from '#domain/priceData.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'
import { cartLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { inflatedPdf, pdfTexts } from '../fixtures/pdfText'
import { readOutbox } from '#scripts/harness/mail.ts'
import { startServer, type TestServer } from './server'

let server: TestServer
beforeAll(async () => {
  server = await startServer({ ORDER_RATE_LIMIT: '1000/60' })
}, 60_000)
afterAll(async () => {
  await server?.stop()
})

const cabinet = settle({ variant: 'L1D', width: 45, height: 72, depth: 32 })
const textOf = (pdf: Buffer) => pdfTexts(inflatedPdf(pdf)).join('\n')
const get = (path: string) => fetch(`${server.url}${path}`)

describe('GET designPdf', () => {
  it('answers the A4 PDF of the design in Slovak and in Czech: its sizes, price and link, under 500 KB', async () => {
    const expected = {
      sk: ['Šírka × výška × hĺbka: 450 × 720 × 320 mm', 'Pohľad spredu', 'Spolu', 's DPH', '€'],
      cz: ['Šířka × výška × hloubka: 450 × 720 × 320 mm', 'Pohled zepředu', 'Celkem', 's DPH', 'Kč'],
    }
    for (const locale of ['sk', 'cz'] as const) {
      const response = await get(designPdfPath(API.designPdf.path, cabinet, locale))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="skrinka-L1D-450x720x320.pdf"')
      const pdf = Buffer.from(await response.arrayBuffer())
      expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF')
      expect(pdf.length).toBeLessThan(500 * 1024)
      const text = textOf(pdf)
      for (const words of expected[locale]) expect(text).toContain(words)
      // The design link is the short link on the server's own address (no SITE_URL here), not the ~250-character
      // configurator address (issue 39.7); it opens the design's configurator page in the PDF's language.
      const short = new RegExp(`${server.url}${locale === 'cz' ? '/cz' : ''}/n/[A-Za-z0-9_-]{10}`).exec(
        text.replace(/\n/g, ''),
      )?.[0]
      expect(short).toBeDefined()
      expect(text.replace(/\n/g, '')).not.toContain('/detail/L1D?')
      // A Slovak link (no prefix) opens the visitor's language: a Slovak browser's here.
      const opened = await fetch(short!, { redirect: 'manual', headers: { 'accept-language': 'sk' } })
      expect(opened.status).toBe(302)
      expect(opened.headers.get('location')).toMatch(
        new RegExp(`^${locale === 'cz' ? '/cz' : ''}/detail/L1D\\?.*width=450`),
      )
    }
  })
  it('builds a design PDF once: asked again it is the same file from the cache (issue 34)', async () => {
    const design = settle({ variant: 'L2D', width: 70, height: 180, depth: 40 })
    const pdfOf = async (locale: 'sk' | 'cz') =>
      Buffer.from(await (await get(designPdfPath(API.designPdf.path, design, locale))).arrayBuffer())
    const first = await pdfOf('sk')
    // A PDF built again would carry a later creation time (whole seconds).
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const second = await pdfOf('sk')
    expect(second.equals(first)).toBe(true)
    // Another language is another PDF.
    expect((await pdfOf('cz')).equals(first)).toBe(false)
  })
  it('refuses a malformed query with 400 and a query naming no design with 422', async () => {
    const good = new URL(designPdfPath(API.designPdf.path, cabinet, 'sk'), server.url)
    const variant = (change: Record<string, string | null>) => {
      const url = new URL(good)
      for (const [key, value] of Object.entries(change))
        if (value === null) url.searchParams.delete(key)
        else url.searchParams.set(key, value)
      return get(url.pathname + url.search)
    }
    expect((await variant({ lang: null })).status).toBe(400)
    expect((await variant({ lang: 'de' })).status).toBe(400)
    expect((await variant({ width: 'x'.repeat(20) })).status).toBe(400)
    const unknown = await variant({ productId: 'NOPE' })
    expect(unknown.status).toBe(422)
    expect(((await unknown.json()) as { error: string }).error).toBe('no_design')
    expect((await variant({ productId: null })).status).toBe(422)
    expect((await variant({ width: 'wide' })).status).toBe(422)
  })
})

describe('the order confirmation e-mail', () => {
  it('carries one design PDF per line (a hallway too), in the order language; the shop notification none', async () => {
    const wardrobe = { variant: 'L2D', width: 80 } as const
    const hallway = defaultHallway()
    const hallwayItem = hallwayCartItem(hallway, priceDataOf(priceHallway(hallway, PRICE_LISTS.CZ)), 'cz', '/cz/chodby')
    const body = orderBody({
      country: 'CZ',
      lines: [cartLine({ width: 45, height: 72, depth: 32 }, 'CZ', 2), hallwayItem, cartLine(wardrobe, 'CZ')],
    })
    const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `design-pdf-${Date.now()}` },
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(201)
    const { orderNumber } = (await response.json()) as { orderNumber: string }
    const customerMail = async () =>
      (await readOutbox(server.dataDir)).find((mail) => mail.file === `${orderNumber}-customer.eml`)
    await expect.poll(customerMail, { timeout: 30_000 }).toBeDefined()
    const mail = (await customerMail())!
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['1-skrinka-L1D-450x720x320.pdf', 'application/pdf'],
      [`2-${hallwayPdfFileName(hallway)}`, 'application/pdf'],
      [`3-${designPdfFileName(settle(wardrobe))}`, 'application/pdf'],
    ])
    const [first, wall, second] = mail.attachments.map((file) => file.content)
    // The hallway's page: its lower modules' widths and its link to the Czech hallway configurator.
    const wallText = textOf(wall!)
    const lower = hallway.cabinets.filter((m) => m.z === 0).map((m) => Math.round(m.width * 100))
    expect(wallText).toContain(lower.join(' + '))
    // Its link is the short one, opening the Czech hallway configurator.
    const wallLink = new RegExp(`${server.url}/cz/n/[A-Za-z0-9_-]{10}`).exec(wallText.replace(/\n/g, ''))?.[0]
    expect(wallLink).toBeDefined()
    const opened = await fetch(wallLink!, { redirect: 'manual' })
    expect(opened.headers.get('location')).toMatch(/^\/cz\/chodby\?podorys=A&/)
    expect(first!.subarray(0, 4).toString('latin1')).toBe('%PDF')
    expect(textOf(first!)).toContain('Šířka × výška × hloubka: 450 × 720 × 320 mm')
    const { width, height, depth } = settle(wardrobe)
    expect(textOf(second!)).toContain(`Šířka × výška × hloubka: ${width * 10} × ${height * 10} × ${depth * 10} mm`)
    const shop = (await readOutbox(server.dataDir)).find((m) => m.file === `${orderNumber}-shop.eml`)
    expect(shop?.attachments ?? []).toEqual([])
    // The shop answers its notice to the customer (issue 39.7); the customer's own e-mail has no Reply-To.
    expect(shop!.replyTo).toBe(body.order.customer.email)
    expect(mail.replyTo).toBe('')
    // Each e-mail's HTML names its language.
    expect(mail.html).toMatch(/<html lang="cs">/)
    expect(shop!.html).toMatch(/<html lang="cs">/)
  }, 60_000)
})
