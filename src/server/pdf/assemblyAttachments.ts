/**
 * The customer's ready e-mail carries the assembly instructions (issue 38.6), made when the e-mail is sent from the
 * stored order, in the order's language, in the worker pool like the download (GET assemblyPdf).
 */
import type { Kysely } from 'kysely'
import { localeOfCountry, type Country } from '#domain/locale.ts'
import { assemblyPdfName } from '#domain/production/assembly.ts'
import type { Schema } from '../db/schema'
import { sheetOrders } from '../db/sheets'
import type { MailAttachment } from '../mail/outbox'
import type { HeavyPool } from '../pool'

/** The attachments of an outbox e-mail: the instructions on the `status-ready` e-mail; other e-mails go on to `others`. */
export function assemblyAttachments(
  deps: { db: Kysely<Schema>; pool: HeavyPool },
  others?: (mail: { orderId: number; kind: string }) => Promise<MailAttachment[]>,
) {
  return async (mail: { orderId: number; kind: string }): Promise<MailAttachment[]> => {
    if (mail.kind !== 'status-ready') return (await others?.(mail)) ?? []
    const [order] = await sheetOrders(deps.db, [mail.orderId])
    if (!order) return []
    const locale = localeOfCountry(order.country as Country)
    // The outbox sends one e-mail at a time: it waits for the pool rather than be refused.
    const pdf = await deps.pool.run({ kind: 'assemblyPdf', order, locale }, { always: true })
    return [
      {
        filename: assemblyPdfName(order.number),
        content: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
        contentType: 'application/pdf',
      },
    ]
  }
}
