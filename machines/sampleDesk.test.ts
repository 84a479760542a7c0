import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { sampleDeskMachine, type SampleMove } from './sampleDesk'
import { ApiRequestError } from '#domain/apiError.ts'
import type { StaffSamplesResponse } from '#domain/samples.ts'

const LIST: StaffSamplesResponse = { samples: [] }

function deskActor(answer: (move: SampleMove) => Promise<StaffSamplesResponse>) {
  const sent: SampleMove[] = []
  const heard: string[] = []
  const moveSample = fromPromise<StaffSamplesResponse, SampleMove>(({ input }) => {
    sent.push(input)
    return answer(input)
  })
  const actor = createActor(sampleDeskMachine.provide({ actors: { moveSample } }))
  actor.on('*', (event) => heard.push(event.type))
  actor.start()
  return { actor, sent, heard }
}

describe('the sample desk', () => {
  it('moves one request at a time and hands the app the new list', async () => {
    let release: (list: StaffSamplesResponse) => void = () => {}
    const { actor, sent, heard } = deskActor(() => new Promise((resolve) => (release = resolve)))
    actor.send({ type: 'sample.move', number: 'V000001', status: 'sent' })
    // A second click while the first is on its way is not sent.
    actor.send({ type: 'sample.move', number: 'V000002', status: 'cancelled' })
    expect(actor.getSnapshot().matches('moving')).toBe(true)
    release(LIST)
    await waitFor(actor, (s) => s.matches('idle'))
    expect(sent).toEqual([{ number: 'V000001', status: 'sent' }])
    expect(heard).toEqual(['sample.moved'])
  })

  it('names why a move failed and lets the desk try again', async () => {
    const answers: unknown[] = [
      new ApiRequestError(409, { error: 'not_received', message: 'Done.' }),
      new ApiRequestError(404, { error: 'not_found', message: 'No.' }),
      new ApiRequestError(401, { error: 'unauthorized', message: 'No.' }),
      new ApiRequestError(500, undefined),
      new TypeError('Failed to fetch'),
    ]
    const { actor, heard } = deskActor(() => Promise.reject(answers.shift()))
    for (const error of ['done', 'missing', 'forbidden', 'server', 'network']) {
      actor.send({ type: 'sample.move', number: 'V000003', status: 'sent' })
      const failed = await waitFor(actor, (s) => s.matches('failed'))
      expect(failed.context.error).toBe(error)
    }
    expect(heard).toEqual(Array(5).fill('sample.failed'))
  })
})
