import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { consultationMachine, type ConsultationSave } from './consultation'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { ApiRequestError } from '#queries/client.ts'

const request: ConsultationSave = { productId: 'p-1', orderId: '2026-000123', chodba: defaultHallway() }

/** A consultation whose save answers as `answer` says; every save's input is kept. */
function consultation(answer: () => Promise<unknown>) {
  const sent: ConsultationSave[] = []
  const saveHallway = fromPromise<unknown, ConsultationSave>(({ input }) => {
    sent.push(input)
    return answer()
  })
  const actor = createActor(consultationMachine.provide({ actors: { saveHallway } })).start()
  return { actor, sent }
}

describe('consultation save machine (docs/product.md#staff)', () => {
  it('saves the hallway for the product and order through the actor it is given, and says so', async () => {
    const { actor, sent } = consultation(() => Promise.resolve({ ok: true }))
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'consultation.save', ...request })
    expect(actor.getSnapshot().value).toBe('saving')
    expect(actor.getSnapshot().can({ type: 'consultation.save', ...request })).toBe(false)
    await waitFor(actor, (s) => s.matches('saved'))
    expect(sent).toEqual([request])
    // Saved again after a change.
    actor.send({ type: 'consultation.save', ...request, orderId: '2026-000124' })
    await waitFor(actor, (s) => s.matches('saved'))
    expect(sent.map((save) => save.orderId)).toEqual(['2026-000123', '2026-000124'])
  })

  it('tells an ended session (401) from any other failure, and saves again from either', async () => {
    const answers = [new ApiRequestError(401, undefined), new TypeError('Failed to fetch')]
    const { actor } = consultation(() => (answers.length ? Promise.reject(answers.shift()) : Promise.resolve({})))
    actor.send({ type: 'consultation.save', ...request })
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toBe('expired')
    actor.send({ type: 'consultation.save', ...request })
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toBe('failed')
    actor.send({ type: 'consultation.save', ...request })
    expect((await waitFor(actor, (s) => s.matches('saved'))).context.error).toBeNull()
  })

  it('starts again for another product and order, even with a save on its way', () => {
    const { actor } = consultation(() => new Promise(() => {}))
    actor.send({ type: 'consultation.save', ...request })
    actor.send({ type: 'consultation.reset' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toEqual({ request: null, error: null })
  })
})
