/**
 * The one place that decides where rate limits are counted. On PostgreSQL every server counts in the
 * shared `rate_limit` table (made by the migrations), so N servers behind a load balancer keep one
 * limit; on SQLite one process owns the database, so its memory is the whole truth and costs no writes.
 */
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { Database } from './index'

/** What one limit counts: `name` keeps its keys apart from another limit's in the shared table. */
export interface RateLimitOptions {
  name: string
  points: number
  seconds: number
}

/** Makes rate limiters for routes; the store follows the database. */
export type RateLimiterFactory = (options: RateLimitOptions) => RateLimiterAbstract

/** Told of each refusal by the limit's name (the server's metrics count them). */
export type RefusalSink = (limit: string) => void

// The sink of each limiter the factory made: secondsToWait finds it there, so no route has to pass it along.
const sinks = new WeakMap<RateLimiterAbstract, { name: string; refused: RefusalSink }>()

/**
 * A limiter factory for this database: PostgreSQL's shared table with DATABASE_URL, else this process's memory.
 * `refused` hears of every refusal secondsToWait gives on the limiters it made.
 */
export function rateLimiters(
  database: Pick<Database, 'pool'>,
  options: { refused?: RefusalSink } = {},
): RateLimiterFactory {
  const { refused } = options
  return (limit) => {
    const limiter = makeLimiter(database, limit)
    if (refused) sinks.set(limiter, { name: limit.name, refused })
    return limiter
  }
}

function makeLimiter(database: Pick<Database, 'pool'>, { name, points, seconds }: RateLimitOptions) {
  return database.pool
    ? new RateLimiterPostgres({
        storeClient: database.pool,
        storeType: 'pool',
        tableName: 'rate_limit',
        tableCreated: true,
        keyPrefix: name,
        points,
        duration: seconds,
      })
    : new RateLimiterMemory({ keyPrefix: name, points, duration: seconds })
}

/** Takes one point for `key`: undefined when allowed, else the whole seconds until it is (for Retry-After). */
export async function secondsToWait(limiter: RateLimiterAbstract, key: string): Promise<number | undefined> {
  try {
    await limiter.consume(key)
    return undefined
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error
    countRefusal(limiter)
    return Math.max(1, Math.ceil(error.msBeforeNext / 1000))
  }
}

/** Tells the factory's sink that `limiter` refused a request: for a route that refuses without secondsToWait. */
export function countRefusal(limiter: RateLimiterAbstract): void {
  const sink = sinks.get(limiter)
  sink?.refused(sink.name)
}
