/**
 * Issuing an order's invoice and credit notes (issue 37.3, docs/decisions/0038-invoices.md), always inside the
 * caller's transaction: the status move, the undo, the refusal or the desk's button and the document are written
 * together or not at all. The document is built by the domain (invoiceOf, creditNoteOf) from the order as stored and
 * the settings in force, numbered by issueTaxDocument, and its e-mail (with the PDF attached when sent) is put in
 * the outbox under the kind `document-<number>`.
 */
import type { Transaction } from 'kysely'
import {
  creditNoteOf,
  invoiceOf,
  liveInvoice,
  type Correction,
  type InvoiceOrder,
  type TaxDocument,
  UNDONE_MOVE_REASON,
} from '#domain/invoice.ts'
import { depositDeductions } from '#domain/deposit.ts'
import type { Country, Currency } from '#domain/locale.ts'
import type { Customer } from '#domain/schemas.ts'
import type { ShopSettings } from '#domain/settings.ts'
import { shopToday } from '#domain/staffOrders.ts'
import type { VatTreatment } from '#domain/tax.ts'
import { pendingMail } from '../mail/outbox'
import type { Schema } from './schema'
import { documentsOfOrder, issueTaxDocument } from './documents'

/** What issuing needs besides the order: the settings in force, the e-mail's words and the Message-ID's domain. */
export interface Invoicing {
  settings: ShopSettings
  /** The customer's e-mail carrying a document, in the document's language. */
  compose: (document: TaxDocument, to: string) => Promise<{ to: string; subject: string; text: string; html: string }>
  mailDomain: string
}

/** The outbox kind of a document's e-mail: one per document. */
export const documentMailKind = (number: string) => `document-${number}`

/** The order as the invoice is made from it: its stored lines, shipping, customer and treatment. */
export async function invoiceOrderOf(
  trx: Transaction<Schema>,
  orderId: number,
): Promise<{ order: InvoiceOrder; email: string; plannedDay: string | null }> {
  const row = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()
  const lines = await trx
    .selectFrom('order_line')
    .select(['title', 'count', 'unit_net', 'unit_gross'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute()
  const delivery = await trx
    .selectFrom('order_delivery')
    .select('day')
    .where('order_id', '=', orderId)
    .executeTakeFirst()
  return {
    order: {
      number: row.number!,
      country: row.country as Country,
      currency: row.currency as Currency,
      customer: JSON.parse(row.customer) as Customer,
      treatment: row.vat_treatment ? (JSON.parse(row.vat_treatment) as VatTreatment) : null,
      lines: lines.map((line) => ({
        title: line.title,
        count: Number(line.count),
        unitNet: Number(line.unit_net),
        unitGross: Number(line.unit_gross),
      })),
      shipping: { net: Number(row.shipping_net), gross: Number(row.shipping_gross) },
    },
    email: row.email,
    plannedDay: delivery?.day ?? null,
  }
}

/** The deposits already taxed (their documents), to deduct on the final invoice. */
/** Puts a document's e-mail in the outbox, due at `due` (the end of an undo window, or now). */
async function mailDocument(
  trx: Transaction<Schema>,
  orderId: number,
  document: TaxDocument,
  email: string,
  invoicing: Invoicing,
  at: string,
  due: string,
) {
  const mail = await invoicing.compose(document, email)
  await trx
    .insertInto('outbox')
    .values({
      order_id: orderId,
      kind: documentMailKind(document.number),
      recipient: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      body_html: mail.html,
      message_id: `<order-${document.orderNumber}-${document.number}@${invoicing.mailDomain}>`,
      ...pendingMail(at, due),
    })
    .onConflict((conflict) => conflict.columns(['order_id', 'kind']).doNothing())
    .execute()
}

export interface IssueInput {
  orderId: number
  invoicing: Invoicing
  now: Date
  createdBy: number | null
  /** When the e-mail may leave (a status move's undo window); now when absent. */
  mailDueAt?: string
  /** The day of supply: the delivery (today) when delivered, else the van's planned day or today. */
  delivered: boolean
}

/** Issues the order's invoice unless one is in force; returns it, or null when the order already has one. */
export async function issueInvoice(trx: Transaction<Schema>, input: IssueInput): Promise<TaxDocument | null> {
  const documents = await documentsOfOrder(trx, input.orderId)
  if (liveInvoice(documents)) return null
  const { order, email, plannedDay } = await invoiceOrderOf(trx, input.orderId)
  const today = shopToday(input.now)
  const suppliedOn = input.delivered || !plannedDay || plannedDay < today ? today : plannedDay
  const document = await issueTaxDocument(trx, {
    orderId: input.orderId,
    document: invoiceOf(order, input.invoicing.settings, {
      issuedOn: today,
      suppliedOn,
      deductions: depositDeductions(documents),
    }),
    createdBy: input.createdBy,
    now: input.now,
  })
  const at = input.now.toISOString()
  await mailDocument(trx, input.orderId, document, email, input.invoicing, at, input.mailDueAt ?? at)
  return document
}

/**
 * Issues a credit note against the order's invoice in force (none: nothing to correct, null). `correction` is made
 * from that invoice; `mail` false keeps a credit note of an invoice the customer never got (an undone move) unsent.
 */
export async function issueCreditNote(
  trx: Transaction<Schema>,
  input: {
    orderId: number
    invoicing: Pick<Invoicing, 'settings'> & Partial<Invoicing>
    now: Date
    createdBy: number | null
    correction: (invoice: TaxDocument) => Correction | null
    mail: boolean
  },
): Promise<TaxDocument | null> {
  const invoice = liveInvoice(await documentsOfOrder(trx, input.orderId))
  if (!invoice) return null
  const correction = input.correction(invoice)
  if (!correction) return null
  const note = creditNoteOf(invoice, correction, input.invoicing.settings, shopToday(input.now))
  if (correction.kind === 'edit' && note.lines.length === 0 && note.rounding === 0) return null
  const document = await issueTaxDocument(trx, {
    orderId: input.orderId,
    document: note,
    createdBy: input.createdBy,
    now: input.now,
  })
  if (input.mail && input.invoicing.compose && input.invoicing.mailDomain) {
    const row = await trx.selectFrom('orders').select('email').where('id', '=', input.orderId).executeTakeFirstOrThrow()
    const at = input.now.toISOString()
    await mailDocument(trx, input.orderId, document, row.email, input.invoicing as Invoicing, at, at)
  }
  return document
}

/**
 * Takes back the invoice a status move issued (an undo inside its window): its unsent e-mail is deleted and a credit
 * note cancels it (numbers are never given back: the invoice stays in the books, the credit note beside it).
 */
export async function cancelInvoiceOfMove(
  trx: Transaction<Schema>,
  input: {
    orderId: number
    movedAt: string
    settings: ShopSettings
    now: Date
    createdBy: number | null
  },
): Promise<TaxDocument | null> {
  const issued = await trx
    .selectFrom('tax_document')
    .select('number')
    .where('order_id', '=', input.orderId)
    .where('kind', '=', 'invoice')
    .where('created_at', '=', input.movedAt)
    .executeTakeFirst()
  if (!issued) return null
  await trx
    .deleteFrom('outbox')
    .where('order_id', '=', input.orderId)
    .where('kind', '=', documentMailKind(issued.number))
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .execute()
  return issueCreditNote(trx, {
    orderId: input.orderId,
    invoicing: { settings: input.settings },
    now: input.now,
    createdBy: input.createdBy,
    correction: (invoice) =>
      invoice.number === issued.number ? { kind: 'cancel', reason: UNDONE_MOVE_REASON[invoice.language] } : null,
    mail: false,
  })
}
