import { expect } from 'vitest'
import { API } from '#domain/endpoints.ts'
import type { Country } from '#domain/locale.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import type { TestServer } from './server'

let keys = 0

/** Places the market's fixture order through the shop's call (a key of its own each time): its number and customer. */
export async function placeFixtureOrder(server: TestServer, country: Country) {
  const body = orderBody({ country })
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `fixture-${Date.now()}-${++keys}` },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(201)
  const { orderNumber } = (await response.json()) as { orderNumber: string }
  return { number: orderNumber, customer: body.order.customer }
}
