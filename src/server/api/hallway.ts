/**
 * The hallway calls (spec §7): getPriceChodba, renderChodba (→ { id }, the GLB at /api/model/{id}.glb),
 * renderChodbaPhoto (a dimensioned front elevation, SVG or PNG), and the consultation:
 * saveChodbaConsultation (staff only: Authorization: Bearer STAFF_TOKEN; audited) and getChodbaById.
 */
import { timingSafeEqual } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { cors } from 'hono/cors'
import type { Kysely } from 'kysely'
import { isDecorCode } from '../../domain/decors'
import { frontElevationSvg } from '../../domain/drawing'
import { hallwayDecorIssues, hallwayOfPriceRequest, realWidthOf, type Hallway } from '../../domain/hallway/layout'
import { hallwayCutList, priceHallway } from '../../domain/hallway/cutList'
import type { Country } from '../../domain/locale'
import { priceDataOf } from '../../domain/priceData'
import { priceListFor } from '../../domain/priceList'
import {
  GetChodbaByIdRequestSchema, GetPriceChodbaRequestSchema, RenderChodbaPhotoRequestSchema, RenderChodbaRequestSchema,
  SaveChodbaConsultationRequestSchema, type HallwayInput,
} from '../../domain/schemas'
import type { Config } from '../config'
import type { Schema } from '../db/schema'
import type { ModelStore } from '../model/store'
import { apiError, describe, readJson } from './json'

export interface HallwayRouteDeps {
  db: Kysely<Schema>
  models: ModelStore
  config: Pick<Config, 'vatRates' | 'staffToken'>
}

const hallwayOf = (input: HallwayInput): Hallway => ({ ...input, backColor: input.backColor ?? input.corpusColor })

/** The staff member's token matches STAFF_TOKEN (compared in constant time); none configured, nobody is staff. */
function isStaff(c: Context, token: string | undefined): boolean {
  const sent = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]
  if (!token || !sent) return false
  const a = Buffer.from(sent)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The name staff gave at sign-in, sent URI-encoded (headers are ASCII); 'staff' when none. */
function staffName(header: string | undefined): string {
  let name = header ?? ''
  try {
    name = decodeURIComponent(name)
  } catch {
    // Sent unencoded: keep it as it came.
  }
  return name.trim().slice(0, 80) || 'staff'
}

export function hallwayRoutes(deps: HallwayRouteDeps) {
  const { db, models, config } = deps
  const decorIssues = (colors: Parameters<typeof hallwayDecorIssues>[0]) => hallwayDecorIssues(colors, isDecorCode)

  return new Hono()
    .use('/renderChodba', cors())
    .use('/renderChodbaPhoto', cors())
    .post('/getPriceChodba', async (c) => {
      const body = await readJson(c, GetPriceChodbaRequestSchema)
      if (!body.ok) return body.response
      const issues = decorIssues(body.value)
      if (issues.length > 0) return apiError(c, 422, 'unknown_decor', describe(issues), issues)
      return c.json({ priceData: priceDataOf(priceHallway(hallwayOfPriceRequest(body.value), priceListFor(body.value.country as Country, config.vatRates))) })
    })
    .post('/renderChodba', async (c) => {
      const body = await readJson(c, RenderChodbaRequestSchema)
      if (!body.ok) return body.response
      const issues = decorIssues(body.value.chodba)
      if (issues.length > 0) return apiError(c, 422, 'unknown_decor', describe(issues), issues)
      return c.json({ id: await models.renderHallway(hallwayOf(body.value.chodba)) })
    })
    .post('/renderChodbaPhoto', async (c) => {
      const body = await readJson(c, RenderChodbaPhotoRequestSchema)
      if (!body.ok) return body.response
      const issues = decorIssues(body.value)
      if (issues.length > 0) return apiError(c, 422, 'unknown_decor', describe(issues), issues)
      const { cabinets, corpusColor, doorColor } = body.value
      const height = Math.max(...cabinets.map((m) => (m.z === 2 ? 2.018 : 0.018) + m.height))
      const hallway: Hallway = { podorys: 'B', realWidth: realWidthOf(cabinets, 'B'), realHeight: Math.round(height * 100), depth: 45, corpusColor, doorColor, backColor: corpusColor, cabinets }
      const list = hallwayCutList(hallway)
      const segments = cabinets.filter((m) => m.z === 0).map((m) => ({ x0: Math.round(m.x * 1000), x1: Math.round((m.x + m.width) * 1000) }))
      const svg = frontElevationSvg(hallway, { ...list, outer: { ...list.outer, y: Math.round(height * 1000) } }, { dimensions: true, segments, title: 'Chodba' })
      if (body.value.renderType !== 'png') return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' })
      const width = (body.value.res ?? 1200) * (body.value.highRes ? 2 : 1)
      const { default: sharp } = await import('sharp')
      const png = await sharp(Buffer.from(svg), { density: 144 }).resize({ width: Math.min(width, 4000) }).flatten({ background: '#ffffff' }).png().toBuffer()
      return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' })
    })
    .post('/saveChodbaConsultation', async (c) => {
      if (!isStaff(c, config.staffToken)) {
        c.header('WWW-Authenticate', 'Bearer realm="skrinka-staff"')
        return apiError(c, 401, 'unauthorized', 'Staff only: send Authorization: Bearer <STAFF_TOKEN>.')
      }
      const body = await readJson(c, SaveChodbaConsultationRequestSchema)
      if (!body.ok) return body.response
      const issues = decorIssues(body.value.chodba)
      if (issues.length > 0) return apiError(c, 422, 'unknown_decor', describe(issues), issues)
      const { productId, orderId } = body.value
      const chodba = JSON.stringify(hallwayOf(body.value.chodba))
      const savedAt = new Date().toISOString()
      // Who: the name staff gave at sign-in (the token is shared), and where from.
      const staff = staffName(c.req.header('x-staff-name'))
      await db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('chodba_consultation').select('id').where('product_id', '=', productId).where('order_id', '=', orderId).executeTakeFirst()
        if (existing) await trx.updateTable('chodba_consultation').set({ chodba, updated_at: savedAt, updated_by: staff }).where('id', '=', existing.id).execute()
        else await trx.insertInto('chodba_consultation').values({ product_id: productId, order_id: orderId, chodba, created_at: savedAt, updated_at: savedAt, updated_by: staff }).execute()
        await trx.insertInto('chodba_audit').values({ product_id: productId, order_id: orderId, staff, action: existing ? 'update' : 'create', at: savedAt, chodba }).execute()
      })
      return c.json({ status: 'ulozene', savedAt })
    })
    .post('/getChodbaById', async (c) => {
      const body = await readJson(c, GetChodbaByIdRequestSchema)
      if (!body.ok) return body.response
      const row = await db.selectFrom('chodba_consultation').select('chodba').where('product_id', '=', body.value.furnitureId).where('order_id', '=', body.value.orderId).executeTakeFirst()
      if (!row) return apiError(c, 404, 'not_found', `No saved hallway for product ${body.value.furnitureId} and order ${body.value.orderId}.`)
      const { doorColor, corpusColor, backColor, podorys, realWidth, realHeight, depth, cabinets } = JSON.parse(row.chodba) as Hallway
      return c.json({ doorColor, corpusColor, backColor, podorys, realWidth, realHeight, depth, cabinets })
    })
}
