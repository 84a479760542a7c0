import { describe, expect, it } from 'vitest'
import { createI18n } from '#i18n/i18n.ts'
import { boardsPlan } from '#domain/production/boards.ts'
import { boardsPdf, shortPartId } from '#server/pdf/boards.ts'
import { boardsBatch } from '#scripts/harness/fixtures/boardsBatch.ts'
import { pdfTexts } from '../fixtures/pdfText'

const percent = (x: number, intl: string) =>
  new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 1 }).format(x)

describe('the board plans PDF', () => {
  const plan = boardsPlan(boardsBatch(3))

  it('names each board with its yield, every part, the offcuts and the materials order, in Slovak', async () => {
    const pdf = await boardsPdf(plan, '2026-12-02', await createI18n('sk', { server: true }), 'sk', { compress: false })
    const text = pdfTexts(pdf).join('\n')
    expect(text).toContain('Rezné plány dosiek 2026-12-02')
    for (const group of plan.plans)
      group.boards.forEach((board, i) => {
        expect(text).toContain(`Doska ${i + 1} z ${group.boards.length}`)
        expect(text).toContain(percent(board.yield, 'sk-SK'))
        for (const p of board.placements) expect(text).toContain(p.id)
      })
    expect(text).toContain('Zvyšky na ďalšie použitie')
    expect(text).toContain('Objednávka materiálu')
    expect(text).toContain('Hrana (ABS)')
  })

  it('is in Czech for a Czech workshop', async () => {
    const pdf = await boardsPdf(plan, '2026-12-02', await createI18n('cz', { server: true }), 'cz', { compress: false })
    const text = pdfTexts(pdf).join('\n')
    expect(text).toContain('Řezné plány desek 2026-12-02')
    expect(text).toContain('výtěžnost')
    expect(text).toContain('Zbytky k dalšímu použití')
  })

  it('labels a part on the plan by line, piece and key; with the order when the batch has several', () => {
    expect(shortPartId('2026-000042.2.1.door-1', false)).toBe('2.1 door-1')
    expect(shortPartId('2026-000042.2.1.door-1', true)).toBe('0042/2.1 door-1')
  })
})
