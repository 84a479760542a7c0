/**
 * The hallway calls (docs/product.md#calls): getPriceChodba, renderChodba (→ { id }, the GLB at /api/model/{id}.glb),
 * renderChodbaPhoto (a dimensioned front elevation, SVG or PNG), and the consultation:
 * saveChodbaConsultation (staff only: the session cookie, or Bearer STAFF_TOKEN for scripts; audited) and getChodbaById
 * (staff only too: its ids are a product code and an order number anyone can guess, issue 34). No call answers
 * another site's pages (no CORS): the configurator calls them from the shop's own.
 */
import { Hono, type Context } from 'hono'
import type { Kysely } from 'kysely'
import { API } from '#domain/endpoints.ts'
import { isDecorCode } from '#domain/decors.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import { hallwayOf, hallwayOfPhotoRequest, hallwayOfPriceRequest } from '#domain/hallway/requests.ts'
import { hallwayFromQuery } from '#domain/hallway/query.ts'
import { priceHallway } from '#domain/hallway/cutList.ts'
import type { Country } from '#domain/locale.ts'
import { priceDataOf } from '#domain/priceData.ts'
import { DECOR_UNAVAILABLE, unavailableDecorIssues } from '#domain/priceList.ts'
import { sellerTaxOf } from '#domain/tax.ts'
import { currentPriceList, type PriceCache } from '../config/prices'
import { currentSettings, type SettingsCache } from '../config/settings'
import type { Config } from '../env'
import type { Schema } from '../db/schema'
import type { ModelStore } from '../model/store'
import type { HeavyPool } from '../pool'
import { requireStaffSession } from '../staff/requireStaffSession'
import { apiError, describe, readJson } from './json'
import { photoRequestPaths, priceRequestPaths, refuseHallway, refusePhotoQuery, under } from './hallwayGuard'

export interface HallwayRouteDeps {
  db: Kysely<Schema>
  models: ModelStore
  config: Pick<Config, 'vatRates' | 'staffToken' | 'siteUrl' | 'trustProxy'>
  /** The published price versions. */
  prices: PriceCache
  /** The published settings: the seller's VAT status picks the rate a price is shown at. */
  settings: SettingsCache
  /** Where the drawings are made (SVG and PNG), off the event loop. */
  pool: HeavyPool
}

export function hallwayRoutes(deps: HallwayRouteDeps) {
  const { db, models, config, pool } = deps

  const {
    getPriceChodba,
    renderChodba,
    renderChodbaAr,
    renderChodbaPhoto,
    chodbaPhoto,
    saveChodbaConsultation,
    getChodbaById,
  } = API
  // Both calls take the same hallway: the viewer's geometry model, or the AR view's textured one.
  const render = (make: (hallway: Hallway) => Promise<string>) => async (c: Context) => {
    const body = await readJson(c, renderChodba.request)
    if (!body.ok) return body.response
    const hallway = hallwayOf(body.value.chodba)
    const refused = refuseHallway(c, hallway, under('chodba.'))
    if (refused) return refused
    return c.json({ id: await make(hallway) })
  }

  return (
    new Hono()
      .on(getPriceChodba.method, getPriceChodba.path, async (c) => {
        const body = await readJson(c, getPriceChodba.request)
        if (!body.ok) return body.response
        const hallway = hallwayOfPriceRequest(body.value)
        const refused = refuseHallway(c, hallway, priceRequestPaths)
        if (refused) return refused
        const { list } = await currentPriceList(
          deps.prices,
          body.value.country as Country,
          config.vatRates,
          sellerTaxOf(await currentSettings(deps.settings)),
        )
        const unsold = unavailableDecorIssues(list, body.value)
        if (unsold.length > 0) return apiError(c, 422, DECOR_UNAVAILABLE, describe(unsold), unsold)
        return c.json({ priceData: priceDataOf(priceHallway(hallway, list)) })
      })
      .on(
        renderChodba.method,
        renderChodba.path,
        render((hallway) => models.renderHallway(hallway)),
      )
      // The AR view's model (decision 0024): the textured one, whose id also names its USDZ.
      .on(
        renderChodbaAr.method,
        renderChodbaAr.path,
        render((hallway) => models.renderTextured(hallway)),
      )
      .on(renderChodbaPhoto.method, renderChodbaPhoto.path, async (c) => {
        const body = await readJson(c, renderChodbaPhoto.request)
        if (!body.ok) return body.response
        // The body has modules only: the wall is as wide, high and deep as they are.
        const hallway = hallwayOfPhotoRequest(body.value)
        const refused = refuseHallway(c, hallway, photoRequestPaths)
        if (refused) return refused
        const width = (body.value.res ?? 1200) * (body.value.highRes ? 2 : 1)
        const png = body.value.renderType === 'png' ? { width } : undefined
        // Drawn in the worker pool (a full queue is a 503, app.ts).
        const drawing = await pool.run({ kind: 'hallwayDrawing', hallway, png })
        if (typeof drawing === 'string') return c.body(drawing, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' })
        return c.body(drawing as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/png' })
      })
      // The same drawing for an <img>: the design is the query, so the answer may be cached like a file.
      .on(chodbaPhoto.method, chodbaPhoto.path, async (c) => {
        const refusedQuery = refusePhotoQuery(c)
        if (refusedQuery) return refusedQuery
        const hallway = hallwayFromQuery(c.req.query(), isDecorCode)
        const refused = refuseHallway(c, hallway)
        if (refused) return refused
        const svg = await pool.run({ kind: 'hallwayDrawing', hallway })
        return c.body(svg as string, 200, {
          'Content-Type': 'image/svg+xml; charset=utf-8',
          'Cache-Control': 'public, max-age=86400',
        })
      })
      .on(
        saveChodbaConsultation.method,
        saveChodbaConsultation.path,
        requireStaffSession({ db, config }),
        async (c) => {
          const body = await readJson(c, saveChodbaConsultation.request)
          if (!body.ok) return body.response
          const hallway = hallwayOf(body.value.chodba)
          const refused = refuseHallway(c, hallway, under('chodba.'))
          if (refused) return refused
          const { productId, orderId } = body.value
          const chodba = JSON.stringify(hallway)
          const savedAt = new Date().toISOString()
          // Who: the signed-in account's name (a script's X-Staff-Name with the bearer).
          const staff = c.get('staff').name
          await db.transaction().execute(async (trx) => {
            const existing = await trx
              .selectFrom('chodba_consultation')
              .select('id')
              .where('product_id', '=', productId)
              .where('order_id', '=', orderId)
              .executeTakeFirst()
            if (existing)
              await trx
                .updateTable('chodba_consultation')
                .set({ chodba, updated_at: savedAt, updated_by: staff })
                .where('id', '=', existing.id)
                .execute()
            else
              await trx
                .insertInto('chodba_consultation')
                .values({
                  product_id: productId,
                  order_id: orderId,
                  chodba,
                  created_at: savedAt,
                  updated_at: savedAt,
                  updated_by: staff,
                })
                .execute()
            await trx
              .insertInto('chodba_audit')
              .values({
                product_id: productId,
                order_id: orderId,
                staff,
                action: existing ? 'update' : 'create',
                at: savedAt,
                chodba,
              })
              .execute()
          })
          return c.json({ status: 'ulozene', savedAt })
        },
      )
      // The consultation screen is a staff screen (the staff layout signs them in); its session cookie goes along.
      .on(getChodbaById.method, getChodbaById.path, requireStaffSession({ db, config }), async (c) => {
        const body = await readJson(c, getChodbaById.request)
        if (!body.ok) return body.response
        const row = await db
          .selectFrom('chodba_consultation')
          .select('chodba')
          .where('product_id', '=', body.value.furnitureId)
          .where('order_id', '=', body.value.orderId)
          .executeTakeFirst()
        if (!row)
          return apiError(
            c,
            404,
            'not_found',
            `No saved hallway for product ${body.value.furnitureId} and order ${body.value.orderId}.`,
          )
        const { doorColor, corpusColor, backColor, podorys, realWidth, realHeight, depth, cabinets } = JSON.parse(
          row.chodba,
        ) as Hallway
        return c.json({ doorColor, corpusColor, backColor, podorys, realWidth, realHeight, depth, cabinets })
      })
  )
}
