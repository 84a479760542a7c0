import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ORDER_NOTE_MAX, OrderNoteRequestSchema, orderTimeline } from '#domain/orderNotes.ts'

describe("an order's internal notes", () => {
  it('takes a trimmed text of 1 to 2000 characters', () => {
    expect(v.parse(OrderNoteRequestSchema, { text: '  call before noon ' })).toEqual({ text: 'call before noon' })
    expect(v.safeParse(OrderNoteRequestSchema, { text: '   ' }).success).toBe(false)
    expect(v.safeParse(OrderNoteRequestSchema, { text: 'x'.repeat(ORDER_NOTE_MAX) }).success).toBe(true)
    expect(v.safeParse(OrderNoteRequestSchema, { text: 'x'.repeat(ORDER_NOTE_MAX + 1) }).success).toBe(false)
  })

  it('puts the notes between the status moves by time, a note after a move of the same instant', () => {
    const moves = [
      { at: '2026-11-02T09:00:00.000Z', to: 'confirmed' },
      { at: '2026-11-03T09:00:00.000Z', to: 'inProduction' },
    ]
    const notes = [
      { at: '2026-11-03T09:00:00.000Z', by: 'Jana', text: 'started early' },
      { at: '2026-11-01T12:00:00.000Z', by: null, text: 'customer called' },
      { at: '2026-11-02T10:30:00.000Z', by: 'Peter', text: 'decor in stock' },
    ]
    const timeline = orderTimeline(moves, notes)
    expect(timeline.map((entry) => (entry.kind === 'note' ? entry.note.text : entry.entry.to))).toEqual([
      'customer called',
      'confirmed',
      'decor in stock',
      'inProduction',
      'started early',
    ])
  })
})
