import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { orderTrackMachine } from './orderTrack'
import { ApiRequestError } from '#domain/apiError.ts'
import { ORDER_MESSAGE_MAX, type OrderTrack } from '#domain/orderTrackSchemas.ts'

const TOKEN = 'A'.repeat(43)

/** An order page's answer as the server gives it (only what the machine reads matters here). */
const order = (overrides: Partial<OrderTrack> = {}): OrderTrack => ({
  number: '2026-000123',
  country: 'SK',
  currency: 'EUR',
  createdAt: '2026-11-28T09:00:00.000Z',
  status: 'received',
  version: 0,
  courier: true,
  totalGross: 45_600,
  deliveryDate: null,
  dispatch: null,
  timeline: [{ step: 'received', state: 'current', at: '2026-11-28T09:00:00.000Z' }],
  progress: null,
  lines: [],
  documents: [],
  cancellable: true,
  cancellableUntil: null,
  messages: [],
  ...overrides,
})

/** The machine with a server that answers as the test says; what was sent and what was emitted. */
function trackActor(answers: {
  cancel?: (input: { token: string; version: number }) => Promise<OrderTrack>
  message?: (input: { token: string; text: string }) => Promise<OrderTrack>
}) {
  const cancels: { token: string; version: number }[] = []
  const messages: { token: string; text: string }[] = []
  const updated: OrderTrack[] = []
  const actor = createActor(
    orderTrackMachine.provide({
      actors: {
        cancelOrder: fromPromise<OrderTrack, { token: string; version: number }>(({ input }) => {
          cancels.push(input)
          return (answers.cancel ?? (() => Promise.reject(new Error('unexpected'))))(input)
        }),
        sendMessage: fromPromise<OrderTrack, { token: string; text: string }>(({ input }) => {
          messages.push(input)
          return (answers.message ?? (() => Promise.reject(new Error('unexpected'))))(input)
        }),
      },
    }),
    { input: { token: TOKEN, version: 3 } },
  )
  actor.on('track.updated', (event) => updated.push(event.order))
  actor.start()
  return { actor, cancels, messages, updated }
}

describe('the order page: cancellation', () => {
  it('asks first, then cancels with the version shown and hands the page the order as it is now', async () => {
    const cancelled = order({ status: 'cancelled', version: 4, cancellable: false })
    const { actor, cancels, updated } = trackActor({ cancel: async () => cancelled })
    actor.send({ type: 'cancel.ask' })
    expect(actor.getSnapshot().matches({ cancel: 'confirming' })).toBe(true)
    expect(cancels).toEqual([])
    actor.send({ type: 'cancel.confirm' })
    expect(actor.getSnapshot().matches({ cancel: 'cancelling' })).toBe(true)
    await waitFor(actor, (s) => s.matches({ cancel: 'done' }))
    expect(cancels).toEqual([{ token: TOKEN, version: 3 }])
    expect(updated).toEqual([cancelled])
    expect(actor.getSnapshot().context.version).toBe(4)
  })

  it('changes nothing when the customer steps back, and cancels with the version the page last read', () => {
    const { actor, cancels } = trackActor({ cancel: () => new Promise(() => {}) })
    actor.send({ type: 'cancel.ask' })
    actor.send({ type: 'cancel.back' })
    expect(actor.getSnapshot().matches({ cancel: 'idle' })).toBe(true)
    actor.send({ type: 'track.loaded', version: 5 })
    actor.send({ type: 'cancel.ask' })
    actor.send({ type: 'cancel.confirm' })
    expect(cancels).toEqual([{ token: TOKEN, version: 5 }])
  })

  it('names why a cancellation failed, and asks again before a retry', async () => {
    const answers: unknown[] = [
      new ApiRequestError(422, { error: 'not_cancellable', message: 'No.' }),
      new ApiRequestError(409, { error: 'status_conflict', message: 'Changed.' }),
      new ApiRequestError(404, { error: 'not_found', message: 'No order page.' }),
      new ApiRequestError(500, undefined),
      new TypeError('Failed to fetch'),
    ]
    const { actor, updated } = trackActor({ cancel: () => Promise.reject(answers.shift()) })
    for (const error of ['notAllowed', 'changed', 'missing', 'server', 'network']) {
      actor.send({ type: 'cancel.ask' })
      expect(actor.getSnapshot().context.cancelError).toBeNull()
      actor.send({ type: 'cancel.confirm' })
      const failed = await waitFor(actor, (s) => s.matches({ cancel: 'failed' }))
      expect(failed.context.cancelError).toBe(error)
    }
    expect(updated).toEqual([])
  })
})

describe('the order page: a message to the shop', () => {
  it('sends the trimmed text, clears it once sent and hands the page the order with it', async () => {
    const { actor, messages, updated } = trackActor({
      message: async ({ text }) => order({ messages: [{ at: '2026-11-28T10:00:00.000Z', text }] }),
    })
    actor.send({ type: 'message.change', text: '  Please deliver after 3 pm.  ' })
    actor.send({ type: 'message.submit' })
    expect(actor.getSnapshot().matches({ message: 'sending' })).toBe(true)
    await waitFor(actor, (s) => s.matches({ message: 'sent' }))
    expect(messages).toEqual([{ token: TOKEN, text: 'Please deliver after 3 pm.' }])
    expect(updated.map((entry) => entry.messages.map((message) => message.text))).toEqual([
      ['Please deliver after 3 pm.'],
    ])
    expect(actor.getSnapshot().context.text).toBe('')
    // Sending the emptied form again says it is empty.
    actor.send({ type: 'message.submit' })
    expect(actor.getSnapshot().matches({ message: 'invalid' })).toBe(true)
    expect(actor.getSnapshot().context.messageError).toBe('empty')
  })

  it('refuses an empty or too long message without sending it', () => {
    const { actor, messages } = trackActor({})
    actor.send({ type: 'message.change', text: '  ' })
    actor.send({ type: 'message.submit' })
    expect(actor.getSnapshot().context.messageError).toBe('empty')
    actor.send({ type: 'message.change', text: 'x'.repeat(ORDER_MESSAGE_MAX + 1) })
    expect(actor.getSnapshot().matches({ message: 'editing' })).toBe(true)
    actor.send({ type: 'message.submit' })
    expect(actor.getSnapshot().matches({ message: 'invalid' })).toBe(true)
    expect(actor.getSnapshot().context.messageError).toBe('tooLong')
    expect(messages).toEqual([])
  })

  it('keeps the text, names the reason of a failure and retries the same text', async () => {
    const answers: unknown[] = [
      new ApiRequestError(429, { error: 'too_many_messages', message: 'Enough.' }),
      new ApiRequestError(404, { error: 'not_found', message: 'No order page.' }),
      new ApiRequestError(503, undefined),
      new TypeError('Failed to fetch'),
    ]
    const { actor, messages } = trackActor({
      message: async () => {
        const next = answers.shift()
        if (next) throw next
        return order()
      },
    })
    actor.send({ type: 'message.change', text: 'Hello' })
    for (const error of ['tooMany', 'missing', 'server', 'network']) {
      actor.send({ type: 'message.submit' })
      const failed = await waitFor(actor, (s) => s.matches({ message: 'failed' }))
      expect(failed.context.messageError).toBe(error)
      expect(failed.context.text).toBe('Hello')
    }
    actor.send({ type: 'message.submit' })
    await waitFor(actor, (s) => s.matches({ message: 'sent' }))
    expect(messages).toHaveLength(5)
  })

  it('keeps the cancellation and the message apart: one may run while the other waits', () => {
    const { actor } = trackActor({ cancel: () => new Promise(() => {}), message: () => new Promise(() => {}) })
    actor.send({ type: 'cancel.ask' })
    actor.send({ type: 'message.change', text: 'Before you cancel: a question.' })
    actor.send({ type: 'message.submit' })
    expect(actor.getSnapshot().value).toEqual({ cancel: 'confirming', message: 'sending' })
    // Typing while the message is on its way changes nothing.
    actor.send({ type: 'message.change', text: 'other' })
    expect(actor.getSnapshot().context.text).toBe('Before you cancel: a question.')
  })
})
