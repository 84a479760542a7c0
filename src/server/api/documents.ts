/**
 * An order's tax documents on the desk (issue 37.3): the list, the manual issue of the invoice ("Vystaviť faktúru")
 * and each document's PDF. Staff only; documents name the customer, so never cached.
 */
import { Hono, type Context } from 'hono'
import { API } from '#domain/endpoints.ts'
import { INVOICEABLE_STATUSES, staffDocumentsOf } from '#domain/invoice.ts'
import type { Config } from '../env'
import { currentSettings, type SettingsCache } from '../config/settings'
import { recordAudit, staffUserIdOf } from '../db/audit'
import { documentsOfOrder } from '../db/documents'
import { issueInvoice } from '../db/invoices'
import { orderIdOf } from '../db/sheets'
import { documentMailComposer, documentPdf } from '../mail/documents'
import { documentPdfName } from '../pdf/invoice'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError } from './json'

export interface DocumentRouteDeps extends StaffAuthDeps {
  config: Pick<Config, 'staffToken' | 'siteUrl' | 'trustProxy'>
  settings: SettingsCache
  /** Tells the outbox worker there is mail to send. */
  onMail: () => void
}

/** The document routes (see the file's comment). */
export function documentRoutes(deps: DocumentRouteDeps) {
  const { db, config } = deps
  const { staffOrderDocuments, staffOrderInvoice, staffDocumentPdf } = API
  const staff = requireStaffSession(deps)
  const orderOf = async (c: Context) => {
    const number = c.req.param('number') ?? ''
    const id = await orderIdOf(db, number)
    const row =
      id === undefined
        ? undefined
        : await db.selectFrom('orders').select(['id', 'status']).where('id', '=', id).executeTakeFirst()
    return row ? { id: Number(row.id), status: row.status, number } : undefined
  }
  const notFound = (c: Context) => apiError(c, 404, 'not_found', `No order ${c.req.param('number') ?? ''}.`)

  return new Hono()
    .on(staffOrderDocuments.method, staffOrderDocuments.path, staff, async (c) => {
      c.header('Cache-Control', 'no-store')
      const order = await orderOf(c)
      if (!order) return notFound(c)
      return c.json(staffDocumentsOf(await documentsOfOrder(db, order.id), order.status))
    })
    .on(staffOrderInvoice.method, staffOrderInvoice.path, staff, async (c) => {
      c.header('Cache-Control', 'no-store')
      // Read before the transaction (SQLite's one connection: see src/server/api/fulfilment.ts).
      const settings = await currentSettings(deps.settings)
      const number = c.req.param('number') ?? ''
      const id = await orderIdOf(db, number)
      if (id === undefined) return notFound(c)
      const member = c.get('staff')
      const now = new Date()
      const outcome = await db.transaction().execute(async (trx) => {
        // The status read inside the transaction: a move or another click decided meanwhile is seen.
        const row = await trx.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()
        if (!(INVOICEABLE_STATUSES as readonly string[]).includes(row.status)) return 'not_invoiceable' as const
        const issued = await issueInvoice(trx, {
          orderId: id,
          invoicing: {
            settings,
            compose: documentMailComposer(settings),
            mailDomain: new URL(config.siteUrl).hostname,
          },
          now,
          createdBy: await staffUserIdOf(trx, member),
          delivered: row.status === 'delivered',
        })
        if (!issued) return 'already_invoiced' as const
        await recordAudit(trx, {
          staff: member,
          action: 'order.invoice',
          subject: `order:${number}`,
          detail: { number: issued.number },
          at: now,
        })
        return row.status
      })
      if (outcome === 'not_invoiceable')
        return apiError(c, 422, outcome, 'The invoice is issued once the order is ready or delivered.')
      if (outcome === 'already_invoiced') return apiError(c, 409, outcome, 'The order has an invoice in force.')
      deps.onMail()
      return c.json(staffDocumentsOf(await documentsOfOrder(db, id), outcome))
    })
    .on(staffDocumentPdf.method, staffDocumentPdf.path, staff, async (c) => {
      c.header('Cache-Control', 'no-store')
      const order = await orderOf(c)
      if (!order) return notFound(c)
      const file = c.req.param('file') ?? ''
      const document = (await documentsOfOrder(db, order.id)).find((d) => documentPdfName(d.number) === file)
      if (!document) return apiError(c, 404, 'not_found', `No document ${file} of order ${order.number}.`)
      const pdf = await documentPdf(document)
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        // Opened in the browser's viewer; saved under its number.
        'Content-Disposition': `inline; filename="${documentPdfName(document.number)}"`,
        'Cache-Control': 'no-store',
      })
    })
}
