/**
 * The one factory of the share limits (issue 18.2). Kept in memory per server for now; a shared
 * store (PostgreSQL when DATABASE_URL is set) plugs in here without touching the routes.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

/** A limit: so many points per window of so many seconds. */
export interface RateLimit {
  points: number
  seconds: number
}

/** Takes one point for a key: undefined when allowed, else the seconds until the next is allowed. */
export interface Limiter {
  take(key: string): Promise<number | undefined>
}

/** A limiter named `name` (its keys do not mix with another limiter's). */
export function createLimiter(name: string, limit: RateLimit): Limiter {
  const limiter = new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.seconds })
  return {
    async take(key) {
      try {
        await limiter.consume(key)
        return undefined
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error
        return Math.max(1, Math.ceil(error.msBeforeNext / 1000))
      }
    },
  }
}
