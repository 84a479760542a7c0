import { mkdtempSync, rmSync } from 'node:fs'
import { renderCabinet } from '#scripts/harness/fixtures/cabinet.ts'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbKind, startServer, type TestServer } from './server'
import { queryRows } from '#scripts/harness/db.ts'
import { cartLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { API, modelUrl, type Endpoint } from '#domain/endpoints.ts'
import { SEED_PRICES } from '#domain/priceList.ts'
import type { PriceListResponse } from '#domain/priceConfig.ts'

/**
 * Three servers on one PostgreSQL database, each with its own DATA_DIR (models, .eml files), as
 * behind a load balancer. SQLite is one process's file, so on the SQLite stage there is nothing to test.
 */
const postgres = dbKind() === 'postgres'

/** Three servers on one new database; the second and third get data folders of their own. */
async function startCluster(env: Record<string, string>, envOf: (i: number) => Record<string, string> = () => ({})) {
  const first = await startServer({ ...env, ...envOf(0) })
  const folders = [1, 2].map(() => mkdtempSync(join(tmpdir(), 'skrinka-cluster-')))
  const others = await Promise.all(
    folders.map((dataDir, i) => startServer({ ...env, ...envOf(i + 1) }, { sameDatabaseAs: first, dataDir })),
  )
  return {
    servers: [first, ...others],
    async stop() {
      await Promise.all(others.map((server) => server.stop()))
      await first.stop()
      for (const folder of folders) rmSync(folder, { recursive: true, force: true })
    },
  }
}

const call = (on: TestServer, entry: Endpoint, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${on.url}${entry.path}`, {
    method: entry.method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!
const count = (rows: Array<{ n: number | string }>) => Number(rows[0]!.n)

describe.runIf(postgres)('several servers on one PostgreSQL (skipped on SQLite: one process owns its file)', () => {
  const STAFF_TOKEN = 'staff-token-for-the-cluster-test'
  const ORDERS = 300
  const CLIENTS = 8
  let cluster: Awaited<ReturnType<typeof startCluster>>
  let servers: TestServer[]
  beforeAll(async () => {
    cluster = await startCluster({ ORDER_RATE_LIMIT: '100000/600', OUTBOX_LEASE_SECONDS: '3', STAFF_TOKEN })
    servers = cluster.servers
    alive = [...servers]
  })
  afterAll(() => cluster?.stop())

  /** The servers not killed. */
  let alive: TestServer[] = []

  /** Sends an order to a random server, and again with its key to another one while no answer comes. */
  async function place(key: string, body: unknown, stats: { retries: number }): Promise<string> {
    // The load balancer has not noticed the dead server yet: any of the three may be picked.
    let on = pick(servers)
    for (let attempt = 0; attempt < 400; attempt++) {
      try {
        const response = await call(on, API.saveOrderSkrinka, body, { 'idempotency-key': key })
        if (response.status === 201) return ((await response.json()) as { orderNumber: string }).orderNumber
        // A draining or restarting server may answer 503: the shopper's browser tries again too.
        if (response.status !== 503) throw new Error(`unexpected ${response.status}: ${await response.text()}`)
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('unexpected')) throw error
      }
      stats.retries++
      on = pick(servers.filter((server) => server !== on))
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`order ${key} never answered`)
  }

  it(
    'keeps every order exactly once with its lines and sends each e-mail once while one server is killed',
    { timeout: 180_000 },
    async () => {
      const orders = Array.from({ length: ORDERS }, (_, i) => ({
        key: `cluster-order-${i}`,
        lines: 1 + (i % 2),
        body: orderBody({
          lines: Array.from({ length: 1 + (i % 2) }, (_, line) => cartLine({ width: 30 + ((i + line) % 30) }, 'SK')),
          customer: { notes: `order ${i}` },
        }),
      }))
      const acknowledged = new Map<string, string>()
      const stats = { retries: 0, replays: 0 }
      let next = 0
      const clients = Array.from({ length: CLIENTS }, async () => {
        while (next < orders.length) {
          const order = orders[next++]!
          const number = await place(order.key, order.body, stats)
          acknowledged.set(order.key, number)
          // Every tenth shopper did not see the answer and sends again, to another server: the same order.
          if (acknowledged.size % 10 === 0) {
            const again = await place(order.key, order.body, stats)
            expect(again).toBe(number)
            stats.replays++
          }
        }
      })
      // One server, chosen at random, is killed (SIGKILL) at a random point of progress and stays down.
      const victim = Math.floor(Math.random() * servers.length)
      const killAt = Math.floor(ORDERS * (0.2 + Math.random() * 0.6))
      const killer = (async () => {
        while (acknowledged.size < killAt) await new Promise((resolve) => setTimeout(resolve, 2))
        await servers[victim]!.kill()
        alive = servers.filter((_, i) => i !== victim)
      })()
      await Promise.all([...clients, killer])
      expect(acknowledged.size).toBe(ORDERS)
      expect(stats.replays).toBeGreaterThan(0)
      // Orders sent to the dead server (or cut off by its death) went again to another one.
      expect(stats.retries).toBeGreaterThan(0)

      const db = alive[0]
      const rows = await queryRows<{ number: string; idempotency_key: string; lines: number | string }>(
        db!,
        `select o.number, o.idempotency_key, (select count(*) from order_line l where l.order_id = o.id) as lines
         from orders o`,
      )
      expect(rows).toHaveLength(ORDERS)
      expect(new Set(rows.map((row) => row.number)).size).toBe(ORDERS)
      const byKey = new Map(rows.map((row) => [row.idempotency_key, row]))
      for (const order of orders) {
        const row = byKey.get(order.key)
        expect(row?.number, order.key).toBe(acknowledged.get(order.key))
        expect(Number(row?.lines), order.key).toBe(order.lines)
      }

      // The outbox table is the truth: one customer and one shop e-mail per order, every one sent.
      await expect
        .poll(async () => count(await queryRows(db!, "select count(*) as n from outbox where status <> 'sent'")), {
          timeout: 60_000,
          interval: 500,
        })
        .toBe(0)
      const mails = await queryRows<{ kind: string; message_id: string; number: string }>(
        db!,
        'select x.kind, x.message_id, o.number from outbox x join orders o on o.id = x.order_id',
      )
      expect(mails).toHaveLength(2 * ORDERS)
      expect(new Set(mails.map((mail) => `${mail.number}-${mail.kind}`)).size).toBe(2 * ORDERS)
      expect(new Set(mails.filter((mail) => mail.kind === 'customer').map((mail) => mail.number)).size).toBe(ORDERS)
      expect(new Set(mails.map((mail) => mail.message_id)).size).toBe(2 * ORDERS)

      // The files across the three folders: every e-mail is there; a second copy can only be the one
      // send the killed server had made but not yet marked, and it carries the same Message-ID.
      const files = (await Promise.all(servers.map((server) => readOutbox(server.dataDir)))).flat()
      const ids = files.map((file) => file.messageId.replace(/^<|>$/g, ''))
      expect(new Set(ids)).toEqual(new Set(mails.map((mail) => mail.message_id.replace(/^<|>$/g, ''))))
      expect(files.length - new Set(ids).size).toBeLessThanOrEqual(1)

      // One order limit for the three servers: one counter for this address in the shared table.
      const limit = await queryRows<{ points: number | string }>(
        db!,
        "select points from rate_limit where key = 'order:127.0.0.1'",
      )
      expect(Number(limit[0]?.points)).toBeGreaterThanOrEqual(ORDERS + stats.replays)
    },
  )

  it('serves a model from a server that did not build it', async () => {
    const [a, b] = alive
    const cabinet = renderCabinet(0.47)
    const rendered = await call(a!, API.renderSkrinka, { cabinet })
    expect(rendered.status).toBe(200)
    const { id } = (await rendered.json()) as { id: string }
    const there = new Uint8Array(await (await fetch(`${a!.url}${modelUrl(id)}`)).arrayBuffer())
    const elsewhere = await fetch(`${b!.url}${modelUrl(id)}`)
    expect(elsewhere.status).toBe(200)
    expect(new Uint8Array(await elsewhere.arrayBuffer())).toEqual(there)
  })

  it('uses a price version published on one server on the others within 10 s', async () => {
    const [a, ...others] = alive
    const data = {
      ...SEED_PRICES,
      lists: {
        ...SEED_PRICES.lists,
        SK: { ...SEED_PRICES.lists.SK, boardPerM2: { ...SEED_PRICES.lists.SK.boardPerM2, 1: 5100 } },
      },
    }
    const published = await call(
      a!,
      API.staffPublishPrices,
      // More than +50 % (2400 → 5100, to be told apart): the owner confirms it.
      { baseVersion: 1, data, confirmLargeChanges: true },
      { authorization: `Bearer ${STAFF_TOKEN}` },
    )
    expect(published.status).toBe(200)
    const publishedAt = Date.now()
    for (const server of others) {
      await expect
        .poll(
          async () =>
            ((await (await call(server, API.getPriceList)).json()) as PriceListResponse).lists.SK.boardPerM2[1],
          { timeout: Math.max(0, 10_000 - (Date.now() - publishedAt)), interval: 200 },
        )
        .toBe(5100)
    }
    expect(Date.now() - publishedAt).toBeLessThan(10_000)
  })
})

describe.runIf(postgres)('one order limit and one sign-in lock for three servers (PostgreSQL only)', () => {
  let cluster: Awaited<ReturnType<typeof startCluster>>
  let servers: TestServer[]
  // The third server trusts a proxy in front of it; the first two take the socket's address.
  beforeAll(async () => {
    cluster = await startCluster({ ORDER_RATE_LIMIT: '5/600' }, (i): Record<string, string> =>
      i === 2 ? { TRUST_PROXY: 'true' } : {},
    )
    servers = cluster.servers
  })
  afterAll(() => cluster?.stop())

  let orders = 0
  const order = (on: TestServer, headers: Record<string, string> = {}) =>
    call(on, API.saveOrderSkrinka, orderBody(), { 'idempotency-key': `cluster-limit-${orders++}`, ...headers })

  it('lets 5 orders from one address through across the servers and refuses the 6th on each', async () => {
    const [a, b, c] = servers as [TestServer, TestServer, TestServer]
    for (const on of [a, b, c, a, b]) expect((await order(on)).status).toBe(201)
    for (const on of [a, b, c]) {
      const refused = await order(on)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    }
  })

  it('ignores X-Forwarded-For without TRUST_PROXY and takes its right-most address with it', async () => {
    const [a, b, c] = servers as [TestServer, TestServer, TestServer]
    // Without TRUST_PROXY a made-up header does not make another client.
    expect((await order(a, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429)
    expect((await order(b, { 'x-forwarded-for': '198.51.100.8, 198.51.100.9' })).status).toBe(429)
    // Behind a trusted proxy the proxy's entry names the client: a new one has its own 5 orders.
    expect((await order(c, { 'x-forwarded-for': '203.0.113.5' })).status).toBe(201)
    // An address the client wrote to the left of the proxy's entry changes nothing.
    expect((await order(c, { 'x-forwarded-for': '203.0.113.5, 127.0.0.1' })).status).toBe(429)
    const keys = await queryRows<{ key: string }>(servers[0]!, "select key from rate_limit where key like 'order:%'")
    expect(keys.map((row) => row.key).sort()).toEqual(['order:127.0.0.1', 'order:203.0.113.5'])
  })

  it('locks an e-mail after 5 wrong passwords spread across the servers', async () => {
    const signIn = (on: TestServer) =>
      call(on, API.staffSignIn, { email: 'nikto@skrinka.sk', password: 'zle-heslo-123' })
    for (const on of [...servers, ...servers].slice(0, 5)) expect((await signIn(on)).status).toBe(401)
    for (const on of servers) expect((await signIn(on)).status).toBe(429)
  })
})
