/**
 * GET getDeliveryEstimate (issue 39.1): the delivery date the configurator, the cart and the checkout show, from the
 * production calendar with the workshop's load as it stands (`deliveryEstimate`). The same for everyone who asks the
 * same question, so a short shared cache: the server reuses an answer as long as it reuses a read of the published
 * settings (CONFIG_MAX_AGE_MS, 5 s by default), browsers and proxies keep it 10 s.
 */
import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import * as v from 'valibot'
import { API } from '#domain/endpoints.ts'
import { shopTime } from '#domain/fulfilment.ts'
import { DeliveryEstimateQuerySchema, type DeliveryEstimate } from '#domain/production/plan.ts'
import type { SettingsCache } from '../config/settings'
import { deliveryEstimate } from '../db/productionPlan'
import type { Schema } from '../db/schema'
import { apiError } from './json'

/** Answers kept at most (2 markets × 2 ways × the pieces asked): the oldest go first. */
const MAX_ANSWERS = 500

export function deliveryEstimateRoutes(deps: {
  db: Kysely<Schema>
  settings: SettingsCache
  /** How long an answer is reused: a new confirmation moves the date at most this late for the next shopper. */
  answerMs: number
}) {
  const { getDeliveryEstimate } = API
  const answers = new Map<string, { at: number; answer: DeliveryEstimate }>()
  return new Hono().on(getDeliveryEstimate.method, getDeliveryEstimate.path, async (c) => {
    const query = v.safeParse(DeliveryEstimateQuerySchema, c.req.query())
    if (!query.success) return apiError(c, 400, 'bad_query', 'Ask with country=SK|CZ, pieces=1..1000 and pickup=0|1.')
    const { country, pieces, pickup } = query.output
    const { version, data: settings } = await deps.settings.get()
    const now = new Date()
    // The shop's day is in the key: an answer made before midnight never serves the next day.
    const key = `${version} ${shopTime(now).slice(0, 10)} ${country} ${pieces} ${pickup}`
    const kept = answers.get(key)
    let answer = kept && now.getTime() - kept.at < deps.answerMs ? kept.answer : undefined
    if (!answer) {
      answer = await deliveryEstimate(deps.db, settings, country, pieces, { now, pickup: pickup === '1' })
      answers.delete(key)
      answers.set(key, { at: now.getTime(), answer })
      if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value!)
    }
    c.header('Cache-Control', 'public, max-age=10')
    return c.json(answer)
  })
}
