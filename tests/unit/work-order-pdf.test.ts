import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { settle } from '#domain/cabinet/model.ts'
import { priceCabinet } from '#domain/cabinet/price.ts'
import { priceHallway } from '#domain/hallway/cutList.ts'
import { priceListOf, SEED_PRICES } from '#domain/priceList.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import type { SheetOrder } from '#server/db/sheets.ts'
import { workOrderPdf } from '#server/pdf/workOrder.ts'
import { createI18n } from '#i18n/i18n.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { pdfTexts } from '../fixtures/pdfText'

const LETTERS = 'č ď ľ ĺ ň ŕ š ť ž ý á é í ó ú ä ô ě ř ů Č Ď Ľ Ĺ Ň Ŕ Š Ť Ž Ý Á É Í Ó Ú Ä Ô Ě Ř Ů'
// No catalog loaded: the English source texts, which is all most of these tests read.
const english = setupI18n({ locale: 'en', messages: { en: {} } })
const i18n = { sk: english, cz: english }

const prices = priceListOf(SEED_PRICES, 'SK')
const wardrobe = settle({ variant: 'L2D', width: 80, height: 200 })
const hallway = defaultHallway()

function sheetOrder(number: string, country: 'SK' | 'CZ' = 'SK'): SheetOrder {
  const customer = orderBody({
    customer: { name: 'Ľubomír', surname: 'Ďurčák', notes: LETTERS, phone: '0905 123 456' },
  }).order.customer
  return {
    number,
    createdAt: '2026-11-25T09:30:00.000Z',
    country,
    customer,
    lines: [
      { position: 0, title: 'Šatníková skriňa', count: 2, design: wardrobe, price: priceCabinet(wardrobe, prices) },
      { position: 1, title: 'Chodba', count: 1, design: hallway, price: priceHallway(hallway, prices) },
    ],
  }
}

describe('the work order PDF', () => {
  it('is a PDF with the order, the customer and every Slovak and Czech letter in an embedded font', async () => {
    const started = performance.now()
    const pdf = await workOrderPdf([sheetOrder('2026-000042')], i18n, { compress: false })
    const ms = performance.now() - started
    console.info(`work order PDF (uncompressed, 2 lines): ${pdf.length} bytes in ${ms.toFixed(0)} ms`)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const raw = pdf.toString('latin1')
    expect(raw).toMatch(/\/FontFile2/)
    // Only the embedded DejaVu: no standard font (which has no č or ř) is named.
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/)
    const text = pdfTexts(pdf).join('\n')
    expect(text).toContain('Work order 2026-000042')
    expect(text).toContain('Ľubomír Ďurčák')
    expect(text).toContain('Phone: +421 905123456')
    expect(text).toContain(LETTERS)
    expect(text).toContain('Line 1: Šatníková skriňa, 2 pcs')
    expect(text).toContain('Line 2: Chodba, 1 pcs')
    // Each line's drawing carries its overall width figure.
    expect(text).toContain('80 cm')
  })
  it('is under 1 MB compressed, and a batch starts each order on its own page with a bookmark', async () => {
    const started = performance.now()
    const pdf = await workOrderPdf([sheetOrder('2026-000042'), sheetOrder('2026-000043')], i18n)
    console.info(`work order PDF (batch of 2): ${pdf.length} bytes in ${(performance.now() - started).toFixed(0)} ms`)
    expect(pdf.length).toBeLessThan(1024 * 1024)
    const raw = pdf.toString('latin1')
    expect(raw).toContain('(2026-000042)')
    expect(raw).toContain('(2026-000043)')
    expect(raw.match(/\/Type \/Page\b/g)!.length).toBeGreaterThanOrEqual(2)
  })
  it('says on one page that there is nothing to make when no order is confirmed', async () => {
    const pdf = await workOrderPdf([], i18n, { compress: false })
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
    expect(pdfTexts(pdf).join('\n')).toContain('No orders are confirmed: there is nothing to make.')
  })
  it("writes each order in its market's language, the batch's own words in Slovak", async () => {
    const catalogs = { sk: await createI18n('sk', { server: true }), cz: await createI18n('cz', { server: true }) }
    const one = pdfTexts(await workOrderPdf([sheetOrder('2026-000050', 'CZ')], catalogs, { compress: false })).join(
      '\n',
    )
    expect(one).toContain('Pracovní příkaz 2026-000050')
    expect(one).toContain('Položka 1: Šatníková skriňa, 2 ks')
    const batch = [sheetOrder('2026-000051', 'SK'), sheetOrder('2026-000052', 'CZ')]
    const both = pdfTexts(await workOrderPdf(batch, catalogs, { compress: false })).join('\n')
    expect(both).toContain('Pracovný príkaz 2026-000051')
    expect(both).toContain('Pracovní příkaz 2026-000052')
    const none = pdfTexts(await workOrderPdf([], catalogs, { compress: false })).join('\n')
    expect(none).toContain('Žiadna objednávka nie je potvrdená: nie je čo vyrábať.')
  })
})
