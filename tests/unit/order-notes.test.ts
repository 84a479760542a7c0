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
    const edits = [
      { at: '2026-11-02T10:30:00.000Z', by: 'Peter', changes: [] },
      { at: '2026-11-01T08:00:00.000Z', by: null, changes: [] },
    ]
    const label = (entry: ReturnType<typeof orderTimeline<(typeof moves)[number]>>[number]) =>
      entry.kind === 'note' ? entry.note.text : entry.kind === 'edit' ? `edit by ${entry.edit.by}` : entry.entry.to
    expect(orderTimeline(moves, notes).map(label)).toEqual([
      'customer called',
      'confirmed',
      'decor in stock',
      'inProduction',
      'started early',
    ])
    // An edit takes its place by time; a note of the same instant comes after it.
    expect(orderTimeline(moves, notes, edits).map(label)).toEqual([
      'edit by null',
      'customer called',
      'confirmed',
      'edit by Peter',
      'decor in stock',
      'inProduction',
      'started early',
    ])
  })
})
