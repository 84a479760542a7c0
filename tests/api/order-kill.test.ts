import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { queryRows } from './db'
import { cartLine, orderBody } from '../fixtures/order'
import { readOutbox } from '../setup/mail'
import { API } from '../../src/domain/api'

/**
 * A burst of orders while the server is killed (SIGKILL) and restarted four times. Shoppers
 * retry what got no answer with the same Idempotency-Key, as the checkout does. Afterwards:
 * every acknowledged order is there exactly once, nothing is doubled, one confirmation each.
 */
let server: TestServer
beforeAll(async () => {
  server = await startServer({ ORDER_RATE_LIMIT: '100000/60', OUTBOX_LEASE_SECONDS: '1' })
})
afterAll(() => server?.stop())

const ORDERS = 60
const CLIENTS = 6
const KILLS = 4
let retries = 0

async function placeUntilAnswered(key: string, body: unknown): Promise<string> {
  for (let attempt = 0; attempt < 400; attempt++) {
    try {
      const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      })
      if (response.status === 201) return ((await response.json()) as { orderNumber: string }).orderNumber
      throw new Error(`unexpected ${response.status}: ${await response.text()}`)
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('unexpected')) throw error
      // The server is down or died mid-answer: try the same order again shortly.
      retries++
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  throw new Error(`order ${key} never answered`)
}

describe('orders survive SIGKILL', () => {
  it(
    'keeps every acknowledged order exactly once with one confirmation e-mail each',
    { timeout: 120_000 },
    async () => {
      const orders = Array.from({ length: ORDERS }, (_, i) => ({
        key: `kill-test-order-${i}`,
        body: orderBody({
          lines: [cartLine({ width: 30 + (i % 30) }, 'SK', 1 + (i % 3))],
          customer: { notes: `order ${i}` },
        }),
      }))
      const acknowledged = new Map<string, string>()
      let next = 0
      const clients = Array.from({ length: CLIENTS }, async () => {
        while (next < orders.length) {
          const order = orders[next++]!
          acknowledged.set(order.key, await placeUntilAnswered(order.key, order.body))
        }
      })
      // The kills come at fixed points of progress (after 12, 24, 36 and 48 answers), while the
      // clients keep sending, so each one cuts orders off mid-flight however fast the machine is.
      let kills = 0
      const killer = (async () => {
        for (let k = 1; k <= KILLS; k++) {
          while (acknowledged.size < (k * ORDERS) / (KILLS + 1)) await new Promise((resolve) => setTimeout(resolve, 2))
          await server.crash()
          kills++
        }
      })()
      await Promise.all([...clients, killer])
      expect(kills).toBe(KILLS)
      // The kills did cut orders off: some were sent again.
      expect(retries).toBeGreaterThan(0)
      expect(acknowledged.size).toBe(ORDERS)

      const rows = await queryRows<{ number: string; idempotency_key: string }>(
        server,
        'select number, idempotency_key from orders',
      )
      expect(rows).toHaveLength(ORDERS)
      expect(new Set(rows.map((r) => r.number)).size).toBe(ORDERS)
      for (const [key, number] of acknowledged)
        expect(rows.filter((r) => r.idempotency_key === key).map((r) => r.number)).toEqual([number])
      const lines = await queryRows<{ n: number | string }>(server, 'select count(*) as n from order_line')
      expect(Number(lines[0]!.n)).toBe(ORDERS)

      // The outbox drains after the last restart: one confirmation per order, none doubled.
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ n: number | string }>(server, "select count(*) as n from outbox where status <> 'sent'")
            ).map((r) => Number(r.n))[0],
          { timeout: 60_000, interval: 500 },
        )
        .toBe(0)
      const confirmations = (await readOutbox(server.dataDir)).filter((mail) => mail.file.endsWith('-customer.eml'))
      expect(confirmations).toHaveLength(ORDERS)
      expect(new Set(confirmations.map((mail) => mail.messageId)).size).toBe(ORDERS)
      expect(confirmations.map((mail) => mail.file.replace('-customer.eml', '')).sort()).toEqual(
        [...acknowledged.values()].sort(),
      )
    },
  )
})
