import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { PRODUCTS } from '#domain/cabinet/catalogue.ts'
import { settle } from '#domain/cabinet/model.ts'
import { decorName } from '#domain/decors.ts'
import { dueDay } from '#domain/fulfilment.ts'
import { productionParts } from '#domain/production/parts.ts'
import { batchOrders } from '#domain/productionSheet.ts'
import { workOrderPdf } from '#server/pdf/workOrder.ts'
import { createI18n } from '#i18n/i18n.ts'
import { pdfTexts } from '../fixtures/pdfText'
import { LETTERS, sheetOrder, wardrobe } from '../fixtures/sheetOrder'

// No catalog loaded: the English source texts, which is all most of these tests read.
const english = setupI18n({ locale: 'en', messages: { en: {} } })

describe('the work order PDF', () => {
  it('is a PDF with the order, the customer and every Slovak and Czech letter in an embedded font', async () => {
    const started = performance.now()
    const pdf = await workOrderPdf([sheetOrder('2026-000042')], english, 'sk', { compress: false })
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
    expect(text).toContain('Phone: +421 905 123 456')
    expect(text).toContain(LETTERS)
    // Product names from the catalogue in the sheet's language, not the titles the order stored.
    expect(text).toContain(`Line 1: ${PRODUCTS.L2D.title.sk}, 2 pcs`)
    expect(text).toContain('Line 2: Chodbová zostava, 1 pcs')
    // Each line's drawing carries its overall width figure.
    expect(text).toContain('80 cm')
  })
  it('is under 1 MB compressed, and a batch starts each order on its own page with a bookmark', async () => {
    const started = performance.now()
    const pdf = await workOrderPdf([sheetOrder('2026-000042'), sheetOrder('2026-000043')], english, 'sk')
    console.info(`work order PDF (batch of 2): ${pdf.length} bytes in ${(performance.now() - started).toFixed(0)} ms`)
    expect(pdf.length).toBeLessThan(1024 * 1024)
    const raw = pdf.toString('latin1')
    expect(raw).toContain('(2026-000042)')
    expect(raw).toContain('(2026-000043)')
    expect(raw.match(/\/Type \/Page\b/g)!.length).toBeGreaterThanOrEqual(2)
  })
  it('says on one page that there is nothing to make when no order is confirmed', async () => {
    const pdf = await workOrderPdf([], english, 'sk', { compress: false })
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
    expect(pdfTexts(pdf).join('\n')).toContain('No orders are confirmed: there is nothing to make.')
  })
  it("writes every order in the workshop's language, whatever the customer's (a Slovak batch holds no Czech pages)", async () => {
    const sk = await createI18n('sk', { server: true })
    const cz = await createI18n('cz', { server: true })
    const batch = [sheetOrder('2026-000051', 'SK'), sheetOrder('2026-000052', 'CZ')]
    const slovak = pdfTexts(await workOrderPdf(batch, sk, 'sk', { compress: false })).join('\n')
    expect(slovak).toContain('Pracovný príkaz 2026-000051')
    expect(slovak).toContain('Pracovný príkaz 2026-000052')
    expect(slovak).not.toContain('Pracovní příkaz')
    expect(slovak).toContain(`Položka 1: ${PRODUCTS.L2D.title.sk}, 2 ks`)
    // Decors by code in Slovak ("U999ST2 Čierna"), the drawing's figures with a decimal comma where they have one.
    expect(slovak).toContain(decorName(wardrobe.corpusColor, 'sk'))
    const czech = pdfTexts(await workOrderPdf(batch, cz, 'cz', { compress: false })).join('\n')
    expect(czech).toContain('Pracovní příkaz 2026-000051')
    expect(czech).toContain('Pracovní příkaz 2026-000052')
    expect(czech).not.toContain('Pracovný príkaz')
    expect(czech).toContain(`Položka 1: ${PRODUCTS.L2D.title.cz}, 2 ks`)
    expect(czech).toContain('Chodbová sestava')
    expect(czech).toContain(decorName(wardrobe.corpusColor, 'cs'))
    const none = pdfTexts(await workOrderPdf([], sk, 'sk', { compress: false })).join('\n')
    expect(none).toContain('Žiadna objednávka nie je potvrdená: nie je čo vyrábať.')
  })
  it('prints a phone stored as the customer typed it with the prefix once and no trunk 0 (issue 39.7)', async () => {
    const order = sheetOrder('2026-000054')
    // An order placed by an API client keeps the number as typed: "0905 123 456" printed "+421 0905 123 456".
    const typed = { ...order, customer: { ...order.customer, phone: '0905 123 456' } }
    const text = pdfTexts(await workOrderPdf([typed], english, 'sk', { compress: false })).join('\n')
    expect(text).toContain('Phone: +421 905 123 456')
    expect(text).not.toContain('+421 0905')
  })
  it('writes a size with a decimal comma on its drawing (49,3 cm, not 49.3 cm)', async () => {
    const narrow = settle({ variant: 'L2D', width: 49.3, height: 200 })
    const order = { ...sheetOrder('2026-000053'), lines: [{ ...sheetOrder('x').lines[0]!, design: narrow }] }
    const text = pdfTexts(await workOrderPdf([order], english, 'sk', { compress: false })).join('\n')
    expect(text).toContain('49,3 cm')
    expect(text).not.toContain('49.3 cm')
  })
})

describe('the work order on the floor', () => {
  it('names the order, its due day and "page N of M" on every page', async () => {
    const order = sheetOrder('2026-000061')
    const pdf = await workOrderPdf([order], english, 'sk', { compress: false, termsProduction: 20 })
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)!.length
    expect(pages).toBeGreaterThan(1)
    const text = pdfTexts(pdf).join('\n')
    const due = dueDay(new Date(order.confirmedAt!), 20, 'SK')
    const dueText = new Intl.DateTimeFormat('sk-SK', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${due}T12:00:00Z`),
    )
    expect(text).toContain(`Due from the workshop: ${dueText}`)
    for (let page = 1; page <= pages; page++)
      expect(text).toContain(`2026-000061 · Due ${dueText} · Page ${page} of ${pages}`)
    // A batch numbers its pages through, each page naming its own order.
    const batch = pdfTexts(
      await workOrderPdf([order, sheetOrder('2026-000062')], english, 'sk', { compress: false }),
    ).join('\n')
    const footers = [...batch.matchAll(/(\d{4}-\d{6}) · Due [^·]+ · Page (\d+) of (\d+)/g)]
    expect(footers.length).toBe(Number(footers[0]![3]))
    expect(footers.map((footer) => Number(footer[2]))).toEqual(footers.map((_, i) => i + 1))
    expect(new Set(footers.map((footer) => footer[1]))).toEqual(new Set(['2026-000061', '2026-000062']))
  })

  it('leaves a cancelled order out of a batch', () => {
    const batch = [sheetOrder('2026-000071'), { ...sheetOrder('2026-000072'), status: 'cancelled' }]
    expect(batchOrders(batch).map((order) => order.number)).toEqual(['2026-000071'])
  })

  it('marks a cancelled order CANCELLED on every page', async () => {
    const cancelled = { ...sheetOrder('2026-000063'), status: 'cancelled' }
    const pdf = await workOrderPdf([cancelled], english, 'sk', { compress: false })
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)!.length
    const text = pdfTexts(pdf).join('\n')
    expect(text).toContain('CANCELLED: do not make this order.')
    // The big stamp and the line at the top of each page.
    expect(text.match(/^CANCELLED$/gm)).toHaveLength(2 * pages)
    const made = pdfTexts(await workOrderPdf([sheetOrder('2026-000064')], english, 'sk', { compress: false }))
    expect(made.join('\n')).not.toContain('CANCELLED')
  })

  it('lists every board by its label key with finished and cut size, bands, grain and hinges; a hallway by module', async () => {
    const order = sheetOrder('2026-000065')
    const text = pdfTexts(await workOrderPdf([order], english, 'sk', { compress: false })).join('\n')
    const parts = productionParts(order).filter((part) => part.piece === 1)
    for (const part of parts) expect(text).toContain(part.key)
    const door = parts.find((part) => part.key === 'door-2' && part.line === 1)!
    expect(text).toContain(`${door.finished.length} × ${door.finished.width}`)
    expect(text).toContain(`${door.cut.length} × ${door.cut.width}`)
    expect(text).toContain('right ×4')
    expect(text).toContain('left ×4')
    expect(text).toContain('1 1 1 1')
    expect(text).toContain('Bands per edge in mm')
    for (const module of new Set(parts.map((part) => part.module).filter(Boolean)))
      expect(text).toContain(`Module ${module}`)
    // Where the cups go.
    expect(text).toMatch(/door-1: hinge cups Ø35×13, back face: 100\/22\.5/)
  })
})
