/**
 * The accountant's export and the desk's invoices page (issue 37.6): a period's tax documents as CSV, ISDOC or UBL
 * (one document, or a ZIP of all), and their overview. Read from the documents as issued, never recomputed. Staff
 * (owner and staff alike: the accountant's files are everyday work), session or bearer; never cached.
 */
import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { API } from '#domain/endpoints.ts'
import type { TaxDocument } from '#domain/invoice.ts'
import { isdocFileName } from '#domain/isdoc.ts'
import { staffInvoicesOf, taxDocumentsCsv, TaxExportQuerySchema, TaxPeriodSchema } from '#domain/taxExport.ts'
import { ublFileName } from '#domain/ubl.ts'
import type { Config } from '../env'
import { documentsIssued } from '../db/documents'
import { isdocXml, ublXml } from '../export/xml'
import { strToU8, zipSync } from 'fflate'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError } from './json'

export interface InvoiceRouteDeps extends StaffAuthDeps {
  config: Pick<Config, 'staffToken' | 'siteUrl' | 'trustProxy'>
}

/** A file to download under a name. */
function download(c: Context, body: string | Uint8Array, type: string, filename: string): Response {
  return c.body(typeof body === 'string' ? body : (body as Uint8Array<ArrayBuffer>), 200, {
    'Content-Type': type,
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  })
}

const WRITERS = {
  isdoc: { xml: isdocXml, name: isdocFileName, type: 'application/xml; charset=utf-8' },
  ubl: { xml: ublXml, name: ublFileName, type: 'application/xml; charset=utf-8' },
} as const

export function invoiceRoutes(deps: InvoiceRouteDeps) {
  const { staffInvoicesExport, staffInvoices } = API
  const staff = requireStaffSession(deps)
  /** The query's period (and more), or a 400 answer saying what is wrong. */
  const queryOf = <S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> | Response => {
    const parsed = v.safeParse(schema, c.req.query())
    if (!parsed.success) return apiError(c, 400, 'bad_query', v.summarize(parsed.issues))
    const period = v.safeParse(TaxPeriodSchema, { from: c.req.query('from'), to: c.req.query('to') })
    if (!period.success) return apiError(c, 400, 'bad_period', v.summarize(period.issues))
    return parsed.output
  }

  const app = new Hono()
  for (const entry of [staffInvoicesExport, staffInvoices])
    app.use(entry.path, async (c, next) => {
      // Set before the guard: a 401 is not to be cached either.
      c.header('Cache-Control', 'no-store')
      await next()
    })
  return app
    .on(staffInvoices.method, staffInvoices.path, staff, async (c) => {
      const period = queryOf(c, v.object({ from: v.string(), to: v.string() }))
      if (period instanceof Response) return period
      const year = period.to.slice(0, 4)
      const [documents, yearDocuments] = await Promise.all([
        documentsIssued(deps.db, period.from, period.to),
        documentsIssued(deps.db, `${year}-01-01`, `${year}-12-31`),
      ])
      return c.json(staffInvoicesOf({ from: period.from, to: period.to }, documents, yearDocuments))
    })
    .on(staffInvoicesExport.method, staffInvoicesExport.path, staff, async (c) => {
      const query = queryOf(c, TaxExportQuerySchema)
      if (query instanceof Response) return query
      const documents: TaxDocument[] = await documentsIssued(deps.db, query.from, query.to)
      const period = `${query.from}-${query.to}`
      if (query.format === 'csv')
        return download(c, taxDocumentsCsv(documents), 'text/csv; charset=utf-8', `doklady-${period}.csv`)
      const writer = WRITERS[query.format]
      if (query.number !== undefined) {
        const document = documents.find((d) => d.number === query.number)
        if (!document) return apiError(c, 404, 'not_found', `No document ${query.number} issued in ${period}.`)
        return download(c, writer.xml(document), writer.type, writer.name(document))
      }
      const files = documents.map((document) => ({ name: writer.name(document), text: writer.xml(document) }))
      return download(
        c,
        zipSync(Object.fromEntries(files.map((file) => [file.name, strToU8(file.text)])), { level: 6 }),
        'application/zip',
        `doklady-${query.format}-${period}.zip`,
      )
    })
}
