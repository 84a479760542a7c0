/**
 * The delivery date (issue 39.1): getDeliveryEstimate answers the production calendar's estimate for the market,
 * the pieces and pickup, refuses any other query, and may be cached a short while; an order stores the date the shop
 * estimated when it was placed (never one the browser sent), the confirmation, the customer's e-mail and the staff
 * detail show it; a workshop filled past the terms' limit makes the estimate `late`, and an order may still be placed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { API, withParams } from '#domain/endpoints.ts'
import { shopTime } from '#domain/fulfilment.ts'
import type { Country } from '#domain/locale.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import {
  DELIVERY_DAYS,
  DeliveryEstimateSchema,
  StaffOrderPlanSchema,
  workingDaysAfter,
  type DeliveryEstimate,
} from '#domain/production/plan.ts'
import { formatDay } from '#i18n/format.ts'
import { SEED_SETTINGS } from '#site/shop.ts'
import { queryRows } from '#scripts/harness/db.ts'
import { emptyWorkshopEstimate } from '../fixtures/deliveryEstimate'
import { cartLine, hallwayLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { startServer, type TestServer } from './server'

const STAFF_TOKEN = 'staff-token-for-the-delivery-estimate-tests'
const bearer = { authorization: `Bearer ${STAFF_TOKEN}`, 'x-staff-name': encodeURIComponent('Skript Termíny') }
const { workshop, leadTimes } = SEED_SETTINGS
let server: TestServer
let keys = 0

beforeAll(async () => {
  // CONFIG_MAX_AGE_MS 0: every call reads the workshop's load afresh (the server otherwise reuses an answer 5 s).
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60', CONFIG_MAX_AGE_MS: '0' })
}, 60_000)
afterAll(() => server?.stop())

const estimateUrl = (query: string) => `${server.url}${API.getDeliveryEstimate.path}?${query}`

async function estimate(country: Country, pieces: number, pickup = false): Promise<DeliveryEstimate> {
  const response = await fetch(estimateUrl(`country=${country}&pieces=${pieces}&pickup=${pickup ? 1 : 0}`))
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('public, max-age=10')
  return v.parse(DeliveryEstimateSchema, await response.json())
}

async function placeOrder(body: ReturnType<typeof orderBody>) {
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `delivery-estimate-${Date.now()}-${++keys}` },
    body: JSON.stringify(body),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as { orderNumber: string; confirmationToken: string }
}

async function storedDate(number: string): Promise<string | null> {
  const [row] = await queryRows<{ delivery_date: string | null }>(
    server,
    `select delivery_date from orders where number = '${number}'`,
  )
  return row!.delivery_date
}

async function confirm(number: string) {
  const response = await fetch(`${server.url}${withParams(API.staffOrderStatus, { number }).path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer },
    body: JSON.stringify({ from: 'received', to: 'confirmed', version: 0, note: '' }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

/** The desk's check of the order's stored promise against the terms (staffOrderPlan). */
async function promiseOf(number: string) {
  const response = await fetch(`${server.url}${withParams(API.staffOrderPlan, { number }).path}`, { headers: bearer })
  expect(response.status).toBe(200)
  return v.parse(StaffOrderPlanSchema, await response.json()).promise
}

describe('getDeliveryEstimate', () => {
  it('refuses a query outside its bounds', async () => {
    for (const query of [
      '',
      'country=SK',
      'country=DE&pieces=1',
      'country=SK&pieces=0',
      'country=SK&pieces=1001',
      'country=SK&pieces=1.5',
      'country=SK&pieces=01',
      'country=SK&pieces=abc',
      'country=SK&pieces=1&pickup=2',
    ]) {
      const response = await fetch(estimateUrl(query))
      expect(response.status, query).toBe(400)
      expect(((await response.json()) as { error: string }).error).toBe('bad_query')
    }
  })

  it('answers the calendar’s date for each market and way, pickup on the ready day', async () => {
    for (const country of ['SK', 'CZ'] as const) {
      const courier = await estimate(country, 1)
      expect(courier).toEqual(emptyWorkshopEstimate(country, 1))
      expect(courier.production < courier.ready).toBe(true)
      expect(courier.delivery).toBe(workingDaysAfter(courier.ready, DELIVERY_DAYS[country], country))
      expect(courier.late).toBe(false)
      const pickup = await estimate(country, 1, true)
      expect(pickup.delivery).toBe(pickup.ready)
      expect(pickup.ready).toBe(courier.ready)
    }
    // Nothing is planned yet: a day's capacity and more still start on the first day (a large order gets a day alone).
    expect((await estimate('SK', workshop.capacity + 1)).production).toBe((await estimate('SK', 1)).production)
  })
})

describe('the date stored with an order', () => {
  it('is the shop’s estimate of the order’s pieces at placing, shown by the confirmation, the e-mail and the desk', async () => {
    const expected = await estimate('SK', 3)
    const placed = await placeOrder(
      orderBody({ lines: [cartLine({}, 'SK', 2), cartLine({ variant: 'L2D' }, 'SK', 1)] }),
    )
    expect(await storedDate(placed.orderNumber)).toBe(expected.delivery)

    const confirmation = await fetch(`${server.url}${API.getOrderConfirmation.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderNumber: placed.orderNumber, token: placed.confirmationToken }),
    })
    expect(confirmation.status).toBe(200)
    expect(((await confirmation.json()) as { deliveryDate?: string }).deliveryDate).toBe(expected.delivery)

    const [mail] = await queryRows<{ body_text: string; body_html: string }>(
      server,
      `select body_text, body_html from outbox where kind = 'customer' and order_id = (select id from orders where number = '${placed.orderNumber}')`,
    )
    const day = formatDay(expected.delivery, 'sk')
    expect(mail!.body_text).toContain(`Vašu objednávku predpokladáme doručiť do ${day}.`)
    expect(mail!.body_html).toContain(day)

    const detail = await fetch(`${server.url}${withParams(API.staffOrder, { number: placed.orderNumber }).path}`, {
      headers: bearer,
    })
    expect(detail.status).toBe(200)
    expect(((await detail.json()) as { deliveryDate: string | null }).deliveryDate).toBe(expected.delivery)
  })

  it('is the ready day for pickup, counts a hallway as its modules, and in Czech for a Czech order', async () => {
    const modules = defaultHallway().cabinets.length
    const expected = await estimate('CZ', modules, true)
    const placed = await placeOrder(
      orderBody({ country: 'CZ', lines: [hallwayLine(defaultHallway(), 'CZ')], customer: { delivery: 'pickup' } }),
    )
    expect(await storedDate(placed.orderNumber)).toBe(expected.delivery)
    expect(expected.delivery).toBe(expected.ready)
    const [mail] = await queryRows<{ body_text: string }>(
      server,
      `select body_text from outbox where kind = 'customer' and order_id = (select id from orders where number = '${placed.orderNumber}')`,
    )
    expect(mail!.body_text).toContain(
      `Vaše objednávka by měla být připravena k vyzvednutí do ${formatDay(expected.delivery, 'cz')}.`,
    )
  })
})

describe('a full workshop', () => {
  it('moves the date with each confirmed day’s worth, then says it is late; the order is still taken', async () => {
    const today = shopTime(new Date()).slice(0, 10)
    // An order placed while the workshop has room: its promise is within the terms, and the desk sees no mark.
    const early = await placeOrder(orderBody({ lines: [cartLine({}, 'SK', 1)] }))
    const inTime = await promiseOf(early.orderNumber)
    expect(inTime).toMatchObject({ date: await storedDate(early.orderNumber), late: false })
    expect(inTime!.date <= inTime!.termsLimit).toBe(true)
    let last = await estimate('SK', 1)
    expect(last.production >= today).toBe(true)
    // Each confirmed order of a whole day's capacity fills the first free day. An order confirmed now may start a
    // day before the one the estimate counts from (it expects the confirmation the next working day), so a filler may
    // leave the estimate where it is once; after that each one moves it a workshop day on, until past the terms.
    let moves = 0
    let fillers = 0
    for (; !last.late && fillers < 3 * leadTimes.termsProduction; fillers++) {
      const placed = await placeOrder(orderBody({ lines: [cartLine({}, 'SK', workshop.capacity)] }))
      await confirm(placed.orderNumber)
      const next = await estimate('SK', 1)
      expect(next.production >= last.production).toBe(true)
      if (next.production > last.production) {
        expect(next.delivery > last.delivery).toBe(true)
        moves++
      }
      last = next
    }
    expect(fillers - moves).toBeLessThanOrEqual(1)
    expect(last.late).toBe(true)
    expect(last.ready > last.termsDue).toBe(true)

    const placed = await placeOrder(orderBody({ lines: [cartLine({}, 'SK', 1)] }))
    expect(await storedDate(placed.orderNumber)).toBe(last.delivery)
    // The desk sees that promise marked as past the terms' last delivery day, before anyone confirms the order.
    const promise = await promiseOf(placed.orderNumber)
    expect(promise).toMatchObject({ date: last.delivery, late: true })
    expect(promise!.termsLimit > last.termsDue).toBe(true)
    expect(promise!.termsLimit < last.delivery).toBe(true)
  }, 120_000)
})
