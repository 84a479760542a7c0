/**
 * The shop's API as Storybook and the story tests see it: msw handlers shared by the browser
 * (service worker) and Node (msw/node). Prices come from the same domain functions the server
 * uses, so a story shows the real price; models are the GLBs `npm run stories:models` built with
 * the server's model builder. Nothing reaches a server.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { API } from '#domain/endpoints.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import { hallwayOfPriceRequest } from '#domain/hallway/requests.ts'
import { priceHallway } from '#domain/hallway/cutList.ts'
import type { Country } from '#domain/locale.ts'
import { toUnits } from '#domain/money.ts'
import { priceData, priceDataOf } from '#domain/priceData.ts'
import { priceListOf, SEED_PRICES } from '#domain/priceList.ts'
import type { PriceListResponse } from '#domain/priceConfig.ts'
import { cartTotals } from '#domain/cart.ts'
import { deliveryOf, formOfCustomer } from '#domain/checkout.ts'
import { validateCabinetInput } from '#domain/cabinet/validation.ts'
import { orderSummary, type OrderSummary } from '#domain/orderSummary.ts'
import { DeliveryEstimateQuerySchema } from '#domain/production/plan.ts'
import { emptyWorkshopEstimate } from '#tests/fixtures/deliveryEstimate.ts'

/** Where the handlers get the model files: fetched in the browser, read from disk in Node. */
export type LoadModel = (name: 'cabinet' | 'hallway') => Promise<ArrayBuffer>

/** The saved hallway the consultation stories load (furnitureId story-1, orderId 2026-000123). */
export const SAVED_HALLWAY: Hallway = defaultHallway()

const invalid = (issues: v.BaseIssue<unknown>[]) =>
  HttpResponse.json(
    {
      error: 'bad_request',
      message: 'Invalid request (story)',
      issues: issues.map((i) => ({ path: v.getDotPath(i) ?? '', message: i.message })),
    },
    { status: 400 },
  )

/** The published prices of the stories: the code's seed as version 1. */
export const STORY_PRICE_LIST: PriceListResponse = { version: 1, ...SEED_PRICES }

export function shopHandlers(loadModel: LoadModel): HttpHandler[] {
  // The last story order, opened once by its token like the shop's own (getOrderConfirmation).
  let unread: OrderSummary | undefined
  return [
    http.get(API.getPriceList.path, () => HttpResponse.json(STORY_PRICE_LIST)),
    // The delivery date (issue 39.1): the seed settings' workshop with nothing planned yet.
    http.get(API.getDeliveryEstimate.path, ({ request }) => {
      const query = v.safeParse(DeliveryEstimateQuerySchema, Object.fromEntries(new URL(request.url).searchParams))
      if (!query.success) return invalid(query.issues)
      return HttpResponse.json(
        emptyWorkshopEstimate(query.output.country, query.output.pieces, query.output.pickup === '1'),
      )
    }),
    // The order detail's delivery panel (issue 36): nothing planned, nothing to plan.
    http.get(API.staffOrderDelivery.path, () => HttpResponse.json({ delivery: null, plannable: false })),
    // The cash panels (issue 37.5): an order's amount to collect (612,28 € rounded for cash), nothing recorded yet.
    http.get(API.staffOrderCash.path, ({ params }) =>
      HttpResponse.json({
        number: String(params.number),
        currency: 'EUR',
        total: 612.28,
        rounding: 0.02,
        due: 612.3,
        collectable: true,
        collection: null,
      }),
    ),
    // The order's shop-floor progress (issue 38.4): 12 boards, 5 cut, 2 of them banded.
    http.get(API.staffOrderProgress.path, ({ params }) =>
      HttpResponse.json({
        number: String(params.number),
        total: 12,
        steps: { cut: 5, banded: 2, drilled: 0, assembled: 0, packed: 0 },
      }),
    ),
    // The order's place in the production calendar (issue 38.5): made on 7 December, ready the day after, in time.
    http.get(API.staffOrderPlan.path, () =>
      HttpResponse.json({ plan: { day: '2026-12-07', due: '2026-12-08', termsDue: '2026-12-22', late: false } }),
    ),
    // The order's tax documents (issue 37.3): none yet, the invoice may be issued.
    http.get(API.staffOrderDocuments.path, () => HttpResponse.json({ documents: [], canIssue: true })),
    http.get(API.staffCashReport.path, ({ params }) => HttpResponse.json({ date: String(params.date), drivers: [] })),
    http.get(API.staffCashMissing.path, () => HttpResponse.json({ orders: [] })),
    http.post(API.getPriceSkrinka.path, async ({ request }) => {
      const body = v.safeParse(API.getPriceSkrinka.request, await request.json())
      if (!body.success) return invalid(body.issues)
      const checked = validateCabinetInput(body.output.cabinet)
      if (!checked.ok)
        return HttpResponse.json(
          { error: 'impossible_cabinet', message: 'Impossible cabinet (story)', issues: checked.issues },
          { status: 422 },
        )
      return HttpResponse.json({
        selectedProductString: body.output.selectedProductString,
        priceData: priceData(checked.value, priceListOf(SEED_PRICES, body.output.country)),
      })
    }),
    http.post(API.renderSkrinka.path, () => HttpResponse.json({ id: 'story-cabinet' })),
    http.post(API.renderChodba.path, () => HttpResponse.json({ id: 'story-hallway' })),
    http.get(API.model.path, async ({ params }) => {
      const bytes = await loadModel(String(params.file).includes('hallway') ? 'hallway' : 'cabinet')
      return HttpResponse.arrayBuffer(bytes, {
        headers: { 'content-type': 'model/gltf-binary', 'content-length': String(bytes.byteLength) },
      })
    }),
    http.post(API.getPriceChodba.path, async ({ request }) => {
      const body = v.safeParse(API.getPriceChodba.request, await request.json())
      if (!body.success) return invalid(body.issues)
      return HttpResponse.json({
        priceData: priceDataOf(
          priceHallway(hallwayOfPriceRequest(body.output), priceListOf(SEED_PRICES, body.output.country as Country)),
        ),
      })
    }),
    http.post(API.getChodbaById.path, async ({ request }) => {
      const body = v.safeParse(API.getChodbaById.request, await request.json())
      if (!body.success) return invalid(body.issues)
      if (body.output.furnitureId !== 'story-1')
        return HttpResponse.json({ error: 'not_found', message: 'No saved hallway (story)' }, { status: 404 })
      const { doorColor, corpusColor, podorys, realWidth, realHeight, depth, cabinets } = SAVED_HALLWAY
      return HttpResponse.json({ doorColor, corpusColor, podorys, realWidth, realHeight, depth, cabinets })
    }),
    http.post(API.saveChodbaConsultation.path, () =>
      HttpResponse.json({ status: 'ulozene', savedAt: '2026-11-24T10:00:00.000Z' }),
    ),
    http.post(API.saveOrderSkrinka.path, async ({ request }) => {
      const body = v.safeParse(API.saveOrderSkrinka.request, await request.json())
      if (!body.success) return invalid(body.issues)
      const { order } = body.output
      const totals = cartTotals(
        order.furniture,
        priceListOf(SEED_PRICES, order.country),
        deliveryOf(formOfCustomer(order.customer), order.country),
      )
      // A moment of 'being processed' before the answer, as over a real network.
      await delay(150)
      const answer = {
        orderNumber: '2026-000123',
        total: toUnits(totals.total.gross),
        totalNet: toUnits(totals.total.net),
        currency: order.country === 'CZ' ? ('CZK' as const) : ('EUR' as const),
      }
      const pieces = order.furniture.reduce((sum, item) => sum + item.count, 0)
      const promised = emptyWorkshopEstimate(order.country, pieces, !order.customer.dorucenie).delivery
      unread = orderSummary({ ...order, courier: order.customer.dorucenie }, answer, undefined, promised)
      return HttpResponse.json({ ...answer, confirmationToken: 'story-token' }, { status: 201 })
    }),
    http.post(API.getOrderConfirmation.path, async ({ request }) => {
      const body = v.safeParse(API.getOrderConfirmation.request, await request.json())
      if (!body.success) return invalid(body.issues)
      const summary = body.output.token === 'story-token' ? unread : undefined
      unread = undefined
      return summary
        ? HttpResponse.json(summary, { headers: { 'Cache-Control': 'no-store' } })
        : HttpResponse.json({ error: 'not_found', message: 'No such order (story)' }, { status: 404 })
    }),
    http.post(API.addEvent.path, () => new HttpResponse(null, { status: 204 })),
    http.get('/builds/latest.json', () => HttpResponse.json({ id: 'storybook', timestamp: 0 })),
  ]
}
