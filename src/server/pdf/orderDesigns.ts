/**
 * The order confirmation's attachments (issue 18.3): each line's design PDF (a cabinet's or a
 * hallway's), made when the e-mail is sent from the stored order (its designs, unit prices and
 * date), so the customer keeps on a durable medium exactly what they ordered.
 */
import type { Kysely } from 'kysely'
import { designPdfFileName, designUrl } from '../../domain/cabinet/designPdf'
import { hallwayPdfFileName, hallwayUrl } from '../../domain/hallway/designPdf'
import { localeOfCountry, type Country } from '../../domain/locale'
import { isHallway } from '../../domain/productionSheet'
import { createI18n } from '../../i18n/i18n'
import type { Schema } from '../db/schema'
import { sheetOrders } from '../db/sheets'
import type { MailAttachment } from '../mail/outbox'
import { designPdf } from './designPdf'
import type { ReadSwatch } from './pdf'

/** The attachments of an outbox e-mail: one design PDF per line on the customer's confirmation, else none. */
export function orderDesignAttachments(deps: { db: Kysely<Schema>; siteUrl: string; swatch?: ReadSwatch }) {
  return async ({ orderId, kind }: { orderId: number; kind: string }): Promise<MailAttachment[]> => {
    if (kind !== 'customer') return []
    const [order] = await sheetOrders(deps.db, [orderId])
    if (!order) return []
    const locale = localeOfCountry(order.country as Country)
    const i18n = await createI18n(locale, { server: true })
    const files: MailAttachment[] = []
    for (const line of order.lines) {
      const { design } = line
      const hallway = isHallway(design)
      const content = await designPdf(
        {
          design,
          price: line.price,
          locale,
          date: new Date(order.createdAt),
          link: hallway ? hallwayUrl(deps.siteUrl, design, locale) : designUrl(deps.siteUrl, design, locale),
          title: line.title,
        },
        i18n,
        { swatch: deps.swatch },
      )
      // The line number keeps two lines of the same size apart.
      files.push({
        filename: `${line.position + 1}-${hallway ? hallwayPdfFileName(design) : designPdfFileName(design)}`,
        content,
        contentType: 'application/pdf',
      })
    }
    return files
  }
}
