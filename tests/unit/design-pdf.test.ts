import { setupI18n } from '@lingui/core'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { designPdfFileName, designPdfPath, designUrl } from '#domain/cabinet/designPdf.ts'
import { settle } from '#domain/cabinet/model.ts'
import { priceCabinet } from '#domain/cabinet/price.ts'
import { cabinetFromQuery } from '#domain/cabinet/query.ts'
import { frontElevation } from '#domain/drawing.ts'
import { cutList } from '#domain/cabinet/cutList.ts'
import { priceListOf, SEED_PRICES } from '#domain/priceList.ts'
import { hallwayElevation } from '#domain/hallway/elevation.ts'
import { priceHallway } from '#domain/hallway/cutList.ts'
import { hallwayPdfFileName, hallwayUrl } from '#domain/hallway/designPdf.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { createI18n } from '#i18n/i18n.ts'
import { designPdf } from '#server/pdf/designPdf.ts'
import { swatchReader } from '#server/pdf/pdf.ts'
import { pdfTexts } from '../fixtures/pdfText'
import { formatMoney } from '#domain/money.ts'
import { marketShipping, priceBreakdown } from '#domain/priceBreakdown.ts'

// No catalog loaded: the English source texts.
const english = setupI18n({ locale: 'en', messages: { en: {} } })
const cabinet = settle({ variant: 'L1D', width: 45, height: 72, depth: 32 })
const price = priceCabinet(cabinet, priceListOf(SEED_PRICES, 'SK'))
const link = designUrl('https://skrinka.example', cabinet, 'sk')
const swatch = swatchReader(fileURLToPath(new URL('../../public/', import.meta.url)))

describe('the design PDF', () => {
  it('names the sizes, views, decors, options, price lines and link, in an embedded font', async () => {
    const pdf = await designPdf(
      { design: cabinet, price, locale: 'sk', date: new Date('2026-11-25T10:00:00Z'), link },
      english,
      {
        compress: false,
        swatch,
      },
    )
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.toString('latin1')).not.toMatch(/\/BaseFont \/Helvetica/)
    // The swatches are pictures.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/)
    const text = pdfTexts(pdf).join('\n')
    expect(text).toContain('Width × height × depth: 450 × 720 × 320 mm')
    expect(text).toContain('Front view')
    expect(text).toContain('Side view (from the left)')
    // The front names the width and height, the side the depth.
    expect(text).toContain('45 cm')
    expect(text).toContain('72 cm')
    expect(text).toContain('32 cm')
    expect(text).toContain(`${cabinet.corpusColor} `)
    expect(text).toContain(`${cabinet.doorColor} `)
    // The price explained (issue 39.3): each part net and with VAT, the totals, the VAT.
    const money = (minor: number) => formatMoney(minor, price.currency, 'sk-SK')
    const breakdown = priceBreakdown(price)
    expect(breakdown.rows.map((row) => row.part)).toEqual(expect.arrayContaining(['carcass', 'fronts', 'hardware']))
    for (const row of breakdown.rows) {
      expect(text).toContain(money(row.net))
      expect(text).toContain(money(row.gross))
    }
    for (const name of ['Carcass', 'Fronts', 'Hardware', 'Edge banding', 'Total', 'excl. VAT', 'incl. VAT'])
      expect(text).toContain(name)
    expect(text).toContain(`of which VAT 23 %`)
    expect(text).toContain(money(price.vat))
    expect(text.replace(/\n/g, '')).toContain(link)
    expect(text).toMatch(/25\. novembra 2026/)
  })
  it('is one A4 page well under 500 KB, in Slovak and in Czech', async () => {
    for (const locale of ['sk', 'cz'] as const) {
      const started = performance.now()
      const pdf = await designPdf(
        {
          design: cabinet,
          price,
          locale,
          date: new Date(),
          link: designUrl('https://skrinka.example', cabinet, locale),
        },
        await createI18n(locale, { server: true }),
        { swatch },
      )
      console.info(`design PDF (${locale}): ${pdf.length} bytes in ${(performance.now() - started).toFixed(0)} ms`)
      expect(pdf.length).toBeLessThan(500 * 1024)
      expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
    }
    const cz = pdfTexts(
      await designPdf(
        { design: cabinet, price, locale: 'cz', date: new Date(), link },
        await createI18n('cz', { server: true }),
        {
          compress: false,
        },
      ),
    ).join('\n')
    expect(cz).toContain('Pohled zepředu')
    // Three PDFs: on two shared cores under load this outlasts the default 5 s.
  }, 30_000)
})

describe('the design PDF price table (issue 39.3)', () => {
  const read = async (input: Partial<Parameters<typeof designPdf>[0]>) =>
    pdfTexts(
      await designPdf(
        { design: cabinet, price, locale: 'sk', date: new Date('2026-11-25T10:00:00Z'), link, ...input },
        english,
        { compress: false },
      ),
    ).join('\n')
  it('prints the market delivery beside the price when given (the download), not inside the total', async () => {
    const list = priceListOf(SEED_PRICES, 'SK')
    const shipping = marketShipping(list)
    const money = (minor: number) => formatMoney(minor, 'EUR', 'sk-SK')
    const text = await read({ shipping })
    expect(text).toContain('Delivery by our courier within Slovakia')
    expect(text).toContain(money(shipping.gross))
    // The total stays the design's price.
    const lines = text.split('\n')
    expect(lines[lines.indexOf('Total') + 2]).toBe(money(price.gross))
    expect(await read({})).not.toContain('Delivery by our courier')
  })
  it('for a seller who is no VAT payer: one column of final prices, no VAT named', async () => {
    const free = priceCabinet(cabinet, priceListOf(SEED_PRICES, 'SK', { SK: 0 }))
    const text = await read({ price: free })
    const money = (minor: number) => formatMoney(minor, 'EUR', 'sk-SK')
    expect(text).toContain('We are not a VAT payer. The prices are final.')
    expect(text).not.toContain('of which VAT')
    expect(text).not.toContain('incl. VAT')
    const lines = text.split('\n')
    for (const row of priceBreakdown(free).rows) expect(lines).toContain(money(row.gross))
    expect(lines[lines.indexOf('Total') + 1]).toBe(money(free.gross))
  })
})

describe('the design PDF tables', () => {
  it('wrap a long option name instead of cutting it: "Otváranie stlačením (tip-on)" (issue 39.7)', async () => {
    const tipon = settle({ variant: 'L2D', width: 80, height: 200, tipon: true })
    for (const [locale, words] of [
      ['sk', 'Otváranie stlačením (tip-on)'],
      ['cz', 'Otevírání stisknutím (tip-on)'],
    ] as const) {
      const pdf = await designPdf(
        { design: tipon, price: priceCabinet(tipon, priceListOf(SEED_PRICES, 'SK')), locale, date: new Date(), link },
        await createI18n(locale, { server: true }),
        { compress: false },
      )
      const text = pdfTexts(pdf).join('\n')
      expect(text).not.toContain('…')
      // A wrapped cell is several text runs (pdfkit may break after "tip-"): every letter, in order.
      expect(text.replace(/\s+/g, '')).toContain(words.replace(/\s+/g, ''))
    }
  }, 30_000)
})

describe('the design PDF addresses', () => {
  it('carry the canonical query in mm, a file name with the sizes and an absolute configurator link', () => {
    const path = designPdfPath('/api/designPdf', cabinet, 'cz')
    const query = Object.fromEntries(new URL(path, 'http://x').searchParams)
    expect(query.lang).toBe('cz')
    expect(cabinetFromQuery(query)).toEqual(cabinet)
    expect(designPdfFileName(cabinet)).toBe('skrinka-L1D-450x720x320.pdf')
    expect(link.startsWith('https://skrinka.example/')).toBe(true)
    expect(cabinetFromQuery({ ...Object.fromEntries(new URL(link).searchParams), productId: 'L1D' })).toEqual(cabinet)
  })
  it('draws the side view across the depth with the depth figure', () => {
    const side = frontElevation(cabinet, cutList(cabinet), { dimensions: true, view: 'side' })
    expect(side.labels.map((label) => [label.kind, label.text])).toEqual([
      ['depth', '32 cm'],
      ['height', '72 cm'],
    ])
    expect(Math.max(...side.rects.map((r) => r.x + r.width))).toBe(320)
  })
})

describe('the design PDF of a hallway', () => {
  it('names the wall, its decors, its modules and the whole price, linking to the hallway configurator', async () => {
    const hallway = defaultHallway()
    const hallwayPrice = priceHallway(hallway, priceListOf(SEED_PRICES, 'SK'))
    const address = hallwayUrl('https://skrinka.example', hallway, 'sk')
    const pdf = await designPdf(
      { design: hallway, price: hallwayPrice, locale: 'sk', date: new Date(), link: address },
      english,
      { compress: false, swatch },
    )
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.length).toBeLessThan(500 * 1024)
    const text = pdfTexts(pdf).join('\n')
    const { list } = hallwayElevation(hallway)
    expect(text).toContain(`Width × height × depth: ${list.outer.x} × ${list.outer.y} × ${list.outer.z} mm`)
    expect(text).toContain('Price of the hallway')
    expect(text).toContain(`${hallway.backColor} `)
    const lower = hallway.cabinets.filter((m) => m.z === 0).map((m) => Math.round(m.width * 100))
    expect(text).toContain(lower.join(' + '))
    expect(text.replace(/\n/g, '')).toContain(address)
    expect(address).toMatch(/^https:\/\/skrinka\.example\/chodby\?podorys=/)
    expect(hallwayPdfFileName(hallway)).toBe(`chodba-${hallway.realWidth}x${hallway.realHeight}x${hallway.depth}.pdf`)
    // As the e-mail sends it: compressed, in Czech.
    const started = performance.now()
    const sent = await designPdf(
      {
        design: hallway,
        price: priceHallway(hallway, priceListOf(SEED_PRICES, 'CZ')),
        locale: 'cz',
        date: new Date(),
        link: hallwayUrl('https://skrinka.example', hallway, 'cz'),
      },
      await createI18n('cz', { server: true }),
      { swatch },
    )
    console.info(`hallway design PDF (cz): ${sent.length} bytes in ${(performance.now() - started).toFixed(0)} ms`)
    expect(sent.length).toBeLessThan(500 * 1024)
    expect(sent.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
  })
})
