/**
 * Board plans (issue 38.3): a batch's parts nested onto each decor's boards with the materials order, as JSON and as
 * a PDF to print, and one part as DXF for a CNC. Staff only; files with order numbers, never cached.
 */
import { Hono, type Context } from 'hono'
import { API } from '#domain/endpoints.ts'
import { localeOfLanguage } from '#domain/locale.ts'
import { boardsPlan } from '#domain/production/boards.ts'
import { parsePartId, productionParts } from '#domain/production/parts.ts'
import { orderIdOf, sheetOrders, type SheetOrder } from '../db/sheets'
import type { HeavyPool } from '../pool'
import type { PriceCache } from '../config/prices'
import { currentSettings, type SettingsCache } from '../config/settings'
import { partDxf } from '../dxf/partDxf'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError } from './json'
import { productionBatch } from './productionBatch'

function download(c: Context, body: string | Uint8Array, type: string, filename: string): Response {
  return c.body(typeof body === 'string' ? body : (body as Uint8Array<ArrayBuffer>), 200, {
    'Content-Type': type,
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  })
}

export function boardRoutes(deps: StaffAuthDeps & { pool: HeavyPool; settings: SettingsCache; prices: PriceCache }) {
  const { db } = deps
  const { staffBoardsJson, staffBoardsPdf, staffPartDxf } = API
  const staff = requireStaffSession(deps)
  // Board sizes, trim and kerf per decor come from the price list in force.
  const planOf = async (orders: SheetOrder[]) => boardsPlan(orders, (await deps.prices.get()).data.decors)

  return new Hono()
    .on(staffBoardsJson.method, staffBoardsJson.path, staff, async (c) => {
      c.header('Cache-Control', 'no-store')
      const batch = await productionBatch(c, db)
      if (batch instanceof Response) return batch
      return c.json(await planOf(batch.orders))
    })
    .on(staffBoardsPdf.method, staffBoardsPdf.path, staff, async (c) => {
      c.header('Cache-Control', 'no-store')
      const batch = await productionBatch(c, db)
      if (batch instanceof Response) return batch
      const plan = await planOf(batch.orders)
      const locale = localeOfLanguage((await currentSettings(deps.settings)).workshopLanguage)
      const pdf = await deps.pool.run({ kind: 'boardsPdf', plan, subject: batch.subject, locale }, { always: true })
      const name = c.req.query('day') ?? batch.orders[0]?.number ?? 'davka'
      return download(c, pdf, 'application/pdf', `dosky-${name}.pdf`)
    })
    .on(staffPartDxf.method, staffPartDxf.path, staff, async (c) => {
      c.header('Cache-Control', 'no-store')
      const id = c.req.param('id') ?? ''
      const parsed = parsePartId(id)
      const orderId = parsed && (await orderIdOf(db, parsed.order))
      const [order] = orderId ? await sheetOrders(db, [orderId]) : []
      const part = order && productionParts(order).find((p) => p.id === id)
      if (!part) return apiError(c, 404, 'not_found', `No part ${id}.`)
      return download(c, partDxf(part), 'application/dxf', `${id}.dxf`)
    })
}
