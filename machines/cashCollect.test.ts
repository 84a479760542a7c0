import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { cashCollectMachine, type CashRecord } from './cashCollect'
import { ApiRequestError } from '#domain/apiError.ts'

const RECORD = { number: '2026-000123', collectedBy: 'Ján Vodič', amount: 602.25, collectedOn: '2026-12-02' }

/** The machine with a server that answers as the test says; what was sent and what was emitted. */
function cashActor(answer: (input: CashRecord) => Promise<unknown>) {
  const sent: CashRecord[] = []
  const recorded: string[] = []
  const cashCollect = fromPromise<unknown, CashRecord>(({ input }) => {
    sent.push(input)
    return answer(input)
  })
  const actor = createActor(cashCollectMachine.provide({ actors: { cashCollect } }))
  actor.on('cash.recorded', (event) => recorded.push(event.number))
  actor.start()
  return { actor, sent, recorded }
}

describe('recording cash', () => {
  it('sends the amount to collect straight away and tells the app', async () => {
    const { actor, sent, recorded } = cashActor(async () => ({}))
    actor.send({ type: 'cash.record', record: RECORD, due: 602.25 })
    await waitFor(actor, (s) => s.matches('idle') && sent.length === 1)
    expect(sent).toEqual([{ ...RECORD, confirmDifference: false }])
    expect(recorded).toEqual(['2026-000123'])
    expect(actor.getSnapshot().context).toEqual({ record: null, due: null, error: null })
  })

  it('asks to confirm another amount, sends nothing until confirmed, and nothing when cancelled', async () => {
    const { actor, sent } = cashActor(async () => ({}))
    actor.send({ type: 'cash.record', record: { ...RECORD, amount: 600 }, due: 602.25 })
    expect(actor.getSnapshot().matches('confirming')).toBe(true)
    expect(actor.getSnapshot().context.due).toBe(602.25)
    actor.send({ type: 'cash.cancel' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    actor.send({ type: 'cash.record', record: { ...RECORD, amount: 600 }, due: 602.25 })
    actor.send({ type: 'cash.confirm' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(sent).toEqual([{ ...RECORD, amount: 600, confirmDifference: true }])
  })

  it('keeps the record and names the reason when the server refuses or cannot be reached', async () => {
    const answers: unknown[] = [
      new ApiRequestError(422, { error: 'in_future', message: 'The day has not come yet.' }),
      new ApiRequestError(500, undefined),
      new TypeError('Failed to fetch'),
    ]
    const { actor, sent } = cashActor(() => Promise.reject(answers.shift()))
    actor.send({ type: 'cash.record', record: RECORD, due: 602.25 })
    for (const error of ['in_future', 'server', 'network']) {
      const failed = await waitFor(actor, (s) => s.matches('failed'))
      expect(failed.context.error).toBe(error)
      expect(failed.context.record).toEqual({ ...RECORD, confirmDifference: false })
      if (error !== 'network') actor.send({ type: 'cash.retry' })
    }
    expect(sent).toHaveLength(3)
    actor.send({ type: 'cash.dismiss' })
    expect(actor.getSnapshot().context).toEqual({ record: null, due: null, error: null })
  })
})
