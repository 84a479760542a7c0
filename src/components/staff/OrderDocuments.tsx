import { Suspense } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { invoiceDeskMachine, type InvoiceDeskError } from '#machines/invoiceDesk.ts'
import { API, withParams } from '#domain/endpoints.ts'
import type { StaffOrderDocuments } from '#domain/invoice.ts'
import { formatMoney } from '#domain/money.ts'
import { marketOf } from '#domain/locale.ts'
import { invoiceDeskActors } from '#queries/actors.ts'
import { staffOrderDocumentsQueryOptions } from '#queries/documents.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { useHostedActor } from '../useHostedActor'

export type InvoiceDeskActor = ActorRefFrom<typeof invoiceDeskMachine>

const ERRORS: Record<InvoiceDeskError, MessageDescriptor> = {
  notInvoiceable: msg`The invoice is issued once the order is ready or delivered.`,
  alreadyInvoiced: msg`The order already has an invoice.`,
  missing: msg`No order has this number any more.`,
  forbidden: msg`You may not issue invoices here: sign in again.`,
  server: msg`The invoice could not be issued. Try again.`,
  network: msg`The request did not reach the shop: check the connection and try again.`,
}

/**
 * The order's tax documents (issue 37.3): each invoice and credit note with its number, date, amount and PDF, and
 * for a ready or delivered order without an invoice the button that issues it. Its own query and machine.
 */
export function OrderDocumentsPanel({ number, status }: { number: string; status: string }) {
  return (
    <Suspense fallback={null}>
      <OrderDocumentsHost number={number} status={status} />
    </Suspense>
  )
}

function OrderDocumentsHost({ number, status }: { number: string; status: string }) {
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(staffOrderDocumentsQueryOptions(number, status))
  const actor = useHostedActor(invoiceDeskMachine, {
    input: { number },
    provide: { actors: invoiceDeskActors },
    on: {
      'invoice.issued': () => {
        void queryClient.invalidateQueries({ queryKey: ['staffOrderDocuments', number] })
      },
    },
  })
  return <OrderDocumentsView number={number} data={data} actor={actor} />
}

/** The list and the button as they show an answer of GET …/documents (stories render it directly). */
export function OrderDocumentsView({
  number,
  data,
  actor,
}: {
  number: string
  data: StaffOrderDocuments
  actor: InvoiceDeskActor
}) {
  const { i18n } = useLingui()
  const intl = marketOf(useLocale()).intl
  const issuing = useSelector(actor, (s) => s.matches('issuing'))
  const error = useSelector(actor, (s) => s.context.error)
  const day = (iso: string) =>
    new Intl.DateTimeFormat(intl, { timeZone: 'UTC' }).format(new Date(Date.parse(iso) + 43_200_000))
  return (
    <section className="order-documents" data-testid="order-documents">
      <h2>
        <Trans>Invoices</Trans>
      </h2>
      {data.documents.length === 0 && (
        <p>
          <Trans>No invoice yet.</Trans>
        </p>
      )}
      {data.documents.length > 0 && (
        <ul>
          {data.documents.map((document) => {
            const documentNumber = document.number
            const issued = day(document.issuedOn)
            const amount = formatMoney(document.gross, document.currency, intl)
            const invoice = document.refersTo ?? ''
            const pdf = withParams(API.staffDocumentPdf, { number, file: `${document.number}.pdf` }).path
            return (
              <li
                key={document.number}
                data-testid={document.kind === 'creditNote' ? 'credit-note' : undefined}
                data-kind={document.kind}
              >
                {document.kind === 'creditNote' ? (
                  <Trans>
                    Credit note <strong>{documentNumber}</strong> to invoice {invoice}, {issued}, {amount}
                  </Trans>
                ) : (
                  <>
                    <Trans>Invoice</Trans> <strong data-testid="invoice-number">{documentNumber}</strong>{' '}
                    <Trans>
                      of {issued}, {amount}
                    </Trans>
                    {document.cancelled && (
                      <>
                        {' '}
                        <Trans>(cancelled by a credit note)</Trans>
                      </>
                    )}
                  </>
                )}{' '}
                <a href={pdf} target="_blank" rel="noopener" data-testid="invoice-pdf">
                  <Trans>PDF</Trans>
                </a>
              </li>
            )
          })}
        </ul>
      )}
      {data.canIssue && (
        <p>
          <button
            type="button"
            data-testid="issue-invoice"
            disabled={issuing}
            onClick={() => actor.send({ type: 'invoice.issue' })}
          >
            {issuing ? <Trans>Issuing the invoice…</Trans> : <Trans>Issue the invoice</Trans>}
          </button>
        </p>
      )}
      {error && (
        <p className="form-error" role="alert" data-error={error}>
          {i18n._(ERRORS[error])}
        </p>
      )}
    </section>
  )
}
