import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { runSoak } from '#scripts/harness/soak.ts'

/**
 * A burst of orders while the server is killed (SIGKILL) and restarted four times, on the soak
 * engine `npm run soak` runs at full size. Shoppers retry what got no answer with the same
 * Idempotency-Key, as the checkout does. Afterwards: every acknowledged order is there exactly
 * once, nothing is doubled, one customer and one shop e-mail each.
 */
let server: TestServer
beforeAll(async () => {
  server = await startServer({ ORDER_RATE_LIMIT: '100000/60', OUTBOX_LEASE_SECONDS: '1' })
})
afterAll(() => server?.stop())

const ORDERS = 60
const KILLS = 4

describe('orders survive SIGKILL', () => {
  it(
    'keeps every acknowledged order exactly once with its lines and one customer and one shop e-mail each',
    { timeout: 180_000 },
    async () => {
      const figures = await runSoak(server, { orders: ORDERS, kills: KILLS, clients: 6, seed: 17 })
      expect(figures.problems).toEqual([])
      expect(figures.kills).toBe(KILLS)
      // The kills did cut orders off: some were sent again.
      expect(figures.retries).toBeGreaterThan(0)
      expect(figures.acknowledged).toBe(ORDERS)
      expect(figures.lost).toBe(0)
      expect(figures.duplicated).toBe(0)
      expect(figures.wrongLines).toBe(0)
      // Orders have one to three lines in turn.
      expect(figures.orderLines).toBe(ORDERS * 2)
      expect(figures.customerMails).toBe(ORDERS)
      expect(figures.shopMails).toBe(ORDERS)
      expect(figures.distinctMessageIds).toBe(2 * ORDERS)
    },
  )
})
