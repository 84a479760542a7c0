import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { orderPageLinkMachine } from './orderPageLink'
import { ApiRequestError } from '#domain/apiError.ts'
import type { OrderPageLinkResponse } from '#domain/orderPageLinkResend.ts'

const SENT: OrderPageLinkResponse = { to: 'jan.novak@example.sk', at: '2026-11-28T09:00:00.000Z' }

/** The machine with a server that answers as the test says, and what was sent. */
function linkActor(answer: () => Promise<OrderPageLinkResponse>) {
  const sent: { number: string }[] = []
  const heard: OrderPageLinkResponse[] = []
  const sendPageLink = fromPromise<OrderPageLinkResponse, { number: string }>(({ input }) => {
    sent.push(input)
    return answer()
  })
  const actor = createActor(orderPageLinkMachine.provide({ actors: { sendPageLink } }), {
    input: { number: '2026-000123' },
  })
  actor.on('pageLink.sent', (event) => heard.push(event.sent))
  actor.start()
  return { actor, sent, heard }
}

describe('the desk sends the order page link again', () => {
  it('asks the server for the order and keeps where the e-mail went', async () => {
    const { actor, sent, heard } = linkActor(async () => SENT)
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    actor.send({ type: 'pageLink.send' })
    expect(actor.getSnapshot().matches('sending')).toBe(true)
    const done = await waitFor(actor, (s) => s.matches('sent'))
    expect(done.context.sent).toEqual(SENT)
    expect(sent).toEqual([{ number: '2026-000123' }])
    expect(heard).toEqual([SENT])
  })

  it('says so when a link went out less than 10 minutes ago, and may ask again later', async () => {
    const answers: Array<() => Promise<OrderPageLinkResponse>> = [
      () => Promise.reject(new ApiRequestError(429, { error: 'page_link_too_soon', message: 'Again in 540 s.' })),
      async () => SENT,
    ]
    const { actor, sent } = linkActor(() => answers.shift()!())
    actor.send({ type: 'pageLink.send' })
    await waitFor(actor, (s) => s.matches('tooSoon'))
    actor.send({ type: 'pageLink.send' })
    await waitFor(actor, (s) => s.matches('sent'))
    expect(sent).toHaveLength(2)
  })

  it('stops for good at an erased order', async () => {
    const { actor, sent } = linkActor(() =>
      Promise.reject(new ApiRequestError(409, { error: 'order_anonymised', message: 'Erased.' })),
    )
    actor.send({ type: 'pageLink.send' })
    await waitFor(actor, (s) => s.matches('anonymised'))
    actor.send({ type: 'pageLink.send' })
    expect(actor.getSnapshot().matches('anonymised')).toBe(true)
    expect(sent).toHaveLength(1)
  })

  it('names the reason of a failure and retries on the next click', async () => {
    const answers: unknown[] = [
      new ApiRequestError(404, { error: 'not_found', message: 'No order.' }),
      new ApiRequestError(401, { error: 'unauthorized', message: 'Staff only.' }),
      new ApiRequestError(500, undefined),
      // Another 429 than the bound's is the server's fault, not "too soon".
      new ApiRequestError(429, { error: 'rate_limited', message: 'Slow down.' }),
      new TypeError('Failed to fetch'),
    ]
    const { actor } = linkActor(() => Promise.reject(answers.shift()))
    for (const error of ['missing', 'forbidden', 'server', 'server', 'network']) {
      actor.send({ type: 'pageLink.send' })
      const failed = await waitFor(actor, (s) => s.matches('failed'))
      expect(failed.context.error).toBe(error)
    }
  })
})
