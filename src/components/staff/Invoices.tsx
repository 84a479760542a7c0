import type { FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { API } from '#domain/endpoints.ts'
import type { TaxDocumentKind } from '#domain/invoice.ts'
import type { Currency } from '#domain/locale.ts'
import { toMinor } from '#domain/money.ts'
import { percent, type StaffInvoices, type TaxCategory } from '#domain/taxExport.ts'
import { formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { countryLabels } from './OrderList'

const KINDS: Record<TaxDocumentKind, MessageDescriptor> = {
  invoice: msg`Invoice`,
  creditNote: msg`Credit note`,
  deposit: msg`Deposit tax document`,
}

/** What a rate row is, beyond its percent: the exempt and untaxed rows say why they carry no VAT. */
const CATEGORIES: Record<TaxCategory, MessageDescriptor | null> = {
  S: null,
  E: msg`exempt`,
  K: msg`intra-community supply, exempt`,
  O: msg`not a VAT payer`,
}

/** The invoice PDF's address (the invoice desk serves it). */
const pdfOf = (orderNumber: string, documentNumber: string) =>
  `/api/staff/orders/${encodeURIComponent(orderNumber)}/documents/${encodeURIComponent(documentNumber)}.pdf`

/**
 * The invoices desk (issue 37.6, /admin/faktury): a period's tax documents, the accountant's export of them (ISDOC,
 * UBL, CSV; a native download, the session's cookie goes with it), the period's sales per country of supply and rate,
 * and the year's cross-border consumer sales against the EU's threshold.
 */
export function Invoices({ data, onPeriod }: { data: StaffInvoices; onPeriod: (from: string, to: string) => void }) {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const money = (units: number, currency: Currency) => formatMoney(toMinor(units), locale, currency)
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    onPeriod(String(form.get('from')), String(form.get('to')))
  }
  const { crossBorder } = data
  const year = crossBorder.year
  return (
    <section className="invoices" data-testid="invoices" data-from={data.from} data-to={data.to}>
      <form className="invoices-period" aria-label={t`Period`} onSubmit={choose} key={`${data.from}/${data.to}`}>
        <PeriodFields from={data.from} to={data.to} />
        <button type="submit">
          <Trans>Show</Trans>
        </button>
      </form>

      <h2>
        <Trans>Documents issued</Trans>
      </h2>
      {data.documents.length === 0 ? (
        <p>
          <Trans>No invoice or credit note was issued in this period.</Trans>
        </p>
      ) : (
        <table className="invoices-list">
          <thead>
            <tr>
              <th scope="col">{t`Number`}</th>
              <th scope="col">{t`Kind`}</th>
              <th scope="col">{t`Order`}</th>
              <th scope="col">{t`Issued`}</th>
              <th scope="col">{t`Buyer`}</th>
              <th scope="col">{t`Excl. VAT`}</th>
              <th scope="col">{t`VAT`}</th>
              <th scope="col">{t`Incl. VAT`}</th>
            </tr>
          </thead>
          <tbody>
            {data.documents.map((document) => {
              const refersTo = document.refersTo
              return (
                <tr key={document.number} data-kind={document.kind}>
                  <th scope="row" data-label={t`Number`}>
                    <a href={pdfOf(document.orderNumber, document.number)} download>
                      {document.number}
                    </a>
                  </th>
                  <td data-label={t`Kind`}>
                    {i18n._(KINDS[document.kind])}
                    {refersTo ? (
                      <>
                        {' '}
                        <Trans>to {refersTo}</Trans>
                      </>
                    ) : null}
                  </td>
                  <td data-label={t`Order`}>
                    <Link to="/admin/objednavky/$number" params={{ number: document.orderNumber }}>
                      {document.orderNumber}
                    </Link>
                  </td>
                  <td data-label={t`Issued`}>{document.issuedOn}</td>
                  <td data-label={t`Buyer`}>{document.buyer}</td>
                  <td data-label={t`Excl. VAT`}>{money(document.net, document.currency)}</td>
                  <td data-label={t`VAT`}>{money(document.vat, document.currency)}</td>
                  <td data-label={t`Incl. VAT`}>{money(document.gross, document.currency)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}

      <h2>
        <Trans>Export for the accountant</Trans>
      </h2>
      <form
        className="invoices-export"
        method="get"
        action={API.staffInvoicesExport.path}
        aria-label={t`Export for the accountant`}
        data-testid="invoices-export"
        key={`export-${data.from}/${data.to}`}
      >
        <PeriodFields from={data.from} to={data.to} />
        <label className="field">
          <span>
            <Trans>Format</Trans>
          </span>
          <select name="format" defaultValue="isdoc">
            <option value="isdoc">{t`ISDOC (Czech accounting programs), one file per document in a ZIP`}</option>
            <option value="ubl">{t`UBL 2.1 Peppol BIS 3.0 (EN 16931), one file per document in a ZIP`}</option>
            <option value="csv">{t`CSV, one row per document and VAT rate`}</option>
          </select>
        </label>
        <button type="submit">
          <Trans>Download</Trans>
        </button>
      </form>

      <h2>
        <Trans>Sales in the period</Trans>
      </h2>
      <table className="invoices-overview">
        <thead>
          <tr>
            <th scope="col">{t`Country of supply`}</th>
            <th scope="col">{t`VAT rate`}</th>
            <th scope="col">{t`Excl. VAT`}</th>
            <th scope="col">{t`VAT`}</th>
            <th scope="col">{t`Incl. VAT`}</th>
          </tr>
        </thead>
        <tbody>
          {data.overview.map((row) => {
            const category = CATEGORIES[row.category]
            return (
              <tr
                key={`${row.country}-${row.currency}-${row.vatRate}-${row.category}`}
                data-testid="invoices-overview-row"
                data-country={row.country}
              >
                <th scope="row" data-label={t`Country of supply`}>
                  {i18n._(countryLabels[row.country])}
                </th>
                <td data-label={t`VAT rate`}>
                  {percent(row.vatRate)} %{category ? ` (${i18n._(category)})` : ''}
                </td>
                <td data-label={t`Excl. VAT`}>{money(row.net, row.currency)}</td>
                <td data-label={t`VAT`}>{money(row.vat, row.currency)}</td>
                <td data-label={t`Incl. VAT`}>{money(row.gross, row.currency)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>

      <h2>
        <Trans>Cross-border sales to consumers in {year}</Trans>
      </h2>
      <CrossBorder crossBorder={crossBorder} />
    </section>
  )
}

/**
 * The year's sales to consumers in the other country against the EU's 10 000 € threshold (art. 59c of the VAT
 * directive): above it, or from the sale that crosses it, the buyer's country's VAT is due (the One-Stop-Shop).
 */
export function CrossBorder({ crossBorder }: { crossBorder: StaffInvoices['crossBorder'] }) {
  const locale = useLocale()
  const eur = (units: number) => formatMoney(toMinor(units), locale, 'EUR')
  const sold = eur(crossBorder.net.EUR)
  const threshold = eur(crossBorder.thresholdEur)
  const remaining = eur(Math.max(crossBorder.remainingEur, 0))
  const czk = formatMoney(toMinor(crossBorder.net.CZK), locale, 'CZK')
  return (
    <div className="cross-border" data-testid="cross-border">
      <p>
        <Trans>
          Sold excl. VAT: <strong>{sold}</strong> of the {threshold} threshold; {remaining} remain.
        </Trans>
      </p>
      {crossBorder.net.CZK !== 0 ? (
        <p>
          <Trans>
            Also sold in crowns: {czk}. They are not in the figure above: the law converts them at the Czech National
            Bank's rate, which the shop does not know.
          </Trans>
        </p>
      ) : null}
      {crossBorder.remainingEur <= 0 ? (
        <p role="alert">
          <Trans>The threshold is reached: the buyer's country's VAT applies; register for the One-Stop-Shop.</Trans>
        </p>
      ) : null}
    </div>
  )
}

/** The page while its documents are on their way. */
export function InvoicesPending() {
  return (
    <p className="pending" data-testid="invoices-pending">
      <Trans>Loading the invoices…</Trans>
    </p>
  )
}

/** The from–to days of a period, as the overview and the export both ask them. */
function PeriodFields({ from, to }: { from: string; to: string }) {
  return (
    <>
      <label className="field">
        <span>
          <Trans>From</Trans>
        </span>
        <input type="date" name="from" defaultValue={from} required />
      </label>
      <label className="field">
        <span>
          <Trans>To</Trans>
        </span>
        <input type="date" name="to" defaultValue={to} required />
      </label>
    </>
  )
}
