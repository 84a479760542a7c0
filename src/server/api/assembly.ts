/**
 * An order's assembly instructions (issue 38.6): staff print them with the sheets to put in the box; the customer's
 * ready e-mail carries the same file (src/server/pdf/assemblyMail.ts). Personal data: never cached.
 */
import { Hono } from 'hono'
import { API } from '#domain/endpoints.ts'
import { localeOfCountry, type Country } from '#domain/locale.ts'
import { assemblyPdfName } from '#domain/production/assembly.ts'
import { orderIdOf, sheetOrders } from '../db/sheets'
import type { HeavyPool } from '../pool'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError } from './json'

export function assemblyRoutes(deps: StaffAuthDeps & { pool: HeavyPool }) {
  const { staffAssemblyPdf } = API
  return new Hono().on(staffAssemblyPdf.method, staffAssemblyPdf.path, requireStaffSession(deps), async (c) => {
    c.header('Cache-Control', 'no-store')
    const number = c.req.param('number') ?? ''
    const id = await orderIdOf(deps.db, number)
    const [order] = id === undefined ? [] : await sheetOrders(deps.db, [id])
    if (!order) return apiError(c, 404, 'not_found', `No order ${number}.`)
    // The customer's language, as their e-mails: the instructions travel with the cabinets to them.
    const locale = localeOfCountry(order.country as Country)
    const pdf = await deps.pool.run({ kind: 'assemblyPdf', order, locale }, { always: true })
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${assemblyPdfName(order.number)}"`,
      'Cache-Control': 'no-store',
    })
  })
}
