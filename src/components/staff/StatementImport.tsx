import { useId } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { statementImportMachine, type StatementImportError } from '#machines/statementImport.ts'
import type { StatementImportResponse } from '#domain/deposit.ts'
import { statementImportActors } from '#queries/actors.ts'
import { formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { useHostedActor } from '../useHostedActor'

export type StatementImportActor = ActorRefFrom<typeof statementImportMachine>

const ERRORS: Record<StatementImportError, MessageDescriptor> = {
  unreadable: msg`The file is not a camt.053 statement nor a CSV with the columns date, amount, currency, variable symbol.`,
  tooLarge: msg`The file is too large: import a shorter period.`,
  forbidden: msg`You may not do this here: sign in again.`,
  server: msg`The statement could not be imported. Try again.`,
  network: msg`The shop did not answer: check the connection and try again.`,
}

const RESULTS: Record<StatementImportResponse['matches'][number]['result'], MessageDescriptor> = {
  matched: msg`deposit received`,
  amountDiffers: msg`the amount or currency differs from the deposit asked: check it and mark it by hand`,
  unknownSymbol: msg`no unpaid deposit has this variable symbol`,
  duplicate: msg`the deposit was already received`,
}

/** The bank statement import on its own machine; received deposits read the orders again. */
export function StatementImportPanel() {
  const queryClient = useQueryClient()
  const actor = useHostedActor(statementImportMachine, {
    provide: { actors: statementImportActors },
    on: {
      'statement.imported': () => {
        // Any order whose deposit was received now shows it (and may go to production).
        void queryClient.invalidateQueries({ queryKey: ['staffOrders'] })
        void queryClient.invalidateQueries({ queryKey: ['staffOrder'] })
      },
    },
  })
  return <StatementImportForm actor={actor} />
}

/** Choose the file, import it, read what each credit became. */
export function StatementImportForm({ actor }: { actor: StatementImportActor }) {
  const { i18n } = useLingui()
  const id = useId()
  const fileName = useSelector(actor, (s) => s.context.fileName)
  const result = useSelector(actor, (s) => s.context.result)
  const error = useSelector(actor, (s) => s.context.error)
  const importing = useSelector(actor, (s) => s.matches('importing'))
  const ready = useSelector(actor, (s) => s.matches('ready') || s.matches('failed'))
  return (
    <details className="statement-import" open={result !== null || undefined}>
      <summary>
        <Trans>Deposits: import a bank statement</Trans>
      </summary>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'statement.submit' })
        }}
      >
        <label htmlFor={`${id}-file`}>
          <Trans>Bank statement (camt.053 XML, or CSV with the columns date, amount, currency, variable symbol)</Trans>
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".xml,.csv,.txt,text/xml,application/xml,text/csv"
          disabled={importing}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file)
              void file.text().then((content) => actor.send({ type: 'statement.file', name: file.name, content }))
          }}
        />
        <p>
          <button type="submit" disabled={!ready || importing}>
            {importing ? <Trans>Importing…</Trans> : <Trans>Import and match deposits</Trans>}
          </button>
        </p>
        {error && (
          <p className="form-error" role="alert">
            {i18n._(ERRORS[error])}
          </p>
        )}
      </form>
      {result && <StatementResult fileName={fileName} result={result} />}
    </details>
  )
}

/** What each credit of the imported statement became. */
function StatementResult({ fileName, result }: { fileName: string; result: StatementImportResponse }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const matched = result.matches.filter((m) => m.result === 'matched').length
  const credits = result.matches.length
  const unreadable = result.unreadable.join(', ')
  return (
    <div role="status" data-testid="statement-result">
      <p>
        <Trans>
          {fileName}: {matched} of {credits} credits paid a deposit.
        </Trans>
      </p>
      <ul>
        {result.matches.map((match, index) => {
          const amount = formatMoney(match.credit.amount, locale, match.credit.currency)
          const symbol = match.credit.variableSymbol || '–'
          const order = match.orderNumber ?? '–'
          const date = match.credit.date
          const outcome = i18n._(RESULTS[match.result])
          return (
            <li key={index} data-result={match.result}>
              <Trans>
                {date}, {amount}, variable symbol {symbol}, order {order}: {outcome}
              </Trans>
            </li>
          )
        })}
      </ul>
      {result.unreadable.length > 0 && (
        <p>
          <Trans>Lines that could not be read: {unreadable}</Trans>
        </p>
      )}
    </div>
  )
}
