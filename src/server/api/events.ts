/**
 * POST /api/addEvent (docs/product.md#events): page events the browser sends with consent, stored by name and
 * country. With CONVERSIONS_URL set, they are also forwarded to the ads API (server side, so the
 * visitor's browser talks to no third party); a purchase goes there with its currency and value
 * and the customer's e-mail and phone as SHA-256 of their normalised form.
 */
import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { normaliseEmail, normalisePhone } from '#site/consent.ts'
import { API } from '#domain/endpoints.ts'
import type { Customer } from '#domain/schemas.ts'
import type { Schema } from '../db/schema'
import { readJson } from './json'

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** Forwards conversion events to the configured ads API; does nothing when none is configured. */
export function conversionForwarder(url: string | undefined) {
  const send = (body: Record<string, unknown>) => {
    if (!url) return
    // Fire and forget: a slow or failing ads API never holds up a visitor or an order.
    void fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: [body] }),
      signal: AbortSignal.timeout(5000),
    })
      .then((response) => {
        if (!response.ok) console.error(`Conversion API answered ${response.status}`)
      })
      .catch((error: unknown) =>
        console.error('Conversion API unreachable:', error instanceof Error ? error.message : error),
      )
  }
  return {
    event: (name: string, country: string) =>
      send({
        event_name: name,
        event_time: Math.floor(Date.now() / 1000),
        action_source: 'website',
        custom_data: { country },
      }),
    purchase: (customer: Customer, currency: string, value: number) =>
      send({
        event_name: 'Purchase',
        event_time: Math.floor(Date.now() / 1000),
        action_source: 'website',
        user_data: {
          em: [sha256(normaliseEmail(customer.email))],
          ph: [sha256(normalisePhone(customer.phonePrefix, customer.phone))],
        },
        custom_data: { currency, value },
      }),
  }
}
export type ConversionForwarder = ReturnType<typeof conversionForwarder>

export function eventRoutes(db: Kysely<Schema>, conversions: ConversionForwarder) {
  const { addEvent } = API
  return new Hono().on(addEvent.method, addEvent.path, async (c) => {
    const body = await readJson(c, addEvent.request)
    if (!body.ok) return body.response
    await db
      .insertInto('event')
      .values({ name: body.value.eventName, country: body.value.country, created_at: new Date().toISOString() })
      .execute()
    conversions.event(body.value.eventName, body.value.country)
    return c.body(null, 204)
  })
}
