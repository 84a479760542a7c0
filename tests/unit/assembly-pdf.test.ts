/** The assembly instructions' PDF (issue 38.6): every board by its label ID, a section per line, steps in the order's language. */
import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { PRODUCTS } from '#domain/cabinet/catalogue.ts'
import { doorHinges, orderAssembly } from '#domain/production/assembly.ts'
import { productionParts } from '#domain/production/parts.ts'
import { createI18n } from '#i18n/i18n.ts'
import { assemblyPdf } from '#server/pdf/assembly.ts'
import { pdfTexts } from '../fixtures/pdfText'
import { sheetOrder } from '../fixtures/sheetOrder'

// No catalog loaded: the English source texts.
const english = setupI18n({ locale: 'en', messages: { en: {} } })

describe('the assembly instructions PDF', () => {
  it('names every board of the order by its label ID, each line from a new page', async () => {
    const order = sheetOrder('2026-000042')
    const started = performance.now()
    const pdf = await assemblyPdf(order, english, 'sk', { compress: false })
    console.info(
      `assembly PDF (uncompressed, 2 lines): ${pdf.length} bytes in ${(performance.now() - started).toFixed(0)} ms`,
    )
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = pdfTexts(pdf).join('\n')
    const ids = productionParts(order).map((part) => part.id)
    expect(ids.length).toBeGreaterThan(50)
    for (const id of ids) expect(text).toContain(id)
    // Each line from a new page; every page names the order and its place.
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)!.length
    expect(pages).toBeGreaterThanOrEqual(order.lines.length)
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Order 2026-000042, page ${page} of ${pages}`)
    expect(text).toContain(`Line 1: ${PRODUCTS.L2D.title.sk}, 2 pcs`)
  })

  it('draws the steps of each cabinet and of each hallway module, with the hinge side of every door', async () => {
    const order = sheetOrder('2026-000043')
    const text = pdfTexts(await assemblyPdf(order, english, 'sk', { compress: false })).join('\n')
    const [wardrobe, hallway] = orderAssembly(order)
    expect(text).toContain('Step 1: Carcass: sides, top and bottom')
    expect(text).toContain('Step 4: Doors and flaps on their hinges')
    expect(text).toContain('Hinge adjustment')
    for (const door of wardrobe!.parts.filter((part) => part.role === 'door' && part.piece === 1))
      expect(text).toContain(`${door.key}: hinges on the ${door.hinge} (${doorHinges(door)} pcs).`)
    for (const group of hallway!.groups) expect(text).toContain(`Module ${group.module}`)
    // The upper modules hang on the wall.
    expect(text).toContain('Hang the cabinet on the wall on its two hangers')
    // The drawing names the step's parts by their keys.
    expect(text).toContain('side-left')
  })

  it.each([
    [
      'SK',
      'sk',
      [
        'Návod na montáž 2026-000044',
        'Krok 1: Korpus: boky, strop a dno',
        'Nastavenie závesov',
        'door-2: závesy vpravo (4 ks).',
      ],
    ],
    [
      'CZ',
      'cz',
      [
        'Návod k montáži 2026-000044',
        'Krok 1: Korpus: boky, strop a dno',
        'Seřízení pantů',
        'door-2: panty vpravo (4 ks).',
      ],
    ],
  ] as const)('speaks the language of a %s order', async (country, locale, phrases) => {
    const pdf = await assemblyPdf(
      sheetOrder('2026-000044', country),
      await createI18n(locale, { server: true }),
      locale,
      {
        compress: false,
      },
    )
    const text = pdfTexts(pdf).join('\n')
    for (const phrase of phrases) expect(text).toContain(phrase)
    expect(text).not.toContain('Step 1')
  })
})
