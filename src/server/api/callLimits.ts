/**
 * The per-client limits of the calls the endpoint table marks with a `limit` (issue 34): one middleware
 * for all of them, so a call marked in src/domain/endpoints.ts is limited without a line in its route.
 */
import type { MiddlewareHandler } from 'hono'
import { API, RATE_LIMIT_KINDS, type Endpoint, type RateLimitKind } from '#domain/endpoints.ts'
import type { Config } from '../env'
import { secondsToWait, type RateLimiterFactory } from '../db/rateLimit'
import { apiError } from './json'
import { clientKey } from './origin'

/** What a refusal names, in the API's English sentence. */
const WHAT: Record<RateLimitKind, string> = {
  render: 'renders and drawings',
  pdf: 'design PDFs',
  share: 'shared designs',
  event: 'events',
  report: 'reports',
  sample: 'decor sample requests',
  track: 'order page calls',
}

/** The middleware: a limited call's client draws one point of its kind's budget before the route runs. */
export function callRateLimits(
  limiters: RateLimiterFactory,
  config: Pick<Config, 'callRateLimits' | 'trustProxy'>,
): MiddlewareHandler {
  const budgets = Object.fromEntries(
    RATE_LIMIT_KINDS.map((kind) => [kind, limiters({ name: kind, ...config.callRateLimits[kind] })]),
  ) as Record<RateLimitKind, ReturnType<RateLimiterFactory>>
  const kinds = new Map<string, RateLimitKind>()
  for (const entry of Object.values(API) as Endpoint[]) {
    if (!entry.limit) continue
    // Looked up by the exact address: a `:parameter` would never match, and the call would go unlimited.
    if (entry.path.includes(':')) throw new Error(`A limited call needs a fixed address: ${entry.path}`)
    kinds.set(`${entry.method} ${entry.path}`, entry.limit)
  }
  return async (c, next) => {
    // A HEAD is answered by the GET route, and costs as much.
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method
    const kind = kinds.get(`${method} ${c.req.path}`)
    if (kind) {
      const wait = await secondsToWait(budgets[kind], clientKey(c, config.trustProxy))
      if (wait !== undefined) {
        c.header('Retry-After', String(wait))
        return apiError(
          c,
          429,
          'too_many_requests',
          `Too many ${WHAT[kind]} from this address; try again in ${wait} s.`,
        )
      }
    }
    await next()
  }
}
