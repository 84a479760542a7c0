import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { depositReceivedMachine } from './depositReceived'
import { statementImportMachine, statementFormatOf } from './statementImport'
import { ApiRequestError } from '#domain/apiError.ts'
import type { OrderDeposit, StatementImportRequest, StatementImportResponse } from '#domain/deposit.ts'

const DEPOSIT: OrderDeposit = {
  percent: 30,
  amount: 18_067,
  currency: 'EUR',
  variableSymbol: '2026000123',
  requestedAt: '2026-11-28T09:00:00.000Z',
  receivedOn: '2026-11-30',
  receivedAmount: 18_067,
  source: 'desk',
  document: 'FAZ2026-0001',
}

type Sent = { number: string; amount: number; receivedOn: string }

function receivedActor(answer: (input: Sent) => Promise<OrderDeposit>) {
  const sent: Sent[] = []
  const emitted: OrderDeposit[] = []
  const markReceived = fromPromise<OrderDeposit, Sent>(({ input }) => {
    sent.push(input)
    return answer(input)
  })
  const actor = createActor(depositReceivedMachine.provide({ actors: { markReceived } }), {
    input: { number: '2026-000123', amount: '180,67', today: '2026-11-30' },
  })
  actor.on('deposit.received', (event) => emitted.push(event.deposit))
  actor.start()
  return { actor, sent, emitted }
}

describe('the deposit received form', () => {
  it('sends the amount asked and today as prefilled, in minor units, and tells the app the deposit', async () => {
    const { actor, sent, emitted } = receivedActor(async () => DEPOSIT)
    actor.send({ type: 'deposit.submit' })
    await waitFor(actor, (s) => s.matches('saved'))
    expect(sent).toEqual([{ number: '2026-000123', amount: 18_067, receivedOn: '2026-11-30' }])
    expect(emitted).toEqual([DEPOSIT])
  })

  it('refuses an amount or a day it cannot read without sending it; a change goes back to editing', () => {
    const { actor, sent } = receivedActor(async () => DEPOSIT)
    actor.send({ type: 'deposit.amount', amount: 'sto eur' })
    actor.send({ type: 'deposit.submit' })
    expect(actor.getSnapshot().matches('invalid')).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('amount')
    actor.send({ type: 'deposit.amount', amount: '0' })
    actor.send({ type: 'deposit.submit' })
    expect(actor.getSnapshot().context.error).toBe('amount')
    actor.send({ type: 'deposit.amount', amount: '1 234,50' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    actor.send({ type: 'deposit.date', receivedOn: '' })
    actor.send({ type: 'deposit.submit' })
    expect(actor.getSnapshot().context.error).toBe('date')
    expect(sent).toEqual([])
  })

  it("names the server's reasons and keeps what was typed; a retry sends it again", async () => {
    const answers: unknown[] = [
      new ApiRequestError(422, { error: 'already_received', message: 'Already.' }),
      new ApiRequestError(422, { error: 'no_deposit', message: 'None.' }),
      new ApiRequestError(422, { error: 'future_date', message: 'Not yet.' }),
      new ApiRequestError(404, { error: 'not_found', message: 'No order.' }),
      new ApiRequestError(401, { error: 'unauthorized', message: 'Staff only.' }),
      new ApiRequestError(500, undefined),
      new TypeError('Failed to fetch'),
    ]
    const { actor, sent } = receivedActor(() => Promise.reject(answers.shift()))
    for (const error of ['already', 'noDeposit', 'date', 'missing', 'forbidden', 'server', 'network']) {
      actor.send({ type: 'deposit.submit' })
      const failed = await waitFor(actor, (s) => s.matches('failed'))
      expect(failed.context.error).toBe(error)
      expect(failed.context.amount).toBe('180,67')
    }
    expect(sent).toHaveLength(7)
  })
})

const RESULT: StatementImportResponse = {
  matches: [
    {
      credit: { date: '2026-12-01', amount: 18_067, currency: 'EUR', variableSymbol: '2026000123' },
      orderNumber: '2026-000123',
      result: 'matched',
    },
  ],
  unreadable: [],
}

describe('the bank statement import', () => {
  it('reads camt.053 by its XML and anything else as CSV', () => {
    expect(statementFormatOf('<?xml version="1.0"?><Document/>')).toBe('camt')
    expect(statementFormatOf('\uFEFF  <Document/>')).toBe('camt')
    expect(statementFormatOf('date;amount;currency;vs')).toBe('csv')
  })

  it('sends the chosen file in its format, emits the result, and fails with the reason', async () => {
    const sent: StatementImportRequest[] = []
    const answers: Array<() => Promise<StatementImportResponse>> = [
      () => Promise.reject(new ApiRequestError(400, { error: 'invalid_statement', message: 'No.' })),
      () => Promise.resolve(RESULT),
    ]
    const importStatement = fromPromise<StatementImportResponse, StatementImportRequest>(({ input }) => {
      sent.push(input)
      return answers.shift()!()
    })
    const actor = createActor(statementImportMachine.provide({ actors: { importStatement } })).start()
    const emitted: StatementImportResponse[] = []
    actor.on('statement.imported', (event) => emitted.push(event.result))
    // Nothing chosen: nothing to send.
    actor.send({ type: 'statement.submit' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    actor.send({ type: 'statement.file', name: 'vypis.xml', content: '<Document/>' })
    actor.send({ type: 'statement.submit' })
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.error).toBe('unreadable')
    actor.send({ type: 'statement.submit' })
    const done = await waitFor(actor, (s) => s.matches('done'))
    expect(done.context.result).toEqual(RESULT)
    expect(emitted).toEqual([RESULT])
    expect(sent).toEqual([
      { format: 'camt', content: '<Document/>' },
      { format: 'camt', content: '<Document/>' },
    ])
    // The same file is not sent twice; another one starts over.
    actor.send({ type: 'statement.submit' })
    expect(actor.getSnapshot().matches('done')).toBe(true)
    actor.send({ type: 'statement.file', name: 'vypis.csv', content: 'date;amount;currency;vs' })
    expect(actor.getSnapshot().context).toMatchObject({ format: 'csv', result: null, error: null })
  })
})
