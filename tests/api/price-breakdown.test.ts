import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API } from '#domain/endpoints.ts'
import { designPdfPath } from '#domain/cabinet/designPdf.ts'
import { settle } from '#domain/cabinet/model.ts'
import { priceRequestOf } from '#domain/cabinet/requests.ts'
import { marketOf, type LocaleCode } from '#domain/locale.ts'
import { formatMoney } from '#domain/money.ts'
import { marketShipping, priceBreakdown, type BreakdownPart } from '#domain/priceBreakdown.ts'
import { priceListOf, type PriceConfig } from '#domain/priceList.ts'
import type { GetPriceResponse } from '#domain/schemas.ts'
import { inflatedPdf, pdfTexts } from '../fixtures/pdfText'
import { startServer, type TestServer } from './server'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
}, 60_000)
afterAll(async () => {
  await server?.stop()
})

/** The parts as the shopper's language names them (the catalogs' texts, written out as the test's oracle). */
const NAMES: Record<LocaleCode, Partial<Record<BreakdownPart, string>> & { total: string; vat: string }> = {
  sk: {
    carcass: 'Korpus',
    fronts: 'Čelá',
    hardware: 'Kovanie',
    edging: 'Hranovanie',
    legsAndTop: 'Nožičky a vrchná doska',
    assembly: 'Montáž',
    total: 'Spolu',
    vat: 'z toho DPH',
  },
  cz: {
    carcass: 'Korpus',
    fronts: 'Čela',
    hardware: 'Kování',
    edging: 'Olepení hran',
    legsAndTop: 'Nožičky a vrchní deska',
    assembly: 'Montáž',
    total: 'Celkem',
    vat: 'z toho DPH',
  },
}
const DELIVERY: Record<LocaleCode, string> = {
  sk: 'Doprava naším kuriérom po Slovensku',
  cz: 'Doprava naším kurýrem po Česku',
}

describe('the design PDF explains the price (issue 39.3)', () => {
  it.each(['sk', 'cz'] as const)(
    'lists each part net and with VAT, summing to the price getPrice answers, and the delivery beside it (%s)',
    async (locale) => {
      const { country, intl, currency } = marketOf(locale)
      // A design with every part: doors, legs and a top board, assembled.
      const cabinet = settle({ variant: 'L2D', width: 80, height: 90, depth: 40, topBoard: true })
      // What the configurator prices with: the published lists of this server.
      const published = (await (await fetch(`${server.url}${API.getPriceList.path}`)).json()) as PriceConfig
      const list = priceListOf(published, country)
      const priced = await fetch(`${server.url}${API.getPriceSkrinka.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(priceRequestOf(cabinet, list)),
      })
      expect(priced.status).toBe(200)
      const { priceData } = (await priced.json()) as GetPriceResponse
      const breakdown = priceBreakdown({
        currency: priceData.currency,
        vatRate: priceData.vatRate,
        net: priceData.cents.net,
        gross: priceData.cents.gross,
        items: priceData.items,
      })
      // The parts add up to what the configurator shows.
      expect(breakdown.rows.reduce((sum, row) => sum + row.gross, 0)).toBe(priceData.cents.gross)
      expect(breakdown.rows.reduce((sum, row) => sum + row.net, 0)).toBe(priceData.cents.net)
      expect(breakdown.rows.map((row) => row.part)).toEqual([
        'carcass',
        'fronts',
        'hardware',
        'edging',
        'legsAndTop',
        'assembly',
      ])

      const response = await fetch(`${server.url}${designPdfPath(API.designPdf.path, cabinet, locale)}`)
      expect(response.status).toBe(200)
      const pdf = Buffer.from(await response.arrayBuffer())
      expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
      const lines = pdfTexts(inflatedPdf(pdf)).join('\n').split('\n')
      const money = (minor: number) => formatMoney(minor, currency, intl)
      // Each part's name, then its net and its gross, in that order (one table row).
      for (const row of breakdown.rows) {
        const at = lines.indexOf(NAMES[locale][row.part]!)
        expect(at, row.part).toBeGreaterThanOrEqual(0)
        expect(lines.slice(at + 1, at + 3)).toEqual([money(row.net), money(row.gross)])
      }
      const total = lines.indexOf(NAMES[locale].total)
      expect(lines.slice(total + 1, total + 3)).toEqual([money(priceData.cents.net), money(priceData.cents.gross)])
      // The seller's rate (a Slovak seller without OSS charges its own rate on the Czech site too: decision 0037).
      const vat = lines.indexOf(`${NAMES[locale].vat} ${Math.round(priceData.vatRate * 100)} %`)
      expect(vat).toBeGreaterThanOrEqual(0)
      // Its net cell is empty, so the VAT amount is the row's next text.
      expect(lines[vat + 1]).toBe(money(priceData.cents.vat))
      // The delivery: the market's courier price, once per order, not inside the design's price.
      const text = lines.join(' ')
      expect(text).toContain(DELIVERY[locale])
      // Taxed at the goods' rate, as the cart taxes it.
      expect(text).toContain(money(marketShipping({ ...list, vatRate: priceData.vatRate }).gross))
    },
    60_000,
  )
})
