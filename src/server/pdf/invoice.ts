/**
 * A tax document as PDF (issue 37.3): the invoice, the credit note or the deposit's document, in the document's own
 * language (the order's), from the stored TaxDocument alone: what it prints was fixed when it was issued. It names
 * what SK § 74 ods. 1 and CZ § 29 ask (docs/decisions/0038-invoices.md): both parties with their IDs, the number,
 * the dates, each line with count, unit price net, rate and VAT, the sums per rate, the rounding, the payment, the
 * variable symbol and the legal wording of an exempt sale or a seller not registered for VAT.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { legalWording, type TaxDocument, type TaxParty, type TaxSeller } from '#domain/invoice.ts'
import { LOCALES, localeOfLanguage } from '#domain/locale.ts'
import { formatMoney } from '#domain/money.ts'
import { COUNTRY_OFFICIAL_NAMES } from '#domain/settings.ts'
import { drawHeader, drawTable, ensureRoom, newPdf, PAGE, pdfBytes, type Column } from './pdf'

/** The PDF's file name: the document's number. */
export const documentPdfName = (number: string) => `${number}.pdf`

/** The document as PDF bytes; `i18n` in the document's language. */
export async function taxDocumentPdf(
  document: TaxDocument,
  i18n: I18n,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const t = i18n._.bind(i18n)
  const intl = LOCALES[localeOfLanguage(document.language)].intl
  const money = (minor: number) => formatMoney(minor, document.currency, intl)
  const day = (iso: string) => new Intl.DateTimeFormat(intl, { timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`))
  const rate = (fraction: number) => `${Math.round(fraction * 100)} %`
  const { number } = document
  const charged = document.treatment.kind !== 'notVatPayer'
  const title =
    document.kind === 'invoice'
      ? charged
        ? t(msg`Invoice – tax document ${number}`)
        : t(msg`Invoice ${number}`)
      : document.kind === 'creditNote'
        ? t(msg`Credit note – corrective tax document ${number}`)
        : t(msg`Tax document for a received payment ${number}`)
  const doc = newPdf({ title, lang: intl, ...options })
  const issued = day(document.issuedOn)
  const supplied = day(document.suppliedOn)
  const due = day(document.dueOn)
  const order = document.orderNumber
  const symbol = document.variableSymbol
  drawHeader(doc, title, [
    t(msg`Order: ${order}`),
    t(msg`Date of issue: ${issued}`),
    document.kind === 'deposit'
      ? t(msg`Payment received on: ${supplied}`)
      : t(msg`Date of taxable supply: ${supplied}`),
    t(msg`Due date: ${due}`),
    t(msg`Variable symbol: ${symbol}`),
    document.payment === 'cash' ? t(msg`Payment: in cash on delivery`) : t(msg`Payment: bank transfer`),
  ])
  if (document.refersTo) {
    const invoice = document.refersTo.number
    const on = day(document.refersTo.issuedOn)
    doc
      .font('bold')
      .fontSize(10)
      .text(t(msg`Corrects invoice ${invoice} of ${on}`))
    if (document.reason) {
      const reason = document.reason
      doc.font('regular').text(t(msg`Reason for the correction: ${reason}`))
    }
    doc.moveDown(0.5)
  }

  // Seller and buyer side by side.
  const top = doc.y
  const half = (PAGE.width - 2 * PAGE.margin) / 2
  const party = (heading: string, p: TaxParty | TaxSeller, x: number) => {
    const country = COUNTRY_OFFICIAL_NAMES[p.country]
    const lines = [
      p.name,
      p.street,
      `${p.zip} ${p.city}`,
      country,
      ...(p.ico ? [t(msg`Company ID (IČO): ${p.ico}`)] : []),
      ...(p.dic ? [t(msg`Tax ID (DIČ): ${p.dic}`)] : []),
      ...(p.vatId ? [t(msg`VAT number: ${p.vatId}`)] : []),
      ...('register' in p && p.register ? [p.register] : []),
      ...('email' in p ? [`${p.email}, ${p.phone}`] : []),
      ...('iban' in p && p.iban ? [t(msg`Account (IBAN): ${p.iban}`)] : []),
    ]
    doc
      .font('bold')
      .fontSize(10)
      .text(heading, x, top, { width: half - 10 })
    doc.font('regular').fontSize(9)
    for (const line of lines) doc.text(line, x, doc.y, { width: half - 10 })
    return doc.y
  }
  const sellerBottom = party(t(msg`Supplier`), document.seller, PAGE.margin)
  const buyerBottom = party(t(msg`Buyer`), document.buyer, PAGE.margin + half)
  doc.x = PAGE.margin
  doc.y = Math.max(sellerBottom, buyerBottom) + 12

  const columns: Column[] = charged
    ? [
        { heading: t(msg`Item`), width: 130 },
        { heading: t(msg`Qty`), width: 50, align: 'right' },
        { heading: t(msg`Unit price excl. VAT`), width: 90, align: 'right' },
        { heading: t(msg`VAT rate`), width: 55, align: 'right' },
        { heading: t(msg`Base`), width: 65, align: 'right' },
        { heading: t(msg`VAT`), width: 55, align: 'right' },
        { heading: t(msg`Total`), width: 70, align: 'right' },
      ]
    : [
        { heading: t(msg`Item`), width: 285 },
        { heading: t(msg`Qty`), width: 45, align: 'right' },
        { heading: t(msg`Unit price`), width: 90, align: 'right' },
        { heading: t(msg`Total`), width: 95, align: 'right' },
      ]
  drawTable(
    doc,
    columns,
    document.lines.map((line) =>
      charged
        ? [
            line.title,
            line.count,
            money(line.unitNet),
            rate(line.vatRate),
            money(line.net),
            money(line.vat),
            money(line.gross),
          ]
        : [line.title, line.count, money(line.unitNet), money(line.net)],
    ),
  )
  doc.moveDown(0.8)
  if (charged) {
    drawTable(
      doc,
      [
        { heading: t(msg`VAT rate`), width: 80, align: 'right' },
        { heading: t(msg`Base`), width: 100, align: 'right' },
        { heading: t(msg`VAT`), width: 100, align: 'right' },
        { heading: t(msg`Total`), width: 100, align: 'right' },
      ],
      document.perRate.map((sum) => [rate(sum.vatRate), money(sum.net), money(sum.vat), money(sum.gross)]),
    )
    doc.moveDown(0.8)
  }

  ensureRoom(doc, 120)
  doc.font('regular').fontSize(10)
  if (charged) {
    const net = money(document.total.net)
    const vat = money(document.total.vat)
    doc.text(t(msg`Total excl. VAT: ${net}`))
    doc.text(t(msg`VAT: ${vat}`))
  }
  const gross = money(document.total.gross)
  doc.text(charged ? t(msg`Total incl. VAT: ${gross}`) : t(msg`Total: ${gross}`))
  for (const deduction of document.deductions) {
    const deducted = money(-deduction.perRate.reduce((sum, r) => sum + r.gross, 0))
    const of = deduction.number
    doc.text(t(msg`Deposit paid, tax document ${of}: ${deducted}`))
  }
  if (document.rounding !== 0) {
    const rounding = money(document.rounding)
    doc.text(t(msg`Rounding: ${rounding}`))
  }
  const payable = money(Math.abs(document.payable))
  doc
    .font('bold')
    .fontSize(12)
    .text(document.payable < 0 ? t(msg`To refund: ${payable}`) : t(msg`To pay: ${payable}`))
  doc.font('regular').fontSize(9).moveDown(0.8)
  // A document in the other currency states its VAT in the seller's too (SK § 74 ods. 1, CZ § 29 odst. 1).
  const conversion = document.conversion
  if (conversion) {
    const home = (minor: number) => formatMoney(minor, conversion.currency, intl)
    const eurCzk = String(conversion.eurCzk).replace('.', ',')
    const currency = conversion.currency
    doc.text(t(msg`VAT in ${currency} at 1 EUR = ${eurCzk} CZK:`))
    for (const sum of conversion.perRate) {
      const vatRate = rate(sum.vatRate)
      const base = home(sum.net)
      const vat = home(sum.vat)
      doc.text(t(msg`${vatRate}: base ${base}, VAT ${vat}`))
    }
    doc.moveDown(0.4)
  }
  for (const line of legalWording(document)) doc.text(line)
  return pdfBytes(doc)
}
