import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { invoiceDeskMachine } from './invoiceDesk'
import { ApiRequestError } from '#domain/apiError.ts'
import type { StaffOrderDocuments } from '#domain/invoice.ts'

const ISSUED: StaffOrderDocuments = {
  documents: [
    {
      number: 'FA2026-0001',
      kind: 'invoice',
      issuedOn: '2026-11-28',
      refersTo: null,
      currency: 'EUR',
      gross: 123_000,
      payable: 123_000,
      cancelled: false,
    },
  ],
  canIssue: false,
}

function deskActor(answer: () => Promise<StaffOrderDocuments>) {
  const sent: string[] = []
  const heard: StaffOrderDocuments[] = []
  const issueInvoice = fromPromise<StaffOrderDocuments, { number: string }>(({ input }) => {
    sent.push(input.number)
    return answer()
  })
  const actor = createActor(invoiceDeskMachine.provide({ actors: { issueInvoice } }), {
    input: { number: '2026-000123' },
  })
  actor.on('invoice.issued', (event) => heard.push(event.documents))
  actor.start()
  return { actor, sent, heard }
}

describe('the desk’s invoice button', () => {
  it('issues the order’s invoice and tells the app its documents', async () => {
    const { actor, sent, heard } = deskActor(async () => ISSUED)
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'invoice.issue' })
    expect(actor.getSnapshot().value).toBe('issuing')
    await waitFor(actor, (s) => s.matches('issued'))
    expect(sent).toEqual(['2026-000123'])
    expect(heard).toEqual([ISSUED])
  })

  it.each([
    [new ApiRequestError(422, { error: 'not_invoiceable', message: '' }), 'notInvoiceable'],
    [new ApiRequestError(409, { error: 'already_invoiced', message: '' }), 'alreadyInvoiced'],
    [new ApiRequestError(404, { error: 'not_found', message: '' }), 'missing'],
    [new ApiRequestError(401, { error: 'unauthorized', message: '' }), 'forbidden'],
    [new ApiRequestError(500, { error: 'internal', message: '' }), 'server'],
    [new TypeError('Failed to fetch'), 'network'],
  ])('names why it failed (%s) and lets the desk try again', async (error, reason) => {
    let calls = 0
    const { actor, heard } = deskActor(async () => {
      calls += 1
      if (calls === 1) throw error
      return ISSUED
    })
    actor.send({ type: 'invoice.issue' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe(reason)
    actor.send({ type: 'invoice.issue' })
    await waitFor(actor, (s) => s.matches('issued'))
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(heard).toEqual([ISSUED])
  })
})
