import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { sampleOrderMachine } from './sampleOrder'
import { ApiRequestError } from '#domain/apiError.ts'
import { DECORS } from '#domain/decors.ts'
import { SAMPLE_MAX, type SampleOrderRequest, type SampleOrderResponse } from '#domain/samples.ts'

const CODES = DECORS.map((d) => d.subtitle)

/** The machine with a server that answers as the test says; what was sent and what was emitted. */
function sampleActor(answer: (request: SampleOrderRequest) => Promise<SampleOrderResponse>, locale = 'sk' as const) {
  const sent: SampleOrderRequest[] = []
  const emitted: Array<{ number: string; decors: number }> = []
  const sendSamples = fromPromise<SampleOrderResponse, { request: SampleOrderRequest }>(({ input }) => {
    sent.push(input.request)
    return answer(input.request)
  })
  const actor = createActor(sampleOrderMachine.provide({ actors: { sendSamples } }), {
    input: { locale, decors: [CODES[0]!, CODES[0]!, 'UNKNOWN'] },
  })
  actor.on('samples.sent', ({ number, decors }) => emitted.push({ number, decors }))
  actor.start()
  return { actor, sent, emitted }
}

type Actor = ReturnType<typeof sampleActor>['actor']
function fill(actor: Actor) {
  const fields = { name: 'Jana', surname: 'Vzorová', email: ' jana@example.sk ', address: 'Hlavná 1', city: 'Nitra' }
  for (const [path, value] of Object.entries(fields)) actor.send({ type: 'samples.field', path: path as 'name', value })
  actor.send({ type: 'samples.field', path: 'zip', value: '94901' })
  actor.send({ type: 'samples.accept', accept: true })
}

describe('the decor samples form', () => {
  it('starts with the decors the configurator shows (known ones, once) in the market of the page', () => {
    const { actor } = sampleActor(async () => ({ number: 'V000001' }))
    expect(actor.getSnapshot().context.form.decors).toEqual([CODES[0]])
    expect(actor.getSnapshot().context.form.country).toBe('SK')
  })

  it('lists every problem by the checkout rules before anything goes, and follows the typing after', () => {
    const { actor, sent } = sampleActor(async () => ({ number: 'V000001' }))
    actor.send({ type: 'samples.decor', code: CODES[0]! })
    actor.send({ type: 'samples.submit', requestId: 'request-0000000001' })
    expect(actor.getSnapshot().matches('invalid')).toBe(true)
    expect(actor.getSnapshot().context.issues.map((issue) => issue.path)).toEqual([
      'decors',
      'name',
      'surname',
      'email',
      'address',
      'city',
      'zip',
      'accept',
    ])
    actor.send({ type: 'samples.field', path: 'zip', value: '110 00' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    // A Czech postcode on a Slovak address: the checkout's message, until the country is Czechia.
    expect(actor.getSnapshot().context.issues.find((issue) => issue.path === 'zip')?.problem).toBe('zip')
    actor.send({ type: 'samples.country', country: 'CZ' })
    expect(actor.getSnapshot().context.issues.find((issue) => issue.path === 'zip')).toBeUndefined()
    expect(sent).toEqual([])
  })

  it('takes at most five decors', () => {
    const { actor } = sampleActor(async () => ({ number: 'V000001' }))
    for (const code of CODES.slice(1, SAMPLE_MAX + 3)) actor.send({ type: 'samples.decor', code })
    expect(actor.getSnapshot().context.form.decors).toEqual(CODES.slice(0, SAMPLE_MAX))
    actor.send({ type: 'samples.decor', code: CODES[0]! })
    expect(actor.getSnapshot().context.form.decors).toEqual(CODES.slice(1, SAMPLE_MAX))
  })

  it('sends the trimmed request once valid, then shows its number and tells the app', async () => {
    const { actor, sent, emitted } = sampleActor(async () => ({ number: 'V000042' }))
    fill(actor)
    actor.send({ type: 'samples.submit', requestId: 'request-0000000001' })
    await waitFor(actor, (s) => s.matches('sent'))
    expect(sent).toEqual([
      {
        requestId: 'request-0000000001',
        locale: 'sk',
        decors: [CODES[0]],
        name: 'Jana',
        surname: 'Vzorová',
        email: 'jana@example.sk',
        address: 'Hlavná 1',
        city: 'Nitra',
        zip: '949 01',
        country: 'SK',
        accept: true,
      },
    ])
    expect(actor.getSnapshot().context.number).toBe('V000042')
    expect(emitted).toEqual([{ number: 'V000042', decors: 1 }])
    // Another request starts from a new form with the same decors and a new id.
    actor.send({ type: 'samples.again' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(actor.getSnapshot().context.form.name).toBe('')
    expect(actor.getSnapshot().context.form.decors).toEqual([CODES[0]])
    expect(actor.getSnapshot().context.requestId).toBeNull()
  })

  it('names why a request failed, keeps the form, and retries with the same request id', async () => {
    const answers: unknown[] = [
      new ApiRequestError(429, { error: 'too_many_samples', message: 'No.' }),
      new ApiRequestError(422, { error: 'invalid_sample_order', message: 'No.' }),
      new ApiRequestError(500, undefined),
      new TypeError('Failed to fetch'),
    ]
    const { actor, sent } = sampleActor(() => {
      const next = answers.shift()
      return next ? Promise.reject(next) : Promise.resolve({ number: 'V000007' })
    })
    fill(actor)
    for (const [n, error] of ['tooMany', 'refused', 'server', 'network'].entries()) {
      actor.send({ type: 'samples.submit', requestId: `request-000000000${n}` })
      const failed = await waitFor(actor, (s) => s.matches('failed'))
      expect(failed.context.error).toBe(error)
      expect(failed.context.form.name).toBe('Jana')
    }
    actor.send({ type: 'samples.submit', requestId: 'request-0000000009' })
    await waitFor(actor, (s) => s.matches('sent'))
    expect(new Set(sent.map((request) => request.requestId))).toEqual(new Set(['request-0000000000']))
  })

  it('makes a changed form a new request', async () => {
    const { actor, sent } = sampleActor(() => Promise.reject(new TypeError('Failed to fetch')))
    fill(actor)
    actor.send({ type: 'samples.submit', requestId: 'request-000000000a' })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'samples.field', path: 'city', value: 'Trnava' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    actor.send({ type: 'samples.submit', requestId: 'request-000000000b' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(sent.map((request) => request.requestId)).toEqual(['request-000000000a', 'request-000000000b'])
  })
})
