/**
 * The order confirmation's attachments (issue 18.3): each cabinet line's design PDF, made when the
 * e-mail is sent from the stored order (its designs, unit prices and date), so the customer keeps
 * on a durable medium exactly what they ordered. Hallway lines have their own consultation instead.
 */
import type { Kysely } from 'kysely'
import { designPdfFileName, designUrl } from '../../domain/cabinet/designPdf'
import { localeOfCountry, type Country } from '../../domain/locale'
import { isHallway } from '../../domain/productionSheet'
import { createI18n } from '../../i18n/i18n'
import type { Schema } from '../db/schema'
import { sheetOrders } from '../db/sheets'
import type { MailAttachment } from '../mail/outbox'
import { designPdf } from './designPdf'
import type { ReadSwatch } from './pdf'

/** The attachments of an outbox e-mail: one design PDF per cabinet line on the customer's confirmation, else none. */
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
      if (isHallway(design)) continue
      const content = await designPdf(
        {
          cabinet: design,
          price: line.price,
          locale,
          date: new Date(order.createdAt),
          link: designUrl(deps.siteUrl, design, locale),
          title: line.title,
        },
        i18n,
        { swatch: deps.swatch },
      )
      // The line number keeps two lines of the same size apart.
      files.push({
        filename: `${line.position + 1}-${designPdfFileName(design)}`,
        content,
        contentType: 'application/pdf',
      })
    }
    return files
  }
}
