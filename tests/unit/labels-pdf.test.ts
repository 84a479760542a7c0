import { describe, expect, it } from 'vitest'
import { createI18n } from '#i18n/i18n.ts'
import { productionParts } from '#domain/production/parts.ts'
import { labelsPdf } from '#server/pdf/labels.ts'
import { pdfTexts } from '../fixtures/pdfText'
import { sheetOrder } from '../fixtures/sheetOrder'

const order = sheetOrder('2026-000042')
const parts = productionParts(order)
const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0

describe('the part labels (src/server/pdf/labels.ts)', () => {
  it('puts 24 labels of 70 × 37 mm on an A4 sheet, one per board, in the workshop language', async () => {
    const pdf = await labelsPdf(
      { orders: [order], locale: 'sk', siteUrl: 'https://skrinka.sk', format: 'a4' },
      await createI18n('sk', { server: true }),
      { compress: false },
    )
    expect(pages(pdf)).toBe(Math.ceil(parts.length / 24))
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.27\d* 841\.88\d*\]/)
    const text = pdfTexts(pdf).join('\n')
    for (const part of parts) expect(text).toContain(part.id)
    expect(text).toContain('2026-000042')
    expect(text).toContain('Ďurčák')
    // The part's name in Slovak, its hinge side, its finished size and the decor's code and name.
    expect(text).toContain('Dvierka')
    expect(text).toContain('pánty vpravo')
    const door = parts.find((part) => part.role === 'door')!
    expect(text).toContain(`${door.finished.length} × ${door.finished.width} × ${door.thickness} mm`)
    expect(text).toContain(door.decor)
  })

  it('prints one 62 × 40 mm label per page on the roll, in Czech for a Czech workshop', async () => {
    const pdf = await labelsPdf(
      { orders: [order], locale: 'cz', siteUrl: 'https://skrinka.sk', format: 'roll' },
      await createI18n('cz', { server: true }),
      { compress: false },
    )
    expect(pages(pdf)).toBe(parts.length)
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 175\.7\d* 113\.3\d*\]/)
    const text = pdfTexts(pdf).join('\n')
    expect(text).toContain('Dvířka')
    expect(text).toContain('panty vpravo')
  })

  it('shrinks a long name to fit its label instead of cutting it (issue 39.7)', async () => {
    const surname = 'Ďurčáková-Vavrinčíková-Šťastná'
    const long = { ...order, customer: { ...order.customer, surname } }
    const pdf = await labelsPdf(
      { orders: [long], locale: 'sk', siteUrl: 'https://skrinka.sk', format: 'roll' },
      await createI18n('sk', { server: true }),
      { compress: false },
    )
    const text = pdfTexts(pdf).join('\n')
    expect(text).toContain(surname)
    for (const part of parts) expect(text).toContain(part.id)
    expect(text).not.toContain('…')
  })

  it('says so on one page when there is nothing to label', async () => {
    const pdf = await labelsPdf(
      { orders: [], locale: 'sk', siteUrl: 'https://skrinka.sk', format: 'a4' },
      await createI18n('sk', { server: true }),
      { compress: false },
    )
    expect(pages(pdf)).toBe(1)
    expect(pdfTexts(pdf).join('\n')).toContain('Žiadne diely na štítky.')
  })
})
