import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { orderNoteMachine } from './orderNote'
import { ApiRequestError } from '#domain/apiError.ts'
import { ORDER_NOTE_MAX, type OrderNote } from '#domain/orderNotes.ts'

const NOTE: OrderNote = { at: '2026-11-28T09:00:00.000Z', by: 'Jana', text: 'call before delivery' }

/** The machine with a server that answers as the test says; what was sent and what was emitted. */
function noteActor(answer: (input: { number: string; text: string }) => Promise<OrderNote[]>) {
  const sent: { number: string; text: string }[] = []
  const saved: OrderNote[][] = []
  const saveNote = fromPromise<OrderNote[], { number: string; text: string }>(({ input }) => {
    sent.push(input)
    return answer(input)
  })
  const actor = createActor(orderNoteMachine.provide({ actors: { saveNote } }), {
    input: { number: '2026-000123' },
  })
  actor.on('note.saved', (event) => saved.push(event.notes))
  actor.start()
  return { actor, sent, saved }
}

describe('the note form', () => {
  it('sends the trimmed text, clears it once kept and tells the app the notes', async () => {
    const { actor, sent, saved } = noteActor(async ({ text }) => [{ ...NOTE, text }])
    actor.send({ type: 'note.change', text: '  call before delivery  ' })
    actor.send({ type: 'note.submit' })
    await waitFor(actor, (s) => s.matches('saved'))
    expect(sent).toEqual([{ number: '2026-000123', text: 'call before delivery' }])
    expect(saved).toEqual([[NOTE]])
    expect(actor.getSnapshot().context.text).toBe('')
  })

  it('refuses an empty or too long note without sending it', () => {
    const { actor, sent } = noteActor(async () => [NOTE])
    actor.send({ type: 'note.change', text: '   ' })
    actor.send({ type: 'note.submit' })
    expect(actor.getSnapshot().matches('invalid')).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('empty')
    actor.send({ type: 'note.change', text: 'x'.repeat(ORDER_NOTE_MAX + 1) })
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: 'note.submit' })
    expect(actor.getSnapshot().context.error).toBe('tooLong')
    expect(sent).toEqual([])
  })

  it('keeps the text and names the reason when the server refuses or cannot be reached', async () => {
    const answers: unknown[] = [
      new ApiRequestError(404, { error: 'not_found', message: 'No order.' }),
      new ApiRequestError(403, { error: 'forbidden_role', message: 'No.' }),
      new ApiRequestError(500, undefined),
      new TypeError('Failed to fetch'),
    ]
    const { actor } = noteActor(() => Promise.reject(answers.shift()))
    actor.send({ type: 'note.change', text: 'decor in stock' })
    for (const error of ['missing', 'forbidden', 'server', 'network']) {
      actor.send({ type: 'note.submit' })
      const failed = await waitFor(actor, (s) => s.matches('failed'))
      expect(failed.context).toMatchObject({ error, text: 'decor in stock' })
      actor.send({ type: 'note.change', text: 'decor in stock' })
    }
  })

  it('keeps what was typed while the note is on its way', async () => {
    let release: (notes: OrderNote[]) => void = () => {}
    const { actor } = noteActor(() => new Promise((resolve) => (release = resolve)))
    actor.send({ type: 'note.change', text: 'first' })
    actor.send({ type: 'note.submit' })
    actor.send({ type: 'note.change', text: 'second' })
    expect(actor.getSnapshot().matches('saving')).toBe(true)
    expect(actor.getSnapshot().context.text).toBe('first')
    release([NOTE])
    await waitFor(actor, (s) => s.matches('saved'))
  })
})
