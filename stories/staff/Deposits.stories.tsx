import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createActor, fromPromise } from 'xstate'
import { depositReceivedMachine } from '#machines/depositReceived.ts'
import { statementImportMachine } from '#machines/statementImport.ts'
import { DepositReceivedForm } from '#components/staff/OrderDeposit.tsx'
import { StatementImportForm } from '#components/staff/StatementImport.tsx'
import type { OrderDeposit, StatementImportResponse } from '#domain/deposit.ts'
import { ApiRequestError } from '#domain/apiError.ts'

/** The desk's deposit forms (issue 37.4): "deposit received" on an order, and the bank statement import. */
const meta = {
  title: 'Staff/Deposits',
  component: DepositReceivedForm,
  parameters: { path: '/admin/objednavky/2026-000124' },
} satisfies Meta<typeof DepositReceivedForm>
export default meta

type Story = StoryObj<typeof meta>

/** Each story renders its own actor: the meta's component args are unused. */
const formArgs = { actor: undefined as never, currency: 'EUR' }

const DEPOSIT: OrderDeposit = {
  percent: 30,
  amount: 18_067,
  currency: 'EUR',
  variableSymbol: '2026000124',
  requestedAt: '2026-11-28T09:00:00.000Z',
  receivedOn: '2026-11-30',
  receivedAmount: 18_067,
  source: 'desk',
  document: 'FAZ2026-0001',
}

type ReceivedState = 'editing' | 'invalid' | 'saving' | 'saved' | 'failed' | 'already'

/** The form's actor driven into a state: the server never answers (saving), keeps it, or refuses. */
function ReceivedIn({ state }: { state: ReceivedState }) {
  const actor = useMemo(() => {
    const markReceived = fromPromise<OrderDeposit, { number: string; amount: number; receivedOn: string }>(() => {
      if (state === 'saving') return new Promise(() => {})
      if (state === 'failed') return Promise.reject(new TypeError('Failed to fetch'))
      if (state === 'already')
        return Promise.reject(new ApiRequestError(422, { error: 'already_received', message: 'Already.' }))
      return Promise.resolve(DEPOSIT)
    })
    const started = createActor(depositReceivedMachine.provide({ actors: { markReceived } }), {
      input: { number: '2026-000124', amount: '180,67', today: '2026-11-30' },
    }).start()
    if (state === 'invalid') started.send({ type: 'deposit.amount', amount: 'sto' })
    if (state !== 'editing') started.send({ type: 'deposit.submit' })
    return started
  }, [state])
  return <DepositReceivedForm actor={actor} currency="EUR" />
}

/** Prefilled with the amount asked and today. */
export const ReceivedEditing: Story = {
  args: formArgs,
  render: () => <ReceivedIn state="editing" />,
}
/** An amount it cannot read: refused here, nothing sent. */
export const ReceivedInvalid: Story = {
  args: formArgs,
  render: () => <ReceivedIn state="invalid" />,
}
/** On its way: the button waits. */
export const ReceivedSaving: Story = {
  args: formArgs,
  render: () => <ReceivedIn state="saving" />,
}
/** Received (the panel then shows the receipt instead of the form). */
export const ReceivedSaved: Story = {
  args: formArgs,
  render: () => <ReceivedIn state="saved" />,
}
/** The connection failed: the values stay, the reason is said. */
export const ReceivedFailed: Story = {
  args: formArgs,
  render: () => <ReceivedIn state="failed" />,
}
/** Someone (or an import) received it first. */
export const ReceivedAlready: Story = {
  args: formArgs,
  render: () => <ReceivedIn state="already" />,
}

const RESULT: StatementImportResponse = {
  matches: [
    {
      credit: { date: '2026-12-01', amount: 18_067, currency: 'EUR', variableSymbol: '2026000124' },
      orderNumber: '2026-000124',
      result: 'matched',
    },
    {
      credit: { date: '2026-12-01', amount: 10_000, currency: 'EUR', variableSymbol: '2026000125' },
      orderNumber: '2026-000125',
      result: 'amountDiffers',
    },
    {
      credit: { date: '2026-12-02', amount: 1_200, currency: 'EUR', variableSymbol: '1234' },
      orderNumber: null,
      result: 'unknownSymbol',
    },
  ],
  unreadable: [7],
}

type ImportState = 'idle' | 'ready' | 'importing' | 'done' | 'failed'

/** The import's actor driven into a state. */
function ImportIn({ state }: { state: ImportState }) {
  const actor = useMemo(() => {
    const importStatement = fromPromise<StatementImportResponse, { format: 'camt' | 'csv'; content: string }>(() => {
      if (state === 'importing') return new Promise(() => {})
      if (state === 'failed')
        return Promise.reject(new ApiRequestError(400, { error: 'invalid_statement', message: 'No.' }))
      return Promise.resolve(RESULT)
    })
    const started = createActor(statementImportMachine.provide({ actors: { importStatement } })).start()
    if (state !== 'idle') started.send({ type: 'statement.file', name: 'vypis-2026-12.csv', content: 'date;amount' })
    if (state !== 'idle' && state !== 'ready') started.send({ type: 'statement.submit' })
    return started
  }, [state])
  return <StatementImportForm actor={actor} />
}

/** No file chosen yet. */
export const ImportIdle: Story = { args: formArgs, render: () => <ImportIn state="idle" /> }
/** A file chosen, not sent. */
export const ImportReady: Story = { args: formArgs, render: () => <ImportIn state="ready" /> }
/** On its way. */
export const ImportImporting: Story = { args: formArgs, render: () => <ImportIn state="importing" /> }
/** What each credit became: one deposit received, one amount differs, one unknown symbol, a line unreadable. */
export const ImportDone: Story = { args: formArgs, render: () => <ImportIn state="done" /> }
/** Not a statement the shop reads. */
export const ImportFailed: Story = { args: formArgs, render: () => <ImportIn state="failed" /> }
