/**
 * A tax document's e-mail and PDF for the customer (issue 37.3): the e-mail's words in the document's language,
 * and the outbox's attachment for a `document-<number>` e-mail, made when it is sent from the stored document.
 */
import type { Kysely } from 'kysely'
import type { TaxDocument } from '#domain/invoice.ts'
import { localeOfLanguage } from '#domain/locale.ts'
import type { ShopSettings } from '#domain/settings.ts'
import { createI18n } from '#i18n/i18n.ts'
import type { Schema } from '../db/schema'
import { documentPdfName, taxDocumentPdf } from '../pdf/invoice'
import { mailI18n } from './i18n'
import type { MailAttachment } from './outbox'
import { documentMail } from './templates'

/** Composes a document's e-mail for the outbox. */
export const documentMailComposer = (settings: ShopSettings) => async (document: TaxDocument, to: string) =>
  documentMail(document, to, await mailI18n(localeOfLanguage(document.language)), settings)

/** The document's PDF in its own language (a page of text: built in the process, no pool needed). */
export async function documentPdf(document: TaxDocument): Promise<Buffer> {
  return taxDocumentPdf(document, await createI18n(localeOfLanguage(document.language), { server: true }))
}

/** The outbox's attachments of a document's e-mail: its PDF; other e-mails go on to `others`. */
export function documentAttachments(
  db: Kysely<Schema>,
  others?: (mail: { orderId: number; kind: string }) => Promise<MailAttachment[]>,
) {
  return async (mail: { orderId: number; kind: string }): Promise<MailAttachment[]> => {
    if (!mail.kind.startsWith('document-')) return (await others?.(mail)) ?? []
    const number = mail.kind.slice('document-'.length)
    const row = await db
      .selectFrom('tax_document')
      .select('document')
      .where('order_id', '=', mail.orderId)
      .where('number', '=', number)
      .executeTakeFirst()
    if (!row) return []
    const document = JSON.parse(row.document) as TaxDocument
    return [
      {
        filename: documentPdfName(document.number),
        content: await documentPdf(document),
        contentType: 'application/pdf',
      },
    ]
  }
}
