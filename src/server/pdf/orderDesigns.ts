/**
 * The order confirmation's attachments (issue 18.3): each line's design PDF (a cabinet's or a
 * hallway's), made when the e-mail is sent from the stored order (its designs, unit prices and
 * date), so the customer keeps on a durable medium exactly what they ordered.
 */
import type { Kysely } from 'kysely'
import { designPdfFileName } from '#domain/cabinet/designPdf.ts'
import { hallwayPdfFileName } from '#domain/hallway/designPdf.ts'
import { localeOfCountry, type Country } from '#domain/locale.ts'
import { isHallway } from '#domain/productionSheet.ts'
import type { Schema } from '../db/schema'
import { designShortLink } from '../db/shares'
import { sheetOrders, type SheetOrder } from '../db/sheets'
import type { MailAttachment } from '../mail/outbox'
import type { DesignPdfs } from './cache'

/**
 * One ordered line's design PDF as the confirmation attached it (the order's date, language and unit price), with its
 * file name; the order page's download (issue 39.2) is the same file.
 */
export async function lineDesignPdf(
  deps: { db: Kysely<Schema>; siteUrl: string; pdfs: DesignPdfs },
  order: SheetOrder,
  line: SheetOrder['lines'][number],
): Promise<MailAttachment> {
  const locale = localeOfCountry(order.country as Country)
  const { design } = line
  const hallway = isHallway(design)
  const content = await deps.pdfs.get(
    {
      design,
      price: line.price,
      locale,
      date: new Date(order.createdAt),
      link: await designShortLink(deps.db, deps.siteUrl, design, locale),
      title: line.title,
    },
    // The outbox sends one e-mail at a time: it waits for the pool rather than be refused.
    { always: true },
  )
  // The line number keeps two lines of the same size apart.
  return {
    filename: `${line.position + 1}-${hallway ? hallwayPdfFileName(design) : designPdfFileName(design)}`,
    content,
    contentType: 'application/pdf',
  }
}

/**
 * The attachments of an outbox e-mail: one design PDF per line on the customer's confirmation, else none.
 * `pdfs` is the server's one design PDF cache: the same designs on the same day are built once.
 */
export function orderDesignAttachments(deps: { db: Kysely<Schema>; siteUrl: string; pdfs: DesignPdfs }) {
  return async ({ orderId, kind }: { orderId: number; kind: string }): Promise<MailAttachment[]> => {
    if (kind !== 'customer') return []
    const [order] = await sheetOrders(deps.db, [orderId])
    if (!order) return []
    // All lines at once: on a pool of several threads their PDFs are built side by side.
    return Promise.all(order.lines.map((line) => lineDesignPdf(deps, order, line)))
  }
}
