/**
 * The desk's internal notes on an order (issue 36): what staff write for each other, never for the customer.
 * The call's bodies, and the order's history with the notes between the status moves, by time.
 */
import * as v from 'valibot'
import type { OrderEditEntry } from './orderEditSchemas'

/** The longest note the desk keeps (characters, after trimming). */
export const ORDER_NOTE_MAX = 2000

/** The body of POST /api/staff/orders/:number/notes: the text, trimmed, 1–2000 characters. */
export const OrderNoteRequestSchema = v.strictObject({
  text: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(ORDER_NOTE_MAX, `must be at most ${ORDER_NOTE_MAX} characters`),
  ),
})

/** One note as the desk shows it: when (ISO), who (the staff member's name; null for a script), and the text. */
export const OrderNoteSchema = v.object({
  at: v.string(),
  by: v.nullable(v.string()),
  text: v.string(),
})
export type OrderNote = v.InferOutput<typeof OrderNoteSchema>

/** The answer to a note written: the order's notes as they are now, oldest first. */
export const OrderNoteResponseSchema = v.object({ notes: v.array(OrderNoteSchema) })

/** A line of the order's history: a status move, an internal note or an edit. */
export type TimelineEntry<Move extends { at: string }> =
  | { kind: 'status'; at: string; entry: Move }
  | { kind: 'note'; at: string; note: OrderNote }
  | { kind: 'edit'; at: string; edit: OrderEditEntry }

/**
 * The status moves, the notes and the edits in one list by time, oldest first; a note written in the same instant
 * as a move or an edit comes after it (it usually says why).
 */
export function orderTimeline<Move extends { at: string }>(
  moves: readonly Move[],
  notes: readonly OrderNote[],
  edits: readonly OrderEditEntry[] = [],
): TimelineEntry<Move>[] {
  const entries: TimelineEntry<Move>[] = [
    ...moves.map((entry) => ({ kind: 'status' as const, at: entry.at, entry })),
    ...edits.map((edit) => ({ kind: 'edit' as const, at: edit.at, edit })),
    ...notes.map((note) => ({ kind: 'note' as const, at: note.at, note })),
  ]
  const time = (at: string) => Date.parse(at)
  const rank = (entry: TimelineEntry<Move>) => (entry.kind === 'note' ? 1 : 0)
  // Array.prototype.sort is stable: equal entries keep their order from the server.
  return entries.sort((a, b) => time(a.at) - time(b.at) || rank(a) - rank(b))
}
